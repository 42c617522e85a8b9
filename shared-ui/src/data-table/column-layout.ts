import type { ColumnType } from 'antd/es/table';

/**
 * How a column behaves when the table is narrower than its columns (docs/frontend.md, "Listas"): the
 * list's key text column takes the width the others leave, and the columns of lower priority leave the
 * table, the least important first, so the key column never shrinks below what a user reads.
 */
export type ColumnLayout = {
  /**
   * The list's key text (descrição, nome, objeto): it takes the remaining width (at least
   * `MAIN_MIN_WIDTH`), wraps to two lines and shows the whole text on hover. One per table.
   */
  main?: boolean;
  /** 1 (the default): always shown. 2 and 3 leave a table too narrow for every column, 3 first. */
  priority?: 1 | 2 | 3;
  /**
   * The width a cut text column (`ellipsis`) of no `width` keeps beside a key column; `TEXT_MIN_WIDTH`
   * unless said.
   */
  minWidth?: number;
  /** A money value: never wraps; the column is as wide as its longest figure on the page. */
  money?: boolean;
};

/** The key column's least width: two lines of it hold well over 30 characters of a description. */
export const MAIN_MIN_WIDTH = 280;
/** A cut text column's width beside a key column, unless it says its own. */
export const TEXT_MIN_WIDTH = 140;
/** The width a column of no given width is counted at when fitting the table. */
const AUTO_WIDTH = 100;
/** The selection's checkbox column (DataTable's `columnWidth`). */
export const SELECTION_WIDTH = 36;

/** An upper bound of a figure's width in the table's font (14 px): digits, dots, commas, 'R$ '. */
const MONEY_CHAR_PX = 8.2;
/** The cell's padding on both sides (small and middle tables) and the sort arrow's room in the header. */
const CELL_PADDING = { small: 16, middle: 32, large: 32 } as const;

/** The width a money column needs so that none of `texts` (its header included) wraps. */
export function moneyWidth(
  texts: readonly string[],
  size: keyof typeof CELL_PADDING = 'middle',
  given?: number,
): number {
  const longest = Math.max(0, ...texts.map((text) => text.length));
  return Math.max(given ?? 0, Math.ceil(longest * MONEY_CHAR_PX) + CELL_PADDING[size] + 4);
}

/**
 * An upper bound of a header word's width per character in the header's font (14 px, semibold): the
 * widest common word measured in Chromium's sans-serif ('Número') takes 8.8 px a character.
 */
const HEADER_CHAR_PX = 9;
/** A header cell's padding on both sides, by the table's size (antd's cellPaddingInline tokens). */
const HEADER_PADDING = { small: 16, middle: 16, large: 32 } as const;
/** The room of the sort arrows, and of the filter's trigger, beside a header's title. */
const HEADER_ICON_PX = 20;

/** A header wraps between words, never inside one: its longest word is what its column must hold. */
export const longestWord = (title: unknown): string =>
  typeof title === 'string' ? title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '') : '';

/**
 * The least width of a column whose header is `title`, so that the header's longest word stays on one
 * line beside its sort arrows and filter trigger ('Número' never breaks as 'Númer / o'). A title that is
 * not a string (an icon, a node) asks for nothing.
 */
export function headerWidth(
  title: unknown,
  icons: { sorter?: boolean; filter?: boolean } = {},
  size: keyof typeof HEADER_PADDING = 'large',
): number {
  const word = longestWord(title);
  if (!word) return 0;
  const room = (icons.sorter ? HEADER_ICON_PX : 0) + (icons.filter ? HEADER_ICON_PX : 0);
  return Math.ceil(word.length * HEADER_CHAR_PX) + HEADER_PADDING[size] + room;
}

type Measured = Pick<ColumnType<unknown>, 'width' | 'ellipsis'> & ColumnLayout;

/** The width a column is counted at when deciding which columns fit. */
export function fittingWidth(column: Measured, mainPresent: boolean): number {
  if (column.main) return MAIN_MIN_WIDTH;
  if (typeof column.width === 'number') return column.width;
  if (column.ellipsis && mainPresent) return column.minWidth ?? TEXT_MIN_WIDTH;
  return column.minWidth ?? AUTO_WIDTH;
}

/**
 * The indexes of the columns drawn in `available` pixels (`reserved` taken already, e.g. the selection's
 * checkboxes): while the counted widths exceed it, the rightmost column of the highest priority number
 * leaves. Columns of priority 1 always stay; with no measure yet (`available` undefined) all stay.
 */
export function columnsThatFit(
  columns: readonly Measured[],
  available: number | undefined,
  reserved = 0,
): number[] {
  const kept = columns.map((_, index) => index);
  if (available === undefined || available <= 0) return kept;
  const mainPresent = columns.some((column) => column.main);
  const total = () => reserved + kept.reduce((sum, i) => sum + fittingWidth(columns[i]!, mainPresent), 0);
  while (total() > available) {
    let drop = -1;
    for (const i of kept) {
      const priority = columns[i]!.priority ?? 1;
      if (priority > 1 && (drop === -1 || priority >= (columns[drop]!.priority ?? 1))) drop = i;
    }
    if (drop === -1) break;
    kept.splice(kept.indexOf(drop), 1);
  }
  return kept;
}
