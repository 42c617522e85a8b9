import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { QueryKeys } from './query-keys.js';

export type RecordQuery<T> = {
  /** The area's resource, as in its query keys ('bens', 'fornecedores', 'clientes'). */
  resource: string;
  /** The record's id; the query waits while there is none (a form opened to create). */
  id: string | null | undefined;
  /** A part read apart and kept under the record's key (its files, its movements), refreshed with it. */
  part?: string;
  fetch: (api: KyInstance, id: string) => Promise<T>;
  /** Read again every time it is shown (the edit forms), never from an earlier visit's cache. */
  fresh?: boolean;
};

/**
 * The one way a feature reads one record, or one part of it: under the record's detail key
 * (`[area, localId, resource, 'detail', id, part?]`), so invalidating the resource refreshes it. Each
 * remote binds it to its session and keys as `useRecord` (docs/frontend.md, "Feature folders").
 */
export function useRecordQuery<T>(
  remote: { api: KyInstance; localId: string | null },
  keys: Pick<QueryKeys, 'detail'>,
  { resource, id, part, fetch, fresh }: RecordQuery<T>,
) {
  const key = keys.detail(remote.localId, resource, id ?? '');
  return useQuery({
    queryKey: part ? [...key, part] : key,
    queryFn: () => fetch(remote.api, id ?? ''),
    enabled: Boolean(id),
    ...(fresh ? { staleTime: 0 } : {}),
  });
}
