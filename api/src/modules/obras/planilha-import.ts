import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { csvCells } from '@gp/shared-contracts';
import { AppError } from '../../lib/errors.js';

/**
 * The budget sheet's file reader (docs/domain.md, "Planilha"): a CSV (`;` or `,`, UTF-8, the product's
 * own export or a spreadsheet's) read line by line, or the XLSX the product exports (and a spreadsheet
 * saved again: shared strings, cell references) whose sheet is inflated and cut into rows as it arrives.
 * Only the file's rows come out, as text cells with their line number; what they mean is the service's.
 * Kept small and local on purpose: it reads one sheet of one table, nothing more.
 */

/**
 * `decimalComma`: the file writes decimals with a comma and may group thousands with dots (a CSV separated
 * by ";", as Brazilian spreadsheets save it: "2.400" is two thousand four hundred); otherwise a dot is the
 * decimal mark and a comma is read as one only when the text has no dot (a cell typed as "12,5").
 */
export type SheetRow = { linha: number; cells: string[]; decimalComma: boolean };

const PK = Buffer.from('PK\x03\x04', 'latin1');

/** The rows of an uploaded CSV or XLSX, the header first. */
export async function* readSheet(filename: string, stream: NodeJS.ReadableStream): AsyncGenerator<SheetRow> {
  // One iterator over the upload: its first bytes tell a ZIP (XLSX) from a text (CSV), then the rest follows.
  const chunks = (stream as Readable)[Symbol.asyncIterator]();
  const head = await chunks.next();
  const first = head.done ? Buffer.alloc(0) : Buffer.from(head.value as Buffer);
  const isZip = first.length >= 4 && first.subarray(0, 4).equals(PK);
  const all = Readable.from(prepend(first, chunks));
  if (isZip || /\.xlsx$/i.test(filename)) {
    if (!isZip) throw unreadable('O arquivo .xlsx não é uma planilha válida.');
    yield* xlsxRows(await collect(all));
  } else {
    // A text has no control bytes but tab, line feed and carriage return: an image or a PDF has.
    if (first.some((b) => b < 0x09 || (b > 0x0d && b < 0x20)))
      throw unreadable('Envie a planilha em CSV (separado por ; ou ,) ou XLSX.');
    yield* csvRows(all);
  }
}

const unreadable = (message: string) => new AppError('BAD_REQUEST', message);

async function* prepend(first: Buffer, rest: AsyncIterator<unknown>) {
  if (first.length) yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value as Buffer;
}
async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

// ------------------------------------------------------------------------------------ CSV

async function* csvRows(stream: Readable): AsyncGenerator<SheetRow> {
  const lines = createInterface({ input: stream.setEncoding('utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  let linha = 0;
  let separator = ';';
  for await (const raw of lines) {
    linha++;
    const line = linha === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (linha === 1 && !line.includes(';') && line.includes(',')) separator = ',';
    if (line.trim() === '') continue;
    yield { linha, cells: csvCells(line, separator), decimalComma: separator === ';' };
  }
}

// ------------------------------------------------------------------------------------ XLSX

type ZipEntry = { method: number; offset: number; compressed: number };

/** The ZIP's directory: name → where its data starts, its method and compressed size. */
function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable('O arquivo .xlsx não é uma planilha válida.');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count && at + 46 <= zip.length; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) break;
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (local + 30 <= zip.length) {
      const offset = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      entries.set(name, { method, offset, compressed });
    }
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** An entry's bytes as a stream (inflated as they are read). */
function entryStream(zip: Buffer, e: ZipEntry): Readable {
  const data = Readable.from([zip.subarray(e.offset, e.offset + e.compressed)]);
  if (e.method === 0) return data;
  if (e.method !== 8) throw unreadable('O arquivo .xlsx usa uma compressão que não é lida.');
  return data.pipe(createInflateRaw());
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi,
    (_, name: string, dec?: string, hex?: string) =>
      dec
        ? String.fromCodePoint(Number(dec))
        : hex
          ? String.fromCodePoint(Number.parseInt(hex, 16))
          : (XML_ENTITIES[name] ?? ''),
  );
/** The text of every <t> in an element (inline and shared strings, rich text runs included). */
const textOf = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((m) => unescapeXml(m[1] ?? '')).join('');

/** "C12" → 2. */
function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

async function sharedStrings(zip: Buffer, entries: Map<string, ZipEntry>): Promise<string[]> {
  const e = entries.get('xl/sharedStrings.xml');
  if (!e) return [];
  const xml = (await collect(entryStream(zip, e))).toString('utf8');
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1] ?? ''));
}

function rowCells(xml: string, shared: string[]): string[] {
  const cells: string[] = [];
  let next = 0;
  for (const m of xml.matchAll(/<c(\s[^>]*)?(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    const ref = /\sr="([A-Z]+\d+)"/.exec(attrs)?.[1];
    const col = ref ? columnOf(ref) : next;
    const type = /\st="([^"]+)"/.exec(attrs)?.[1];
    const value = /<v>([^<]*)<\/v>/.exec(body)?.[1];
    let text = '';
    if (type === 'inlineStr') text = textOf(body);
    else if (type === 's') text = shared[Number(value)] ?? '';
    else if (value !== undefined) text = unescapeXml(value);
    cells[col] = text.trim();
    next = col + 1;
  }
  return Array.from(cells, (c) => c ?? '');
}

async function* xlsxRows(zip: Buffer): AsyncGenerator<SheetRow> {
  const entries = zipEntries(zip);
  const sheetName = entries.has('xl/worksheets/sheet1.xml')
    ? 'xl/worksheets/sheet1.xml'
    : [...entries.keys()].find((n) => n.startsWith('xl/worksheets/'));
  const sheet = sheetName ? entries.get(sheetName) : undefined;
  if (!sheet) throw unreadable('O arquivo .xlsx não tem uma planilha.');
  const shared = await sharedStrings(zip, entries);
  let buffer = '';
  let linha = 0;
  const stream = entryStream(zip, sheet).setEncoding('utf8');
  try {
    for await (const chunk of stream) {
      buffer += chunk as string;
      let close = buffer.indexOf('</row>');
      while (close >= 0) {
        const open = buffer.lastIndexOf('<row', close);
        const xml = buffer.slice(open, close);
        buffer = buffer.slice(close + 6);
        const r = /^<row[^>]*\sr="(\d+)"/.exec(xml)?.[1];
        linha = r ? Number(r) : linha + 1;
        const cells = rowCells(xml.replace(/^<row[^>]*>/, ''), shared);
        if (cells.some((c) => c !== '')) yield { linha, cells, decimalComma: false };
        close = buffer.indexOf('</row>');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable('O arquivo .xlsx está corrompido e não pôde ser lido.');
  }
}
