import { PageContainer } from '@ant-design/pro-layout';
import { Card, Flex, Grid } from 'antd';
import { Fragment, type ReactNode, useMemo } from 'react';
import { DataTable, type DataTableProps, type DataTableSelection } from '../data-table/data-table.js';
import { columnKeyOf, type DataTableColumn } from '../data-table/table-query.js';
import { ExportButton, formatChoices } from '../export-button.js';
import { ListSearch } from '../list-search.js';
import { LoadError } from '../load-error.js';
import { PageTitle } from '../page-title.js';
import { AddButton } from './columns.js';
import { sortChanges, sortOrderOf } from './list-params.js';
import type { ServerList } from './server-list.js';

// The page's heading, also the heading of pages that are not lists (`@gp/shared-ui`).
export { PageTitle };

type Row = Record<PropertyKey, unknown>;

/** A list page's column; one the location may not see is `false` (`canUpdate && actionsColumn(…)`). */
export type ListColumn<T> = DataTableColumn<T> | false | null | undefined;

/**
 * A list the page holds whole (a short list the API answers in one call): the table sorts and pages it
 * itself, and only the search and filters around it live in the URL.
 */
export type LocalList<T> = {
  rows: readonly T[] | undefined;
  loading: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export type ListPageProps<T extends Row> = {
  title: string;
  subTitle?: ReactNode;
  /** The page's back arrow, for a register reached from another screen. */
  onBack?: () => void;
  /**
   * The page's 'Adicionar', absent when the location may not create: its click when it leads to the
   * page that creates the record, or the dialog it opens (with `<AddButton />` as the dialog's trigger).
   */
  add?: ReactNode | (() => void);
  /** The page's other buttons. */
  extra?: ReactNode[];
  /** The list state and its query (`useServerList`), or a list held whole (`LocalList`). */
  list: ServerList<T> | LocalList<T>;
  /** Columns with `sorter: true` sort on the server when their key is one of the list's sorts. */
  columns: readonly ListColumn<T>[];
  /** The row's key, `id` unless said otherwise. */
  rowKey?: DataTableProps<T>['rowKey'];
  /** The search box: its accessible name and placeholder. */
  search?: { label: string; placeholder: string };
  /** Cards above the list (a client chooser, a form of many filters), writing to the URL with `list.set`. */
  header?: ReactNode;
  /** Filters beside the search (selects, tags), writing to the URL with `list.set`. */
  filters?: ReactNode;
  /** A line between the filters and the table. */
  note?: ReactNode;
  /** Replaces the table's 'Nenhum registro encontrado...', e.g. when a client must be chosen first. */
  emptyText?: ReactNode;
  /** What the alert says when the list cannot be loaded, e.g. 'Não foi possível carregar os veículos.' */
  loadError: string;
  /** `small` tightens the cells, for a list with many columns that must fit a desktop screen. */
  size?: DataTableProps<T>['size'];
  /** Rows the user may choose for an action of the page (a checkbox each, kept across pages). */
  selection?: DataTableSelection<T>;

  /** Dialogs and anything else the page renders. */
  children?: ReactNode;
};

/**
 * A page's words, stated once at the top of the page and spread into `ListPage`:
 * `const TEXTS = { title, subTitle, search, loadError } satisfies ListPageTexts;`.
 */
export type ListPageTexts = Pick<ListPageProps<Row>, 'title' | 'subTitle' | 'search' | 'loadError'>;

/**
 * The page of a register: title and buttons, the search and filters, and the shared data table on the
 * server's pages, everything in the URL (docs/frontend.md, "Listas"). A failed load shows an alert with
 * a retry and keeps the last rows.
 */
export function ListPage<T extends Row>({
  title,
  subTitle,
  onBack,
  add,
  extra,
  list,
  columns,
  rowKey,
  search,
  header,
  filters,
  note,
  emptyText,
  loadError,
  size,
  selection,
  children,
}: ListPageProps<T>) {
  const server = 'query' in list ? list : null;
  const params = server?.params;
  const shown = useMemo(() => {
    const given = columns.filter((column): column is DataTableColumn<T> => Boolean(column));
    return params
      ? given.map((column, index) =>
          column.sorter
            ? { ...column, defaultSortOrder: sortOrderOf(params, columnKeyOf(column, index)) }
            : column,
        )
      : given;
  }, [columns, params]);
  const addButton = typeof add === 'function' ? <AddButton onClick={add} /> : add;
  // A list with a file (`exportar` of its `useList`) offers it beside the page's buttons.
  const exportar = server?.exportar;
  // On a phone the header keeps to one line: 'Exportar' shows its icon only.
  const compact = !Grid.useBreakpoint().md;
  const exportButton =
    server && exportar ? (
      <ExportButton
        key="exportar"
        label="Exportar"
        compact={compact}
        choices={formatChoices((formato) => exportar(formato, server.requestParams))}
      />
    ) : null;
  const others = exportButton ? [...(extra ?? []), exportButton] : extra;
  const buttons = addButton ? [...(others ?? []), <Fragment key="add">{addButton}</Fragment>] : others;
  const failed = server ? server.query.isError : (list as LocalList<T>).isError;
  const retry = () => (server ? server.query.refetch() : (list as LocalList<T>).refetch());
  const toolbar = search || filters;
  return (
    <PageContainer title={<PageTitle>{title}</PageTitle>} subTitle={subTitle} onBack={onBack} extra={buttons}>
      <Flex vertical gap="middle">
        {header}
        {failed ? <LoadError message={loadError} onRetry={retry} /> : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            {toolbar ? (
              <Flex gap="small" wrap align="center">
                {search && server ? (
                  <ListSearch
                    label={search.label}
                    placeholder={search.placeholder}
                    value={server.search}
                    onSearch={(text) => server.set({ search: text })}
                  />
                ) : null}
                {filters}
              </Flex>
            ) : null}
            {note}
            {server ? (
              <DataTable<T>
                mode="server"
                label={title}
                columns={shown}
                rowKey={rowKey}
                size={size}
                data={server.query.data?.data}
                total={server.query.data?.total}
                page={server.page}
                pageSize={server.limit}
                loading={server.query.isPending}
                emptyText={emptyText}
                selection={selection}
                onQueryChange={({ page, pageSize, sort }) =>
                  server.set({ page, limit: pageSize, ...sortChanges(sort, server.sorts) })
                }
              />
            ) : (
              <DataTable<T>
                label={title}
                columns={shown}
                rowKey={rowKey}
                size={size}
                data={(list as LocalList<T>).rows}
                loading={(list as LocalList<T>).loading}
                emptyText={emptyText}
                selection={selection}
              />
            )}
          </Flex>
        </Card>
      </Flex>
      {children}
    </PageContainer>
  );
}
