import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors.js';
import {
  csvLine,
  dateCell,
  EXPORT_MAX_ROWS,
  EXPORT_PAGE,
  exportFile,
  exportList,
} from '../../src/lib/export.js';
import { openZip } from '../../src/lib/zip.js';

const text = async (body: unknown) => {
  if (!(body instanceof Readable)) return String(body);
  let out = '';
  for await (const chunk of body) out += chunk;
  return out;
};

describe('list exports (lib/export.ts)', () => {
  it('writes CSV cells as a Brazilian spreadsheet reads them, and never as formulas', () => {
    expect(csvLine(['Mesa; "grande"', { number: '1234.50' }, null, dateCell('2026-03-07')])).toBe(
      '"Mesa; ""grande""";1234,50;;07/03/2026',
    );
    expect(csvLine(['=HYPERLINK("x")', '+55 11', '@SOMA', '-10', '-x'])).toBe(
      `"'=HYPERLINK(""x"")";'+55 11;'@SOMA;-10;'-x`,
    );
  });

  it('reads the list page after page until a short page, with the BOM and the headers first', async () => {
    const rows = Array.from({ length: EXPORT_PAGE * 2 + 5 }, (_, i) => ({ n: i + 1 }));
    const pages: number[] = [];
    const file = await exportList({
      name: 'teste',
      sheet: 'Teste',
      formato: 'csv',
      columns: [{ header: 'Nº', cell: (r: { n: number }) => ({ number: String(r.n) }) }],
      page: async (page, limit) => {
        pages.push(page);
        return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length };
      },
    });
    expect(file.filename).toMatch(/^teste-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await text(file.body)).split('\r\n');
    expect(lines[0]).toBe('\ufeffNº');
    expect(lines.slice(1, -1)).toHaveLength(rows.length);
    expect(lines.at(-2)).toBe(String(rows.length));
    expect(pages).toEqual([1, 2, 3]);
  });

  it('sends an XLSX as its rows come: its first bytes before the last rows are read', async () => {
    // A month's items at a million assets take half a minute to read: nothing would reach the user
    // (or a proxy waiting for the first byte) until the end.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* rows() {
      yield Array.from({ length: 20_000 }, (_, i) => [{ number: String(i) }, `Bem número ${i}`]);
      await gate;
      yield [[{ number: '20000' }, 'O último']];
    }
    const file = await exportFile('xlsx', 'itens', 'Itens', ['Nº', 'Descrição'], rows());
    expect(file.body).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    const reading = (file.body as Readable)[Symbol.asyncIterator]();
    const first = await reading.next();
    chunks.push(first.value);
    expect(first.value.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    release();
    for (let next = await reading.next(); !next.done; next = await reading.next()) chunks.push(next.value);
    const whole = Buffer.concat(chunks);
    const zip = await openZip(async (start, length) => whole.subarray(start, start + length), whole.length);
    expect(zip?.names.has('xl/worksheets/sheet1.xml')).toBe(true);
  });

  it.each(['csv', 'xlsx'] as const)(
    'lets other calls be answered between two batches of a %s (a database answering without I/O)',
    async (formato) => {
      // PGlite answers in the API's thread, as these batches do: no I/O, only promises already resolved.
      const served: number[] = [];
      let batches = 0;
      async function* rows() {
        for (let k = 0; k < 4; k++) {
          batches++;
          yield [[{ number: String(k) }, `Bem ${k}`]];
        }
      }
      // Another call arriving while the export runs: its callback waits for a turn of the event loop.
      setImmediate(() => served.push(batches));
      const file = await exportFile(formato, 'itens', 'Itens', ['Nº', 'Descrição'], rows());
      await text(file.body);
      expect(batches).toBe(4);
      expect(served).toHaveLength(1);
      expect(served[0]).toBeLessThan(4);
    },
  );

  it('refuses more rows than an export writes, before sending anything, with the count', async () => {
    const refused = exportList({
      name: 'teste',
      sheet: 'Teste',
      formato: 'xlsx',
      columns: [],
      page: async () => ({ data: [], total: EXPORT_MAX_ROWS + 1, total_exato: false }),
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toThrow('no máximo 100.000 linhas e a lista tem mais de 100.001');
  });
});
