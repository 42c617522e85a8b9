import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Arquivo, Formato } from '../../src/lib/leitura/planilha.js';

/** An import file held in memory for the tests, streamed in small chunks as a stored file would be. */
export function arquivoDe(bytes: Buffer, formato: Formato, pedaco = 7): Arquivo {
  return {
    formato,
    tamanho: bytes.length,
    abrir: async () =>
      Readable.from(
        (function* () {
          for (let i = 0; i < bytes.length; i += pedaco) yield bytes.subarray(i, i + pedaco);
        })(),
      ),
    readAt: async (offset, length) => bytes.subarray(offset, offset + length),
  };
}

/** A small workbook written by exceljs: sheets of rows (a cell may be a formula with its cached result). */
export async function xlsxDe(abas: Record<string, ExcelJS.CellValue[][]>): Promise<Buffer> {
  const livro = new ExcelJS.Workbook();
  for (const [nome, linhas] of Object.entries(abas)) {
    const planilha = livro.addWorksheet(nome);
    for (const linha of linhas) planilha.addRow(linha);
  }
  return Buffer.from(await livro.xlsx.writeBuffer());
}
