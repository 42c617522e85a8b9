import {
  type BemUtils,
  type EfeitoLote,
  LOTE_BENS_MAX,
  type LoteAguardandoAceite,
  LoteAguardandoAceiteSchema,
  type LoteCarga,
  type LoteCargaBody,
  LoteCargaSchema,
  type LoteMovimentacao,
  type LoteMovimentacaoBody,
  LoteMovimentacaoSchema,
  parseJson,
  parseJsonByStatus,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';

/**
 * Batch movements from the asset list (docs/api.md, "Movimentações em lote"): a transfer or a baixa of
 * the rows chosen or of everything the list's filters match, in one call; all or nothing. Also the
 * carga's batches (decision 059): a cautela or a transfer of responsibility of those assets to one
 * receiver, pending until the receiver accepts the whole batch.
 */

/** The kinds the batch dialog offers: the movements booked at once, and the carga's requests. */
export type LoteKind = EfeitoLote | 'cautela' | 'responsavel';
export const isCargaKind = (k: LoteKind): k is 'cautela' | 'responsavel' =>
  k === 'cautela' || k === 'responsavel';

/** What the batch dialog asks. */
export type LoteValues = {
  alcance: 'selecionados' | 'filtros';
  /** Not `secretaria_id`: the list's filters are a form on the same page, and field ids must differ. */
  secretaria_destino?: string;
  setor_destino?: string | null;
  MotivoBaixa?: number;
  /** A baixa's act or process and who authorised it (the termo de baixa definitiva prints them). */
  processo_baixa?: string;
  autorizada_por?: string;
  Observacao?: string;
  /** The carga's batches: the receiver (the new responsável, or who takes the cautela). */
  servidor_id?: string;
  motivo?: string;
  destino?: string;
  /** The cautela's expected return (a dayjs of the date picker). */
  data_prevista_retorno?: { format: (f: string) => string } | null;
};

/** The list's own parameters that are not filters. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'order']);

/** The movement type of a batch's kind: the first active type with that effect (the API's seed table). */
export const tipoDoLote = (utils: BemUtils, efeito: EfeitoLote) =>
  utils.tiposMovimentacao.find((t) => t.efeito === efeito) ?? null;

/** POST /patrimonio/movimentacaobem/lote's body: the chosen ids, or the list's filters as the list sends them. */
export function loteBody(
  tipoId: number,
  values: LoteValues,
  choice: { selected: readonly string[]; listQuery: URLSearchParams },
): LoteMovimentacaoBody {
  const observacao = values.Observacao?.trim();
  const processo = values.processo_baixa?.trim();
  const autorizada = values.autorizada_por?.trim();
  return {
    TipoMovimentacao: tipoId,
    ...(values.secretaria_destino ? { secretaria_id: values.secretaria_destino } : {}),
    ...(values.setor_destino ? { setor_id: values.setor_destino } : {}),
    ...(values.MotivoBaixa ? { MotivoBaixa: values.MotivoBaixa } : {}),
    ...(values.MotivoBaixa && processo ? { processo_baixa: processo } : {}),
    ...(values.MotivoBaixa && autorizada ? { autorizada_por: autorizada } : {}),
    ...(observacao ? { Observacao: observacao } : {}),
    ...(values.alcance === 'selecionados'
      ? { bem_ids: [...choice.selected] }
      : { filtros: filtrosOf(choice.listQuery) }),
  };
}

/** The list's filters as the batch's `filtros` (its own parameters, without paging and sorting). */
function filtrosOf(listQuery: URLSearchParams) {
  const filtros: Record<string, string> = {};
  for (const [key, value] of listQuery) if (!NOT_FILTERS.has(key)) filtros[key] = value;
  return filtros as LoteMovimentacaoBody['filtros'];
}

/** POST /patrimonio/carga/lote's body: the kind, the receiver, the cautela's fields, and the assets. */
export function loteCargaBody(
  kind: 'cautela' | 'responsavel',
  values: LoteValues,
  choice: { selected: readonly string[]; listQuery: URLSearchParams },
): LoteCargaBody {
  const cautela = kind === 'cautela';
  const motivo = values.motivo?.trim();
  return {
    tipo: cautela ? 'cautela' : 'transferencia',
    recebedor_id: values.servidor_id ?? '',
    ...(motivo ? { motivo } : {}),
    ...(cautela && values.destino?.trim() ? { destino: values.destino.trim() } : {}),
    ...(cautela && values.data_prevista_retorno
      ? { data_prevista_retorno: values.data_prevista_retorno.format('YYYY-MM-DD') }
      : {}),
    ...(values.alcance === 'selecionados'
      ? { bem_ids: [...choice.selected] }
      : { filtros: filtrosOf(choice.listQuery) }),
  };
}

/** POST /patrimonio/carga/lote: the pending aceites of every asset, for the receiver to decide at once. */
export const requestLoteCarga = (api: KyInstance, body: LoteCargaBody): Promise<LoteCarga> =>
  parseJson(LoteCargaSchema, api.post('patrimonio/carga/lote', { json: body }));

/** Why the choice cannot be moved (the API refuses it too), or null. */
export function loteProblem(
  alcance: LoteValues['alcance'],
  counts: { selected: number; total: number | undefined },
): string | null {
  const n = alcance === 'selecionados' ? counts.selected : (counts.total ?? 0);
  if (n === 0) return alcance === 'selecionados' ? 'Selecione os bens na lista.' : 'Nenhum bem nos filtros.';
  if (n > LOTE_BENS_MAX) {
    return `São ${n.toLocaleString('pt-BR')} bens: um lote tem no máximo ${LOTE_BENS_MAX.toLocaleString('pt-BR')}. Refine os filtros.`;
  }
  return null;
}

/**
 * POST /patrimonio/movimentacaobem/lote: the batch booked (201), or a transfer to another setor waiting
 * for its head's aceite of the whole batch (202, decision 062).
 */
export const registerLote = async (
  api: KyInstance,
  body: LoteMovimentacaoBody,
): Promise<LoteMovimentacao | LoteAguardandoAceite> =>
  (
    await parseJsonByStatus(
      { 201: LoteMovimentacaoSchema, 202: LoteAguardandoAceiteSchema },
      api.post('patrimonio/movimentacaobem/lote', { json: body }),
    )
  ).body;

/** The API's field names of the refusals, as the dialog names its fields. */
export const LOTE_RENAMES = {
  secretaria_id: 'secretaria_destino',
  setor_id: 'setor_destino',
  recebedor_id: 'servidor_id',
  responsavel_id: 'servidor_id',
};
