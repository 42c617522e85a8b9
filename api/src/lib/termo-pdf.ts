import { drawQr } from './labels-pdf.js';
import { memoryPdf } from './pdf-memory.js';
import {
  drawWrappedRow,
  fitBlock,
  fitColumns,
  fitLine,
  type TableColumn,
  wrappedRowHeight,
} from './pdf-table.js';

/**
 * A termo as PDF (decision 025): A4 portrait, the entity and the termo's title and number on every page,
 * its text and fields, the assets table with its total, the signature lines, and at the foot of every
 * page the verification (QR code to the public check, the code in words) and "Página x de y". A termo is
 * a few pages: it is written whole in memory (the SHA-256 of its bytes is recorded before it is sent).
 * The assets table is drawn by the table layout of `pdf-table.ts` (decision 034): values whole.
 */

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 42;
const WIDTH = PAGE[0] - 2 * MARGIN;
const ROW = 13;
const HEADER_BOTTOM = MARGIN + 48;
const QR = 56;
/** Where the body stops: the verification footer below it. */
const BODY_BOTTOM = PAGE[1] - MARGIN - QR - 10;
const SIGNATURES_HEIGHT = 90;

export type TermoContent = {
  entity: string;
  /** "TERMO DE TRANSFERÊNCIA Nº 3/2026". */
  title: string;
  paragraphs: string[];
  /** Label and value lines under the text ("Origem: …"). */
  fields: [string, string][];
  /** Widths summing to the page's width between the margins; the last column is the value. */
  columns: TableColumn[];
  rows: string[][];
  /** `text` may be cut when too long, `tail` (the count) and the value never are. */
  total: { text: string; tail?: string; value: string };
  signatures: { label: string; name?: string }[];
  verification: { code: string; url: string; issued: string };
};

type PdfDoc = ReturnType<typeof memoryPdf>['doc'];

/**
 * The foot of every page of a verifiable document (a termo, a boletim): the QR code to the public check,
 * an optional bold line above the text, the issue date with the address and code in words, and "Página x
 * de y". The document must buffer its pages (`bufferPages: true`): the count is known only at the end.
 */
export function drawVerificationFoot(
  doc: PdfDoc,
  foot: {
    page: [number, number];
    margin: number;
    qr: number;
    verification: TermoContent['verification'];
    heading?: string;
  },
) {
  const { page, margin, qr, verification, heading } = foot;
  const width = page[0] - 2 * margin;
  const counter = 80;
  const textWidth = width - qr - 10 - counter;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const top = page[1] - margin - qr;
    drawQr(doc, verification.url, margin, top, qr);
    if (heading) {
      doc
        .font('bold')
        .fontSize(8)
        .text(heading, margin + qr + 10, top + 4, { width: textWidth, height: 10, ellipsis: true });
    }
    doc
      .font('regular')
      .fontSize(8)
      .text(
        `${verification.issued}. A autenticidade deste documento pode ser verificada em ${verification.url} ` +
          `(código de verificação ${verification.code}).`,
        margin + qr + 10,
        top + (heading ? 16 : 6),
        { width: textWidth, lineBreak: true },
      );
    doc.text(`Página ${i + 1} de ${range.count}`, margin + width - counter, top + qr - 10, {
      width: counter,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** The termo's PDF bytes. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one term's layout, top to bottom, read as the printed page.
export function renderTermo(c: TermoContent): Promise<Buffer> {
  const { doc, done } = memoryPdf({ size: PAGE, title: c.title, bufferPages: true, autoFirstPage: false });

  let y = 0;
  const newPage = () => {
    doc.addPage({ size: PAGE, margin: 0 });
    doc.fillColor('#000');
    doc
      .font('bold')
      .fontSize(11)
      .text(c.entity, MARGIN, MARGIN, { width: WIDTH, height: 14, ellipsis: true });
    doc
      .font('bold')
      .fontSize(13)
      .text(c.title, MARGIN, MARGIN + 18, { width: WIDTH, height: 18 });
    doc
      .moveTo(MARGIN, HEADER_BOTTOM - 6)
      .lineTo(MARGIN + WIDTH, HEADER_BOTTOM - 6)
      .lineWidth(0.5)
      .stroke();
    y = HEADER_BOTTOM;
  };
  // The value column as wide as the widest value (the total), taken from the description.
  const last = c.columns.length - 1;
  const columns = fitColumns(
    doc,
    c.columns,
    { [last]: [c.total.value, ...c.rows.map((r) => r[last] ?? '')] },
    {
      font: 'bold',
      size: 8,
    },
  );
  const cell = (
    text: string,
    x: number,
    top: number,
    width: number,
    align: 'left' | 'right',
    o: { font: 'regular' | 'bold'; figure?: boolean; keep?: string; minSize?: number },
  ) => fitLine(doc, { x, y: top + 2, width, align }, text, { size: 8, ...o });
  const tableHeader = () => {
    let x = MARGIN;
    for (const { title, width, align } of columns) {
      fitBlock(doc, { x, y: y + 2, width, align }, title, { font: 'bold', size: 8, lines: 1 });
      x += width;
    }
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + WIDTH, y + ROW)
      .lineWidth(0.5)
      .stroke();
    y += ROW + 2;
  };

  newPage();
  doc.font('regular').fontSize(9.5);
  for (const p of c.paragraphs) {
    doc.text(p, MARGIN, y, { width: WIDTH, align: 'justify' });
    y = doc.y + 6;
  }
  for (const [label, value] of c.fields) {
    doc.font('bold').fontSize(9).text(`${label}: `, MARGIN, y, { continued: true, width: WIDTH });
    doc.font('regular').text(value);
    y = doc.y + 2;
  }
  y += 8;
  tableHeader();
  for (const row of c.rows) {
    // A row's words (the grow columns: description, places) wrap whole, as the signer reads them; its
    // figures are whole on one line.
    const height = wrappedRowHeight(doc, row, columns, { font: 'regular', size: 8, min: ROW });
    if (y + height > BODY_BOTTOM) {
      newPage();
      tableHeader();
    }
    drawWrappedRow(doc, row, columns, { x: MARGIN, y }, { font: 'regular', size: 8 });
    y += height;
  }
  if (y + ROW > BODY_BOTTOM) newPage();
  const valueWidth = columns[last]!.width;
  cell(c.total.text, MARGIN, y, WIDTH - valueWidth, 'right', { font: 'bold', keep: c.total.tail });
  cell(c.total.value, MARGIN + WIDTH - valueWidth, y, valueWidth, 'right', { font: 'bold', figure: true });
  y += ROW + 24;

  // Signature lines side by side, below everything, on one page.
  if (y + SIGNATURES_HEIGHT > BODY_BOTTOM) newPage();
  y = Math.max(y, BODY_BOTTOM - SIGNATURES_HEIGHT);
  doc
    .font('regular')
    .fontSize(9)
    .text('Local e data: ______________________________', MARGIN, y, { width: WIDTH });
  const lineY = y + 52;
  const gap = 24;
  const each = (WIDTH - gap * (c.signatures.length - 1)) / c.signatures.length;
  c.signatures.forEach((s, i) => {
    const x = MARGIN + i * (each + gap);
    doc
      .moveTo(x, lineY)
      .lineTo(x + each, lineY)
      .lineWidth(0.5)
      .stroke();
    doc
      .font('bold')
      .fontSize(8.5)
      .text(s.name ?? '', x, lineY + 4, { width: each, align: 'center', height: 11, ellipsis: true });
    doc
      .font('regular')
      .fontSize(8)
      .text(s.label, x, lineY + (s.name ? 16 : 4), { width: each, align: 'center' });
  });

  drawVerificationFoot(doc, { page: PAGE, margin: MARGIN, qr: QR, verification: c.verification });
  doc.end();
  return done;
}
