import type { ExportFormat } from '@gp/shared-contracts';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { useMemo } from 'react';
import { EXPORT_QUEUED } from '../export-button.js';
import { saveBlob } from '../files.js';
import { type ListFilter, type ListQuery, listRequestParams, useListQuery } from './list-params.js';
import type { QueryKeys } from './query-keys.js';

/**
 * One page of a list call. `total_exato: false` when the API estimates the total (a search past its
 * counting limit); the page then says the total is an estimate.
 */
export type ListResult<T> = { data: T[]; total: number; total_exato?: boolean };

export type ServerListOptions<T> = {
  /** The list's key without its parameters, e.g. `keys.lists(localId, 'veiculos')`. */
  queryKey: readonly unknown[];
  /** The list call (the model is ProTable's `request`): the API query in, one page out. */
  request: (query: URLSearchParams) => Promise<ListResult<T>>;
  /** The URL parameters passed on to the API besides page, limit and search. */
  filters?: readonly ListFilter[];
  /** The columns the API sorts by. */
  sorts?: readonly string[];
  /** The list's file: saves what its filters match as CSV or XLSX ('Exportar' on the page). */
  exportar?: ListExport;
};

/** Saves the file of the list's query (without page and limit) in a format. */
/** Saves the list's file, or says it is made by a job (EXPORT_QUEUED). */
export type ListExport = (
  formato: ExportFormat,
  query: URLSearchParams,
) => Promise<typeof EXPORT_QUEUED | undefined>;

export type ServerList<T> = ListQuery & {
  query: UseQueryResult<ListResult<T>>;
  /** The API query the current URL makes. */
  requestParams: URLSearchParams;
  sorts: readonly string[];
  exportar?: ListExport;
};

/**
 * A server-paged list driven by the URL: reads the list state (`useListQuery`), asks the API for the
 * page it names, and keeps the previous page on screen while the next one loads.
 */
export function useServerList<T>({
  queryKey,
  request,
  filters = [],
  sorts = [],
  exportar,
}: ServerListOptions<T>): ServerList<T> {
  const list = useListQuery();
  // biome-ignore lint/correctness/useExhaustiveDependencies: filters and sorts are constants of the page
  const requestParams = useMemo(() => listRequestParams(list.params, filters, sorts), [list.params]);
  const query = useQuery({
    queryKey: [...queryKey, requestParams.toString()],
    queryFn: () => request(requestParams),
    placeholderData: keepPreviousData,
  });
  return { ...list, query, requestParams, sorts, exportar };
}

export type RemoteListOptions<T> = Omit<ServerListOptions<T>, 'queryKey' | 'request' | 'exportar'> & {
  /** The area's resource, as in its query keys ('bens', 'usuarios'). */
  resource: string;
  /** What else the rows depend on besides the URL (e.g. the company whose accesses are listed). */
  part?: string;
  /** The feature's list call (its `api.ts`): the API query in, one page out. */
  request: (api: KyInstance, query: URLSearchParams) => Promise<ListResult<T>>;
  /**
   * The list's file, `GET {path}/exportar` (docs/api.md, "Exportações"), saved as `{name}-{date}.{formato}`:
   * with it the page shows 'Exportar'.
   */
  exportar?: { path: string; name: string };
};

/**
 * The one way a page of an area lists a resource: `useServerList` under the area's list key
 * (`[area, localId, resource, 'list', part?, params]`) with the session's API client. Each remote binds
 * it to its session and keys as `useList` (docs/frontend.md, "Listas").
 */
export function useRemoteList<T>(
  remote: { api: KyInstance; localId: string | null },
  keys: Pick<QueryKeys, 'lists'>,
  { resource, part, request, exportar, ...options }: RemoteListOptions<T>,
): ServerList<T> {
  const key = keys.lists(remote.localId, resource);
  return useServerList<T>({
    ...options,
    queryKey: part === undefined ? key : [...key, part],
    request: (query) => request(remote.api, query),
    exportar:
      exportar &&
      (async (formato, query) => {
        const params = new URLSearchParams(query);
        params.delete('page');
        params.delete('limit');
        params.set('formato', formato);
        const path = `${exportar.path.replace(/^\/+/, '')}/exportar?${params}`;
        const today = new Date().toLocaleDateString('en-CA');
        const res = await remote.api.get(path);
        // Past 5,000 rows the API makes the file as a job (202): the button says where to find it.
        if (res.status === 202) return EXPORT_QUEUED;
        saveBlob(await res.blob(), `${exportar.name}-${today}.${formato}`);
        return undefined;
      }),
  });
}
