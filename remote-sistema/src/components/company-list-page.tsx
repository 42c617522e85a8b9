import type { CompanyListItem } from '@gp/shared-contracts';
import type { DataTableColumn } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { actionsColumn, EditAction, type ListColumn, ListPage, statusColumn } from '@gp/shared-ui/list';
import { useNavigate } from 'react-router-dom';
import { useList, useRemote } from '../session/remote-context.js';
import { ClientFilter, withClient } from './client-select.js';
import { COMPANY_LISTS, type CompanyResource, listCompanies } from './companies-api.js';

type CompanyListPageProps = {
  resource: Extract<CompanyResource, 'departments' | 'sectors'>;
  /** The area path of the register, e.g. 'secretarias' (its /criar and /editar?id= beside it). */
  path: string;
  /** The page's title, subtitle, search box and load failure. */
  texts: ListPageTexts;
  /** How a row is named in its actions, e.g. 'departamento'. */
  noun: string;
  /**
   * The register's own columns after 'Nome', with `client` ('Cliente', shown to support only) where it
   * goes; 'Situação' and 'Ações' follow.
   */
  columns: (client: DataTableColumn<CompanyListItem>[]) => DataTableColumn<CompanyListItem>[];
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
  texts,
  noun,
  columns,
  canCreate,
  canUpdate,
}: CompanyListPageProps) {
  const { basePath, session } = useRemote();
  const navigate = useNavigate();
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const list = useList<CompanyListItem>({
    resource: resource,
    request: (api, query) => listCompanies(api, resource, query),
    exportar: COMPANY_LISTS[resource],
    filters: ['clientId'],
  });
  const open = (to: string) => navigate(withClient(`${basePath}/${path}/${to}`, list.clientId));

  const shown: ListColumn<CompanyListItem>[] = [
    { title: 'Nome', dataIndex: 'name', main: true },
    ...columns(isSupport ? [clientColumn] : []),
    statusColumn((company) => company.active),
    canUpdate &&
      actionsColumn<CompanyListItem>(1, (company) => (
        <EditAction what={`${noun} ${company.name}`} onClick={() => open(`editar?id=${company.id}`)} />
      )),
  ];

  return (
    <ListPage<CompanyListItem>
      {...texts}
      add={canCreate && (() => open('criar'))}
      list={list}
      columns={shown}
      filters={isSupport ? <ClientFilter list={list} /> : null}
    />
  );
}
