import PDFDocument from 'pdfkit';
import { labelFonts, openLogo } from './labels-pdf.js';

/**
 * The asset register report as PDF (decision 020, "Register report"): A4 portrait, a header on every
 * page (entity, title, filters in words, when and by whom), a table whose every line has one fixed
 * height (texts cut with an ellipsis, never wrapped), and "Página x de y" at the foot. Because every line
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

/** A column of the table: title, width (points), alignment. */
export type RegisterColumn = readonly [string, number, 'left' | 'right'];

/** The table's columns: title, width (points), alignment; with photos, a first column of thumbnails. */
const COLUMNS: readonly RegisterColumn[] = [
  ['Código', 44, 'left'],
  ['Descrição', 165, 'left'],
  ['Categoria', 86, 'left'],
  ['Situação', 58, 'left'],
  ['Aquisição', 48, 'left'],
  ['Valor de aquisição', 61, 'right'],
  ['Valor atual', 61, 'right'],
];
/** A row with its photo is this many lines high, the thumbnail a square a little smaller. */
export const PHOTO_LINES = 3;
const THUMB = PHOTO_LINES * LINE - 3;
const PHOTO_COLUMN: RegisterColumn = ['Foto', THUMB + 4, 'left'];
const columnsOf = (photos: boolean): RegisterColumn[] =>
  photos
    ? [
        PHOTO_COLUMN,
        COLUMNS[0]!,
        ['Descrição', COLUMNS[1]![1] - PHOTO_COLUMN[1], 'left'],
        ...COLUMNS.slice(2),
      ]
    : [...COLUMNS];

export type RegisterHeader = { entity: string; title: string; filters: string; printed: string };
export type RegisterLine =
  | { kind: 'secretaria'; text: string }
  | { kind: 'setor'; text: string }
  | { kind: 'row'; cells: string[]; photo?: Buffer | null }
  | { kind: 'subtotal'; text: string; aquisicao: string; atual: string }
  | { kind: 'total'; text: string; aquisicao: string; atual: string };

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
 * two values in the last two columns.
 */
export function createRegisterDocument(opts: {
  title: string;
  pages: number;
  photos?: boolean;
  columns?: readonly RegisterColumn[];
}) {
  const photos = opts.photos ?? false;
  const columns = opts.columns ? [...opts.columns] : columnsOf(photos);
  const doc = new PDFDocument({
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

  const cell = (text: string, x: number, y: number, width: number, align: 'left' | 'right') =>
    doc.text(text, x + 1, y + 2, { width: width - 2, height: LINE, ellipsis: true, lineBreak: false, align });

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
    doc
      .font('regular')
      .fontSize(8)
      .text(header.filters, MARGIN, MARGIN + 42, { width: WIDTH, height: 30, ellipsis: true });
    doc.text(header.printed, MARGIN, MARGIN + 74, { width: WIDTH, height: 12, ellipsis: true });
    const top = MARGIN + HEADER_HEIGHT - LINE - 4;
    let x = MARGIN;
    doc.font('bold').fontSize(7.5);
    for (const [title, width, align] of columns) {
      cell(title, x, top, width, align);
      x += width;
    }
    doc
      .moveTo(MARGIN, top + LINE + 1)
      .lineTo(MARGIN + WIDTH, top + LINE + 1)
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
  const last = columns.length - 2;
  const valuesX = MARGIN + columns.slice(0, last).reduce((a, [, w]) => a + w, 0);

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
          doc.font('regular').fontSize(7.5);
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
            x += PHOTO_COLUMN[1];
          }
          columns.slice(photos ? 1 : 0).forEach(([, width, align], i) => {
            cell(line.cells[i] ?? '', x, y, width, align);
            x += width;
          });
          break;
        }
        case 'secretaria':
          doc.font('bold').fontSize(9);
          cell(line.text, MARGIN, y, WIDTH, 'left');
          break;
        case 'setor':
          doc.font('bold').fontSize(8);
          cell(line.text, MARGIN + 8, y, WIDTH - 8, 'left');
          break;
        default: {
          doc.font('bold').fontSize(7.5);
          cell(line.text, MARGIN, y, valuesX - MARGIN, 'right');
          cell(line.aquisicao, valuesX, y, columns[last]![1], 'right');
          cell(line.atual, valuesX + columns[last]![1], y, columns[last + 1]![1], 'right');
        }
      }
    },
    get pages() {
      return pager.page;
    },
    end: () => doc.end(),
  };
}
