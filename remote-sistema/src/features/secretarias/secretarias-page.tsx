import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CompanyListItem } from '@gp/shared-contracts';
import type { DataTableColumn } from '@gp/shared-ui';
import { actionsColumn, ListPage, RowAction, statusColumn, useServerList } from '@gp/shared-ui/list';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ClientFilter, withClient } from '../../components/client-select.js';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';
import { DEPARTMENTS, listDepartments } from './api.js';

export const PAGE_TITLE = 'Departamentos';
export const PAGE_SUBTITLE = 'Consulte abaixo os departamentos (secretarias) cadastrados';

const orDash = (value: string | null) => value ?? '-';

/**
 * /app/sistema/secretarias: support (narrowing by client) or a location with `departments` sees the
 * departments of its client (docs/product.md, "Áreas e rotas").
 */
export function SecretariasPage() {
  const { access, api, basePath, session } = useRemote();
  const navigate = useNavigate();
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const list = useServerList<CompanyListItem>({
    queryKey: keys.lists(session.local?.id ?? null, DEPARTMENTS),
    request: (query) => listDepartments(api, query),
    filters: ['clientId'],
  });
  const open = (path: string) => navigate(withClient(`${basePath}/secretarias/${path}`, list.clientId));

  const columns: DataTableColumn<CompanyListItem>[] = [
    { title: 'Nome', dataIndex: 'name', ellipsis: true, width: 260 },
    ...(isSupport
      ? [
          {
            title: 'Cliente',
            key: 'client',
            ellipsis: true,
            width: 240,
            render: (_v, d) => d.client?.name ?? '-',
          } satisfies DataTableColumn<CompanyListItem>,
        ]
      : []),
    { title: 'Responsável', dataIndex: 'responsibleName', ellipsis: true, width: 200, render: orDash },
    { title: 'Código UA', dataIndex: 'uaCode', width: 120, render: orDash },
    statusColumn((d) => d.active),
    ...(access.departments.update
      ? [
          actionsColumn<CompanyListItem>(1, (department) => (
            <RowAction
              title="Editar"
              label={`Editar departamento ${department.name}`}
              icon={<EditOutlined />}
              onClick={() => open(`editar?id=${department.id}`)}
            />
          )),
        ]
      : []),
  ];

  return (
    <ListPage<CompanyListItem>
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={
        access.departments.create
          ? [
              <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => open('criar')}>
                Adicionar
              </Button>,
            ]
          : []
      }
      list={list}
      columns={columns}
      rowKey="id"
      search={{ label: 'Buscar departamentos', placeholder: 'Buscar por nome ou CPF/CNPJ' }}
      filters={isSupport ? <ClientFilter list={list} /> : null}
      loadError="Não foi possível carregar os departamentos."
    />
  );
}
