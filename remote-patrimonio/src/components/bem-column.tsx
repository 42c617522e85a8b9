import type { DataTableColumn } from '@gp/shared-ui';
import type { ListPageTexts, ServerList } from '@gp/shared-ui/list';
import { AtivoFilter, actionsColumn, type ListColumn, ListPage, statusColumn } from '@gp/shared-ui/list';
import type { StatusActionProps } from '@gp/shared-ui/remote';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PatrimonioPaths } from '../paths.js';
import { StatusAction, useRemote } from '../session/remote-context.js';
import { BemScopeTag } from './list-filters.js';

/** The asset a register row details, as the API lists it. */
type BemRef = { id: string; CodigoBEM: number; descricao: string };

/** A row of a register that details an asset (veículos, imóveis). */
type BemRecord = { id: string; ativo: boolean; motivo?: string | null; bem: BemRef };

/**
 * The 'Bem' column of the registers that detail an asset (veículos, imóveis): code and description,
 * cut with a tooltip when long, linking to the asset's form.
 */
export function bemColumn<T extends { bem: BemRef }>(paths: PatrimonioPaths): DataTableColumn<T> {
  return {
    title: 'Bem',
    key: 'bem',
    width: 260,
    ellipsis: true,
    render: (_value, row) => (
      <Link to={paths.bemEditar(row.bem.id)}>
        {row.bem.CodigoBEM} · {row.bem.descricao}
      </Link>
    ),
  };
}

type RecordStatus<T extends BemRecord> = Omit<StatusActionProps<T>, 'record' | 'label'> & {
  /** The row action's accessible name after 'Inativar'/'Ativar'. */
  label: (record: T) => string;
};

/**
 * The closing columns of a register that details an asset: the asset, the status and, when the location
 * may change the register (`status` is then given), the activate/deactivate action.
 */
export function bemRecordColumns<T extends BemRecord>(
  paths: PatrimonioPaths,
  status: RecordStatus<T> | false,
): ListColumn<T>[] {
  return [
    bemColumn<T>(paths),
    statusColumn<T>(
      (row) => row.ativo,
      (row) => row.motivo,
    ),
    status &&
      actionsColumn<T>(1, (row) => {
        const { label, ...dialog } = status;
        return <StatusAction<T> {...dialog} record={row} label={label(row)} />;
      }),
  ];
}

type BemRecordListPageProps<T extends BemRecord> = {
  texts: ListPageTexts;
  list: ServerList<T>;
  columns: readonly ListColumn<T>[];
  /** The register's own filters, between the asset it is narrowed to and the active filter. */
  filters?: ReactNode;
  /** The register's noun is feminine ('Ativas'/'Inativas'). */
  feminine?: boolean;
  /** How the note names a record, e.g. 'cada imóvel'. */
  what: string;
};

/**
 * The list page of a register that details an asset: back to the assets, the asset it is narrowed to,
 * the active filter, and the note that the data is edited in the asset's form.
 */
export function BemRecordListPage<T extends BemRecord>({
  texts,
  list,
  columns,
  filters,
  feminine,
  what,
}: BemRecordListPageProps<T>) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  return (
    <ListPage<T>
      {...texts}
      onBack={() => navigate(paths.bens())}
      list={list}
      columns={columns}
      filters={
        <>
          <BemScopeTag list={list} />
          {filters}
          <AtivoFilter list={list} feminine={feminine} />
        </>
      }
      note={
        <Typography.Text type="secondary">{`Os dados de ${what} são editados no formulário do bem.`}</Typography.Text>
      }
    />
  );
}
