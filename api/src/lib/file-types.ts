import { openZip, type ReadAt } from './zip.js';

/**
 * File types recognised by their content (magic numbers), never by the name or the declared type.
 * Each upload names the kinds it accepts: no upload route accepts XML yet (the NF-e area will, for its
 * own files), and SVG, HTML and XHTML (documents that can carry scripts) are never accepted.
 */
export type FileKind = 'pdf' | 'image' | 'office' | 'text' | 'xml';

type Detected = { kind: FileKind; mime: string; ext: string };

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((b, i) => head[offset + i] === b);

/**
 * Office files by extension: a ZIP named so is taken only if the container says it is that document,
 * OOXML through the main part's content type in `[Content_Types].xml`, ODF through its `mimetype` entry.
 */
const OFFICE: Record<string, { mime: string; declared: { entry: string; type: string } }> = {
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declared: {
      entry: '[Content_Types].xml',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    },
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    declared: {
      entry: '[Content_Types].xml',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    },
  },
  odt: {
    mime: 'application/vnd.oasis.opendocument.text',
    declared: { entry: 'mimetype', type: 'application/vnd.oasis.opendocument.text' },
  },
  ods: {
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
    declared: { entry: 'mimetype', type: 'application/vnd.oasis.opendocument.spreadsheet' },
  },
};

/**
 * Markup a browser may run scripts in: an SVG or (X)HTML document, or a script element, seen in the first
 * bytes of a text file whatever its name or its XML declaration.
 */
const ACTIVE_MARKUP =
  /<!doctype\s+(html|svg)|<(svg|html|script)[\s/>]|<[\w.-]+:(svg|html|script)[\s/>]|http:\/\/www\.w3\.org\/(2000\/svg|1999\/xhtml)/i;

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
    const office = OFFICE[ext];
    return office ? { kind: 'office', mime: office.mime, ext } : null;
  }
  if (head.includes(0)) return null;
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (ACTIVE_MARKUP.test(text)) return null;
  if (text.startsWith('<?xml') || (ext === 'xml' && text.startsWith('<')))
    return { kind: 'xml', mime: 'application/xml', ext: 'xml' };
  if (ext === 'txt' || ext === 'csv')
    return { kind: 'text', mime: ext === 'csv' ? 'text/csv' : 'text/plain', ext };
  return null;
}

/**
 * Whether a file `sniff` took for an office document is one: its ZIP directory and the entry that
 * declares the document's type are read (bounded, never the whole archive). Other kinds need no more.
 */
export async function contentIsWhatItSays(
  detected: Detected,
  readAt: ReadAt,
  size: number,
): Promise<boolean> {
  if (detected.kind !== 'office') return true;
  const office = OFFICE[detected.ext];
  const zip = office && (await openZip(readAt, size));
  if (!office || !zip) return false;
  const declaration = (await zip.read(office.declared.entry))?.toString('utf8');
  if (declaration === undefined) return false;
  if (office.declared.entry === 'mimetype') return declaration.trim() === office.declared.type;
  return declaresMainPart(declaration, office.declared.type, zip.names);
}

/** `[Content_Types].xml` names a part of the package with the document's main content type. */
function declaresMainPart(contentTypes: string, type: string, names: ReadonlySet<string>): boolean {
  const parts = new Set([...names].map((n) => n.toLowerCase()));
  for (const [override] of contentTypes.matchAll(/<Override\b[^>]*>/g)) {
    const attribute = (name: string) =>
      override.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`))?.[1];
    const part = attribute('PartName');
    // Part names are case-insensitive and start with '/'; ZIP entry names have no leading '/'.
    if (attribute('ContentType') === type && part && parts.has(part.replace(/^\//, '').toLowerCase()))
      return true;
  }
  return false;
}

/** Types a browser may show in place (images and PDF); every other file is always sent as an attachment. */
export const INLINE_MIMES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

export const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  image: 'imagem (PNG, JPEG, GIF ou WebP)',
  office: 'documento do Office/LibreOffice (DOCX, XLSX, ODT, ODS)',
  text: 'texto (TXT, CSV)',
  xml: 'XML',
};

/** The longest stored file name, in UTF-8 bytes (what most file systems allow). */
export const FILE_NAME_MAX_BYTES = 255;

/**
 * Characters a stored name never keeps: C0 and C1 controls, DEL, the bidirectional embeddings,
 * overrides and isolates (U+202A–202E, U+2066–2069) and marks (U+200E, U+200F, U+061C) that make
 * "fatura\u202Efdp.exe" read as "fatura exe.pdf", and what Windows forbids in a name.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** `text` cut to at most `max` UTF-8 bytes, never inside a character. */
function cutToBytes(text: string, max: number) {
  let out = '';
  for (const char of text) {
    if (utf8Bytes(out) + utf8Bytes(char) > max) break;
    out += char;
  }
  return out;
}

/**
 * A name safe to store and to send back in Content-Disposition: no path, NFC, no control or bidi
 * characters, at most `FILE_NAME_MAX_BYTES` bytes (a long name loses the end of its stem, not its
 * extension).
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean =
    base.normalize('NFC').replace(UNSAFE_IN_NAME, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '') ||
    'arquivo';
  if (utf8Bytes(clean) <= FILE_NAME_MAX_BYTES) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  const stem = extension ? clean.slice(0, dot) : clean;
  return cutToBytes(stem, FILE_NAME_MAX_BYTES - utf8Bytes(extension)).trimEnd() + extension;
}
