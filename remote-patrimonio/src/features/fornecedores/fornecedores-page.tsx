import {
  CheckCircleOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  FORNECEDOR_SORTS,
  type Fornecedor,
  formatCpfCnpj,
  formatPhone,
  TIPO_PESSOA_LABELS,
} from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, ListSearch, LoadError, Tooltip } from '@gp/shared-ui';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readPage, sortChanges, sortOrderOf, useListQuery } from '../../components/list-params.js';
import { ClientSelect } from '../../components/lookup-selects.js';
import { StatusDialog } from '../../components/status-dialog.js';
import { StatusTag } from '../../components/status-tag.js';
import { useRemote } from '../../session/remote-context.js';
import { useKeepsSupplier } from './fornecedor-owner.js';
import { useFornecedorList, useSetFornecedorStatus } from './fornecedor-queries.js';

export const PAGE_TITLE = 'Fornecedores';
export const PAGE_SUBTITLE = 'Consulte abaixo os fornecedores cadastrados';
export const FORNECEDOR_NOUN = { noun: 'fornecedor' } as const;

/** The GET /patrimonio/fornecedor query of the URL. */
function listQuery(params: URLSearchParams): URLSearchParams {
  const { page, limit } = readPage(params);
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const key of ['search', 'tipo_pessoa', 'ativo', 'cliente_id']) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const sort = params.get('sort');
  if (sort && (FORNECEDOR_SORTS as readonly string[]).includes(sort)) {
    query.set('sort', sort);
    query.set('order', params.get('order') === 'desc' ? 'desc' : 'asc');
  }
  return query;
}

/** /app/patrimonio/fornecedor (spec §2): the application's suppliers, with their active/inactive status. */
export function FornecedoresPage() {
  const { access, paths, session } = useRemote();
  const navigate = useNavigate();
  const list = useListQuery();
  const { params } = list;
  const query = useMemo(() => listQuery(params), [params]);
  const fornecedores = useFornecedorList(query);
  const status = useSetFornecedorStatus();
  const [target, setTarget] = useState<{ record: Fornecedor | null; seq: number }>({ record: null, seq: 0 });
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const keeps = useKeepsSupplier();

  const columns = useMemo<DataTableColumn<Fornecedor>[]>(
    () => [
      {
        title: 'Razão social / nome',
        key: 'razao_social',
        dataIndex: 'razao_social',
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'razao_social'),
        render: (name: string, f) => (
          <Flex vertical>
            <span>{name}</span>
            {f.nome_fantasia ? <Typography.Text type="secondary">{f.nome_fantasia}</Typography.Text> : null}
          </Flex>
        ),
      },
      {
        title: 'CPF/CNPJ',
        key: 'cpf_cnpj',
        dataIndex: 'cpf_cnpj',
        width: 190,
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'cpf_cnpj'),
        render: formatCpfCnpj,
      },
      {
        title: 'Tipo',
        dataIndex: 'tipo_pessoa',
        width: 140,
        render: (t: 'F' | 'J') => TIPO_PESSOA_LABELS[t],
      },
      {
        title: 'Contato',
        key: 'contato',
        render: (_v, f) => (
          <Flex vertical>
            <span>{f.email ?? '-'}</span>
            {f.telefone || f.celular ? (
              <Typography.Text type="secondary">{formatPhone(f.telefone ?? f.celular ?? '')}</Typography.Text>
            ) : null}
          </Flex>
        ),
      },
      {
        title: 'Cidade',
        key: 'cidade',
        width: 180,
        render: (_v, f) => (f.cidade ? `${f.cidade}${f.uf ? `/${f.uf}` : ''}` : '-'),
      },
      {
        title: 'Situação',
        dataIndex: 'ativo',
        width: 100,
        render: (ativo: boolean, f) => <StatusTag ativo={ativo} motivo={f.motivo} />,
      },
      {
        title: 'Ações',
        key: 'actions',
        width: 100,
        align: 'right',
        render: (_v, f) => {
          const canUpdate = keeps(f);
          return (
            <Flex justify="end" gap={2}>
              <Tooltip title={canUpdate ? 'Editar' : 'Detalhes'}>
                <Button
                  type="text"
                  icon={canUpdate ? <EditOutlined /> : <EyeOutlined />}
                  aria-label={`${canUpdate ? 'Editar' : 'Detalhes do'} fornecedor ${f.razao_social}`}
                  onClick={() => navigate(paths.fornecedorEditar(f.id))}
                />
              </Tooltip>
              {canUpdate ? (
                <Tooltip title={f.ativo ? 'Inativar' : 'Ativar'}>
                  <Button
                    type="text"
                    danger={f.ativo}
                    icon={f.ativo ? <StopOutlined /> : <CheckCircleOutlined />}
                    aria-label={`${f.ativo ? 'Inativar' : 'Ativar'} fornecedor ${f.razao_social}`}
                    onClick={() => setTarget((t) => ({ record: f, seq: t.seq + 1 }))}
                  />
                </Tooltip>
              ) : null}
            </Flex>
          );
        },
      },
    ],
    [keeps, navigate, paths, params],
  );

  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={
        access.suppliers.create
          ? [
              <Button
                key="add"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(paths.fornecedorCriar())}
              >
                Adicionar
              </Button>,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        {fornecedores.isError ? (
          <LoadError
            message="Não foi possível carregar os fornecedores."
            onRetry={() => fornecedores.refetch()}
          />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            <Flex gap="small" wrap align="center">
              <ListSearch
                label="Buscar fornecedores"
                placeholder="Buscar por nome, fantasia ou CPF/CNPJ"
                value={list.search}
                onSearch={(search) => list.set({ search })}
              />
              <Select
                aria-label="Tipo de pessoa"
                allowClear
                placeholder="Pessoa física e jurídica"
                value={params.get('tipo_pessoa') ?? undefined}
                onChange={(value) => list.set({ tipo_pessoa: value ?? null })}
                options={[
                  { value: 'F', label: 'Pessoa física' },
                  { value: 'J', label: 'Pessoa jurídica' },
                ]}
                style={{ width: 200 }}
              />
              <Select
                aria-label="Situação"
                allowClear
                placeholder="Ativos e inativos"
                value={params.get('ativo') ?? undefined}
                onChange={(value) => list.set({ ativo: value ?? null })}
                options={[
                  { value: 'true', label: 'Ativos' },
                  { value: 'false', label: 'Inativos' },
                ]}
                style={{ width: 170 }}
              />
              {isSuporte ? (
                <ClientSelect
                  aria-label="Cliente que cadastrou"
                  allowClear
                  placeholder="Cadastrados por qualquer cliente"
                  value={params.get('cliente_id') ?? undefined}
                  onChange={(value) => list.set({ cliente_id: value ?? null })}
                  style={{ minWidth: 260 }}
                />
              ) : null}
            </Flex>
            <DataTable<Fornecedor>
              mode="server"
              label={PAGE_TITLE}
              columns={columns}
              rowKey="id"
              data={fornecedores.data?.data}
              total={fornecedores.data?.total}
              page={list.page}
              pageSize={list.limit}
              loading={fornecedores.isPending}
              scroll={{ x: 1000 }}
              onQueryChange={({ page, pageSize, sort }) =>
                list.set({ page, limit: pageSize, ...sortChanges(sort, FORNECEDOR_SORTS) })
              }
            />
          </Flex>
        </Card>
      </Flex>
      <StatusDialog<Fornecedor>
        key={`status-${target.seq}`}
        {...FORNECEDOR_NOUN}
        open={target.record !== null}
        record={target.record}
        describe={(f) => f.razao_social}
        save={(body) => status.mutateAsync(body)}
        saving={status.isPending}
        onClose={() => setTarget((t) => ({ ...t, record: null }))}
      />
    </PageContainer>
  );
}
