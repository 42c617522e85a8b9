/**
 * The asset register report as PDF (docs/api.md, "Documents (PDF)"): the address the list builds, with
 * its current filters, for the caller's application.
 */

/** The list's own parameters that are not filters: the report has every matching asset, by group and code. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'order']);

/**
 * GET /patrimonio/bempatrimonial/reports/aplicacao/{id} (or reports/withImage/aplicacao/{id}, each row
 * with its first photo) with the list's API query (search, filters, client) without its page and sort.
 */
export function relatorioPath(applicationId: string, listQuery: URLSearchParams, fotos: boolean): string {
  const query = new URLSearchParams();
  for (const [key, value] of listQuery) if (!NOT_FILTERS.has(key)) query.set(key, value);
  const base = `patrimonio/bempatrimonial/reports/${fotos ? 'withImage/' : ''}aplicacao/${encodeURIComponent(applicationId)}`;
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
