import type { ReactNode } from 'react';
import { actionsColumn, EditAction, statusColumn } from './columns.js';
import { type ListColumn, ListPage, type ListPageProps } from './list-page.js';

type Row = Record<PropertyKey, unknown>;

export type RegisterListPageProps<T extends Row> = Omit<ListPageProps<T>, 'columns' | 'add'> & {
  /** The register's own columns; 'Situação' and 'Ações' follow. */
  columns: readonly ListColumn<T>[];
  /** The row's active flag and reason, for the 'Situação' column. */
  active: (row: T) => { ativo: boolean; motivo?: string | null };
  /** 'Adicionar' opens the register's `/criar`; absent when the location may not create. */
  onCreate?: (() => void) | false;
  /** Each row's 'Editar' opens its `/editar?id=`; absent when the location may not change it. */
  edit?: { what: (row: T) => string; open: (row: T) => void; readOnly?: (row: T) => boolean } | false;
  /** The row's other actions (the remote's status action), after 'Editar'; `count` sizes the column. */
  actions?: { count: number; render: (row: T) => ReactNode } | false;
};

/**
 * The list page of a register (docs/decisions/039-the-register-kit.md): `ListPage` with the register's
 * columns, then 'Situação' and 'Ações' ('Editar' to the record's page and the remote's status action),
 * and 'Adicionar' to its `/criar`. A register whose records are edited elsewhere (a vehicle in its
 * asset's form) gives no `edit` and no `onCreate`.
 */
export function RegisterListPage<T extends Row>({
  columns,
  active,
  onCreate,
  edit,
  actions,
  ...page
}: RegisterListPageProps<T>) {
  const count = (edit ? 1 : 0) + (actions ? actions.count : 0);
  const shown: ListColumn<T>[] = [
    ...columns,
    statusColumn<T>(
      (row) => active(row).ativo,
      (row) => active(row).motivo,
    ),
    count > 0 &&
      actionsColumn<T>(count, (row) => (
        <>
          {edit ? (
            <EditAction
              what={edit.what(row)}
              readOnly={edit.readOnly?.(row)}
              onClick={() => edit.open(row)}
            />
          ) : null}
          {actions ? actions.render(row) : null}
        </>
      )),
  ];
  return <ListPage<T> {...page} add={onCreate || undefined} columns={shown} />;
}
