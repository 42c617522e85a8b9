import { useEffect, useState } from 'react';

/**
 * Files the API serves only with the bearer token and the location header: an `<img src>` or a link
 * cannot send them, so an area fetches the bytes through its own client and saves them (saveBlob) or shows
 * them from an object URL (useObjectUrl). A PDF opened in a window of its own has a signed link instead
 * (openDocument, decision 041).
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
 * What a file's type reads as on screen ("PDF", "Imagem JPEG", "Planilha do Excel"), never its MIME type;
 * an unknown type by its name's extension ("Arquivo ZIP"), else "Arquivo".
 */
export function fileTypeLabel(mime: string, name = ''): string {
  const known = FILE_TYPE_LABELS[mime.toLowerCase().split(';')[0]?.trim() ?? ''];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(name)?.[1];
  return extension ? `Arquivo ${extension.toUpperCase()}` : 'Arquivo';
}

const FILE_TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'Imagem JPEG',
  'image/png': 'Imagem PNG',
  'image/gif': 'Imagem GIF',
  'image/webp': 'Imagem WebP',
  'image/bmp': 'Imagem BMP',
  'image/svg+xml': 'Imagem SVG',
  'text/plain': 'Texto',
  'text/csv': 'Planilha CSV',
  'application/xml': 'XML',
  'text/xml': 'XML',
  'application/zip': 'Arquivo ZIP',
  'application/msword': 'Documento do Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Documento do Word',
  'application/vnd.ms-excel': 'Planilha do Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Planilha do Excel',
  'application/vnd.ms-powerpoint': 'Apresentação do PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'Apresentação do PowerPoint',
  'application/vnd.oasis.opendocument.text': 'Documento ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'Planilha ODS',
  'application/vnd.oasis.opendocument.presentation': 'Apresentação ODP',
};

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
