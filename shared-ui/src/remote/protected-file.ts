import type { DocumentoLink } from '@gp/shared-contracts';
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
 * Where a document is: its API path with its query (GET), or a call that makes it and answers that path
 * (a termo issued by a POST, then read by its code).
 */
export type DocumentSource = string | (() => Promise<string>);

/** The API's probe header: is this PDF made in the request, or by a job? (`pdfHandler`, docs/api.md). */
const PROBE_HEADER = 'X-Documento-Sondagem';

/**
 * Opens a PDF of the API (a report, labels, a termo) in a new window (decision 041). The window opens at
 * once, during the click that asked for it (so no pop-up blocker stops it) and says it is loading; then
 * it goes to the document's signed link (POST /documentos/links): an address of the API that opens
 * without the token for a few minutes, so the browser's viewer shows the document's own title and saves
 * it under its own name. A failure closes the window and is thrown to the caller (its toast); a browser
 * that refuses the window gets the file as a download instead, under the name the API gives it. With
 * `mayQueue` (a report or labels that may pass 200 pages) it first asks whether the document is made by a
 * job, and then returns the job's id instead of opening it.
 */
export async function openDocument(
  api: KyInstance,
  apiBaseUrl: string,
  source: DocumentSource,
  options: { mayQueue?: boolean } = {},
): Promise<string | undefined> {
  const target = window.open('', '_blank');
  if (target) {
    target.document.title = 'Gerando o documento…';
    target.document.body.textContent = 'Gerando o documento…';
  }
  try {
    const path = relative(typeof source === 'string' ? source : await source());
    if (options.mayQueue) {
      // A PDF too large for the request (more than 200 pages) is made by a job: the probe answers 202
      // with it, and the screen shows its progress (`JobProgress`) instead of the window.
      const probe = await api.get(path, { headers: { [PROBE_HEADER]: '1' } });
      if (probe.status === 202) {
        target?.close();
        return ((await probe.json()) as { trabalho_id: string }).trabalho_id;
      }
    }
    if (!target || target.closed) {
      const res = await api.get(path);
      saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition')) ?? 'documento.pdf');
      return undefined;
    }
    const link = await api.post('documentos/links', { json: { caminho: path } }).json<DocumentoLink>();
    target.location.href = new URL(link.url, apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`).href;
    return undefined;
  } catch (error) {
    target?.close();
    throw error;
  }
}

/** The file name of a Content-Disposition (its UTF-8 name when it has one). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
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
