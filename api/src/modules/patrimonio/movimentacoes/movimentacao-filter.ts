import type { MovimentacaoListQuery } from '@gp/shared-contracts';
import type { MovimentacaoFilter } from './movimentacoes.repository.js';

/** The query fields the movement list and the movement report share. */
type MovimentacaoQueryFields = Pick<
  MovimentacaoListQuery,
  'bempatrimonial_id' | 'CodigoBEM' | 'TipoMovimentacao' | 'data_de' | 'data_ate'
>;

/**
 * The repository's filter from a list or report query. Dates are Brazilian calendar days: from 00:00 of
 * data_de to the end of data_ate (UTC−3).
 */
export function movimentacaoFilter(clientIds: string[], q: MovimentacaoQueryFields): MovimentacaoFilter {
  return {
    clientIds,
    bemId: q.bempatrimonial_id,
    codigoBem: q.CodigoBEM,
    tipo: q.TipoMovimentacao,
    dataDe: q.data_de ? new Date(`${q.data_de}T00:00:00-03:00`) : undefined,
    dataAte: q.data_ate
      ? new Date(new Date(`${q.data_ate}T00:00:00-03:00`).getTime() + 86_400_000)
      : undefined,
  };
}
