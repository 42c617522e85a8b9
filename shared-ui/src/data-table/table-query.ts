import type { ColumnType } from 'antd/es/table';
import type { FilterValue, SortOrder } from 'antd/es/table/interface';
import type { ColumnLayout } from './column-layout.js';

/** Page size 10 by default, 10 to 100 in steps of 10; 10 skeleton rows while loading. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = Array.from({ length: 10 }, (_, i) => (i + 1) * 10);
export const SKELETON_ROWS = 10;

/** Texts of the shared data table (docs/product.md, "Tabela de dados"). */
export const DATA_TABLE_TEXTS = {
  empty: 'Nenhum registro encontrado...',
  showing: (shown: number, total: number) => `Mostrando ${shown} de ${total} itens`,
  rowsPerPage: 'Linhas por página',
  page: (page: number, pageCount: number) => `Página ${page} de ${pageCount}`,
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
  loading: 'Carregando registros',
} as const;

/** antd's column, plus how it fits a narrow table (`ColumnLayout`: key column, priority, money). */
export type DataTableColumn<T> = ColumnType<T> & ColumnLayout;
export type DataTableSort = { columnKey: string; order: Exclude<SortOrder, null> } | null;
export type DataTableFilters = Record<string, FilterValue>;

/** What the table holds locally; a server-backed table reports it so the next request can follow it. */
export type DataTableQuery = {
  page: number;
  pageSize: number;
  sort: DataTableSort;
  filters: DataTableFilters;
};

export const initialQuery = (pageSize = DEFAULT_PAGE_SIZE): DataTableQuery => ({
  page: 1,
  pageSize,
  sort: null,
  filters: {},
});

/** A stable key per column, so sort and filter state can be matched back to the column definitions. */
export function columnKeyOf<T>(column: DataTableColumn<T>, index: number): string {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const { dataIndex } = column;
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  if (dataIndex !== undefined && dataIndex !== null) return String(dataIndex);
  return `column-${index}`;
}

/** At least one page, so an empty table reads 'Página 1 de 1'. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export const clampPage = (page: number, pageCount: number) => Math.min(Math.max(1, page), pageCount);

export type PagerState = {
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
};

export function pagerState(page: number, total: number, pageSize: number): PagerState {
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  return { page: current, pageCount, canPrevious: current > 1, canNext: current < pageCount };
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** The value of a row at a column's `dataIndex` (a key or a path of keys); undefined past a missing step. */
export function valueAt(row: unknown, dataIndex: DataTableColumn<unknown>['dataIndex']): unknown {
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  return path.reduce<unknown>(
    (value, key) =>
      value === null || value === undefined ? undefined : (value as Record<string, unknown>)[String(key)],
    row,
  );
}

/** Default order for `sorter: true`: numbers by value, everything else as Brazilian Portuguese text. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function comparatorOf<T>(column: DataTableColumn<T>): ((a: T, b: T) => number) | null {
  const { sorter } = column;
  if (typeof sorter === 'function') return sorter;
  if (sorter && typeof sorter === 'object' && sorter.compare) return sorter.compare;
  if (sorter === true)
    return (a, b) => compareValues(valueAt(a, column.dataIndex), valueAt(b, column.dataIndex));
  return null;
}

/** Filters, sorts and pages rows held in the browser; `total` counts the rows left after filtering. */
export function applyLocalQuery<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  query: DataTableQuery,
): { rows: T[]; total: number } {
  let result = [...rows];
  columns.forEach((column, index) => {
    const selected = query.filters[columnKeyOf(column, index)];
    const { onFilter } = column;
    if (!onFilter || !selected || selected.length === 0) return;
    result = result.filter((row) => selected.some((value) => onFilter(value, row)));
  });
  if (query.sort) {
    const { columnKey, order } = query.sort;
    const index = columns.findIndex((column, i) => columnKeyOf(column, i) === columnKey);
    const column = columns[index];
    const compare = column ? comparatorOf(column) : null;
    if (compare) {
      const direction = order === 'descend' ? -1 : 1;
      result = result
        .map((row, position) => ({ row, position }))
        .sort((a, b) => direction * compare(a.row, b.row) || a.position - b.position)
        .map(({ row }) => row);
    }
  }
  const total = result.length;
  const { page } = pagerState(query.page, total, query.pageSize);
  const start = (page - 1) * query.pageSize;
  return { rows: result.slice(start, start + query.pageSize), total };
}
