import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  formatCep,
  type Localizacao,
  LocalizacaoPageSchema,
  LocalizacaoSchema,
  type StatusBody,
} from '@gp/shared-contracts';
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

export const PAGE_TITLE = 'Imóveis';
const SORTS = ['descricao', 'municipio', 'created_at'] as const;
const NOUN = { noun: 'localização de imóvel', feminine: true } as const;

/** GET /patrimonio/localizacaoimovel and PUT /patrimonio/localizacaoimovel/id (spec §7). */
const imoveisApi = {
  list: async (api: KyInstance, searchParams: URLSearchParams) =>
    v.parse(LocalizacaoPageSchema, await api.get('patrimonio/localizacaoimovel', { searchParams }).json()),
  status: async (api: KyInstance, body: StatusBody) =>
    v.parse(LocalizacaoSchema, await api.put('patrimonio/localizacaoimovel/id', { json: body }).json()),
};

function listQuery(params: URLSearchParams): URLSearchParams {
  const { page, limit } = readPage(params);
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const key of ['search', 'ativo', 'bempatrimonial_id']) {
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

const address = (l: Localizacao) =>
  [l.endereco && `${l.endereco}${l.numero ? `, ${l.numero}` : ''}`, l.bairro, l.cep && formatCep(l.cep)]
    .filter(Boolean)
    .join(' · ') || '-';

/**
 * /app/patrimonio/imoveis: the location records of the properties (DOMAIN §2). A record is edited in its
 * asset's form; here it is found, opened and activated or deactivated with a reason.
 */
export function ImoveisPage() {
  const { api, access, paths, localId } = useRemote();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListQuery();
  const { params } = list;
  const query = useMemo(() => listQuery(params), [params]);
  const keys = ['patrimonio', localId, 'imoveis'] as const;
  const imoveis = useQuery({
    queryKey: [...keys, query.toString()],
    queryFn: () => imoveisApi.list(api, query),
    placeholderData: keepPreviousData,
  });
  const status = useMutation({
    mutationFn: (body: StatusBody) => imoveisApi.status(api, body),
    retry: 0,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys }),
        queryClient.invalidateQueries({ queryKey: ['patrimonio', localId, 'bens'] }),
      ]),
  });
  const [target, setTarget] = useState<{ record: Localizacao | null; seq: number }>({ record: null, seq: 0 });
  const canUpdate = access.assets.update;

  const columns = useMemo<DataTableColumn<Localizacao>[]>(() => {
    const base: DataTableColumn<Localizacao>[] = [
      {
        title: 'Descrição',
        key: 'descricao',
        dataIndex: 'descricao',
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'descricao'),
      },
      { title: 'Endereço', key: 'endereco', render: (_v, l) => address(l) },
      {
        title: 'Município',
        key: 'municipio',
        dataIndex: 'municipio',
        width: 180,
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'municipio'),
        render: (m: string | null, l) => (m ? `${m}${l.uf ? `/${l.uf}` : ''}` : '-'),
      },
      { title: 'Matrícula', dataIndex: 'matricula', width: 120, render: (m: string | null) => m ?? '-' },
      {
        title: 'Bem',
        key: 'bem',
        render: (_v, l) => (
          <Link to={paths.bemEditar(l.bem.id)}>
            {l.bem.CodigoBEM} · {l.bem.descricao}
          </Link>
        ),
      },
      {
        title: 'Situação',
        dataIndex: 'ativo',
        width: 100,
        render: (ativo: boolean, l) => <StatusTag ativo={ativo} motivo={l.motivo} />,
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
        render: (_v, l) => (
          <Tooltip title={l.ativo ? 'Inativar' : 'Ativar'}>
            <Button
              type="text"
              danger={l.ativo}
              icon={l.ativo ? <StopOutlined /> : <CheckCircleOutlined />}
              aria-label={`${l.ativo ? 'Inativar' : 'Ativar'} localização do bem ${l.bem.CodigoBEM}`}
              onClick={() => setTarget((t) => ({ record: l, seq: t.seq + 1 }))}
            />
          </Tooltip>
        ),
      },
    ];
  }, [canUpdate, params, paths]);

  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle="Localizações dos bens imóveis"
      onBack={() => navigate(paths.bens())}
    >
      <Flex vertical gap="middle">
        {imoveis.isError ? (
          <LoadError message="Não foi possível carregar os imóveis." onRetry={() => imoveis.refetch()} />
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
                label="Buscar imóveis"
                placeholder="Buscar por descrição, endereço, matrícula ou inscrição"
                value={list.search}
                onSearch={(search) => list.set({ search })}
              />
              <Select
                aria-label="Situação"
                allowClear
                placeholder="Ativas e inativas"
                value={params.get('ativo') ?? undefined}
                onChange={(value) => list.set({ ativo: value ?? null })}
                options={[
                  { value: 'true', label: 'Ativas' },
                  { value: 'false', label: 'Inativas' },
                ]}
                style={{ width: 170 }}
              />
            </Flex>
            <Typography.Text type="secondary">
              Os dados de cada imóvel são editados no formulário do bem.
            </Typography.Text>
            <DataTable<Localizacao>
              mode="server"
              label={PAGE_TITLE}
              columns={columns}
              rowKey="id"
              data={imoveis.data?.data}
              total={imoveis.data?.total}
              page={list.page}
              pageSize={list.limit}
              loading={imoveis.isPending}
              scroll={{ x: 1000 }}
              onQueryChange={({ page, pageSize, sort }) =>
                list.set({ page, limit: pageSize, ...sortChanges(sort, SORTS) })
              }
            />
          </Flex>
        </Card>
      </Flex>
      <StatusDialog<Localizacao>
        key={`status-${target.seq}`}
        {...NOUN}
        open={target.record !== null}
        record={target.record}
        describe={(l) => `${l.descricao} (bem ${l.bem.CodigoBEM})`}
        save={(body) => status.mutateAsync(body)}
        saving={status.isPending}
        onClose={() => setTarget((t) => ({ ...t, record: null }))}
      />
    </PageContainer>
  );
}
