import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_MAX } from '@gp/shared-ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A server-paged list whose page, page size and search live in the query string (spec §2: the Usuários
 * link opens `?page=1&limit=10`), so a reload, a shared link or the back button shows the same page.
 */
export type ListParams = { page: number; limit: number; search: string };

const positiveInt = (raw: string | null): number | null =>
  raw !== null && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;

/**
 * Reads page, limit and search. A page that is not a positive integer reads 1; a limit outside the
 * table's options (10 to 100 in steps of 10, spec §9) reads 10; the search is trimmed and bounded.
 */
export function readListParams(params: URLSearchParams): ListParams {
  const limit = positiveInt(params.get('limit'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit !== null && PAGE_SIZE_OPTIONS.includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
  };
}

/**
 * The query string after a change, keeping every other parameter. A new page size or a new search goes
 * back to page 1; an empty search is removed.
 */
export function withListParams(params: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  const current = readListParams(params);
  const next = new URLSearchParams(params);
  const limitChanged = change.limit !== undefined && change.limit !== current.limit;
  const search = change.search === undefined ? current.search : change.search.trim().slice(0, SEARCH_MAX);
  const searchChanged = search !== current.search;
  const page = limitChanged || searchChanged ? 1 : (change.page ?? current.page);
  next.set('page', String(page));
  next.set('limit', String(change.limit ?? current.limit));
  if (search) next.set('search', search);
  else next.delete('search');
  return next;
}

/** The list parameters of the current URL and a setter that writes a change to it. */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [params, setParams] = useSearchParams();
  const current = useMemo(() => readListParams(params), [params]);
  const set = useCallback(
    (change: Partial<ListParams>) => setParams((previous) => withListParams(previous, change)),
    [setParams],
  );
  return [current, set];
}
