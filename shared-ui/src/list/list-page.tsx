import { PageContainer } from '@ant-design/pro-components';
import { Card, Flex } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { DataTable, type DataTableProps } from '../data-table/data-table.js';
import { columnKeyOf, type DataTableColumn } from '../data-table/table-query.js';
import { ListSearch } from '../list-search.js';
import { LoadError } from '../load-error.js';
import { sortChanges, sortOrderOf } from './list-params.js';
import type { ServerList } from './server-list.js';

type Row = Record<PropertyKey, unknown>;

export type ListPageProps<T extends Row> = {
  title: string;
  subTitle?: ReactNode;
  /** The page's back arrow, for a register reached from another screen. */
  onBack?: () => void;
  /** The page's buttons, e.g. 'Adicionar'. */
  extra?: ReactNode[];
  /** The list state and its query (`useServerList`). */
  list: ServerList<T>;
  /** Columns with `sorter: true` sort on the server when their key is one of the list's sorts. */
  columns: DataTableColumn<T>[];
  rowKey: DataTableProps<T>['rowKey'];
  /** The search box: its accessible name and placeholder. */
  search?: { label: string; placeholder: string };
  /** Cards above the list (a client chooser, a form of many filters), writing to the URL with `list.set`. */
  header?: ReactNode;
  /** Filters beside the search (selects, tags), writing to the URL with `list.set`. */
  filters?: ReactNode;
  /** A line between the filters and the table. */
  note?: ReactNode;
  /** What the alert says when the list cannot be loaded, e.g. 'Não foi possível carregar os veículos.' */
  loadError: string;
  /** Dialogs and anything else the page renders. */
  children?: ReactNode;
};

/**
 * The page of a register: title and buttons, the search and filters, and the shared data table on the
 * server's pages, everything in the URL (docs/frontend.md, "Listas"). A failed load shows an alert with
 * a retry and keeps the last rows.
 */
export function ListPage<T extends Row>({
  title,
  subTitle,
  onBack,
  extra,
  list,
  columns,
  rowKey,
  search,
  header,
  filters,
  note,
  loadError,
  children,
}: ListPageProps<T>) {
  const { params, query, sorts, set } = list;
  const shown = useMemo(
    () =>
      columns.map((column, index) =>
        column.sorter
          ? { ...column, defaultSortOrder: sortOrderOf(params, columnKeyOf(column, index)) }
          : column,
      ),
    [columns, params],
  );
  const toolbar = search || filters;
  return (
    <PageContainer title={title} subTitle={subTitle} onBack={onBack} extra={extra}>
      <Flex vertical gap="middle">
        {header}
        {query.isError ? <LoadError message={loadError} onRetry={() => query.refetch()} /> : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            {toolbar ? (
              <Flex gap="small" wrap align="center">
                {search ? (
                  <ListSearch
                    label={search.label}
                    placeholder={search.placeholder}
                    value={list.search}
                    onSearch={(text) => set({ search: text })}
                  />
                ) : null}
                {filters}
              </Flex>
            ) : null}
            {note}
            <DataTable<T>
              mode="server"
              label={title}
              columns={shown}
              rowKey={rowKey}
              data={query.data?.data}
              total={query.data?.total}
              page={list.page}
              pageSize={list.limit}
              loading={query.isPending}
              onQueryChange={({ page, pageSize, sort }) =>
                set({ page, limit: pageSize, ...sortChanges(sort, sorts) })
              }
            />
          </Flex>
        </Card>
      </Flex>
      {children}
    </PageContainer>
  );
}
