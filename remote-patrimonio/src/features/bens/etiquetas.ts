import { ETIQUETAS_IDS_MAX, ETIQUETAS_MAX, type FolhaEtiqueta } from '@gp/shared-contracts';

/**
 * Asset labels as PDF (docs/api.md, "Documents (PDF)"): the calls' addresses as the screens build them.
 * One asset's label opens from the list and from the asset's page; many, from the list: the rows chosen
 * or everything the list's filters match.
 */

/** GET /patrimonio/bempatrimonial/reports/etiqueta/{id}: the asset's label (the thermal one by default). */
export const etiquetaPath = (id: string) =>
  `patrimonio/bempatrimonial/reports/etiqueta/${encodeURIComponent(id)}`;

/** What the labels dialog asks. */
export type EtiquetasValues = {
  /** The rows chosen on the list, or everything its filters match. */
  alcance: 'selecionados' | 'filtros';
  folha: FolhaEtiqueta;
  /** The first free label of a used sheet (1 to 30). */
  inicio?: number | null;
};

/** The list's own parameters that are not filters: the labels come in code order, all of them. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'order']);

/**
 * GET /patrimonio/bempatrimonial/reports/etiquetas for the dialog's choice: the chosen ids, or the list's
 * API query (search, filters, client) without its page and sort; the sheet and, on a sheet of many, the
 * starting position.
 */
export function etiquetasPath(
  listQuery: URLSearchParams,
  selected: readonly string[],
  values: EtiquetasValues,
): string {
  const query = new URLSearchParams();
  if (values.alcance === 'selecionados') query.set('ids', selected.join(','));
  else for (const [key, value] of listQuery) if (!NOT_FILTERS.has(key)) query.set(key, value);
  query.set('folha', values.folha);
  if (values.folha === 'pimaco6180' && values.inicio && values.inicio > 1)
    query.set('inicio', String(values.inicio));
  return `patrimonio/bempatrimonial/reports/etiquetas?${query}`;
}

/** Why a choice cannot be printed (the API refuses it too), or null. */
export function etiquetasProblem(
  values: Pick<EtiquetasValues, 'alcance'>,
  counts: { selected: number; total: number | undefined },
): string | null {
  if (values.alcance === 'selecionados') {
    if (counts.selected === 0) return 'Selecione os bens na lista.';
    if (counts.selected > ETIQUETAS_IDS_MAX)
      return `Selecione no máximo ${ETIQUETAS_IDS_MAX} bens; para mais, imprima pelos filtros da lista.`;
    return null;
  }
  if (counts.total === 0) return 'Nenhum bem atende aos filtros.';
  if (counts.total !== undefined && counts.total > ETIQUETAS_MAX)
    return `Os filtros encontram mais de ${ETIQUETAS_MAX.toLocaleString('pt-BR')} bens: refine os filtros para imprimir até ${ETIQUETAS_MAX.toLocaleString('pt-BR')} etiquetas de cada vez.`;
  return null;
}
