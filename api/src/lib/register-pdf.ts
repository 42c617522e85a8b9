import { labelFonts, openLogo } from './labels-pdf.js';
import { fitBlock, fitColumns, fitLine, type TableColumn } from './pdf-table.js';
import { newPdfDocument } from './pdfkit.js';

/**
 * The asset register report as PDF (decision 020, "Register report"): A4 portrait, a header on every
 * page (entity, title, filters in words, when and by whom), a table whose every line has one fixed
 * height, and "Página x de y" at the foot. Cells are drawn by the table layout of `pdf-table.ts`
 * (decision 034): figures whole, words shrunk or cut with an ellipsis, never wrapped. Because every line
 * is one height, the pages are known before any asset is read: `countPages` runs the same layout over
 * the groups' counts alone, so the document streams out page after page (nothing buffered) and still
 * prints its page count.
 */

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const WIDTH = PAGE[0] - 2 * MARGIN;
/** Height of every line of the table (asset, heading, subtotal, total). */
export const LINE = 12;
const HEADER_HEIGHT = 112;
const FOOTER_HEIGHT = 24;
/** Lines of the table on one page. */
export const LINES_PER_PAGE = Math.floor((PAGE[1] - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT) / LINE);

/** The table's columns (the register's; with photos, a first column of thumbnails). */
const COLUMNS: readonly TableColumn[] = [
  { title: 'Código', width: 44, align: 'left', figure: true },
  { title: 'Descrição', width: 165, align: 'left', grow: true },
  { title: 'Categoria', width: 86, align: 'left', grow: true },
  { title: 'Situação', width: 58, align: 'left' },
  { title: 'Aquisição', width: 48, align: 'left', figure: true },
  { title: 'Valor de aquisição', width: 61, align: 'right', figure: true },
  { title: 'Valor atual', width: 61, align: 'right', figure: true },
];
/** A row with its photo is this many lines high, the thumbnail a square a little smaller. */
export const PHOTO_LINES = 3;
const THUMB = PHOTO_LINES * LINE - 3;
const PHOTO_COLUMN: TableColumn = { title: 'Foto', width: THUMB + 4, align: 'left' };
const columnsOf = (photos: boolean): TableColumn[] =>
  photos
    ? [
        PHOTO_COLUMN,
        COLUMNS[0]!,
        { ...COLUMNS[1]!, width: COLUMNS[1]!.width - PHOTO_COLUMN.width },
        ...COLUMNS.slice(2),
      ]
    : [...COLUMNS];
/** Sizes of the table: body and totals (bold); the column titles, two lines at most. */
const BODY_SIZE = 7.5;
const TITLE_LINES = 2;

export type RegisterHeader = { entity: string; title: string; filters: string; printed: string };
export type RegisterLine =
  | { kind: 'secretaria'; text: string }
  | { kind: 'setor'; text: string }
  | { kind: 'row'; cells: string[]; photo?: Buffer | null }
  /** `text` may be cut when too long, `tail` (the count: " 3 bens") never is; the two values neither. */
  | { kind: 'subtotal'; text: string; tail?: string; aquisicao: string; atual: string }
  | { kind: 'total'; text: string; tail?: string; aquisicao: string; atual: string };

/**
 * How many lines a line of `kind` takes, and how many it needs on its page: a heading is never the last
 * line of a page (the secretaria's comes with its first setor and first asset, the setor's with its
 * first asset).
 */
const sizes = (rowLines: number) => ({
  take: { secretaria: 1, setor: 1, row: rowLines, subtotal: 1, total: 1 },
  keep: { secretaria: 2 + rowLines, setor: 1 + rowLines, row: rowLines, subtotal: 1, total: 1 },
});

/**
 * Where lines go: page by page, LINES_PER_PAGE each; `newPage` is called for every page begun, whether
 * by a full page or by `breakPage` (a new entity starts a page of its own).
 */
export class RegisterPager {
  page = 0;
  private line = LINES_PER_PAGE;
  private readonly size: ReturnType<typeof sizes>;
  constructor(
    photos: boolean,
    private readonly newPage: (page: number) => void = () => {},
  ) {
    this.size = sizes(photos ? PHOTO_LINES : 1);
  }

  breakPage() {
    this.page++;
    this.line = 0;
    this.newPage(this.page);
  }

  /** The top (points) of the next line of `kind`, a page begun when it does not fit. */
  place(kind: RegisterLine['kind']): number {
    if (this.line + this.size.keep[kind] > LINES_PER_PAGE) this.breakPage();
    const y = MARGIN + HEADER_HEIGHT + this.line * LINE;
    this.line += this.size.take[kind];
    return y;
  }
}

/** The shape of the report before its rows are read: per entity, per secretaria, per setor, the count. */
export type RegisterShape = { secretarias: { setores: number[] }[] }[];

/** The lines the report will print, in order, laid out as `RegisterDocument` will lay them out. */
export function countPages(shape: RegisterShape, photos = false): number {
  const pager = new RegisterPager(photos);
  for (const entity of shape) {
    pager.breakPage();
    for (const secretaria of entity.secretarias) {
      pager.place('secretaria');
      for (const rows of secretaria.setores) {
        pager.place('setor');
        for (let i = 0; i < rows; i++) pager.place('row');
        pager.place('subtotal');
      }
      pager.place('subtotal');
    }
  }
  pager.place('total');
  return Math.max(pager.page, 1);
}

/**
 * A register document of `pages` pages; `doc` is a readable stream to pipe out while lines are added.
 * `columns` (widths summing to the page's width) replaces the asset register's: another report (the
 * movements) uses the same page, header and lines with its own table; subtotals and totals print their
 * two values in the last two columns. `values` are the widest figures those two columns will print (the
 * grand totals, known before the first row): they are made wide enough for them (`fitColumns`).
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the register PDF's writer: its short functions share the page and cursor state.
export function createRegisterDocument(opts: {
  title: string;
  pages: number;
  photos?: boolean;
  columns?: readonly TableColumn[];
  values?: readonly string[];
}) {
  const photos = opts.photos ?? false;
  const given = opts.columns ? [...opts.columns] : columnsOf(photos);
  const doc = newPdfDocument({
    size: PAGE,
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: opts.title, Creator: 'Gestão Pública' },
  });
  const { regular, bold } = labelFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  let header: RegisterHeader = { entity: '', title: opts.title, filters: '', printed: '' };
  const last = given.length - 2;
  const values = opts.values ?? [];
  const columns = fitColumns(
    doc,
    given,
    { [last]: values, [last + 1]: values },
    {
      font: 'bold',
      size: BODY_SIZE,
    },
  );

  /** One cell of a line: figures whole (shrunk if need be), words shrunk then cut. */
  const cell = (
    text: string,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'right',
    o: { font: 'regular' | 'bold'; size: number; figure?: boolean; keep?: string; minSize?: number },
  ) => fitLine(doc, { x, y: y + 2, width, align }, text, o);

  function drawPage(page: number) {
    doc.addPage({ size: PAGE, margin: 0 });
    doc.fillColor('#000');
    doc
      .font('bold')
      .fontSize(11)
      .text(header.entity, MARGIN, MARGIN, { width: WIDTH, height: 14, ellipsis: true });
    doc
      .font('bold')
      .fontSize(14)
      .text(header.title, MARGIN, MARGIN + 18, { width: WIDTH, height: 18 });
    // The filters (values among them) in three lines at most: smaller type rather than a cut.
    fitBlock(doc, { x: MARGIN - 1, y: MARGIN + 42, width: WIDTH + 2, align: 'left' }, header.filters, {
      font: 'regular',
      size: 8,
      lines: 3,
    });
    cell(header.printed, MARGIN - 1, MARGIN + 72, WIDTH + 2, 'left', { font: 'regular', size: 8 });
    // Column titles on up to two lines, each whole ("Valor de / aquisição").
    const rule = MARGIN + HEADER_HEIGHT - 5;
    const top = rule - 19;
    let x = MARGIN;
    for (const { title, width, align } of columns) {
      fitBlock(doc, { x, y: top, width, align }, title, {
        font: 'bold',
        size: BODY_SIZE,
        lines: TITLE_LINES,
        bottom: true,
      });
      x += width;
    }
    doc
      .moveTo(MARGIN, rule)
      .lineTo(MARGIN + WIDTH, rule)
      .lineWidth(0.5)
      .stroke();
    doc
      .font('regular')
      .fontSize(8)
      .text(`Página ${page} de ${opts.pages}`, MARGIN, PAGE[1] - MARGIN - 10, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
  }

  const pager = new RegisterPager(photos, drawPage);
  const valuesX = MARGIN + columns.slice(0, last).reduce((a, c) => a + c.width, 0);

  return {
    doc,
    /** Starts the pages of an entity (a page of its own, its name in the header). */
    startEntity(h: RegisterHeader) {
      header = h;
      pager.breakPage();
    },
    add(line: RegisterLine) {
      const y = pager.place(line.kind);
      switch (line.kind) {
        case 'row': {
          let x = MARGIN;
          if (photos) {
            // Only PNG and JPEG embed; anything else leaves the cell empty.
            const image = line.photo ? openLogo(doc, line.photo) : null;
            if (image) {
              doc.image(image as unknown as Buffer, x + 1, y + 1, {
                fit: [THUMB, THUMB],
                align: 'center',
                valign: 'center',
              });
            }
            x += PHOTO_COLUMN.width;
          }
          columns.slice(photos ? 1 : 0).forEach(({ width, align, figure }, i) => {
            // A row's words keep the row's size (cut, not shrunk); its figures are whole.
            cell(line.cells[i] ?? '', x, y, width, align, {
              font: 'regular',
              size: BODY_SIZE,
              minSize: BODY_SIZE,
              figure,
            });
            x += width;
          });
          break;
        }
        case 'secretaria':
          cell(line.text, MARGIN, y, WIDTH, 'left', { font: 'bold', size: 9 });
          break;
        case 'setor':
          cell(line.text, MARGIN + 8, y, WIDTH - 8, 'left', { font: 'bold', size: 8 });
          break;
        default: {
          const bold = { font: 'bold', size: BODY_SIZE } as const;
          cell(line.text, MARGIN, y, valuesX - MARGIN, 'right', { ...bold, keep: line.tail });
          const [aquisicao, atual] = [columns[last]!.width, columns[last + 1]!.width];
          cell(line.aquisicao, valuesX, y, aquisicao, 'right', { ...bold, figure: true });
          cell(line.atual, valuesX + aquisicao, y, atual, 'right', { ...bold, figure: true });
        }
      }
    },
    get pages() {
      return pager.page;
    },
    end: () => doc.end(),
  };
}
