import { Empty, Grid, Skeleton, Table, type TableProps } from 'antd';
import type { FilterValue, SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Tooltip } from '../tooltip.js';
import { cellOf, DataTableCards } from './data-table-cards.js';
import { DataTableFooter } from './data-table-footer.js';
import {
  applyLocalQuery,
  columnKeyOf,
  DATA_TABLE_TEXTS,
  type DataTableColumn,
  type DataTableFilters,
  type DataTableQuery,
  type DataTableSort,
  DEFAULT_PAGE_SIZE,
  pagerState,
  SKELETON_ROWS,
} from './table-query.js';

type Row = Record<PropertyKey, unknown>;

type DataTableBaseProps<T extends Row> = {
  columns: readonly DataTableColumn<T>[];
  /** The row's key, `id` unless said otherwise. */
  rowKey?: NonNullable<TableProps<T>['rowKey']>;
  /** Local mode: every row. Server mode: the rows of the current page. */
  data: readonly T[] | undefined;
  /** Shows 10 skeleton rows instead of the data. */
  loading?: boolean;
  /** Replaces 'Nenhum registro encontrado...'. */
  emptyText?: ReactNode;
  defaultPageSize?: number;
  /** Called with the new page, page size, sort and filters whenever the user changes one of them. */
  onQueryChange?: (query: DataTableQuery) => void;
  /** Accessible name of the table region. */
  label?: string;
  size?: TableProps<T>['size'];
  scroll?: TableProps<T>['scroll'];
  /** `auto` (default): cards below 768 px, a table above. `table`: always a table (small tables in dialogs). */
  layout?: 'auto' | 'table';
  /** Rows the user may choose (a checkbox each), kept across pages. */
  selection?: DataTableSelection<T>;
};

/**
 * The rows chosen in a table: their keys (held by the page, so they survive a change of page), the
 * change, and each checkbox's accessible name (e.g. 'Selecionar bem 12').
 */
export type DataTableSelection<T> = {
  keys: readonly string[];
  onChange: (keys: string[]) => void;
  label: (row: T) => string;
};

/**
 * `local` (default): the table filters, sorts and pages `data` itself with the columns' `onFilter` and
 * `sorter` (`sorter: true` orders by the column's value). `server`: `data` is one page, `total` counts
 * every row on the server, and the page, sort and filters held here are reported by `onQueryChange`.
 * A server table may take its page and page size from outside (`page`, `pageSize`, e.g. the URL): the
 * table then shows those and reports the user's changes, which the owner writes back.
 */
export type DataTableProps<T extends Row> = DataTableBaseProps<T> &
  ({ mode?: 'local' } | { mode: 'server'; total: number | undefined; page?: number; pageSize?: number });

type SkeletonRow = { key: string };
const skeletonRows: SkeletonRow[] = Array.from({ length: SKELETON_ROWS }, (_, i) => ({
  key: `skeleton-${i}`,
}));

function initialSort<T>(columns: readonly DataTableColumn<T>[]): DataTableSort {
  const index = columns.findIndex((column) => column.sorter && column.defaultSortOrder);
  const column = columns[index];
  return column?.defaultSortOrder
    ? { columnKey: columnKeyOf(column, index), order: column.defaultSortOrder }
    : null;
}

function initialFilters<T>(columns: readonly DataTableColumn<T>[]): DataTableFilters {
  const filters: DataTableFilters = {};
  columns.forEach((column, index) => {
    if (column.defaultFilteredValue?.length)
      filters[columnKeyOf(column, index)] = column.defaultFilteredValue;
  });
  return filters;
}

/**
 * The one data table of every screen (docs/product.md, "Tabela de dados"): sorting, column filters and
 * pagination held here, 10 skeleton rows while loading, the Portuguese empty text and the footer
 * 'Mostrando {n} de {total} itens' / 'Linhas por página' / 'Página {x} de {y}' with first, previous,
 * next and last buttons disabled when unavailable.
 */
export function DataTable<T extends Row>(props: DataTableProps<T>) {
  const { columns, rowKey = 'id', data, loading = false, emptyText, onQueryChange, label, size } = props;
  const { scroll, selection } = props;
  // Until the breakpoints are measured `md` is undefined: the table is drawn, then cards on a phone.
  const screens = Grid.useBreakpoint();
  const cards = (props.layout ?? 'auto') === 'auto' && screens.md === false;
  const [held, setQuery] = useState<DataTableQuery>(() => ({
    page: 1,
    pageSize: props.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    sort: initialSort(columns),
    filters: initialFilters(columns),
  }));

  const server = props.mode === 'server';
  const serverTotal = props.mode === 'server' ? props.total : undefined;
  const controlledPage = props.mode === 'server' ? props.page : undefined;
  const controlledPageSize = props.mode === 'server' ? props.pageSize : undefined;
  const query = useMemo(
    () => ({
      ...held,
      page: controlledPage ?? held.page,
      pageSize: controlledPageSize ?? held.pageSize,
    }),
    [held, controlledPage, controlledPageSize],
  );

  const view = useMemo(() => {
    const rows = data ?? [];
    if (server) return { rows: [...rows], total: serverTotal ?? rows.length };
    return applyLocalQuery(rows, columns, query);
  }, [server, serverTotal, data, columns, query]);

  const pager = pagerState(query.page, view.total, query.pageSize);

  const update = (next: DataTableQuery) => {
    setQuery(next);
    onQueryChange?.(next);
  };

  // A server page past the end (rows deleted elsewhere) moves back to the last page that exists.
  const outOfRange = server && !loading && serverTotal !== undefined && query.page > pager.pageCount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the page falls out of range
  useEffect(() => {
    if (outOfRange) update({ ...query, page: pager.pageCount });
  }, [outOfRange]);

  const tableColumns = useMemo(
    () =>
      columns.map((column, index): DataTableColumn<T> => {
        const key = columnKeyOf(column, index);
        const {
          onFilter: _onFilter,
          defaultSortOrder: _sort,
          defaultFilteredValue: _filtered,
          ...rest
        } = column;
        // A long text is cut to one line with the whole of it on hover, and takes the room the columns
        // of fixed width leave: so the table fits its box on a desktop and no header is pushed out.
        const ellipsis =
          column.ellipsis === true
            ? {
                width: undefined,
                ellipsis: { showTitle: false },
                render: (_value: unknown, row: T, rowIndex: number) => {
                  const content = cellOf(column, row, rowIndex);
                  return (
                    <Tooltip placement="topLeft" title={content}>
                      <span>{content}</span>
                    </Tooltip>
                  );
                },
              }
            : {};
        return {
          ...rest,
          ...ellipsis,
          key,
          // Sorting and filtering happen in applyLocalQuery (or on the server); antd only shows the state.
          ...(column.sorter
            ? { sorter: true, sortOrder: query.sort?.columnKey === key ? query.sort.order : null }
            : {}),
          ...(column.filters || column.filterDropdown ? { filteredValue: query.filters[key] ?? null } : {}),
        };
      }),
    [columns, query.sort, query.filters],
  );

  const skeletonColumns = useMemo(
    () =>
      columns.map(
        (column, index): DataTableColumn<SkeletonRow> => ({
          key: columnKeyOf(column, index),
          title: typeof column.title === 'function' ? null : column.title,
          width: column.width,
          align: column.align,
          render: () => <Skeleton.Input active size="small" block style={{ minWidth: 0 }} />,
        }),
      ),
    [columns],
  );

  const handleChange: TableProps<T>['onChange'] = (_pagination, filters, sorter) => {
    const first = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const sort: DataTableSort =
      first?.order && first.columnKey !== undefined
        ? { columnKey: String(first.columnKey), order: first.order }
        : null;
    const kept = Object.entries(filters).filter(
      (entry): entry is [string, FilterValue] => !!entry[1]?.length,
    );
    update({ ...query, page: 1, sort, filters: Object.fromEntries(kept) });
  };

  const empty = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? DATA_TABLE_TEXTS.empty} />
  );

  const keyOf = (row: T, index: number): string =>
    typeof rowKey === 'function' ? String(rowKey(row, index)) : String(row[rowKey as keyof T]);

  return (
    // A table wider than the screen scrolls inside its own box, never the page.
    <section aria-label={label} aria-busy={loading} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {cards ? (
        <DataTableCards<T>
          columns={columns}
          rows={view.rows}
          rowKey={keyOf}
          loading={loading}
          empty={empty}
          selection={selection}
        />
      ) : loading ? (
        <Table<SkeletonRow>
          columns={skeletonColumns}
          dataSource={skeletonRows}
          rowKey="key"
          pagination={false}
          size={size}
          scroll={scroll}
        />
      ) : (
        <Table<T>
          columns={tableColumns}
          dataSource={view.rows}
          rowKey={rowKey}
          pagination={false}
          onChange={handleChange}
          locale={{ emptyText: empty }}
          size={size}
          scroll={scroll}
          rowSelection={
            selection && {
              selectedRowKeys: [...selection.keys],
              preserveSelectedRowKeys: true,
              // A checkbox needs no more: the room goes to the columns that cut their text.
              columnWidth: 36,
              onChange: (chosen) => selection.onChange(chosen.map(String)),
              // antd passes it on to the checkbox's input (its type lists only the checkbox's own props).
              getCheckboxProps: (row) => ({ 'aria-label': selection.label(row) }) as object,
            }
          }
        />
      )}
      <DataTableFooter
        shown={loading ? 0 : view.rows.length}
        total={loading && !server ? 0 : view.total}
        pageSize={query.pageSize}
        pager={pager}
        disabled={loading}
        onPageChange={(page) => update({ ...query, page })}
        onPageSizeChange={(pageSize) => update({ ...query, page: 1, pageSize })}
      />
    </section>
  );
}
