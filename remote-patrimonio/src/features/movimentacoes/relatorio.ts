/**
 * The movement reports as PDF (docs/api.md, "Documents (PDF)"): the addresses the screens build.
 */

/** The list's own parameters that are not filters: the report has every matching movement, by type. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'order']);

/**
 * GET /patrimonio/bempatrimonial/reports/movimentacoes with the movement list's API query (period, type,
 * client) without its page.
 */
export function relatorioMovimentacoesPath(listQuery: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of listQuery) if (!NOT_FILTERS.has(key)) query.set(key, value);
  const text = query.toString();
  return `patrimonio/bempatrimonial/reports/movimentacoes${text ? `?${text}` : ''}`;
}
