import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentIsWhatItSays, sniff } from '../../src/lib/file-types.js';
import { xlsxWriter } from '../../src/lib/xlsx.js';
import { openZip } from '../../src/lib/zip.js';

const open = (file: Buffer) =>
  openZip(async (start, length) => file.subarray(start, start + length), file.length);

/** The sheet's XML, inflated from the file (it may be larger than the ZIP reader's entry bound). */
function sheetOf(file: Buffer): string {
  const name = 'xl/worksheets/sheet1.xml';
  const at = file.indexOf(Buffer.from(name));
  const header = at - 30;
  const compressed = file.readUInt32LE(header + 18);
  const start = at + name.length + file.readUInt16LE(header + 28);
  return inflateRawSync(file.subarray(start, start + compressed)).toString('utf8');
}

describe('xlsxWriter', () => {
  it('writes an OOXML workbook: text as inline strings, numbers from their exact text', async () => {
    const sheet = xlsxWriter('Itens 01-2025');
    sheet.addRows([
      ['Código', 'Descrição', 'Quota'],
      [{ number: '1' }, 'Mesa <de> "reunião" & cia\u0001', { number: '128.57' }],
      [{ number: '2' }, null, { number: '9999999999999.99' }],
    ]);
    const file = sheet.finish();
    const zip = await open(file);
    expect(zip).not.toBeNull();
    expect([...zip!.names]).toContain('xl/workbook.xml');
    expect((await zip!.read('[Content_Types].xml'))?.toString()).toContain('spreadsheetml.sheet.main+xml');
    const xml = sheetOf(file);
    expect(xml).toContain('<c t="n"><v>128.57</v></c>');
    expect(xml).toContain('<c t="n"><v>9999999999999.99</v></c>');
    expect(xml).toContain('Mesa &lt;de&gt; &quot;reunião&quot; &amp; cia</t>');
    expect(xml).toContain('<row r="3">');
  });

  it('keeps a large sheet whole across its compressed pieces', () => {
    const sheet = xlsxWriter('Grande');
    const rows = Array.from({ length: 40_000 }, (_, i) => [{ number: String(i) }, `Bem número ${i}`]);
    sheet.addRows(rows);
    const xml = sheetOf(sheet.finish());
    expect(xml.match(/<row /g)).toHaveLength(40_000);
    expect(xml).toContain('<row r="40000"><c t="n"><v>39999</v></c>');
    expect(xml.endsWith('</sheetData></worksheet>')).toBe(true);
  });

  it('refuses a number that is not a decimal text', () => {
    expect(() => xlsxWriter('x').addRows([[{ number: '1e3' }]])).toThrow();
  });

  it('is taken for an XLSX by the API’s own office check (type by content)', async () => {
    const sheet = xlsxWriter('x');
    sheet.addRows([['a']]);
    const file = sheet.finish();
    const detected = sniff(file.subarray(0, 64), 'itens.xlsx');
    expect(detected?.kind).toBe('office');
    const readAt = async (start: number, length: number) => file.subarray(start, start + length);
    expect(await contentIsWhatItSays(detected!, readAt, file.length)).toBe(true);
  });
});
