import { EditOutlined } from '@ant-design/icons';
import type { CompanyListItem } from '@gp/shared-contracts';
import type { DataTableColumn } from '@gp/shared-ui';
import { actionsColumn, ListPage, RowAction, statusColumn, useServerList } from '@gp/shared-ui/list';
import { useNavigate } from 'react-router-dom';
import { keys } from '../query-keys.js';
import { useRemote } from '../session/remote-context.js';
import { AddButton } from './add-button.js';
import { ClientFilter, withClient } from './client-select.js';
import { type CompanyResource, listCompanies } from './companies-api.js';

type CompanyListPageProps = {
  resource: Extract<CompanyResource, 'departments' | 'sectors'>;
  /** The area path of the register, e.g. 'secretarias' (its /criar and /editar?id= beside it). */
  path: string;
  title: string;
  subTitle: string;
  /** How a row is named in its actions, e.g. 'departamento'. */
  noun: string;
  /**
   * The register's own columns after 'Nome', with `client` ('Cliente', shown to support only) where it
   * goes; 'Situação' and 'Ações' follow.
   */
  columns: (client: DataTableColumn<CompanyListItem>[]) => DataTableColumn<CompanyListItem>[];
  search: { label: string; placeholder: string };
  loadError: string;
  canCreate: boolean;
  canUpdate: boolean;
};

const clientColumn: DataTableColumn<CompanyListItem> = {
  title: 'Cliente',
  key: 'client',
  ellipsis: true,
  width: 200,
  render: (_v, company) => company.client?.name ?? '-',
};

/**
 * The list page of a company register of a client (Departamentos, Setores): support narrows it by
 * client (`clientId` in the URL, carried to /criar and /editar and back), anyone else sees its own
 * client's; 'Adicionar' and each row's 'Editar' open the register's form pages.
 */
export function CompanyListPage({
  resource,
  path,
  title,
  subTitle,
  noun,
  columns,
  search,
  loadError,
  canCreate,
  canUpdate,
}: CompanyListPageProps) {
  const { api, basePath, session } = useRemote();
  const navigate = useNavigate();
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const list = useServerList<CompanyListItem>({
    queryKey: keys.lists(session.local?.id ?? null, resource),
    request: (query) => listCompanies(api, resource, query),
    filters: ['clientId'],
  });
  const open = (to: string) => navigate(withClient(`${basePath}/${path}/${to}`, list.clientId));

  const shown: DataTableColumn<CompanyListItem>[] = [
    { title: 'Nome', dataIndex: 'name', ellipsis: true, width: 240 },
    ...columns(isSupport ? [clientColumn] : []),
    statusColumn((company) => company.active),
    ...(canUpdate
      ? [
          actionsColumn<CompanyListItem>(1, (company) => (
            <RowAction
              title="Editar"
              label={`Editar ${noun} ${company.name}`}
              icon={<EditOutlined />}
              onClick={() => open(`editar?id=${company.id}`)}
            />
          )),
        ]
      : []),
  ];

  return (
    <ListPage<CompanyListItem>
      title={title}
      subTitle={subTitle}
      extra={canCreate ? [<AddButton key="add" onClick={() => open('criar')} />] : []}
      list={list}
      columns={shown}
      rowKey="id"
      search={search}
      filters={isSupport ? <ClientFilter list={list} /> : null}
      loadError={loadError}
    />
  );
}
