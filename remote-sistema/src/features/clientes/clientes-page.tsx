import { BankOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { type CompanyListItem, formatCpfCnpj } from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, ListSearch, LoadError, Tooltip } from '@gp/shared-ui';
import { Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { useListParams } from '../../components/list-params.js';
import { useProtectedImage } from '../../components/protected-file.js';
import { useRemote } from '../../session/remote-context.js';
import { ClientDrawer, type ClientTarget } from './client-drawer.js';
import { useClientList } from './client-queries.js';

export const PAGE_TITLE = 'Clientes';
export const PAGE_SUBTITLE = 'Consulte abaixo os clientes da aplicação';

/** The open record lives in the URL (`?cliente=novo` or `?cliente={id}`), so it survives a reload. */
export const CLIENT_PARAM = 'cliente';
const NEW = 'novo';

export function readClientTarget(params: URLSearchParams): ClientTarget | null {
  const raw = params.get(CLIENT_PARAM);
  if (raw === NEW) return 'new';
  return raw && v.is(v.pipe(v.string(), v.uuid()), raw) ? { id: raw } : null;
}

function ClientLogo({ client }: { client: CompanyListItem }) {
  const src = useProtectedImage(client.profileImg);
  return <Avatar shape="square" size="small" src={src} icon={<BankOutlined />} alt="" />;
}

/** /app/sistema/clientes (spec §2 Clientes): the application's clients, support only. */
export function ClientesPage() {
  const { access } = useRemote();
  const [params, setParams] = useListParams();
  const [search, setSearch] = useSearchParams();
  const list = useClientList(params);
  const target = readClientTarget(search);

  const openTarget = useCallback(
    (next: string | null, replace = false) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(CLIENT_PARAM, next);
          else updated.delete(CLIENT_PARAM);
          return updated;
        },
        { replace },
      ),
    [setSearch],
  );

  const columns = useMemo((): DataTableColumn<CompanyListItem>[] => {
    const base: DataTableColumn<CompanyListItem>[] = [
      {
        title: 'Razão social',
        dataIndex: 'name',
        render: (_value, client) => (
          <Flex align="center" gap="small">
            <ClientLogo client={client} />
            <Flex vertical>
              <span>{client.name}</span>
              {client.fantasyName ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
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
        render: (value: string | null) => (value ? formatCpfCnpj(value) : '-'),
      },
      {
        title: 'Cidade/UF',
        key: 'city',
        render: (_value, client) =>
          client.city ? `${client.city}${client.state ? `/${client.state}` : ''}` : '-',
      },
      { title: 'E-mail', dataIndex: 'email', render: (value: string | null) => value ?? '-' },
      {
        title: 'Situação',
        dataIndex: 'active',
        render: (active: boolean) =>
          active ? <Tag color="success">Ativo</Tag> : <Tag color="error">Inativo</Tag>,
      },
      {
        title: 'Ações',
        key: 'actions',
        align: 'right',
        width: 90,
        render: (_value, client) => (
          <Flex justify="end">
            <Tooltip title={access.clients.update ? 'Editar' : 'Consultar'}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Editar cliente ${client.name}`}
                onClick={() => openTarget(client.id)}
              />
            </Tooltip>
          </Flex>
        ),
      },
    ];
    return base;
  }, [access.clients.update, openTarget]);

  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={
        access.clients.create
          ? [
              <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openTarget(NEW)}>
                Adicionar
              </Button>,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        {list.isError ? (
          <LoadError message="Não foi possível carregar os clientes." onRetry={() => list.refetch()} />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            <ListSearch
              label="Buscar clientes"
              placeholder="Buscar por razão social, nome fantasia ou CPF/CNPJ"
              value={params.search}
              onSearch={(text) => setParams({ search: text })}
            />
            <DataTable<CompanyListItem>
              mode="server"
              label={PAGE_TITLE}
              columns={columns}
              rowKey="id"
              data={list.data?.data}
              total={list.data?.total}
              page={params.page}
              pageSize={params.limit}
              loading={list.isPending}
              onQueryChange={({ page, pageSize }) => setParams({ page, limit: pageSize })}
            />
          </Flex>
        </Card>
      </Flex>
      <ClientDrawer
        target={target}
        onClose={() => openTarget(null)}
        onCreated={(client) => openTarget(client.id, true)}
      />
    </PageContainer>
  );
}
