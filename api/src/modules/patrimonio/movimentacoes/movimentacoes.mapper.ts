import type { Movimentacao } from '@gp/shared-contracts';
import { iso } from '../../../lib/mapping.js';
import type { MovimentacaoDetailRow } from './movimentacoes.repository.js';

/** A movement as the API answers it (database row → the contract's JSON shape). */
export const toMovimentacao = (r: MovimentacaoDetailRow): Movimentacao => ({
  id: r.mov.id,
  CodigoBEM: r.mov.codigoBem,
  Data: iso(r.mov.data),
  TipoMovimentacao: r.mov.tipoMovimentacaoId,
  TipoIncorporacao: r.mov.tipoIncorporacaoId,
  bempatrimonial_id: r.mov.bemId,
  ContaContabil: r.mov.contaContabil,
  Valor: r.mov.valor,
  cliente_id: r.mov.clientId,
  tipo: r.tipo,
  secretaria_id: r.mov.secretariaId,
  secretaria: r.secretaria,
  setor_id: r.mov.setorId,
  setor: r.setor ?? null,
  secretaria_anterior_id: r.mov.secretariaAnteriorId,
  setor_anterior_id: r.mov.setorAnteriorId,
  situacao_anterior: r.mov.situacaoAnterior,
  situacao: r.mov.situacao,
  valor_anterior: r.mov.valorAnterior,
  responsavel_anterior: r.mov.responsavelAnterior,
  Responsavel: r.mov.responsavel,
  responsavel_anterior_id: r.mov.responsavelAnteriorId,
  responsavel_id: r.mov.responsavelId,
  MotivoBaixa: r.mov.motivoBaixaId,
  motivo_baixa: r.motivo?.descricao ?? null,
  processo_baixa: r.mov.processoBaixa,
  autorizada_por: r.mov.autorizadaPor,
  Observacao: r.mov.observacao,
  movimentacao_estornada_id: r.mov.estornaId,
  estornada_por_id: r.mov.estornadaPorId,
  user: r.user ?? null,
  created_at: iso(r.mov.createdAt),
});
