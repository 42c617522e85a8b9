/**
 * The one table layout of the API's PDFs (decision 034): every table cell, heading and total line of a
 * report, a termo or a label is drawn through these helpers, which measure the text in the font it is set
 * in. A figure (money, a code, a date, a count) is never cut: its column is made wide enough for the widest
 * figure the document will print, and a figure still too wide for its box is set in a smaller size. In the
 * streamed register report only words (a description, a name) may end in "…", and only after shrinking to
 * a floor; documents laid out in memory (termos, boletins, a work's report) wrap them whole instead
 * (`drawWrappedRow`). A column title wraps
 * to two lines at word boundaries ("Valor de / aquisição") and shrinks rather than lose a letter.
 */

/** A column of a table: its title, width (points), alignment; `figure` when its cells are figures (never
 * cut), `grow` when it gives (or takes) the width the figure columns need (the key text column). */
export type TableColumn = {
  title: string;
  width: number;
  align: 'left' | 'right';
  figure?: boolean;
  grow?: boolean;
};

/** Smallest size a text cell shrinks to before its words are cut with an ellipsis. */
export const TEXT_MIN_SIZE = 6.5;
/** Inner padding of a cell, each side (points). */
const PAD = 1;
/** A figure column is never made wider than this: a wider figure shrinks instead. */
const FIGURE_MAX_WIDTH = 120;
/** A grow column keeps at least this width when figure columns widen. */
const GROW_MIN_WIDTH = 48;

/** Width of `text` in `font` at `size`, leaving the document on that font and size. */
export function measure(doc: PDFKit.PDFDocument, text: string, font: string, size: number) {
  return doc.font(font).fontSize(size).widthOfString(text);
}

/** The size at which `text` fits `width` (at most `size`). */
function sizeToFit(doc: PDFKit.PDFDocument, text: string, font: string, size: number, width: number) {
  const w = measure(doc, text, font, size);
  if (w <= width) return size;
  // Widths scale with the size; the floor to a tenth keeps rounding from overflowing by a hair.
  return Math.floor(((size * width) / w) * 10) / 10;
}

/**
 * `text` cut at the end, with "…", to fit `width` at the current font and size. A word with a digit in it
 * ("1,60", "14\"", "4x4") is never cut inside: it goes whole, or the cut falls before it.
 */
function cutToFit(doc: PDFKit.PDFDocument, text: string, width: number) {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid).trimEnd()}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  const wordStart = text.lastIndexOf(' ', lo - 1) + 1;
  const wordEnd = text.indexOf(' ', lo);
  const word = text.slice(wordStart, wordEnd < 0 ? text.length : wordEnd);
  if (lo < text.length && text[lo] !== ' ' && /\d/.test(word)) lo = wordStart;
  return `${text.slice(0, lo).trimEnd()}…`;
}

export type LineBox = { x: number; y: number; width: number; align: 'left' | 'right' | 'center' };

/**
 * One line of a cell: `text` at `size` when it fits; else, a figure at the size that fits (whole, however
 * small); words shrink down to `minSize` (TEXT_MIN_SIZE; a table's rows keep their size: `minSize` =
 * `size`) and then lose their end to "…" — but never `keep`, a figure printed after them ("Subtotal do setor {nome}:" + " 3 bens"). `y` is the top of the text at `size`;
 * a smaller size keeps the same baseline.
 */
export function fitLine(
  doc: PDFKit.PDFDocument,
  box: LineBox,
  text: string,
  o: { font: string; size: number; figure?: boolean; keep?: string; minSize?: number },
) {
  const width = box.width - 2 * PAD;
  const floor = Math.min(o.size, o.minSize ?? TEXT_MIN_SIZE);
  const keep = o.keep ?? '';
  const whole = `${text}${keep}`;
  let size = sizeToFit(doc, whole, o.font, o.size, width);
  let printed = whole;
  // Nothing but the kept part (or a figure): it shrinks as a figure does.
  if (!o.figure && text && size < floor) {
    size = floor;
    const kept = keep ? measure(doc, keep, o.font, size) : 0;
    if (kept > width) {
      // Even the kept figure alone is wider than the box: the figure wins, shrunk, without the words.
      printed = keep.trimStart();
      size = sizeToFit(doc, printed, o.font, size, width);
    } else {
      doc.font(o.font).fontSize(size);
      printed = `${cutToFit(doc, text, width - kept)}${keep}`;
    }
  }
  doc.font(o.font);
  // The same baseline as at `size` (pdfkit places a line by its top: the ascent scales with the size),
  // so a smaller figure stays on its row, for the eye and for a text extractor.
  const ascent = (doc as unknown as { _font: { ascender: number } })._font.ascender / 1000;
  doc.fontSize(size).text(printed, box.x + PAD, box.y + (o.size - size) * ascent, {
    width,
    lineBreak: false,
    align: box.align,
  });
}

/**
 * A block of words (a column title, the filters of a report) within `lines` lines of `width`: wrapped at
 * word boundaries, the size lowered until every word fits its line and the block its lines.
 */
export function fitBlock(
  doc: PDFKit.PDFDocument,
  box: LineBox,
  text: string,
  o: { font: string; size: number; lines: number; bottom?: boolean },
) {
  const width = box.width - 2 * PAD;
  let size = o.size;
  const fits = (s: number) => {
    doc.font(o.font).fontSize(s);
    const longest = Math.max(0, ...text.split(/\s+/).map((word) => doc.widthOfString(word)));
    return (
      longest <= width && doc.heightOfString(text, { width }) <= o.lines * doc.currentLineHeight(true) + 0.5
    );
  };
  while (size > 3 && !fits(size)) size = Math.round((size - 0.25) * 100) / 100;
  doc.font(o.font).fontSize(size);
  // `bottom`: a title of one line sits on the last line, level with the others' second line.
  const lead = o.bottom
    ? Math.max(0, o.lines * doc.currentLineHeight(true) - doc.heightOfString(text, { width }))
    : 0;
  doc.text(text, box.x + PAD, box.y + lead, { width, align: box.align, lineGap: 0 });
}

/**
 * The columns made to hold the widest figures: each figure column as wide as the widest of `figures[i]`
 * (the figures column i will print, e.g. the grand total, measured in `font` at `size`) needs, at most
 * FIGURE_MAX_WIDTH; the width it takes comes from the grow columns, shared in proportion to their width.
 */
export function fitColumns(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn[],
  figures: Record<number, readonly string[]>,
  o: { font: string; size: number },
): TableColumn[] {
  const out = columns.map((c) => ({ ...c }));
  let extra = 0;
  out.forEach((c, i) => {
    const samples = figures[i];
    if (!c.figure || !samples?.length) return;
    const need = Math.max(...samples.map((s) => measure(doc, s, o.font, o.size))) + 2 * PAD + 6;
    const width = Math.min(Math.max(c.width, Math.ceil(need)), Math.max(c.width, FIGURE_MAX_WIDTH));
    extra += width - c.width;
    c.width = width;
  });
  const grow = out.filter((c) => c.grow);
  const room = grow.reduce((a, c) => a + c.width - GROW_MIN_WIDTH, 0);
  if (extra > 0) {
    // No room in the grow columns: the figure columns keep what fits, the rest of the figure shrinks.
    const taken = grow.length > 0 ? Math.min(extra, Math.max(room, 0)) : 0;
    const growWidth = grow.reduce((a, c) => a + c.width, 0);
    if (taken > 0) for (const c of grow) c.width -= (taken * c.width) / growWidth;
    if (taken < extra) {
      const scale = (extra - taken) / extra;
      out.forEach((c, i) => {
        const original = columns[i]!.width;
        if (c.figure && c.width > original) c.width -= (c.width - original) * scale;
      });
    }
  }
  return out;
}

/** Space kept between a wrapped cell's words and the next column (points). */
const WRAP_GAP = 6;

/**
 * A table row whose word columns (`grow`: a description, a name, a place) wrap whole, for documents laid
 * out page by page in memory (a termo, a boletim, a report of a work), where a reader signs or checks every
 * line and no word may be hidden. Figures stay on one line, whole (`fitLine`). The row is as high as its
 * tallest wrapped cell, at least `min`. The streamed register report keeps one fixed line height instead
 * (decision 034), to know its page count before reading its rows.
 */
export function wrappedRowHeight(
  doc: PDFKit.PDFDocument,
  row: readonly string[],
  columns: readonly TableColumn[],
  o: { font: string; size: number; min: number },
) {
  doc.font(o.font).fontSize(o.size);
  let height = o.min;
  columns.forEach((c, i) => {
    if (!c.grow) return;
    const h = doc.heightOfString(row[i] ?? '', { width: c.width - 2 * PAD - WRAP_GAP, lineGap: 0 });
    height = Math.max(height, Math.ceil(h) + 4);
  });
  return height;
}

/** Draws `row` at `y` from `x`: the word columns wrapped (see `wrappedRowHeight`), the others on one line. */
export function drawWrappedRow(
  doc: PDFKit.PDFDocument,
  row: readonly string[],
  columns: readonly TableColumn[],
  at: { x: number; y: number },
  o: { font: string; size: number },
) {
  let x = at.x;
  columns.forEach(({ width, align, figure, grow }, i) => {
    const text = row[i] ?? '';
    if (grow) {
      doc
        .font(o.font)
        .fontSize(o.size)
        .text(text, x + PAD, at.y + 2, { width: width - 2 * PAD - WRAP_GAP, align, lineGap: 0 });
    } else {
      fitLine(doc, { x, y: at.y + 2, width, align }, text, {
        font: o.font,
        size: o.size,
        figure,
        minSize: o.size,
      });
    }
    x += width;
  });
}
