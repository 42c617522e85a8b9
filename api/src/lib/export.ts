import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendDocument } from '../modules/files/send-file.js';
import { AppError } from './errors.js';
import { type Cell, XLSX_MIME, xlsxWriter } from './xlsx.js';

/**
 * Reports and lists as files (docs/api.md, "Exportações"): CSV the way a Brazilian spreadsheet opens it
 * (UTF-8 with BOM, `;` between fields, comma decimals, dd/MM/yyyy dates, CRLF) or XLSX of one sheet.
 * Rows arrive in batches, and both go out as they come (XLSX compressed a megabyte of its XML at a time).
 */

export type ExportFormat = 'csv' | 'xlsx';
export type Export = { filename: string; contentType: string; body: Buffer | string | Readable };
export type { Cell };

export const CSV_MIME = 'text/csv; charset=utf-8';
/** First in a CSV file, so a spreadsheet reads the accents as UTF-8. */
export const CSV_BOM = '\ufeff';

/** A money or number text as the CSV writes it: comma for the decimals. */
const csvNumber = (x: string) => x.replace('.', ',');
const csvText = (x: string) => (/[";\n\r]/.test(x) ? `"${x.replace(/"/g, '""')}"` : x);
// A text a spreadsheet would run as a formula starts with a quote mark (CSV injection).
const inert = (x: string) => (/^[=+\-@\t\r]/.test(x) && !/^-?\d/.test(x) ? `'${x}` : x);

export const csvLine = (cells: Cell[]) =>
  cells
    .map((c) => (c === null ? '' : typeof c === 'object' ? csvNumber(c.number) : csvText(inert(c))))
    .join(';');

/** dd/MM/yyyy of an ISO date or timestamp (the calendar day as stored), '' for none. */
export function dateCell(value: string | null | undefined): Cell {
  if (!value) return null;
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A money or quantity text ('1234.50') as a number cell, none for null. */
export const numberCell = (value: string | number | null | undefined): Cell =>
  value === null || value === undefined || value === '' ? null : { number: String(value) };

export const yesNo = (value: boolean | null | undefined): Cell =>
  value === null || value === undefined ? null : value ? 'Sim' : 'Não';

type Rows = Iterable<Cell[][]> | AsyncIterable<Cell[][]>;

/**
 * A turn of the event loop, taken between two batches of every file written as it is read, so the API
 * answers other calls while a long export is written. The embedded database (PGlite) answers in the API's
 * own thread without waiting for any I/O: without this turn, reading and writing every batch of a large
 * export would hold every other request until its last row.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The file of `rows` under `headers`: `name` without extension, `sheet` the XLSX sheet's name. */
export async function exportFile(
  formato: ExportFormat,
  name: string,
  sheet: string,
  headers: string[],
  rows: Rows,
): Promise<Export> {
  if (formato === 'csv') {
    async function* lines() {
      yield `${CSV_BOM}${headers.join(';')}\r\n`;
      for await (const batch of rows) {
        if (batch.length) yield `${batch.map(csvLine).join('\r\n')}\r\n`;
        await nextTurn();
      }
    }
    return {
      filename: `${name}.csv`,
      contentType: CSV_MIME,
      body: Readable.from(lines()),
    };
  }
  async function* bytes() {
    const writer = xlsxWriter(sheet);
    yield writer.addRows([headers]);
    for await (const batch of rows) {
      const ready = writer.addRows(batch);
      if (ready.length) yield ready;
      await nextTurn();
    }
    yield writer.finish();
  }
  return { filename: `${name}.xlsx`, contentType: XLSX_MIME, body: Readable.from(bytes()) };
}

/** A CSV or XLSX file as a download (never shown inline, never run). */
export function sendExport(reply: FastifyReply, file: Export) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/** The most rows a list export writes; past it the user narrows the filters. */
export const EXPORT_MAX_ROWS = 100_000;
/** Rows read per call of the list while exporting. */
export const EXPORT_PAGE = 1000;

export type ListExport<T> = {
  /** One page of the list with the caller's filters and order (the list's service call). */
  page: (page: number, limit: number) => Promise<{ data: T[]; total: number; total_exato?: boolean }>;
  /** The first page when the caller has read it already. */
  first?: { data: T[]; total: number; total_exato?: boolean };
  columns: { header: string; cell: (row: T) => Cell }[];
  formato: ExportFormat;
  /** The file's name without extension and the date, e.g. 'veiculos'. */
  name: string;
  sheet: string;
};

/**
 * What a list's current filters match, as a file: the list's own call page after page (so the scope,
 * filters and order are the list's), the first page read before anything is sent, so a refusal is a
 * clean 4xx; more than EXPORT_MAX_ROWS is refused (422) with the count.
 */
export async function exportList<T>(spec: ListExport<T>): Promise<Export> {
  const first = spec.first ?? (await spec.page(1, EXPORT_PAGE));
  if (first.total > EXPORT_MAX_ROWS) {
    throw new AppError(
      'UNPROCESSABLE',
      `A exportação tem no máximo ${EXPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas e a lista tem ` +
        `${first.total_exato === false ? 'mais de ' : ''}${first.total.toLocaleString('pt-BR')}: refine os filtros.`,
    );
  }
  const cells = (rows: T[]) => rows.map((row) => spec.columns.map((c) => c.cell(row)));
  async function* batches() {
    yield cells(first.data);
    let data = first.data;
    for (let page = 2; data.length === EXPORT_PAGE && (page - 1) * EXPORT_PAGE < EXPORT_MAX_ROWS; page++) {
      data = (await spec.page(page, EXPORT_PAGE)).data;
      yield cells(data);
    }
  }
  const today = new Date().toISOString().slice(0, 10);
  return exportFile(
    spec.formato,
    `${spec.name}-${today}`,
    spec.sheet,
    spec.columns.map((c) => c.header),
    batches(),
  );
}

/** A list's file: its name, sheet and columns (`exportList` writes it). */
export type ListFile<T> = Pick<ListExport<T>, 'name' | 'sheet' | 'columns'>;

type Page<T> = { data: T[]; total: number; total_exato?: boolean };

/** More rows than this and a list's file is made by a job (decision 033): the call answers 202 with it. */
export const EXPORT_JOB_ROWS = 5000;

export type ListExportSpec<T, Q = Record<string, unknown>> = {
  file: ListFile<T>;
  list: (request: FastifyRequest, query: Q & { page: number; limit: number }) => Promise<Page<T>>;
};
/** Where `exportHandler` leaves its file and list on the handler, for the export jobs to find them. */
export const LIST_EXPORT = Symbol('list-export');

/** More pages than this and a PDF is made by a job (decision 033): the call answers 202 with it. */
export const PDF_JOB_PAGES = 200;

/**
 * A PDF the API makes (docs/api.md, "Documents (PDF)"): its file name, its page count (known before
 * anything is drawn, from the renderer's own layout) and the writing itself, begun only when called: in
 * the request up to PDF_JOB_PAGES pages, in a job past them.
 */
export type PdfDocument = { name: string; pages: number; render: () => Readable };
export type PdfExportSpec = { title: string; build: (request: FastifyRequest) => Promise<PdfDocument> };
/** Where `pdfHandler` leaves its title and builder on the handler, for the export jobs to find them. */
export const PDF_EXPORT = Symbol('pdf-export');

/** What starts a large list's export, or a large PDF, as a job (the app decorates itself with it). */
export type ExportJobs = {
  start: (
    request: FastifyRequest,
    e: { sheet: string; formato: ExportFormat; query: Record<string, unknown> },
  ) => Promise<string>;
  startPdf: (request: FastifyRequest, title: string) => Promise<string>;
};
declare module 'fastify' {
  interface FastifyInstance {
    exportJobs?: ExportJobs;
  }
  interface FastifyContextConfig {
    /** The list's file and call, on its export route (the export jobs find them by the route). */
    listExport?: ListExportSpec<unknown>;
    /** The PDF's title and builder, on its route (the export jobs find them by the route). */
    pdfExport?: PdfExportSpec;
  }
}

/**
 * The handler of a list's `GET .../exportar`: the query's `formato`, and the rest of it (the list's own
 * query) to `list` with each page and limit, so the file is what the list's filters match. Past
 * EXPORT_JOB_ROWS rows the file is made by a job instead: 202 `{ trabalho_id }`, the link in its result.
 */
export function exportHandler<Q, T>(
  file: ListFile<T>,
  list: (request: FastifyRequest, query: Q & { page: number; limit: number }) => Promise<Page<T>>,
) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { formato, ...query } = request.query as Q & { formato: ExportFormat };
    const page = (p: number, limit: number) => list(request, { ...(query as Q), page: p, limit });
    const first = await page(1, EXPORT_PAGE);
    const jobs = request.server.exportJobs;
    if (jobs && first.total > EXPORT_JOB_ROWS && first.total <= EXPORT_MAX_ROWS) {
      const id = await jobs.start(request, {
        sheet: file.sheet,
        formato,
        query: query as Record<string, unknown>,
      });
      return reply.status(202).send({ trabalho_id: id });
    }
    return sendExport(reply, await exportList<T>({ ...file, formato, page, first }));
  };
  return Object.assign(handler, { [LIST_EXPORT]: { file, list } as ListExportSpec<T, Q> });
}

/**
 * The request header of a probe: the same call, answered 202 with the job when the PDF is too large for
 * the request, 204 when it is not (the screen then opens it by its signed link, decision 041).
 */
export const PDF_PROBE_HEADER = 'x-documento-sondagem';

/**
 * The handler of a route that answers a PDF: `build` makes every check and counts the pages (a refusal is
 * the answer); up to PDF_JOB_PAGES pages the PDF is written while it is sent, past them it is made by a
 * job as a large list's file is: 202 `{ trabalho_id }`, the link in its result.
 */
export function pdfHandler(title: string, build: (request: FastifyRequest) => Promise<PdfDocument>) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const doc = await build(request);
    const jobs = request.server.exportJobs;
    if (jobs && doc.pages > PDF_JOB_PAGES) {
      return reply.status(202).send({ trabalho_id: await jobs.startPdf(request, title) });
    }
    // A probe (the screen asking before it opens the document's window) learns it fits: nothing drawn.
    if (request.headers[PDF_PROBE_HEADER]) return reply.status(204).send();
    return sendDocument(reply, { name: doc.name, mime: 'application/pdf' }, doc.render(), { inline: true });
  };
  return Object.assign(handler, { [PDF_EXPORT]: { title, build } as PdfExportSpec });
}
