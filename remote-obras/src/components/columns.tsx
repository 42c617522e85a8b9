import type { DataTableColumn } from '@gp/shared-ui';
import { formatDate } from '@gp/shared-ui';
import { Link } from 'react-router-dom';
import { useRemote } from '../session/remote-context.js';
import { obraLabel } from './lookup-selects.js';

type WithObra = { obra: { id: string; numero: string; objeto: string } };

/** The work a record belongs to, a link to the work's page. */
export function ObraLink({ obra }: WithObra) {
  const { paths } = useRemote();
  return <Link to={paths.edit('obra', obra.id)}>{obraLabel(obra)}</Link>;
}

/**
 * The 'Obra' column of a work's record, the key column of a register's list (number and objeto of the
 * work): the width the others leave, two lines of it, the whole of it on hover.
 */
export function obraColumn<T extends WithObra>(): DataTableColumn<T> {
  return {
    title: 'Obra',
    key: 'obra',
    main: true,
    render: (_value, row) => <ObraLink obra={row.obra} />,
  };
}

/** A day column, dd/MM/yyyy; `sort` names the API's sort when the column sorts. */
export function dateColumn<T>(title: string, field: keyof T & string, sort?: string): DataTableColumn<T> {
  return {
    title,
    key: sort ?? field,
    dataIndex: field,
    width: 120,
    sorter: Boolean(sort),
    render: (value: string | null) => formatDate(value),
  };
}
