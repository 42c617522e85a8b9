import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../data-table/table-query.js';
import { SEARCH_MAX } from '../list-search.js';

/**
 * The state of every server-paged list lives in the query string, the same way in every area: `page`,
 * `limit`, `search`, each filter under its API name, `sort` + `order`, and `clientId` for the client a
 * support user narrowed the list to. A reload, a shared link or the back button shows the same rows
 * (docs/frontend.md, "Listas").
 */
const positiveInt = (raw: string | null): number | null =>
  raw !== null && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;

/** Page (1 when not a positive integer) and page size (10 unless one of the table's options). */
export function readPage(params: URLSearchParams): { page: number; limit: number } {
  const limit = positiveInt(params.get('limit'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit !== null && PAGE_SIZE_OPTIONS.includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The search of the URL, trimmed and bounded as the APIs accept it. */
export const readSearch = (params: URLSearchParams) =>
  (params.get('search') ?? '').trim().slice(0, SEARCH_MAX);

export type ListChanges = Record<string, string | number | null | undefined>;

/**
 * The query string after a change, keeping every other parameter. An empty value removes its key. Any
 * change but the page itself (a filter, the search, the sort, the page size, the client) goes back to
 * page 1.
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

/** The URL parameter of the client a support user narrowed a list (or a form) to. */
export const CLIENT_PARAM = 'clientId';

const Uuid = v.pipe(v.string(), v.uuid());

/** A uuid parameter of the URL; anything else reads as absent. */
export function readUuidParam(params: URLSearchParams, key: string): string | undefined {
  const raw = params.get(key);
  return raw && v.is(Uuid, raw) ? raw : undefined;
}

export type ListQuery = {
  params: URLSearchParams;
  page: number;
  limit: number;
  search: string;
  /** The chosen client (`clientId`), when it is a uuid. */
  clientId: string | undefined;
  /** Writes a change to the URL (see `withChanges`). */
  set: (changes: ListChanges) => void;
};

/** The URL's list parameters and a setter that writes a change to it. */
export function useListQuery(): ListQuery {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: ListChanges) => setParams((previous) => withChanges(previous, changes)),
    [setParams],
  );
  return useMemo(
    () => ({
      params,
      ...readPage(params),
      search: readSearch(params),
      clientId: readUuidParam(params, CLIENT_PARAM),
      set,
    }),
    [params, set],
  );
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

/** A list filter passed to the API: the URL key, and the API's name for it when they differ. */
export type ListFilter = string | { param: string; as: string };

/**
 * The API query of a list: page, limit, the search, the listed filters present in the URL, and the
 * sort when it is one the API accepts.
 */
export function listRequestParams(
  params: URLSearchParams,
  filters: readonly ListFilter[] = [],
  sorts: readonly string[] = [],
): URLSearchParams {
  const { page, limit } = readPage(params);
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const search = readSearch(params);
  if (search) query.set('search', search);
  for (const filter of filters) {
    const { param, as } = typeof filter === 'string' ? { param: filter, as: filter } : filter;
    const value = params.get(param);
    if (value) query.set(as, value);
  }
  const sort = params.get('sort');
  if (sort && sorts.includes(sort)) {
    query.set('sort', sort);
    query.set('order', params.get('order') === 'desc' ? 'desc' : 'asc');
  }
  return query;
}
