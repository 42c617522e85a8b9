import {
  PARALISADAS,
  type PublicoRecebimento,
  type Recebimento,
  SITUACAO_OBRA,
  TIPO_RECEBIMENTO_LABELS,
  TIPO_TERMO_LABELS,
  type TipoRecebimento,
} from '@gp/shared-contracts';
import type { RecebimentoRow } from './recebimentos.repository.js';

/** The recebimento a work may register now, or why none (null and null: received for good). */
export type ProximoRecebimento = { tipo: TipoRecebimento | null; bloqueio: string | null };

/**
 * Which recebimento a work may register now (docs/domain.md, "Recebimento da obra"). The one place the
 * rule lives: the work's answer gives it (`recebimento_proximo`, `recebimento_bloqueio`: the card offers
 * only that) and the registration refuses any other kind with it. The provisório comes first (the law
 * gives no direct definitivo and docs/domain.md asks for the provisório first), of a work started and not
 * stopped; the definitivo follows it. A work put in 6 or 7 before these records (by a change of situação)
 * still registers them, in the same order, without a new change.
 */
export function proximoRecebimento(situacao: number, registrados: readonly string[]): ProximoRecebimento {
  if (registrados.includes('definitivo')) return { tipo: null, bloqueio: null };
  if (PARALISADAS.includes(situacao))
    return { tipo: null, bloqueio: 'A obra está paralisada: reinicie-a antes de recebê-la.' };
  if (registrados.includes('provisorio')) return { tipo: 'definitivo', bloqueio: null };
  if (situacao === SITUACAO_OBRA.naoIniciada)
    return { tipo: null, bloqueio: 'A obra não foi iniciada: só uma obra iniciada pode ser recebida.' };
  return { tipo: 'provisorio', bloqueio: null };
}

/** The situação a recebimento puts the work in (TCE-MG SICOM: 6 provisoriamente, 7 definitivamente). */
export const situacaoDoRecebimento = (tipo: TipoRecebimento) =>
  tipo === 'provisorio' ? SITUACAO_OBRA.recebidaProvisoriamente : SITUACAO_OBRA.recebidaDefinitivamente;

export const termoDescricao = (t: RecebimentoRow['termo']) =>
  `${TIPO_TERMO_LABELS.recebimento_obra} nº ${t.numero}/${t.ano}`;

export const toRecebimento = ({ recebimento: r, termo }: RecebimentoRow): Recebimento => ({
  id: r.id,
  obra_id: r.obraId,
  tipo: r.tipo as TipoRecebimento,
  tipo_descricao: TIPO_RECEBIMENTO_LABELS[r.tipo as TipoRecebimento],
  data: r.data,
  vistoria: r.vistoria,
  recebedores: r.recebedores,
  termo_codigo: termo.codigo,
  termo_descricao: termoDescricao(termo),
  created_at: r.createdAt.toISOString(),
});

/** A recebimento as the public sees it (docs/domain.md, LGPD): the receivers' names and cargos, no CPF. */
export const toPublicoRecebimento = ({ recebimento: r, termo }: RecebimentoRow): PublicoRecebimento => ({
  tipo: r.tipo as TipoRecebimento,
  tipo_descricao: TIPO_RECEBIMENTO_LABELS[r.tipo as TipoRecebimento],
  data: r.data,
  recebedores: r.recebedores.map(({ nome, cargo }) => ({ nome, cargo })),
  termo_codigo: termo.codigo,
});
