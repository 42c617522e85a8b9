import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal XLSX (Office Open XML spreadsheet) writer: one sheet of text and number cells, inline strings,
 * no styles. The sheet is compressed as its rows arrive (`addRows`), so only the compressed bytes are kept;
 * `finish()` wraps the parts in a ZIP (stored directory, deflated entries, no ZIP64: up to 4 GiB).
 * Numbers are written from their decimal text (money comes from the database as exact text), never through
 * a JavaScript number.
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

function cellXml(cell: Cell): string {
  if (cell === null || cell === '') return '<c/>';
  if (typeof cell === 'object') {
    if (!NUMBER.test(cell.number)) throw new Error(`número inválido na planilha: ${cell.number}`);
    return `<c t="n"><v>${cell.number}</v></c>`;
  }
  return `<c t="inlineStr"><is><t xml:space="preserve">${xmlEscape(cell)}</t></is></c>`;
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

/** A workbook of one sheet named `sheetName`: add rows, then `finish()` for the file's bytes. */
export function xlsxWriter(sheetName: string) {
  const chunks: string[] = [SHEET_HEAD];
  let pending = SHEET_HEAD.length;
  const compressed: Buffer[] = [];
  let crc = 0;
  let size = 0;
  const raws: Buffer[] = [];

  const flush = () => {
    if (!chunks.length) return;
    const raw = Buffer.from(chunks.join(''), 'utf8');
    chunks.length = 0;
    pending = 0;
    crc = crc32(raw, crc);
    size += raw.length;
    raws.push(raw);
    // Compressed in pieces of about 1 MiB of XML; the raw text is dropped right after.
    if (raws.reduce((n, r) => n + r.length, 0) >= 1 << 20) compressRaws();
  };
  // Each megabyte of XML is deflated on its own and ended with a sync flush (byte-aligned, not final), so
  // the pieces concatenate into one valid deflate stream, closed by an empty final block (as pigz does).
  const blocks: Buffer[] = [];
  function compressRaws() {
    const joined = Buffer.concat(raws);
    raws.length = 0;
    blocks.push(
      deflateRawSync(joined, { finishFlush: 2 /* Z_SYNC_FLUSH: the block does not end the stream */ }),
    );
  }

  let row = 0;
  return {
    addRows(rows: Cell[][]) {
      for (const cells of rows) {
        row++;
        const xml = `<row r="${row}">${cells.map(cellXml).join('')}</row>`;
        chunks.push(xml);
        pending += xml.length;
        if (pending >= 1 << 18) flush();
      }
    },
    finish(): Buffer {
      chunks.push(SHEET_TAIL);
      flush();
      if (raws.length) compressRaws();
      // The last block closes the deflate stream.
      blocks.push(deflateRawSync(Buffer.alloc(0)));
      compressed.push(...blocks);
      const sheet: Part = {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.concat(compressed),
        crc,
        size,
      };
      return zipOf([
        part('[Content_Types].xml', CONTENT_TYPES),
        part('_rels/.rels', ROOT_RELS),
        part('xl/workbook.xml', workbook(sheetName)),
        part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
        sheet,
      ]);
    },
  };
}

/** The ZIP container of the parts (deflated, method 8). */
function zipOf(parts: Part[]): Buffer {
  const out: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    out.push(local, name, p.data);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(0, 12);
    dir.writeUInt32LE(p.crc >>> 0, 16);
    dir.writeUInt32LE(p.data.length, 20);
    dir.writeUInt32LE(p.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    directory.push(dir, name);
    offset += local.length + name.length + p.data.length;
  }
  const dirBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, dirBytes, end]);
}
