import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CompanyListItem } from '@gp/shared-contracts';
import type { DataTableColumn } from '@gp/shared-ui';
import { actionsColumn, ListPage, RowAction, statusColumn, useServerList } from '@gp/shared-ui/list';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ClientFilter, withClient } from '../../components/client-select.js';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';
import { listSectors, SECTORS } from './api.js';

export const PAGE_TITLE = 'Setores';
export const PAGE_SUBTITLE = 'Consulte abaixo os setores cadastrados e seus departamentos';

/**
 * /app/sistema/setores: support (narrowing by client) or a location with `hasSetor` sees the sectors
 * of its client with their departments (docs/product.md, "Áreas e rotas").
 */
export function SetoresPage() {
  const { access, api, basePath, session } = useRemote();
  const navigate = useNavigate();
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const list = useServerList<CompanyListItem>({
    queryKey: keys.lists(session.local?.id ?? null, SECTORS),
    request: (query) => listSectors(api, query),
    filters: ['clientId'],
  });
  const open = (path: string) => navigate(withClient(`${basePath}/setores/${path}`, list.clientId));

  const columns: DataTableColumn<CompanyListItem>[] = [
    { title: 'Nome', dataIndex: 'name', ellipsis: true, width: 240 },
    {
      title: 'Departamento',
      key: 'department',
      ellipsis: true,
      width: 220,
      render: (_v, sector) => sector.department?.name ?? '-',
    },
    ...(isSupport
      ? [
          {
            title: 'Cliente',
            key: 'client',
            ellipsis: true,
            width: 220,
            render: (_v, sector) => sector.client?.name ?? '-',
          } satisfies DataTableColumn<CompanyListItem>,
        ]
      : []),
    {
      title: 'Código do setor',
      dataIndex: 'sectorCode',
      width: 150,
      render: (value: string | null) => value ?? '-',
    },
    statusColumn((sector) => sector.active),
    ...(access.sectors.update
      ? [
          actionsColumn<CompanyListItem>(1, (sector) => (
            <RowAction
              title="Editar"
              label={`Editar setor ${sector.name}`}
              icon={<EditOutlined />}
              onClick={() => open(`editar?id=${sector.id}`)}
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
        access.sectors.create
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
      search={{ label: 'Buscar setores', placeholder: 'Buscar por nome ou CPF/CNPJ' }}
      filters={isSupport ? <ClientFilter list={list} /> : null}
      loadError="Não foi possível carregar os setores."
    />
  );
}
