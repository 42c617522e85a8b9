import { saveBlob, useObjectUrl } from '@gp/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { useRemote } from '../session/remote-context.js';

/** An API path as ky takes it: without the leading slash (the client holds the base URL). */
const relative = (path: string) => path.replace(/^\/+/, '');

/**
 * Images the API serves only with the bearer token and the location header (a user's avatar, a
 * client's logo): an `<img src>` cannot send them, so the image is fetched through the area's client
 * and shown from an object URL. `path` is what the API stores (e.g. `/users/avatar/{id}?v=...`); the
 * version in it changes with each upload, so a cached image is never stale.
 */
export function useProtectedImage(path: string | null | undefined): string | undefined {
  const { api, session } = useRemote();
  const blob = useQuery({
    queryKey: ['sistema', 'image', session.local?.id ?? null, path ?? ''],
    queryFn: () => api.get(relative(path ?? '')).blob(),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return useObjectUrl(blob.data);
}

/** Saves a file the API serves only with the token, under the name it was stored with. */
export async function downloadFile(api: KyInstance, path: string, name: string): Promise<void> {
  saveBlob(await api.get(relative(path)).blob(), name);
}
