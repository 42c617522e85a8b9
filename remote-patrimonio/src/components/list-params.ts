import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_MAX } from '@gp/shared-ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A server-paged list whose page, page size, search, filters and sort live in the query string, so a
 * reload, a shared link or the back button shows the same rows.
 */
const positiveInt = (raw: string | null): number | null =>
  raw !== null && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;

/** Page (1 when not a positive integer) and page size (10 unless one of the table's options, spec §9). */
export function readPage(params: URLSearchParams): { page: number; limit: number } {
  const limit = positiveInt(params.get('limit'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit !== null && PAGE_SIZE_OPTIONS.includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

export type ListChanges = Record<string, string | number | null | undefined>;

/**
 * The query string after a change, keeping every other parameter. An empty value removes its key. Any
 * change but the page itself (a filter, the search, the sort, the page size) goes back to page 1.
 */
export function withChanges(params: URLSearchParams, changes: ListChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  let otherChanged = false;
  for (const [key, raw] of Object.entries(changes)) {
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    // The page size in effect counts as the current one, whether or not the URL states it.
    const current = key === 'limit' ? String(readPage(params).limit) : (params.get(key) ?? '');
    if (key !== 'page' && current !== value) otherChanged = true;
    if (value) next.set(key, key === 'search' ? value.slice(0, SEARCH_MAX) : value);
    else next.delete(key);
  }
  if (otherChanged) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

/** The URL's list parameters and a setter that writes a change to it. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const page = useMemo(() => readPage(params), [params]);
  const set = useCallback(
    (changes: ListChanges) => setParams((previous) => withChanges(previous, changes)),
    [setParams],
  );
  return { params, ...page, search: (params.get('search') ?? '').slice(0, SEARCH_MAX), set };
}

export type SortOrder = 'asc' | 'desc';

/** The table's sort ({columnKey, ascend|descend}) as the API's `sort` and `order`. */
export function sortChanges(
  sort: { columnKey: string; order: 'ascend' | 'descend' } | null,
  allowed: readonly string[],
): { sort: string | null; order: SortOrder | null } {
  if (!sort || !allowed.includes(sort.columnKey)) return { sort: null, order: null };
  return { sort: sort.columnKey, order: sort.order === 'descend' ? 'desc' : 'asc' };
}

/** The URL's sort, as the column's `defaultSortOrder` for the table to show it. */
export function sortOrderOf(params: URLSearchParams, key: string): 'ascend' | 'descend' | undefined {
  if (params.get('sort') !== key) return undefined;
  return params.get('order') === 'desc' ? 'descend' : 'ascend';
}
