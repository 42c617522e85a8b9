import type { KyInstance } from 'ky';
import { useEffect, useState } from 'react';

/**
 * Files the API serves only with the bearer token and the location header (GET /patrimonio/arquivo/{id}):
 * an `<img src>` or a link cannot send them, so the bytes are fetched through the area's client and shown
 * or saved from an object URL.
 */

/** GET /patrimonio/arquivo/{id}; `inline` asks for the browser-viewable disposition (preview). */
export const fileContentPath = (fileId: string, inline = false) =>
  `patrimonio/arquivo/${encodeURIComponent(fileId)}${inline ? '?inline=true' : ''}`;

export function fetchFile(api: KyInstance, fileId: string, inline = false): Promise<Blob> {
  return api.get(fileContentPath(fileId, inline)).blob();
}

/** Saves a stored file under the name it was stored with. */
export async function downloadFile(api: KyInstance, fileId: string, name: string): Promise<void> {
  const blob = await fetchFile(api, fileId);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** An object URL for a blob, revoked when the blob changes or the component leaves. */
export function useObjectUrl(blob: Blob | undefined | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/** What the preview can show inline. */
export function previewKind(mime: string): 'image' | 'pdf' | null {
  if (/^image\/(png|jpeg|gif|webp|bmp|svg\+xml)$/.test(mime)) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  return null;
}
