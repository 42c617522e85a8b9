import { brazilDate } from './brazil-time.js';

/**
 * The title and file name of a PDF the API writes (docs/api.md, "Documents (PDF)"): what the document is
 * and the day it was made in Brasília, "Relatório de bens – 27-11-2026". The title goes in the PDF's own
 * metadata (the browser's viewer shows it as the window's title) and, with ".pdf", in the answer's
 * Content-Disposition (the name the browser saves it under); the day is written with hyphens, a file
 * name's slashes being folders.
 */
export function documentTitle(what: string, at = new Date()): { title: string; name: string } {
  const [ano, mes, dia] = brazilDate(at).split('-');
  const title = `${what} – ${dia}-${mes}-${ano}`;
  return { title, name: `${title}.pdf` };
}
