import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentIsWhatItSays, sniff } from '../../src/lib/file-types.js';
import { lerPlanilha } from '../../src/lib/leitura/planilha.js';
import { type Cell, xlsxWriter } from '../../src/lib/xlsx.js';
import { openZip } from '../../src/lib/zip.js';
import { arquivoDe } from '../support/planilhas.js';

const open = (file: Buffer) =>
  openZip(async (start, length) => file.subarray(start, start + length), file.length);

/** The sheet's XML, inflated from the file (it may be larger than the ZIP reader's entry bound). */
function sheetOf(file: Buffer): string {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  // Its sizes are in the directory (the local header has zeros: they follow the data).
  const entry = file.lastIndexOf(name) - 46;
  expect(file.readUInt32LE(entry)).toBe(0x02014b50);
  const compressed = file.readUInt32LE(entry + 20);
  const local = file.readUInt32LE(entry + 42);
  const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
  return inflateRawSync(file.subarray(start, start + compressed)).toString('utf8');
}

/** The whole file of `rows`: what each call returned, in order. */
const fileOf = (sheetName: string, ...batches: Cell[][][]) => {
  const sheet = xlsxWriter(sheetName);
  return Buffer.concat([...batches.map((rows) => sheet.addRows(rows)), sheet.finish()]);
};

describe('xlsxWriter', () => {
  it('writes an OOXML workbook: text as inline strings, numbers from their exact text', async () => {
    const file = fileOf('Itens 01-2025', [
      ['Código', 'Descrição', 'Quota'],
      [{ number: '1' }, 'Mesa <de> "reunião" & cia\u0001', { number: '128.57' }],
      [{ number: '2' }, null, { number: '9999999999999.99' }],
    ]);
    const zip = await open(file);
    expect(zip).not.toBeNull();
    expect([...zip!.names]).toContain('xl/workbook.xml');
    expect((await zip!.read('[Content_Types].xml'))?.toString()).toContain('spreadsheetml.sheet.main+xml');
    const xml = sheetOf(file);
    expect(xml).toContain('<c r="C2" t="n"><v>128.57</v></c>');
    expect(xml).toContain(
      '<row r="3"><c r="A3" t="n"><v>2</v></c><c r="C3" t="n"><v>9999999999999.99</v></c>',
    );
    expect(xml).toContain('Mesa &lt;de&gt; &quot;reunião&quot; &amp; cia</t>');
    expect(xml).toContain('<row r="3">');
  });

  it('keeps a large sheet whole across its compressed pieces, given out as they are ready', async () => {
    const sheet = xlsxWriter('Grande');
    const batch = (from: number) =>
      Array.from({ length: 20_000 }, (_, i) => [{ number: String(from + i) }, `Bem número ${from + i}`]);
    // About a megabyte of XML per batch: the first call already gives the parts and a compressed piece.
    const first = sheet.addRows(batch(0));
    expect(first.length).toBeGreaterThan(10_000);
    expect(first.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const file = Buffer.concat([first, sheet.addRows(batch(20_000)), sheet.finish()]);
    const xml = sheetOf(file);
    expect(xml.match(/<row /g)).toHaveLength(40_000);
    expect(xml).toContain('<row r="40000"><c r="A40000" t="n"><v>39999</v></c>');
    expect(xml.endsWith('</sheetData></worksheet>')).toBe(true);
    // The ZIP reader finds every part by its directory, the sheet too (its sizes after its data).
    const zip = await open(file);
    expect([...zip!.names]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
  });

  it('refuses a number that is not a decimal text', () => {
    expect(() => xlsxWriter('x').addRows([[{ number: '1e3' }]])).toThrow();
  });

  it('is taken for an XLSX by the API’s own office check (type by content)', async () => {
    const file = fileOf('x', [['a']]);
    const detected = sniff(file.subarray(0, 64), 'itens.xlsx');
    expect(detected?.kind).toBe('office');
    const readAt = async (start: number, length: number) => file.subarray(start, start + length);
    expect(await contentIsWhatItSays(detected!, readAt, file.length)).toBe(true);
  });

  it('is read back by the imports’ streaming reader, each cell in its column (lib/leitura)', async () => {
    const header = Array.from({ length: 28 }, (_, i) => `Coluna ${i + 1}`);
    const file = fileOf('Itens', [header, ['a', null, { number: '12.5' }, ...Array(24).fill(null), 'AB']]);
    const leitura = await lerPlanilha(arquivoDe(file, 'xlsx'));
    expect(leitura.cabecalho).toEqual(header);
    const linhas = [];
    for await (const l of leitura.linhas) linhas.push(l);
    expect(linhas).toEqual([{ linha: 2, celulas: ['a', null, 12.5, ...Array(24).fill(null), 'AB'] }]);
  });
});
