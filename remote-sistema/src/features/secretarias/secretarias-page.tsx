import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { CompanyListItem } from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, ListSearch, LoadError, Tooltip } from '@gp/shared-ui';
import { Button, Card, Flex, Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClientOptions } from '../../components/client-options.js';
import { useClientIdParam } from '../../components/client-param.js';
import { ClientSelect } from '../../components/client-select.js';
import { useListParams } from '../../components/list-params.js';
import { useRemote } from '../../session/remote-context.js';
import { useDepartmentList } from './department-queries.js';

export const PAGE_TITLE = 'Departamentos';
export const PAGE_SUBTITLE = 'Consulte abaixo os departamentos (secretarias) cadastrados';

const withClient = (path: string, clientId: string | undefined) =>
  clientId ? `${path}${path.includes('?') ? '&' : '?'}clientId=${clientId}` : path;

/** /app/sistema/secretarias (spec §2 Departamentos): support, or a location with `departments`. */
export function SecretariasPage() {
  const { access, basePath, session } = useRemote();
  const navigate = useNavigate();
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const [params, setParams] = useListParams();
  const [clientId, setClientId] = useClientIdParam();
  const clients = useClientOptions();
  const list = useDepartmentList({ ...params, clientId });
  const base = `${basePath}/secretarias`;

  const columns = useMemo((): DataTableColumn<CompanyListItem>[] => {
    const result: DataTableColumn<CompanyListItem>[] = [{ title: 'Nome', dataIndex: 'name' }];
    if (isSupport) result.push({ title: 'Cliente', key: 'client', render: (_v, d) => d.client?.name ?? '-' });
    result.push(
      { title: 'Responsável', dataIndex: 'responsibleName', render: (value: string | null) => value ?? '-' },
      { title: 'Código UA', dataIndex: 'uaCode', render: (value: string | null) => value ?? '-' },
      {
        title: 'Situação',
        dataIndex: 'active',
        render: (active: boolean) =>
          active ? <Tag color="success">Ativo</Tag> : <Tag color="error">Inativo</Tag>,
      },
    );
    if (access.departments.update)
      result.push({
        title: 'Ações',
        key: 'actions',
        align: 'right',
        width: 90,
        render: (_value, department) => (
          <Flex justify="end">
            <Tooltip title="Editar">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Editar departamento ${department.name}`}
                onClick={() => navigate(withClient(`${base}/editar?id=${department.id}`, clientId))}
              />
            </Tooltip>
          </Flex>
        ),
      });
    return result;
  }, [isSupport, access.departments.update, navigate, base, clientId]);

  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={
        access.departments.create
          ? [
              <Button
                key="add"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(withClient(`${base}/criar`, clientId))}
              >
                Adicionar
              </Button>,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        {list.isError ? (
          <LoadError message="Não foi possível carregar os departamentos." onRetry={() => list.refetch()} />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            <Flex gap="middle" wrap>
              <ListSearch
                label="Buscar departamentos"
                placeholder="Buscar por nome ou CPF/CNPJ"
                value={params.search}
                onSearch={(search) => setParams({ search })}
              />
              {isSupport ? (
                <ClientSelect
                  aria-label="Cliente"
                  clients={clients.data}
                  loading={clients.isPending}
                  allowClear
                  placeholder="Todos os clientes"
                  value={clientId}
                  onChange={(value) => setClientId(value)}
                  style={{ minWidth: 280 }}
                />
              ) : null}
            </Flex>
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
    </PageContainer>
  );
}
