import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { saveBlob, useObjectUrl } from '../files.js';

/**
 * Files the API serves only with the bearer token and the location header (attachments, a user's
 * avatar, a client's logo): an `<img src>` or a link cannot send them, so the bytes are fetched
 * through the area's client and shown from an object URL or saved.
 */

/** An API path as ky takes it: without the leading slash (the client holds the base URL). */
const relative = (path: string) => path.replace(/^\/+/, '');

export function fetchProtected(api: KyInstance, path: string): Promise<Blob> {
  return api.get(relative(path)).blob();
}

/** Saves a protected file under the name it was stored with. */
export async function downloadFile(api: KyInstance, path: string, name: string): Promise<void> {
  saveBlob(await fetchProtected(api, path), name);
}

/**
 * A protected image as an object URL. `path` is what the API stores (e.g. `/users/avatar/{id}?v=...`);
 * the version in it changes with each upload, so a cached image is never stale.
 */
export function useProtectedImage(
  api: KyInstance,
  localId: string | null,
  path: string | null | undefined,
): string | undefined {
  const blob = useQuery({
    queryKey: ['protected-image', localId, path ?? ''],
    queryFn: () => fetchProtected(api, path ?? ''),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return useObjectUrl(blob.data);
}

/** What a preview can show inline. */
export function previewKind(mime: string): 'image' | 'pdf' | null {
  if (/^image\/(png|jpeg|gif|webp|bmp|svg\+xml)$/.test(mime)) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  return null;
}
