import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FolhaEtiqueta } from '@gp/shared-contracts';
import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import { fitLine } from './pdf-table.js';
import { newPdfDocument } from './pdfkit.js';

/**
 * Asset labels as PDF (decision 020): each label has the entity's name (and logo), the asset's code in
 * large type and as a Code 128 barcode, a short description and a QR code with the asset's public URL.
 * QR and barcode are drawn as vector rectangles (sharp at any printer resolution, a few hundred bytes a
 * label); the text is set in DejaVu Sans, embedded (subset), so every accent prints and copies right.
 */

const mm = (x: number) => (x * 72) / 25.4;

/** A sheet: page size, grid of labels, label size, first label's corner and the step between labels (points). */
export type LabelSheet = {
  page: [number, number];
  cols: number;
  rows: number;
  width: number;
  height: number;
  left: number;
  top: number;
  stepX: number;
  stepY: number;
  /** Space kept clear inside the label's edge (the printer's and the die-cut's tolerance). */
  pad: number;
};

export const SHEETS: Record<FolhaEtiqueta, LabelSheet> = {
  // Carta (215,9 × 279,4 mm), 3 × 10 labels of 66,7 × 25,4 mm: top margin 12,7 mm, side margin 4,8 mm,
  // 69,8 mm from one column to the next (3,1 mm between labels), rows touching.
  pimaco6180: {
    page: [mm(215.9), mm(279.4)],
    cols: 3,
    rows: 10,
    width: mm(66.7),
    height: mm(25.4),
    left: mm(4.8),
    top: mm(12.7),
    stepX: mm(69.8),
    stepY: mm(25.4),
    pad: mm(1.8),
  },
  // A roll of 50 × 30 mm thermal labels: the page is the label.
  termica50x30: {
    page: [mm(50), mm(30)],
    cols: 1,
    rows: 1,
    width: mm(50),
    height: mm(30),
    left: 0,
    top: 0,
    stepX: mm(50),
    stepY: mm(30),
    pad: mm(2),
  },
};

/** An image opened once for the document (pdfkit embeds it once however many labels draw it). */
export type LabelLogo = { width: number; height: number };
type OpensImages = { openImage(src: Buffer): LabelLogo };
export type Label = {
  /** The asset's code (CodigoBEM) or a sala's code, printed and encoded in the barcode. */
  codigo: number | string;
  descricao: string;
  /** The entity (the asset's client) that owns it. */
  entidade: string;
  logo: LabelLogo | null;
  /** What the QR code opens: the asset's public page, or the sala's page of the inventory. */
  url: string;
};

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** DejaVu Sans (Bitstream Vera licence, free to embed), read once per process (labels and reports). */
export function labelFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** Opens a logo for the document, or null when pdfkit cannot embed it (only PNG and JPEG are). */
export function openLogo(doc: PDFKit.PDFDocument, bytes: Buffer): LabelLogo | null {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (!png && !jpeg) return null;
  try {
    return (doc as unknown as OpensImages).openImage(bytes);
  } catch {
    return null;
  }
}

/** The QR code's dark modules as rectangles, one per run of a row. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = side / n;
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && modules.get(r, c)) c++;
      doc.rect(x + start * cell, y + r * cell, (c - start) * cell, cell);
    }
  }
  doc.fill('#000');
}

/** Code 128 of `text`, centred in the box, with its quiet zones (10 modules each side) inside it. */
function drawCode128(doc: PDFKit.PDFDocument, text: string, x: number, y: number, w: number, h: number) {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as unknown as { sbs: number[] }[];
  const sbs = symbol?.sbs ?? [];
  const modules = sbs.reduce((a, b) => a + b, 0);
  const unit = Math.min(mm(0.5), w / (modules + 20));
  let at = x + (w - modules * unit) / 2;
  for (let i = 0; i < sbs.length; i++) {
    const width = sbs[i]! * unit;
    if (i % 2 === 0) doc.rect(at, y, width, h);
    at += width;
  }
  doc.fill('#000');
}

function drawLabel(doc: PDFKit.PDFDocument, sheet: LabelSheet, label: Label, x0: number, y0: number) {
  const { pad, width, height } = sheet;
  const x = x0 + pad;
  const y = y0 + pad;
  const w = width - 2 * pad;
  const h = height - 2 * pad;
  const barHeight = Math.round(h * 0.3);
  const topHeight = h - barHeight - mm(1);
  const qr = topHeight;
  drawQr(doc, label.url, x + w - qr, y, qr);
  drawCode128(doc, String(label.codigo), x, y + h - barHeight, w, barHeight);

  const textWidth = w - qr - mm(1.5);
  const small = sheet.height > mm(28) ? 6 : 5.5;
  let nameX = x;
  if (label.logo) {
    const logoHeight = small * 1.6;
    const logoWidth = Math.min(mm(10), (label.logo.width / label.logo.height) * logoHeight);
    doc.image(label.logo as unknown as Buffer, x, y, { fit: [logoWidth, logoHeight], valign: 'center' });
    nameX = x + logoWidth + mm(1);
  }
  const nameBox = { width: x + textWidth - nameX, height: small * 1.25, ellipsis: true };
  doc
    .font('bold')
    .fontSize(small)
    .text(label.entidade, nameX, y + (label.logo ? small * 0.3 : 0), nameBox);
  const codeY = y + (label.logo ? small * 1.8 : small * 1.4);
  const codeSize = sheet.height > mm(28) ? 14 : 13;
  // The code is a figure: whole, in a smaller size when a long one does not fit (decision 034).
  fitLine(doc, { x: x - 1, y: codeY, width: textWidth + 2, align: 'left' }, String(label.codigo), {
    font: 'bold',
    size: codeSize,
    figure: true,
  });
  const descY = codeY + codeSize * 1.15;
  doc
    .font('regular')
    .fontSize(small)
    .text(label.descricao, x, descY, {
      width: textWidth,
      height: Math.max(small * 1.2, y + topHeight - descY),
      ellipsis: true,
    });
}

/** Where the label after `position` earlier ones goes (0-based): its slot on its page, and whether it begins one. */
function slotOf(sheet: LabelSheet, position: number, first: boolean) {
  const slot = position % (sheet.cols * sheet.rows);
  return { slot, newPage: first || slot === 0 };
}

/** The pages `count` labels take on `sheet` from position `inicio`: the layout `createLabelsDocument` follows. */
export function labelPages(sheet: LabelSheet, inicio: number, count: number): number {
  if (count <= 0) return 0;
  const perPage = sheet.cols * sheet.rows;
  // The first page holds what fits from `inicio` on; the others are full but the last.
  const onFirst = Math.min(count, perPage - slotOf(sheet, inicio - 1, true).slot);
  return 1 + Math.ceil((count - onFirst) / perPage);
}

/**
 * A document of pages of `size` (added by the caller) titled `title`, with the embedded fonts registered
 * as 'regular' and 'bold' (the labels, the legal reports).
 */
export function newFontedDocument(size: [number, number], title: string) {
  const doc = newPdfDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: title, Creator: 'Gestão Pública' },
  });
  const { regular, bold } = labelFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return doc;
}

/**
 * A labels document on `sheet`, the first label at position `inicio` (1-based, row by row) of the first
 * page. `doc` is a readable stream: pipe it out while labels are added; `end()` finishes it.
 */
export function createLabelsDocument(sheet: LabelSheet, inicio: number, title: string) {
  const doc = newFontedDocument(sheet.page, title);
  let position = inicio - 1;
  let pages = 0;
  return {
    doc,
    add(label: Label) {
      const { slot, newPage } = slotOf(sheet, position, pages === 0);
      if (newPage) {
        doc.addPage({ size: sheet.page, margin: 0 });
        pages++;
      }
      const col = slot % sheet.cols;
      const row = Math.floor(slot / sheet.cols);
      drawLabel(doc, sheet, label, sheet.left + col * sheet.stepX, sheet.top + row * sheet.stepY);
      position++;
    },
    end: () => doc.end(),
  };
}
