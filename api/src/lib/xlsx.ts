import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal XLSX (Office Open XML spreadsheet) writer: one sheet of text and number cells, inline strings,
 * no styles. It writes the file as it goes: `addRows` and `finish` each return the file's next bytes, so a
 * download starts with the first rows and only a megabyte of XML is held at a time. The sheet is the ZIP's
 * last entry, deflated in pieces as its rows arrive; its CRC and sizes, known only at the end, follow its
 * data (a data descriptor) and are in the directory (no ZIP64: up to 4 GiB). Numbers are written from their
 * decimal text (money comes from the database as exact text), never through a JavaScript number.
 */

export type Cell = string | { number: string } | null;

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Control characters (but tab, line feed and carriage return) are not allowed in XML 1.0.
    .split('')
    .filter((ch) => ch.charCodeAt(0) >= 0x20 || ch === '\t' || ch === '\n' || ch === '\r')
    .join('');

const NUMBER = /^-?\d+(\.\d+)?$/;

/** "A", "B", … "Z", "AA": the letters of the column at `index` (0 = A). */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * One cell with its reference ("B3"): optional in the format, but streaming readers (exceljs', the one
 * the imports use, lib/leitura) place a cell by it, so the product's own files can be imported back. An
 * empty cell is left out.
 */
function cellXml(cell: Cell, ref: string): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'object') {
    if (!NUMBER.test(cell.number)) throw new Error(`número inválido na planilha: ${cell.number}`);
    return `<c r="${ref}" t="n"><v>${cell.number}</v></c>`;
  }
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlEscape(cell)}</t></is></c>`;
}

type Part = { name: string; data: Buffer; crc: number; size: number };

function part(name: string, text: string): Part {
  const raw = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = (sheet: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlEscape(sheet).slice(0, 31)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SHEET_NAME = 'xl/worksheets/sheet1.xml';
/** Bit 3: the entry's CRC and sizes follow its data; bit 11: the name is UTF-8. */
const STREAMED = 0x0008;
const UTF8_NAME = 0x0800;

/** An entry's local header: its CRC and sizes, or zeros when a data descriptor gives them after the data. */
function localHeader(name: Buffer, flags: number, p: { crc: number; compressed: number; size: number }) {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(flags, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0, 10);
  local.writeUInt32LE(p.crc >>> 0, 14);
  local.writeUInt32LE(p.compressed, 18);
  local.writeUInt32LE(p.size, 22);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28);
  return Buffer.concat([local, name]);
}

type DirectoryEntry = {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
};

/** The ZIP's central directory and its end record. */
function directoryOf(entries: DirectoryEntry[], offset: number): Buffer {
  const directory: Buffer[] = [];
  for (const e of entries) {
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(e.flags, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(0, 12);
    dir.writeUInt32LE(e.crc >>> 0, 16);
    dir.writeUInt32LE(e.compressed, 20);
    dir.writeUInt32LE(e.size, 24);
    dir.writeUInt16LE(e.name.length, 28);
    dir.writeUInt32LE(e.offset, 42);
    directory.push(dir, e.name);
  }
  const dirBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([dirBytes, end]);
}

/**
 * A workbook of one sheet named `sheetName`. `addRows` and `finish` return the file's next bytes (the
 * first call also the workbook's small parts); the file is their concatenation, in order.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the writer's short functions share the sheet's state.
export function xlsxWriter(sheetName: string) {
  const entries: DirectoryEntry[] = [];
  let offset = 0;
  let started = false;
  let sheetOffset = 0;
  /** The workbook's small parts, whole, then the sheet's local header (its CRC and sizes come after it). */
  function head(): Buffer {
    started = true;
    const out: Buffer[] = [];
    const parts = [
      part('[Content_Types].xml', CONTENT_TYPES),
      part('_rels/.rels', ROOT_RELS),
      part('xl/workbook.xml', workbook(sheetName)),
      part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    ];
    for (const p of parts) {
      const name = Buffer.from(p.name, 'utf8');
      const e = { name, flags: UTF8_NAME, crc: p.crc, compressed: p.data.length, size: p.size, offset };
      const bytes = Buffer.concat([localHeader(name, e.flags, e), p.data]);
      entries.push(e);
      out.push(bytes);
      offset += bytes.length;
    }
    const sheetHeader = localHeader(Buffer.from(SHEET_NAME, 'utf8'), STREAMED | UTF8_NAME, {
      crc: 0,
      compressed: 0,
      size: 0,
    });
    out.push(sheetHeader);
    sheetOffset = offset;
    offset += sheetHeader.length;
    return Buffer.concat(out);
  }

  const chunks: string[] = [SHEET_HEAD];
  let pending = SHEET_HEAD.length;
  const raws: Buffer[] = [];
  let rawBytes = 0;
  let crc = 0;
  let size = 0;
  let compressed = 0;
  /** The pieces of the sheet compressed since the last call, and the head on the first. */
  const out: Buffer[] = [];
  const take = (): Buffer => {
    const bytes = Buffer.concat(started ? out : [head(), ...out]);
    out.length = 0;
    return bytes;
  };

  // Each megabyte of XML is deflated on its own and ended with a sync flush (byte-aligned, not final), so
  // the pieces concatenate into one valid deflate stream, closed by an empty final block (as pigz does).
  const deflated = (raw: Buffer, final: boolean) => {
    const data = final ? deflateRawSync(raw) : deflateRawSync(raw, { finishFlush: 2 /* Z_SYNC_FLUSH */ });
    compressed += data.length;
    out.push(data);
  };
  const compressRaws = () => {
    if (!raws.length) return;
    const joined = Buffer.concat(raws);
    raws.length = 0;
    rawBytes = 0;
    deflated(joined, false);
  };
  const flush = () => {
    if (!chunks.length) return;
    const raw = Buffer.from(chunks.join(''), 'utf8');
    chunks.length = 0;
    pending = 0;
    crc = crc32(raw, crc);
    size += raw.length;
    raws.push(raw);
    rawBytes += raw.length;
    if (rawBytes >= 1 << 20) compressRaws();
  };

  let row = 0;
  return {
    /** Adds rows to the sheet: the file's bytes ready so far (often none). */
    addRows(rows: Cell[][]): Buffer {
      for (const cells of rows) {
        row++;
        const xml = `<row r="${row}">${cells.map((c, i) => cellXml(c, `${columnName(i)}${row}`)).join('')}</row>`;
        chunks.push(xml);
        pending += xml.length;
        if (pending >= 1 << 18) flush();
      }
      return take();
    },
    /** Ends the sheet: the file's last bytes (the sheet's data descriptor and the directory). */
    finish(): Buffer {
      chunks.push(SHEET_TAIL);
      flush();
      compressRaws();
      // The last block closes the deflate stream.
      deflated(Buffer.alloc(0), true);
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(compressed, 8);
      descriptor.writeUInt32LE(size, 12);
      out.push(descriptor);
      entries.push({
        name: Buffer.from(SHEET_NAME, 'utf8'),
        flags: STREAMED | UTF8_NAME,
        crc,
        compressed,
        size,
        offset: sheetOffset,
      });
      // The directory starts where the sheet ends: its header (counted by head()), data and descriptor.
      out.push(directoryOf(entries, offset + compressed + descriptor.length));
      return take();
    },
  };
}
