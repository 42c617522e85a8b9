import type { DataTableColumn } from '@gp/shared-ui';
import type { ServerList } from '@gp/shared-ui/list';
import { AtivoFilter } from '@gp/shared-ui/list';
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

/**
 * What the list of a register that details an asset adds to the kit's `RegisterListPage`
 * (docs/decisions/039-the-register-kit.md): back to the assets, the asset it is narrowed to, the
 * register's own filters, the active filter, and the note that the data is edited in the asset's form.
 */
export function useBemRecordList<T extends BemRecord>({
  list,
  filters,
  feminine,
  what,
  status,
}: {
  list: ServerList<T>;
  /** The activate/deactivate row action, when the location may change the register. */
  status:
    | (Omit<StatusActionProps<T>, 'record' | 'label' | 'feminine'> & {
        /** The row action's accessible name after 'Inativar'/'Ativar'. */
        label: (record: T) => string;
      })
    | false;
  /** The register's own filters, between the asset it is narrowed to and the active filter. */
  filters?: ReactNode;
  /** The register's noun is feminine ('Ativas'/'Inativas'). */
  feminine?: boolean;
  /** How the note names a record, e.g. 'cada imóvel'. */
  what: string;
}) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  return {
    onBack: () => navigate(paths.bens()),
    active: (row: T) => row,
    actions: status && {
      count: 1,
      render: (row: T) => (
        <StatusAction<T> {...status} feminine={feminine} record={row} label={status.label(row)} />
      ),
    },
    filters: (
      <>
        <BemScopeTag list={list} />
        {filters}
        <AtivoFilter list={list} feminine={feminine} />
      </>
    ),
    note: (
      <Typography.Text type="secondary">{`Os dados de ${what} são editados no formulário do bem.`}</Typography.Text>
    ),
  };
}
