/**
 * The one pagination of the lists (docs/api.md, "Pagination"): a list's query validates `page` (1-based,
 * up to INT32_MAX) and `limit` (up to 100) with shared-contracts' list query schema; the service asks its
 * repository for the window of rows `pageWindow` gives, with the total of matching rows (the repository's
 * `pageOrdered`, lib/register-repo.ts, or its own count), and answers `pageAnswer`. The client scope stays
 * inside the repository's query.
 */

/** The page a list asks for: its validated `page` (1-based) and `limit`. */
export type PageQuery = { page: number; limit: number };

/** The rows a repository reads for the page: `limit` rows after the `offset` rows of the earlier pages. */
export const pageWindow = (q: PageQuery) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

/** A list's answer (shared-contracts' page schemas). */
export type PageAnswer<T> = { data: T[]; total: number; page: number; limit: number };

/**
 * A list's answer: the page's rows as the API answers them, the total of matching rows, and the page and
 * limit asked; `total_exato` where the total may be the database's estimate (`exact` given).
 */
export function pageAnswer<R, T>(
  q: PageQuery,
  found: { rows: R[]; total: number; exact: boolean },
  toApi: (row: R) => T,
): PageAnswer<T> & { total_exato: boolean };
export function pageAnswer<R, T>(
  q: PageQuery,
  found: { rows: R[]; total: number },
  toApi: (row: R) => T,
): PageAnswer<T>;
export function pageAnswer<R, T>(
  q: PageQuery,
  found: { rows: R[]; total: number; exact?: boolean },
  toApi: (row: R) => T,
) {
  return {
    data: found.rows.map((row) => toApi(row)),
    total: found.total,
    ...(found.exact === undefined ? {} : { total_exato: found.exact }),
    page: q.page,
    limit: q.limit,
  };
}
