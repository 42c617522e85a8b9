import {
  CarOutlined,
  EditOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  HistoryOutlined,
  PaperClipOutlined,
  PlusOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { BEM_SORTS, type BemListItem } from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  formatDate,
  formatMoney,
  ListSearch,
  LoadError,
  Tooltip,
} from '@gp/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { assetKeys, useBemUtils } from '../../components/asset-api.js';
import { estadoLabel, SituacaoTag } from '../../components/asset-labels.js';
import { sortChanges, sortOrderOf, useListQuery } from '../../components/list-params.js';
import { ClientSelect } from '../../components/lookup-selects.js';
import { useRemote } from '../../session/remote-context.js';
import { listBens } from './bens-api.js';
import { BensFilters } from './bens-filters.js';
import { listQuery } from './bens-list.js';
import { MovementModal } from './movement-modal.js';

export const PAGE_TITLE = 'Bens Patrimoniais';
export const PAGE_SUBTITLE = 'Consulte abaixo os bens patrimoniais cadastrados';

/** /app/patrimonio: the asset list, paged, searched, filtered and sorted on the server (issue 5). */
export function BensPage() {
  const { api, access, paths, session, localId } = useRemote();
  const navigate = useNavigate();
  const list = useListQuery();
  const { params } = list;
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = params.get('cliente_id');
  const query = useMemo(() => listQuery(params), [params]);
  const bens = useQuery({
    queryKey: [...assetKeys.all(localId), 'list', query.toString()],
    queryFn: () => listBens(api, query),
    placeholderData: keepPreviousData,
  });
  // The filters' option lists are a client's: support first chooses the client.
  const utils = useBemUtils(clienteId, !isSuporte || Boolean(clienteId));
  const [moving, setMoving] = useState<string | null>(null);

  const canUpdate = access.assets.update;
  const columns = useMemo<DataTableColumn<BemListItem>[]>(
    () => [
      {
        title: 'Código',
        key: 'codigo',
        dataIndex: 'CodigoBEM',
        width: 100,
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'codigo'),
      },
      {
        title: 'Descrição',
        key: 'descricao',
        dataIndex: 'descricao',
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'descricao'),
      },
      { title: 'Categoria', dataIndex: ['categoria', 'nome'] },
      {
        title: 'Situação',
        dataIndex: 'situacao',
        width: 130,
        render: (situacao: string) => <SituacaoTag situacao={situacao} />,
      },
      { title: 'Estado', dataIndex: 'estado_conservacao', width: 110, render: estadoLabel },
      {
        title: 'Localização',
        key: 'local',
        render: (_v, bem) => (
          <Flex vertical>
            <span>{bem.secretaria.name}</span>
            {bem.setor ? <Typography.Text type="secondary">{bem.setor.name}</Typography.Text> : null}
          </Flex>
        ),
      },
      {
        title: 'Aquisição',
        key: 'data_aquisicao',
        dataIndex: 'data_aquisicao',
        width: 120,
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'data_aquisicao'),
        render: (value: string) => formatDate(value),
      },
      {
        title: 'Valor de aquisição',
        key: 'valor_aquisicao',
        dataIndex: 'valor_aquisicao',
        width: 160,
        align: 'right',
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'valor_aquisicao'),
        render: (value: string) => formatMoney(value),
      },
      {
        title: 'Valor atual',
        dataIndex: 'valor_atual',
        width: 140,
        align: 'right',
        render: (value: string) => formatMoney(value),
      },
      {
        title: 'Ações',
        key: 'actions',
        width: 176,
        align: 'right',
        fixed: 'right',
        render: (_v, bem) => (
          <Flex justify="end" gap={2}>
            <Tooltip title={canUpdate ? 'Editar' : 'Detalhes'}>
              <Button
                type="text"
                icon={canUpdate ? <EditOutlined /> : <EyeOutlined />}
                aria-label={`${canUpdate ? 'Editar' : 'Detalhes do'} bem ${bem.CodigoBEM}`}
                onClick={() => navigate(paths.bemEditar(bem.id))}
              />
            </Tooltip>
            {canUpdate ? (
              <Tooltip title="Movimentar">
                <Button
                  type="text"
                  icon={<SwapOutlined />}
                  aria-label={`Movimentar bem ${bem.CodigoBEM}`}
                  onClick={() => setMoving(bem.id)}
                />
              </Tooltip>
            ) : null}
            <Tooltip title="Anexos">
              <Button
                type="text"
                icon={<PaperClipOutlined />}
                aria-label={`Anexos do bem ${bem.CodigoBEM}`}
                onClick={() => navigate(paths.anexos(bem.id))}
              />
            </Tooltip>
            <Tooltip title="Histórico de movimentações">
              <Button
                type="text"
                icon={<HistoryOutlined />}
                aria-label={`Histórico do bem ${bem.CodigoBEM}`}
                onClick={() => navigate(paths.movimentacoes(bem.id))}
              />
            </Tooltip>
          </Flex>
        ),
      },
    ],
    [canUpdate, navigate, paths, params],
  );

  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={[
        <Button key="veiculos" icon={<CarOutlined />} onClick={() => navigate(paths.veiculos())}>
          Veículos e equipamentos
        </Button>,
        <Button key="imoveis" icon={<EnvironmentOutlined />} onClick={() => navigate(paths.imoveis())}>
          Imóveis
        </Button>,
        ...(access.assets.create
          ? [
              <Button
                key="add"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(paths.bemCriar())}
              >
                Adicionar
              </Button>,
            ]
          : []),
      ]}
    >
      <Flex vertical gap="middle">
        {isSuporte ? (
          <Card size="small">
            <Flex gap="small" align="center" wrap>
              <Typography.Text>Cliente</Typography.Text>
              <ClientSelect
                aria-label="Cliente"
                allowClear
                value={clienteId ?? undefined}
                onChange={(value) =>
                  list.set({
                    cliente_id: value ?? null,
                    categoria_id: null,
                    secretaria_id: null,
                    setor_id: null,
                  })
                }
                style={{ minWidth: 320 }}
                placeholder="Todos os clientes"
              />
            </Flex>
          </Card>
        ) : null}
        <BensFilters params={params} utils={utils.data} onApply={list.set} />
        {bens.isError ? (
          <LoadError
            message="Não foi possível carregar os bens patrimoniais."
            onRetry={() => bens.refetch()}
          />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            <Flex justify="space-between" align="center" wrap gap="small">
              <ListSearch
                label="Buscar bens"
                placeholder="Buscar por código ou descrição"
                value={list.search}
                onSearch={(search) => list.set({ search })}
              />
              {bens.data && !bens.data.total_exato ? (
                <Typography.Text type="secondary">
                  Total estimado: muitos bens atendem à busca.
                </Typography.Text>
              ) : null}
            </Flex>
            <DataTable<BemListItem>
              mode="server"
              label={PAGE_TITLE}
              columns={columns}
              rowKey="id"
              data={bens.data?.data}
              total={bens.data?.total}
              page={list.page}
              pageSize={list.limit}
              loading={bens.isPending}
              scroll={{ x: 1300 }}
              onQueryChange={({ page, pageSize, sort }) =>
                list.set({ page, limit: pageSize, ...sortChanges(sort, BEM_SORTS) })
              }
            />
          </Flex>
        </Card>
      </Flex>
      <MovementModal bemId={moving} onClose={() => setMoving(null)} />
    </PageContainer>
  );
}
