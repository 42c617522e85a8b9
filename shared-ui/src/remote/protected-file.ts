import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { saveBlob, showBlob, useObjectUrl } from '../files.js';

/**
 * Files the API serves only with the bearer token and the location header (attachments, a user's
 * avatar, a client's logo): an `<img src>` or a link cannot send them, so the bytes are fetched
 * through the area's client and shown from an object URL or saved.
 */

/** An API path as ky takes it: without the leading slash (the client holds the base URL). */
const relative = (path: string) => path.replace(/^\/+/, '');

/**
 * The bytes of a protected file: a GET, or a POST with `json` when the document is made by the call (a
 * termo the API issues and records).
 */
export function fetchProtected(api: KyInstance, path: string, init?: { json: unknown }): Promise<Blob> {
  return init ? api.post(relative(path), { json: init.json }).blob() : api.get(relative(path)).blob();
}

/** Saves a protected file under the name it was stored with. */
export async function downloadFile(api: KyInstance, path: string, name: string): Promise<void> {
  saveBlob(await fetchProtected(api, path), name);
}

/**
 * Opens a protected document (a PDF report) in a new window: the window opens at once, during the click
 * that asked for it (so no pop-up blocker stops it) and says it is loading; the bytes come through the
 * area's client and are shown there. A failure closes the window and is thrown to the caller (its
 * toast); a browser that refuses the window gets the file as a download instead. A document too large to
 * make in the request (a PDF of more than 200 pages) is answered 202 with the job that makes it: the
 * window closes and its id is returned, for the screen to show its progress (`JobProgress`).
 */
export async function openProtectedFile(
  api: KyInstance,
  path: string,
  name: string,
  init?: { json: unknown },
): Promise<string | undefined> {
  const target = window.open('', '_blank');
  if (target) {
    target.document.title = name;
    target.document.body.textContent = 'Gerando o documento…';
  }
  try {
    const res = await (init ? api.post(relative(path), { json: init.json }) : api.get(relative(path)));
    if (res.status === 202) {
      target?.close();
      return ((await res.json()) as { trabalho_id: string }).trabalho_id;
    }
    showBlob(await res.blob(), name, target);
    return undefined;
  } catch (error) {
    target?.close();
    throw error;
  }
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
