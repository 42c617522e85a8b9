import { FilterFilled } from '@ant-design/icons';
import { Empty, Grid, Skeleton, Table, type TableProps } from 'antd';
import type { FilterValue, SorterResult } from 'antd/es/table/interface';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Tooltip } from '../tooltip.js';
import {
  columnsThatFit,
  fittingWidth,
  headerWidth,
  longestWord,
  moneyWidth,
  SELECTION_WIDTH,
} from './column-layout.js';
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
  /** A row that cannot be chosen (its checkbox disabled), e.g. one the page's action does not apply to. */
  disabled?: (row: T) => boolean;
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

/** The key column's text: two lines at most, the rest on hover (the tooltip). */
const MAIN_TEXT_STYLE: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
};

/** The width of the table's box, followed as it changes (the sidebar collapsed, the window resized). */
function useBoxWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A cell's text, for measuring a money column. */
const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : '';

/** A figure as `formatMoney` writes it ('R$ 1.234,56', '-R$ 10,00'). */
const MONEY_TEXT = /^-?R\$\s?[\d.,]+$/;

/** Sorting and filtering happen in applyLocalQuery (or on the server); antd only shows the state. */
function sortAndFilter<T>(column: DataTableColumn<T>, key: string, query: DataTableQuery) {
  return {
    ...(column.sorter
      ? { sorter: true, sortOrder: query.sort?.columnKey === key ? query.sort.order : null }
      : {}),
    ...(column.filters || column.filterDropdown ? { filteredValue: query.filters[key] ?? null } : {}),
  };
}

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
  const box = useBoxWidth();
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

  // A header breaks between words, never inside one: a column narrower than its header's longest word
  // (beside its sort arrows and filter trigger) is drawn at that width, for every list at once.
  const sized = useMemo(
    () =>
      columns.map((column): DataTableColumn<T> => {
        if (column.main) return column;
        const least = headerWidth(
          column.title,
          { sorter: Boolean(column.sorter), filter: Boolean(column.filters || column.filterDropdown) },
          size ?? 'large',
        );
        return {
          ...column,
          ...(typeof column.width === 'number' ? { width: Math.max(column.width, least) } : {}),
          ...(column.minWidth !== undefined ? { minWidth: Math.max(column.minWidth, least) } : {}),
        };
      }),
    [columns, size],
  );

  // Columns of lower priority leave a table too narrow for all of them (column-layout.ts).
  const fitting = useMemo(
    () => columnsThatFit(sized, box.width, selection ? SELECTION_WIDTH : 0),
    [sized, box.width, selection],
  );
  const hasMain = columns.some((column) => column.main);

  const tableColumns = useMemo(
    () =>
      fitting.map((index): DataTableColumn<T> => {
        const column = sized[index]!;
        const key = columnKeyOf(column, index);
        const {
          onFilter: _onFilter,
          defaultSortOrder: _sort,
          defaultFilteredValue: _filtered,
          main: _main,
          priority: _priority,
          minWidth: _minWidth,
          money,
          ...rest
        } = column;
        // The key column takes the width the others leave (the table's layout is fixed), two lines of it.
        if (column.main) {
          return {
            ...rest,
            key,
            width: undefined,
            onHeaderCell: () => ({ 'data-coluna-principal': '' }) as object,
            render: (_value: unknown, row: T, rowIndex: number) => {
              const content = cellOf(column, row, rowIndex);
              return (
                <Tooltip placement="topLeft" title={content}>
                  <span style={MAIN_TEXT_STYLE} data-texto-principal="">
                    {content}
                  </span>
                </Tooltip>
              );
            },
            ...sortAndFilter(column, key, query),
          };
        }
        // A figure never wraps: its column is as wide as the page's longest one (and its header). A
        // column is money when it says so or when its cells are figures, so every list inherits it.
        const texts = view.rows.map((row, i) => textOf(cellOf(column, row, i)));
        const isMoney = money ?? (texts.length > 0 && texts.some((t) => MONEY_TEXT.test(t)));
        const moneyLayout = isMoney
          ? {
              width: moneyWidth(
                [longestWord(column.title), ...texts],
                size ?? 'middle',
                typeof column.width === 'number' ? column.width : undefined,
              ),
              onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            }
          : {};
        // A long text is cut to one line with the whole of it on hover, and takes the room the columns
        // of fixed width leave: so the table fits its box on a desktop and no header is pushed out.
        const ellipsis =
          column.ellipsis === true
            ? {
                // Beside a key column a cut text keeps its own width; otherwise it shares what is left.
                width: hasMain ? fittingWidth(column, true) : undefined,
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
        // The filter's trigger is a button whose only content is an icon: it gets a Portuguese name.
        const filterIcon =
          (column.filters || column.filterDropdown) && column.filterIcon === undefined
            ? {
                filterIcon: (filtered: boolean) => (
                  <FilterFilled
                    aria-label={`Filtrar ${typeof column.title === 'string' ? column.title : 'coluna'}`}
                    style={filtered ? { color: '#1d4ed8' } : undefined}
                  />
                ),
              }
            : {};
        return {
          ...rest,
          ...ellipsis,
          ...moneyLayout,
          ...filterIcon,
          key,
          ...sortAndFilter(column, key, query),
        };
      }),
    [sized, fitting, hasMain, view.rows, size, query],
  );

  const skeletonColumns = useMemo(
    () =>
      fitting.map((index): DataTableColumn<SkeletonRow> => {
        const column = sized[index]!;
        return {
          key: columnKeyOf(column, index),
          title: typeof column.title === 'function' ? null : column.title,
          width: column.main ? undefined : column.width,
          align: column.align,
          render: () => <Skeleton.Input active size="small" block style={{ minWidth: 0 }} />,
        };
      }),
    [sized, fitting],
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
    <section
      ref={box.ref}
      aria-label={label}
      aria-busy={loading}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
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
          // With a key column the widths are the columns' own and the key column takes the rest.
          tableLayout={hasMain ? 'fixed' : undefined}
          scroll={scroll}
          rowSelection={
            selection && {
              selectedRowKeys: [...selection.keys],
              preserveSelectedRowKeys: true,
              // A checkbox needs no more: the room goes to the columns that cut their text.
              columnWidth: 36,
              onChange: (chosen) => selection.onChange(chosen.map(String)),
              // antd passes it on to the checkbox's input (its type lists only the checkbox's own props).
              getCheckboxProps: (row) =>
                ({
                  'aria-label': selection.label(row),
                  disabled: selection.disabled?.(row) ?? false,
                }) as object,
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
