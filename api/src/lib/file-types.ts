/**
 * File types recognised by their content (magic numbers), never by the name or the declared type.
 * Each upload route names the kinds it accepts.
 */
export type FileKind = 'pdf' | 'image' | 'office' | 'text' | 'xml';

type Detected = { kind: FileKind; mime: string; ext: string };

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((b, i) => head[offset + i] === b);

export function sniff(head: Buffer, fileName: string): Detected | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const office: Record<string, string> = {
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      odt: 'application/vnd.oasis.opendocument.text',
      ods: 'application/vnd.oasis.opendocument.spreadsheet',
    };
    const mime = office[ext];
    return mime ? { kind: 'office', mime, ext } : null;
  }
  if (head.includes(0)) return null;
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<?xml') || (ext === 'xml' && text.startsWith('<')))
    return { kind: 'xml', mime: 'application/xml', ext: 'xml' };
  if (ext === 'txt' || ext === 'csv')
    return { kind: 'text', mime: ext === 'csv' ? 'text/csv' : 'text/plain', ext };
  return null;
}

export const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  image: 'imagem (PNG, JPEG, GIF ou WebP)',
  office: 'documento do Office/LibreOffice (DOCX, XLSX, ODT, ODS)',
  text: 'texto (TXT, CSV)',
  xml: 'XML',
};

/** A name safe to store and to send back in Content-Disposition: no path, no control characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return (clean || 'arquivo').slice(0, 180);
}
