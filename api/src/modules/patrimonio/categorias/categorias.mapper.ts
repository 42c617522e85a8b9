import type { Categoria } from '@gp/shared-contracts';
import type { CategoriaRow } from './categorias.repository.js';

/** A category as the API answers it (database row → the contract's JSON shape). */
export const toCategoria = (row: CategoriaRow): Categoria => ({
  id: row.id,
  cliente_id: row.clientId,
  nome: row.nome,
  tipo_bem: row.tipoBem as Categoria['tipo_bem'],
  conta_contabil: row.contaContabil,
  conta_depreciacao: row.contaDepreciacao,
  conta_reducao: row.contaReducao,
  vida_util_anos: row.vidaUtilAnos,
  valor_residual_percentual: row.valorResidualPercentual,
  depreciavel: row.depreciavel,
  ativo: row.ativo,
  user_id_inativa: row.userIdInativa,
  motivo: row.motivo,
});
