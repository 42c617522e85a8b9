import { AppError } from '../errors.js';

/**
 * A file the import cannot read as a whole (not CSV/XLSX, too large, too many rows, no header, a zip
 * bomb): answered 422 with its reason in Portuguese. A single bad cell is not this: it is reported on
 * its row by the dry run.
 */
export const planilhaInvalida = (mensagem: string) =>
  new AppError('UNPROCESSABLE', mensagem, { extra: { code: 'PLANILHA_INVALIDA' } });

/** The bounds of one import file (docs/domain.md, "Implantação"). */
export const LIMITE_BYTES = 50 * 1024 * 1024;
export const LIMITE_LINHAS = 200_000;
export const LIMITE_COLUNAS = 300;
/** One record (a CSV line, or lines joined by a quoted line break) is never larger than this. */
export const LIMITE_REGISTRO = 1024 * 1024;
