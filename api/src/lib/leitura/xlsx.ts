import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { openZip, type ReadAt } from '../zip.js';
import { LIMITE_COLUNAS, planilhaInvalida } from './erros.js';

/**
 * Streaming XLSX reader (docs/domain.md, "Implantação"): exceljs' WorkbookReader reads one row at a time
 * from the file's stream, never the whole workbook. Before it runs, the bounded ZIP reader (`lib/zip.ts`,
 * the same the uploads use) checks the package: a readable directory, a workbook part, and the sizes the
 * directory declares within bounds, so a zip bomb named .xlsx is refused before anything is inflated; the
 * row cap then bounds whatever a lying directory would hide. Formulas are never evaluated: a formula cell
 * gives the value Excel cached when it saved the file (empty when there is none).
 */

export type CelulaXlsx = string | number | null;

/** Total inflated size the directory may declare, and the largest compression ratio of a big entry. */
const LIMITE_DESCOMPACTADO = 1024 * 1024 * 1024;
const RAZAO_MAXIMA = 200;
const ENTRADA_PEQUENA = 1024 * 1024;

const entidades: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const textoXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
        )
      : (entidades[e.toLowerCase()] ?? ''),
  );

/**
 * Checks the package and lists its sheets (names in the workbook's order). Refuses, with its reason, a
 * file that is not a readable XLSX or whose declared contents are out of bounds.
 */
export async function conferirXlsx(readAt: ReadAt, tamanho: number): Promise<string[]> {
  const zip = await openZip(readAt, tamanho);
  if (!zip) throw planilhaInvalida('O arquivo não é um XLSX legível.');
  let total = 0;
  for (const { size, compressedSize } of zip.sizes.values()) {
    total += size;
    if (size > ENTRADA_PEQUENA && size > compressedSize * RAZAO_MAXIMA)
      throw planilhaInvalida('O arquivo XLSX descompacta para um tamanho desproporcional e foi recusado.');
  }
  if (total > LIMITE_DESCOMPACTADO)
    throw planilhaInvalida('O arquivo XLSX descompacta para mais de 1 GB e foi recusado.');
  const workbook = (await zip.read('xl/workbook.xml'))?.toString('utf8');
  if (!workbook) throw planilhaInvalida('O arquivo não é um XLSX legível: falta a pasta de trabalho.');
  const abas = [...workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*?\bname\s*=\s*"([^"]*)"/g)].map((m) =>
    textoXml(m[1] as string),
  );
  if (abas.length === 0) throw planilhaInvalida('O arquivo XLSX não tem nenhuma planilha.');
  return abas;
}

/** A cell's value as the import reads it: text, number, a date as yyyy-MM-dd, or null. */
export function valorCelula(valor: ExcelJS.CellValue): CelulaXlsx {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  if (typeof valor === 'boolean') return valor ? 'VERDADEIRO' : 'FALSO';
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? null : valor.toISOString().slice(0, 10);
  if ('richText' in valor) return valor.richText.map((r) => r.text).join('');
  if ('formula' in valor || 'sharedFormula' in valor) {
    const resultado = (valor as { result?: unknown }).result;
    if (resultado && typeof resultado === 'object' && 'error' in resultado) return null;
    return valorCelula((resultado ?? null) as ExcelJS.CellValue);
  }
  if ('text' in valor) return typeof valor.text === 'string' ? valor.text : valorCelula(valor.text);
  if ('error' in valor) return null;
  return null;
}

/**
 * The rows of one sheet (`aba`, or the first), each with its row number; empty rows are skipped. The
 * sheets before the chosen one are read through and dropped (the stream has one order).
 */
export async function* lerXlsx(
  fonte: Readable,
  aba: { nome: string; indice: number } | null,
): AsyncGenerator<{ linha: number; campos: CelulaXlsx[] }> {
  // exceljs on the first XLSX read, not when the API starts: its import costs about 0.35 s of CPU.
  const { default: excel } = await import('exceljs');
  const leitor = new excel.stream.xlsx.WorkbookReader(fonte, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  try {
    let indice = 0;
    for await (const planilha of leitor) {
      // The sheet's name is known when the workbook part came first in the package (as Excel writes it);
      // otherwise the sheets are taken in the package's order.
      const nome = (planilha as unknown as { name?: string }).name ?? null;
      const escolhida = aba === null || (nome !== null ? nome === aba.nome : indice === aba.indice);
      indice++;
      for await (const linha of planilha) {
        if (!escolhida) continue;
        const valores = (linha.values as ExcelJS.CellValue[]).slice(1);
        if (valores.length > LIMITE_COLUNAS)
          throw planilhaInvalida(`A linha ${linha.number} tem mais de ${LIMITE_COLUNAS} colunas.`);
        const campos = Array.from(valores, valorCelula);
        if (campos.some((c) => c !== null && c !== '')) yield { linha: linha.number, campos };
      }
      if (escolhida) return;
    }
  } catch (e) {
    if (e instanceof Error && e.name === 'AppError') throw e;
    throw planilhaInvalida('O arquivo XLSX não pôde ser lido: confira se ele abre no Excel e envie de novo.');
  } finally {
    fonte.destroy();
  }
}
