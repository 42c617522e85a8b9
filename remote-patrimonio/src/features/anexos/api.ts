import { type StoredFile, StoredFileListSchema } from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';

/** The asset's attachment calls, parsed with the shared schemas, and their query. */

/** GET /patrimonio/bempatrimonial/files/{id}: the asset's photos and documents. */
export async function listBemFiles(api: KyInstance, bemId: string): Promise<StoredFile[]> {
  return v.parse(
    StoredFileListSchema,
    await api.get(`patrimonio/bempatrimonial/files/${encodeURIComponent(bemId)}`).json(),
  );
}

/** The files sit under the asset's key, so an upload (or any write on the asset) refreshes them. */
export function useBemFiles(bemId: string | null) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.detail(localId, 'bens', bemId ?? ''), 'files'],
    queryFn: () => listBemFiles(api, bemId ?? ''),
    enabled: Boolean(bemId),
  });
}
