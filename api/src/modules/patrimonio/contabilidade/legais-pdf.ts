import type { Readable } from 'node:stream';
import { newFontedDocument } from '../../../lib/labels-pdf.js';
import { pdfPace } from '../../../lib/pdf-pace.js';
import {
  drawWrappedRow,
  fitBlock,
  fitLine,
  type TableColumn,
  wrappedRowHeight,
} from '../../../lib/pdf-table.js';

/**
 * The legal reports' PDF (docs/domain.md, "Relatórios legais"; decision 072): A4 portrait, on every page
 * the entity, the title, the period and its notes, who printed it and "Página x de y"; tables whose word
 * columns wrap whole (`drawWrappedRow`, decision 034) under their column titles, repeated on each page.
 *
 * A wrapped row's height depends on its words, so the page count is known only by laying the rows out.
 * The document is therefore written twice by the same code: once measuring (nothing drawn, nothing kept:
 * only the page count), then drawing, with the count in every footer. The rows come from `source`, an
 * async generator read twice — the inventário analítico reads its assets a batch at a time each time, so
 * a large client's document is never held in memory (its pages past PDF_JOB_PAGES make it a job).
 */

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const WIDTH = PAGE[0] - 2 * MARGIN;
const FOOTER = 24;
const BOTTOM = PAGE[1] - MARGIN - FOOTER;
const BODY = 7.5;
const ROW_MIN = 12;
const TITLES_HEIGHT = 22;

export type LegalHeader = { entity: string; title: string; filters: string; printed: string };
export type LegalLine =
  /** A new table: its columns, titled at once and at the top of each page it runs onto. */
  | { kind: 'table'; columns: TableColumn[]; caption?: string }
  | { kind: 'heading'; text: string }
  | { kind: 'row'; cells: string[]; bold?: boolean }
  | { kind: 'paragraph'; text: string };

/** Lays out (and, when `draw`, draws) every line; returns the pages used. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the legal reports' writer: its short functions share the page and cursor state.
async function layout(
  doc: PDFKit.PDFDocument,
  header: LegalHeader,
  lines: () => AsyncIterable<LegalLine[]>,
  o: { draw: boolean; pages: number; pace?: () => Promise<void> },
) {
  let page = 0;
  let y = 0;
  let columns: TableColumn[] | null = null;
  const headerBottom = () => {
    doc.font('regular').fontSize(8);
    const filters = Math.ceil(doc.heightOfString(header.filters, { width: WIDTH }));
    return MARGIN + 40 + filters + 14;
  };
  const top = headerBottom();

  const titles = () => {
    if (!columns) return;
    if (o.draw) {
      let x = MARGIN;
      for (const c of columns) {
        fitBlock(doc, { x, y, width: c.width, align: c.align }, c.title, {
          font: 'bold',
          size: BODY,
          lines: 2,
        });
        x += c.width;
      }
      doc
        .moveTo(MARGIN, y + TITLES_HEIGHT - 2)
        .lineTo(MARGIN + WIDTH, y + TITLES_HEIGHT - 2)
        .lineWidth(0.5)
        .stroke();
    }
    y += TITLES_HEIGHT;
  };

  const newPage = () => {
    page++;
    if (o.draw) {
      doc.addPage({ size: PAGE, margin: 0 }).fillColor('#000');
      // The entity's name and the title on a line each, smaller rather than cut.
      fitLine(doc, { x: MARGIN, y: MARGIN, width: WIDTH, align: 'left' }, header.entity, {
        font: 'bold',
        size: 11,
      });
      fitLine(doc, { x: MARGIN, y: MARGIN + 16, width: WIDTH, align: 'left' }, header.title, {
        font: 'bold',
        size: 13,
      });
      doc
        .font('regular')
        .fontSize(8)
        .text(header.filters, MARGIN, MARGIN + 36, { width: WIDTH });
      fitLine(doc, { x: MARGIN, y: top - 12, width: WIDTH, align: 'left' }, header.printed, {
        font: 'regular',
        size: 8,
      });
      doc
        .font('regular')
        .fontSize(8)
        .text(`Página ${page} de ${o.pages}`, MARGIN, PAGE[1] - MARGIN - 10, {
          width: WIDTH,
          align: 'right',
          lineBreak: false,
        });
    }
    y = top;
    titles();
  };

  /** Room for `height` (and `keep` more after it) on this page, else a new page. */
  const room = (height: number, keep = 0) => {
    if (page === 0 || y + height + keep > BOTTOM) newPage();
  };

  for await (const batch of lines()) {
    for (const line of batch) {
      switch (line.kind) {
        case 'table': {
          // The titles go under the caption: none drawn by a page begun for it.
          columns = null;
          room((line.caption ? 16 : 0) + TITLES_HEIGHT + ROW_MIN);
          if (line.caption) {
            if (o.draw)
              doc
                .font('bold')
                .fontSize(9)
                .text(line.caption, MARGIN, y + 4, { width: WIDTH });
            y += 16;
          }
          columns = line.columns;
          titles();
          break;
        }
        case 'heading':
          // A heading never ends a page: it keeps its first row with it.
          room(14, ROW_MIN);
          if (o.draw) {
            fitLine(doc, { x: MARGIN, y: y + 3, width: WIDTH, align: 'left' }, line.text, {
              font: 'bold',
              size: 8.5,
            });
          }
          y += 14;
          break;
        case 'paragraph': {
          doc.font('regular').fontSize(8);
          const h = Math.ceil(doc.heightOfString(line.text, { width: WIDTH })) + 6;
          room(h);
          if (o.draw) doc.text(line.text, MARGIN, y + 3, { width: WIDTH });
          y += h;
          break;
        }
        case 'row': {
          const cols = columns ?? [];
          const font = line.bold ? 'bold' : 'regular';
          const h = wrappedRowHeight(doc, line.cells, cols, { font, size: BODY, min: ROW_MIN });
          room(h);
          if (o.draw) drawWrappedRow(doc, line.cells, cols, { x: MARGIN, y }, { font, size: BODY });
          y += h;
          break;
        }
      }
    }
    if (o.pace) await o.pace();
    if (doc.destroyed) return page;
  }
  if (page === 0) newPage();
  return page;
}

const newDoc = (title: string) => newFontedDocument(PAGE, title);

/**
 * A legal report: its page count (the measuring pass, before anything is sent) and its writer. `lines`
 * yields the document's lines in batches; it is called once per pass.
 */
export async function legalPdf(
  title: string,
  header: LegalHeader,
  lines: () => AsyncIterable<LegalLine[]>,
): Promise<{ pages: number; render: () => Readable }> {
  const measuring = newDoc(title);
  measuring.addPage({ size: PAGE, margin: 0 });
  const pages = await layout(measuring, header, lines, { draw: false, pages: 0 });
  measuring.end();
  measuring.resume();
  const render = () => {
    const doc = newDoc(title);
    const { readerCaughtUp } = pdfPace(doc);
    layout(doc, header, lines, { draw: true, pages, pace: readerCaughtUp })
      .then(() => doc.end())
      .catch((error: unknown) => doc.destroy(error as Error));
    return doc;
  };
  return { pages, render };
}
