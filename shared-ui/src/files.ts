import { useEffect, useState } from 'react';

/**
 * Files the API serves only with the bearer token and the location header: an `<img src>` or a link
 * cannot send them, so an area fetches the bytes through its own client and shows or saves them from an
 * object URL with these two helpers.
 */

/** Saves fetched bytes as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
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

/**
 * Shows fetched bytes (a PDF) in `target`, a window opened beforehand during the user's click (a window
 * opened after the bytes arrive would be stopped as a pop-up); without one, saves them under `name`.
 */
export function showBlob(blob: Blob, name: string, target: Window | null): void {
  if (!target || target.closed) {
    saveBlob(blob, name);
    return;
  }
  const url = URL.createObjectURL(blob);
  target.location.href = url;
  // The new window has loaded the document long before this; its viewer keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
