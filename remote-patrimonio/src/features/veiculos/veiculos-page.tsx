import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { type StatusBody, type Veiculo, VeiculoPageSchema, VeiculoSchema } from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, ListSearch, LoadError, Tooltip } from '@gp/shared-ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import type { KyInstance } from 'ky';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { readPage, sortChanges, sortOrderOf, useListQuery } from '../../components/list-params.js';
import { StatusDialog } from '../../components/status-dialog.js';
import { StatusTag } from '../../components/status-tag.js';
import { useRemote } from '../../session/remote-context.js';

export const PAGE_TITLE = 'Veículos e equipamentos';
const SORTS = ['placa', 'modelo', 'created_at'] as const;
const NOUN = { noun: 'veículo ou equipamento' } as const;

/** GET /patrimonio/veiculoequipamento and PUT /patrimonio/veiculoequipamento/id (spec §7). */
const veiculosApi = {
  list: async (api: KyInstance, searchParams: URLSearchParams) =>
    v.parse(VeiculoPageSchema, await api.get('patrimonio/veiculoequipamento', { searchParams }).json()),
  status: async (api: KyInstance, body: StatusBody) =>
    v.parse(VeiculoSchema, await api.put('patrimonio/veiculoequipamento/id', { json: body }).json()),
};

function listQuery(params: URLSearchParams): URLSearchParams {
  const { page, limit } = readPage(params);
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const key of ['search', 'ativo', 'tipo', 'bempatrimonial_id']) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) {
    query.set('sort', sort);
    query.set('order', params.get('order') === 'desc' ? 'desc' : 'asc');
  }
  return query;
}

const placa = (value: string | null) =>
  value ? (/^[A-Z]{3}\d{4}$/.test(value) ? `${value.slice(0, 3)}-${value.slice(3)}` : value) : '-';

/**
 * /app/patrimonio/veiculos: the vehicle and equipment records that detail movable assets. A record is
 * edited in its asset's form; here it is found, opened and activated or deactivated with a reason.
 */
export function VeiculosPage() {
  const { api, access, paths, localId } = useRemote();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListQuery();
  const { params } = list;
  const query = useMemo(() => listQuery(params), [params]);
  const keys = ['patrimonio', localId, 'veiculos'] as const;
  const veiculos = useQuery({
    queryKey: [...keys, query.toString()],
    queryFn: () => veiculosApi.list(api, query),
    placeholderData: keepPreviousData,
  });
  const status = useMutation({
    mutationFn: (body: StatusBody) => veiculosApi.status(api, body),
    retry: 0,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys }),
        queryClient.invalidateQueries({ queryKey: ['patrimonio', localId, 'bens'] }),
      ]),
  });
  const [target, setTarget] = useState<{ record: Veiculo | null; seq: number }>({ record: null, seq: 0 });
  const canUpdate = access.assets.update;

  const columns = useMemo<DataTableColumn<Veiculo>[]>(() => {
    const base: DataTableColumn<Veiculo>[] = [
      {
        title: 'Tipo',
        dataIndex: 'tipo',
        width: 120,
        render: (tipo: string) => (tipo === 'veiculo' ? 'Veículo' : 'Equipamento'),
      },
      {
        title: 'Placa',
        key: 'placa',
        dataIndex: 'placa',
        width: 110,
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'placa'),
        render: placa,
      },
      {
        title: 'Marca / modelo',
        key: 'modelo',
        dataIndex: 'modelo',
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'modelo'),
        render: (_m: string | null, item) => [item.marca, item.modelo].filter(Boolean).join(' ') || '-',
      },
      {
        title: 'Ano',
        key: 'ano',
        width: 110,
        render: (_v, item) =>
          item.ano_fabricacao ? `${item.ano_fabricacao}${item.ano_modelo ? `/${item.ano_modelo}` : ''}` : '-',
      },
      { title: 'RENAVAM', dataIndex: 'renavam', width: 130, render: (r: string | null) => r ?? '-' },
      {
        title: 'Bem',
        key: 'bem',
        render: (_v, item) => (
          <Link to={paths.bemEditar(item.bem.id)}>
            {item.bem.CodigoBEM} · {item.bem.descricao}
          </Link>
        ),
      },
      {
        title: 'Situação',
        dataIndex: 'ativo',
        width: 100,
        render: (ativo: boolean, item) => <StatusTag ativo={ativo} motivo={item.motivo} />,
      },
    ];
    if (!canUpdate) return base;
    return [
      ...base,
      {
        title: 'Ações',
        key: 'actions',
        width: 80,
        align: 'right',
        render: (_v, item) => (
          <Tooltip title={item.ativo ? 'Inativar' : 'Ativar'}>
            <Button
              type="text"
              danger={item.ativo}
              icon={item.ativo ? <StopOutlined /> : <CheckCircleOutlined />}
              aria-label={`${item.ativo ? 'Inativar' : 'Ativar'} ${placa(item.placa)} do bem ${item.bem.CodigoBEM}`}
              onClick={() => setTarget((t) => ({ record: item, seq: t.seq + 1 }))}
            />
          </Tooltip>
        ),
      },
    ];
  }, [canUpdate, params, paths]);

  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle="Registros de veículos e equipamentos dos bens móveis"
      onBack={() => navigate(paths.bens())}
    >
      <Flex vertical gap="middle">
        {veiculos.isError ? (
          <LoadError
            message="Não foi possível carregar os veículos e equipamentos."
            onRetry={() => veiculos.refetch()}
          />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            <Flex gap="small" wrap align="center">
              {params.get('bempatrimonial_id') ? (
                <Tag closable onClose={() => list.set({ bempatrimonial_id: null })} color="blue">
                  Somente o bem aberto
                </Tag>
              ) : null}
              <ListSearch
                label="Buscar veículos e equipamentos"
                placeholder="Buscar por placa, RENAVAM, chassi ou modelo"
                value={list.search}
                onSearch={(search) => list.set({ search })}
              />
              <Select
                aria-label="Tipo"
                allowClear
                placeholder="Veículos e equipamentos"
                value={params.get('tipo') ?? undefined}
                onChange={(value) => list.set({ tipo: value ?? null })}
                options={[
                  { value: 'veiculo', label: 'Veículos' },
                  { value: 'equipamento', label: 'Equipamentos' },
                ]}
                style={{ width: 210 }}
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
            </Flex>
            <Typography.Text type="secondary">
              Os dados de cada registro são editados no formulário do bem.
            </Typography.Text>
            <DataTable<Veiculo>
              mode="server"
              label={PAGE_TITLE}
              columns={columns}
              rowKey="id"
              data={veiculos.data?.data}
              total={veiculos.data?.total}
              page={list.page}
              pageSize={list.limit}
              loading={veiculos.isPending}
              scroll={{ x: 1000 }}
              onQueryChange={({ page, pageSize, sort }) =>
                list.set({ page, limit: pageSize, ...sortChanges(sort, SORTS) })
              }
            />
          </Flex>
        </Card>
      </Flex>
      <StatusDialog<Veiculo>
        key={`status-${target.seq}`}
        {...NOUN}
        open={target.record !== null}
        record={target.record}
        describe={(item) => `${placa(item.placa)} do bem ${item.bem.CodigoBEM}`}
        save={(body) => status.mutateAsync(body)}
        saving={status.isPending}
        onClose={() => setTarget((t) => ({ ...t, record: null }))}
      />
    </PageContainer>
  );
}
