import type { Ncm } from '@gp/shared-contracts';
import { iso } from '../../../lib/mapping.js';
import type { NcmWithCategoria } from './ncm.repository.js';

/** An NCM reference as the API answers it (database row → the contract's JSON shape). */
export const toNcm = ({ ncm: r, categoria }: NcmWithCategoria): Ncm => ({
  id: r.id,
  cliente_id: r.clientId,
  codigo: r.codigo,
  descricao: r.descricao,
  categoria_id: r.categoriaId,
  categoria: categoria ?? null,
  taxa_depreciacao: r.taxaDepreciacao,
  ativo: r.ativo,
  user_id_inativa: r.userIdInativa,
  motivo: r.motivo,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});
