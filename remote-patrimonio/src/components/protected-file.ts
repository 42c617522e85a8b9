import { saveBlob } from '@gp/shared-ui';
import type { KyInstance } from 'ky';

/**
 * Files the API serves only with the bearer token and the location header (GET /patrimonio/arquivo/{id}):
 * the bytes are fetched through the area's client and shown (`useObjectUrl` of shared-ui) or saved.
 */

/** GET /patrimonio/arquivo/{id}; `inline` asks for the browser-viewable disposition (preview). */
export const fileContentPath = (fileId: string, inline = false) =>
  `patrimonio/arquivo/${encodeURIComponent(fileId)}${inline ? '?inline=true' : ''}`;

export function fetchFile(api: KyInstance, fileId: string, inline = false): Promise<Blob> {
  return api.get(fileContentPath(fileId, inline)).blob();
}

/** Saves a stored file under the name it was stored with. */
export async function downloadFile(api: KyInstance, fileId: string, name: string): Promise<void> {
  saveBlob(await fetchFile(api, fileId), name);
}

/** What the preview can show inline. */
export function previewKind(mime: string): 'image' | 'pdf' | null {
  if (/^image\/(png|jpeg|gif|webp|bmp|svg\+xml)$/.test(mime)) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  return null;
}
