import { BankOutlined, EditOutlined } from '@ant-design/icons';
import { type CompanyListItem, formatCpfCnpj } from '@gp/shared-contracts';
import type { DataTableColumn } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { actionsColumn, ListPage, RowAction, statusColumn } from '@gp/shared-ui/list';
import { Avatar, Flex, Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { COMPANY_LISTS } from '../../components/companies-api.js';
import { useStoredImage } from '../../components/image-picker.js';
import { useList, useRemote } from '../../session/remote-context.js';
import { CLIENTS, listClients } from './api.js';
import { ClientDrawer, type ClientTarget } from './client-drawer.js';

/**
 * The record open in the drawer lives in the URL (`?cliente=novo` or `?cliente={id}`), so it survives a
 * reload. It is the record being edited, not a filter of the list (that would be `clientId`).
 */
export const RECORD_PARAM = 'cliente';
const NEW = 'novo';

export function readClientTarget(params: URLSearchParams): ClientTarget | null {
  const raw = params.get(RECORD_PARAM);
  if (raw === NEW) return 'new';
  return raw && v.is(v.pipe(v.string(), v.uuid()), raw) ? { id: raw } : null;
}

function ClientLogo({ client }: { client: CompanyListItem }) {
  const src = useStoredImage(client.profileImg);
  return (
    <Avatar shape="square" size="small" src={src} icon={<BankOutlined />} alt="" style={{ flex: 'none' }} />
  );
}

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Clientes',
  subTitle: 'Consulte abaixo os clientes da aplicação',
  search: { label: 'Buscar clientes', placeholder: 'Buscar por razão social, nome fantasia ou CPF/CNPJ' },
  loadError: 'Não foi possível carregar os clientes.',
} satisfies ListPageTexts;

/** /app/sistema/clientes: the application's clients, support only (docs/product.md, "Áreas e rotas"). */
export function ClientesPage() {
  const { access } = useRemote();
  const list = useList<CompanyListItem>({
    resource: CLIENTS,
    request: listClients,
    exportar: COMPANY_LISTS.clients,
  });
  const [search, setSearch] = useSearchParams();
  const target = readClientTarget(search);

  const openTarget = useCallback(
    (next: string | null, replace = false) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(RECORD_PARAM, next);
          else updated.delete(RECORD_PARAM);
          return updated;
        },
        { replace },
      ),
    [setSearch],
  );

  const columns: DataTableColumn<CompanyListItem>[] = [
    {
      title: 'Razão social',
      dataIndex: 'name',
      ellipsis: true,
      width: 280,
      render: (_value, client) => (
        <Flex align="center" gap="small" style={{ minWidth: 0 }}>
          <ClientLogo client={client} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text ellipsis>{client.name}</Typography.Text>
            {client.fantasyName ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                {client.fantasyName}
              </Typography.Text>
            ) : null}
          </Flex>
        </Flex>
      ),
    },
    {
      title: 'CPF/CNPJ',
      dataIndex: 'cpfCnpj',
      width: 170,
      render: (value: string | null) => (value ? formatCpfCnpj(value) : '-'),
    },
    {
      title: 'Cidade/UF',
      key: 'city',
      ellipsis: true,
      width: 160,
      render: (_value, client) =>
        client.city ? `${client.city}${client.state ? `/${client.state}` : ''}` : '-',
    },
    {
      title: 'E-mail',
      dataIndex: 'email',
      ellipsis: true,
      width: 200,
      render: (value: string | null) => value ?? '-',
    },
    statusColumn((client) => client.active),
    actionsColumn<CompanyListItem>(1, (client) => (
      <RowAction
        title={access.clients.update ? 'Editar' : 'Consultar'}
        label={`Editar cliente ${client.name}`}
        icon={<EditOutlined />}
        onClick={() => openTarget(client.id)}
      />
    )),
  ];

  return (
    <ListPage<CompanyListItem>
      {...TEXTS}
      add={access.clients.create && (() => openTarget(NEW))}
      list={list}
      columns={columns}
    >
      <ClientDrawer
        target={target}
        onClose={() => openTarget(null)}
        onCreated={(client) => openTarget(client.id, true)}
      />
    </ListPage>
  );
}
