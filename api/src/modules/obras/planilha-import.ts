import { Readable } from 'node:stream';
import { AppError } from '../../lib/errors.js';
import { LIMITE_BYTES, planilhaInvalida } from '../../lib/leitura/erros.js';
import { type Arquivo, lerPlanilha } from '../../lib/leitura/planilha.js';

/**
 * The budget sheet's file (docs/domain.md, "Planilha"), read by the import reading library
 * (`lib/leitura/`, the one the asset register's implantação uses): a CSV streamed line by line (separator
 * sniffed, each line UTF-8 or Windows-1252), or an XLSX read by exceljs after the bounded ZIP check. Only
 * the rows come out, as text cells with their line number; what they mean is the service's.
 */

/**
 * `pontoDecimal`: the file writes decimals with a dot (a CSV separated by ",", an XLSX); otherwise (a CSV
 * separated by ";", as Brazilian spreadsheets save it) with a comma, dots grouping thousands ("2.400" is
 * two thousand four hundred). The service reads number cells with `textoDecimal(cell, pontoDecimal)`.
 */
export type SheetRow = { linha: number; cells: string[]; pontoDecimal: boolean };

const PK = Buffer.from('PK\x03\x04', 'latin1');

/** The rows of an uploaded CSV or XLSX, the header first. A file the library refuses is a 400. */
export async function* readSheet(filename: string, stream: NodeJS.ReadableStream): AsyncGenerator<SheetRow> {
  try {
    const arquivo = await arquivoEnviado(filename, stream);
    const leitura = await lerPlanilha(arquivo);
    const pontoDecimal = () => arquivo.formato === 'xlsx' || leitura.info.separador === ',';
    yield { linha: 0, cells: leitura.cabecalho, pontoDecimal: pontoDecimal() };
    for await (const { linha, celulas } of leitura.linhas) {
      const cells = celulas.map((c) => (c === null ? '' : typeof c === 'number' ? String(c) : c.trim()));
      yield { linha, cells, pontoDecimal: pontoDecimal() };
    }
  } catch (error) {
    // The library answers an unreadable file 422 (the implantação's contract); this import's is 400.
    if (error instanceof AppError && error.code === 'UNPROCESSABLE')
      throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}

/**
 * The upload as the library's file: its first bytes tell a ZIP (XLSX) from a text (CSV). A CSV is
 * streamed as it arrives (read once); an XLSX is held, within the import's bound, for the ZIP check.
 */
async function arquivoEnviado(filename: string, stream: NodeJS.ReadableStream): Promise<Arquivo> {
  const chunks = (stream as Readable)[Symbol.asyncIterator]();
  const head = await chunks.next();
  const first = head.done ? Buffer.alloc(0) : Buffer.from(head.value as Buffer);
  const isZip = first.length >= 4 && first.subarray(0, 4).equals(PK);
  const all = Readable.from(prepend(first, chunks));
  if (isZip) {
    const bytes = await collect(all);
    return {
      formato: 'xlsx',
      tamanho: bytes.length,
      abrir: async () => Readable.from([bytes]),
      readAt: async (offset, length) => bytes.subarray(offset, offset + length),
    };
  }
  if (/\.xlsx$/i.test(filename)) throw planilhaInvalida('O arquivo .xlsx não é uma planilha válida.');
  // A text has no control bytes but tab, line feed and carriage return: an image or a PDF has.
  if (first.some((b) => b < 0x09 || (b > 0x0d && b < 0x20)))
    throw planilhaInvalida('Envie a planilha em CSV (separado por ; ou ,) ou XLSX.');
  return {
    formato: 'csv',
    tamanho: 0,
    abrir: async () => all,
    readAt: async () => Buffer.alloc(0),
  };
}

async function* prepend(first: Buffer, rest: AsyncIterator<unknown>) {
  if (first.length) yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value as Buffer;
}

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > LIMITE_BYTES) throw planilhaInvalida('O arquivo passa de 50 MB, o limite de uma importação.');
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}
