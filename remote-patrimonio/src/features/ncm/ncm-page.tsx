import { CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  CategoriaListSchema,
  type CreateNcmBody,
  type Ncm,
  NcmPageSchema,
  NcmSchema,
  type StatusBody,
  type UpdateNcmBody,
} from '@gp/shared-contracts';
import {
  clearStaleErrors,
  DataTable,
  type DataTableColumn,
  ListSearch,
  LoadError,
  MaskedInput,
  NCM_MASK,
  showIssues,
  showServerIssues,
  Tooltip,
  useErrorLabels,
  useToast,
} from '@gp/shared-ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, Modal, Row, Select, Typography } from 'antd';
import type { KyInstance } from 'ky';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { reportFailure } from '../../components/failure.js';
import { readPage, sortChanges, sortOrderOf, useListQuery } from '../../components/list-params.js';
import { ClientSelect } from '../../components/lookup-selects.js';
import { StatusDialog } from '../../components/status-dialog.js';
import { StatusTag } from '../../components/status-tag.js';
import { useRemote } from '../../session/remote-context.js';
import { formatNcm, type NcmFormValues, ncmToValues, toNcmBody } from './ncm-form.js';

export const PAGE_TITLE = 'Referências NCM';
export const PAGE_SUBTITLE = 'Códigos NCM com a categoria sugerida e a taxa anual de depreciação';
const NCM_SORTS = ['codigo', 'descricao', 'created_at'] as const;
const NOUN = { noun: 'referência NCM', feminine: true } as const;

/** One function per call of spec §7 "NCM references". */
const ncmApi = {
  list: async (api: KyInstance, searchParams: URLSearchParams) =>
    v.parse(NcmPageSchema, await api.get('refncm', { searchParams }).json()),
  create: async (api: KyInstance, body: CreateNcmBody) =>
    v.parse(NcmSchema, await api.post('refncm/create', { json: body }).json()),
  update: async (api: KyInstance, id: string, body: UpdateNcmBody) =>
    v.parse(NcmSchema, await api.put(`refncm/${encodeURIComponent(id)}`, { json: body }).json()),
  status: async (api: KyInstance, body: StatusBody) =>
    v.parse(NcmSchema, await api.put('refncm/id', { json: body }).json()),
  categorias: async (api: KyInstance, clienteId: string | null) =>
    v.parse(
      CategoriaListSchema,
      await api
        .get('patrimonio/categoriabem', { searchParams: clienteId ? { cliente_id: clienteId } : {} })
        .json(),
    ),
};

function listQuery(params: URLSearchParams): URLSearchParams {
  const { page, limit } = readPage(params);
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const key of ['search', 'ativo', 'categoria_id', 'cliente_id']) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const sort = params.get('sort');
  if (sort && (NCM_SORTS as readonly string[]).includes(sort)) {
    query.set('sort', sort);
    query.set('order', params.get('order') === 'desc' ? 'desc' : 'asc');
  }
  return query;
}

/** /app/patrimonio/ncm: the client's NCM references, each active or inactive with its reason. */
export function NcmPage() {
  const { api, access, session, localId } = useRemote();
  const queryClient = useQueryClient();
  const list = useListQuery();
  const { params } = list;
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = params.get('cliente_id');
  const query = useMemo(() => listQuery(params), [params]);
  const keys = ['patrimonio', localId, 'ncm'] as const;
  const refs = useQuery({
    queryKey: [...keys, 'list', query.toString()],
    queryFn: () => ncmApi.list(api, query),
    placeholderData: keepPreviousData,
  });
  const categorias = useQuery({
    queryKey: ['patrimonio', localId, 'categorias', clienteId],
    queryFn: () => ncmApi.categorias(api, clienteId),
    enabled: !isSuporte || clienteId !== null,
  });
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys }),
      queryClient.invalidateQueries({ queryKey: ['patrimonio', localId, 'lookup'] }),
    ]);
  const status = useMutation({
    mutationFn: (body: StatusBody) => ncmApi.status(api, body),
    retry: 0,
    onSettled: invalidate,
  });
  const [dialog, setDialog] = useState<{ open: boolean; ncm: Ncm | null; seq: number }>({
    open: false,
    ncm: null,
    seq: 0,
  });
  const [statusOf, setStatusOf] = useState<{ record: Ncm | null; seq: number }>({ record: null, seq: 0 });
  const canUpdate = access.assets.update;

  const columns = useMemo<DataTableColumn<Ncm>[]>(() => {
    const base: DataTableColumn<Ncm>[] = [
      {
        title: 'Código',
        key: 'codigo',
        dataIndex: 'codigo',
        width: 130,
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'codigo'),
        render: formatNcm,
      },
      {
        title: 'Descrição',
        key: 'descricao',
        dataIndex: 'descricao',
        sorter: true,
        defaultSortOrder: sortOrderOf(params, 'descricao'),
      },
      { title: 'Categoria sugerida', key: 'categoria', render: (_v, n) => n.categoria?.nome ?? '-' },
      {
        title: 'Taxa anual',
        dataIndex: 'taxa_depreciacao',
        width: 120,
        align: 'right',
        render: (taxa: string | null) => (taxa ? `${taxa.replace('.', ',')}%` : '-'),
      },
      {
        title: 'Situação',
        dataIndex: 'ativo',
        width: 100,
        render: (ativo: boolean, n) => <StatusTag ativo={ativo} motivo={n.motivo} />,
      },
    ];
    if (!canUpdate) return base;
    return [
      ...base,
      {
        title: 'Ações',
        key: 'actions',
        width: 100,
        align: 'right',
        render: (_v, n) => (
          <Flex justify="end" gap={2}>
            <Tooltip title="Editar">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Editar NCM ${formatNcm(n.codigo)}`}
                onClick={() => setDialog((d) => ({ open: true, ncm: n, seq: d.seq + 1 }))}
              />
            </Tooltip>
            <Tooltip title={n.ativo ? 'Inativar' : 'Ativar'}>
              <Button
                type="text"
                danger={n.ativo}
                icon={n.ativo ? <StopOutlined /> : <CheckCircleOutlined />}
                aria-label={`${n.ativo ? 'Inativar' : 'Ativar'} NCM ${formatNcm(n.codigo)}`}
                onClick={() => setStatusOf((s) => ({ record: n, seq: s.seq + 1 }))}
              />
            </Tooltip>
          </Flex>
        ),
      },
    ];
  }, [canUpdate, params]);

  const canCreate = access.assets.create && (!isSuporte || clienteId !== null);
  return (
    <PageContainer
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={
        access.assets.create
          ? [
              <Tooltip key="add" title={canCreate ? undefined : 'Escolha antes o cliente'}>
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  disabled={!canCreate}
                  onClick={() => setDialog((d) => ({ open: true, ncm: null, seq: d.seq + 1 }))}
                >
                  Adicionar
                </Button>
              </Tooltip>,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        {refs.isError ? (
          <LoadError message="Não foi possível carregar as referências NCM." onRetry={() => refs.refetch()} />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <Flex vertical gap="middle">
            <Flex gap="small" wrap align="center">
              <ListSearch
                label="Buscar referências NCM"
                placeholder="Buscar por código ou descrição"
                value={list.search}
                onSearch={(search) => list.set({ search })}
              />
              {isSuporte ? (
                <ClientSelect
                  aria-label="Cliente"
                  allowClear
                  placeholder="Todos os clientes"
                  value={clienteId ?? undefined}
                  onChange={(value) => list.set({ cliente_id: value ?? null, categoria_id: null })}
                  style={{ minWidth: 260 }}
                />
              ) : null}
              <Select
                aria-label="Categoria sugerida"
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="Todas as categorias"
                disabled={!categorias.data}
                value={params.get('categoria_id') ?? undefined}
                onChange={(value) => list.set({ categoria_id: value ?? null })}
                options={categorias.data?.map((c) => ({ value: c.id, label: c.nome }))}
                notFoundContent="Nenhum item encontrado..."
                style={{ minWidth: 240 }}
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
            <DataTable<Ncm>
              mode="server"
              label={PAGE_TITLE}
              columns={columns}
              rowKey="id"
              data={refs.data?.data}
              total={refs.data?.total}
              page={list.page}
              pageSize={list.limit}
              loading={refs.isPending}
              onQueryChange={({ page, pageSize, sort }) =>
                list.set({ page, limit: pageSize, ...sortChanges(sort, NCM_SORTS) })
              }
            />
          </Flex>
        </Card>
      </Flex>
      <NcmDialog
        key={`ncm-${dialog.seq}`}
        open={dialog.open}
        ncm={dialog.ncm}
        clienteId={clienteId}
        categorias={categorias.data?.filter((c) => c.ativo || c.id === dialog.ncm?.categoria_id) ?? []}
        onSaved={invalidate}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <StatusDialog<Ncm>
        key={`status-${statusOf.seq}`}
        {...NOUN}
        open={statusOf.record !== null}
        record={statusOf.record}
        describe={(n) => `${formatNcm(n.codigo)} (${n.descricao})`}
        save={(body) => status.mutateAsync(body)}
        saving={status.isPending}
        onClose={() => setStatusOf((s) => ({ ...s, record: null }))}
      />
    </PageContainer>
  );
}

type NcmDialogProps = {
  open: boolean;
  ncm: Ncm | null;
  clienteId: string | null;
  categorias: { id: string; nome: string }[];
  onSaved: () => Promise<unknown>;
  onClose: () => void;
};

type Save = { kind: 'create'; body: CreateNcmBody } | { kind: 'edit'; id: string; body: UpdateNcmBody };

function NcmDialog({ open, ncm, clienteId, categorias, onSaved, onClose }: NcmDialogProps) {
  const { api } = useRemote();
  const toast = useToast();
  const [form] = Form.useForm<NcmFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const save = useMutation({
    mutationFn: (request: Save) =>
      request.kind === 'create'
        ? ncmApi.create(api, request.body)
        : ncmApi.update(api, request.id, request.body),
    retry: 0,
    onSettled: onSaved,
  });

  const submit = async (values: NcmFormValues) => {
    if (save.isPending) return;
    const result = toNcmBody(values, ncm ? { kind: 'edit', id: ncm.id } : { kind: 'create', clienteId });
    if ('issues' in result) {
      showIssues(form, result.issues);
      sync(form);
      return;
    }
    try {
      await save.mutateAsync(
        ncm
          ? { kind: 'edit', id: ncm.id, body: result.body as UpdateNcmBody }
          : { kind: 'create', body: result.body as CreateNcmBody },
      );
      toast.success(ncm ? 'Referência NCM atualizada com sucesso!' : 'Referência NCM criada com sucesso!');
      onClose();
    } catch (error) {
      await showServerIssues(form, error);
      sync(form);
      reportFailure(toast, error);
    }
  };

  return (
    <Modal
      open={open}
      title={ncm ? 'Editar referência NCM' : 'Adicionar referência NCM'}
      okText="Salvar"
      cancelText="Cancelar"
      width={640}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<NcmFormValues>
        form={form}
        layout="vertical"
        initialValues={ncm ? ncmToValues(ncm) : {}}
        onFieldsChange={onFieldsChange}
        onValuesChange={(changed) => {
          clearStaleErrors(form, changed);
          sync(form);
        }}
        onFinish={submit}
        aria-label={ncm ? 'Editar referência NCM' : 'Adicionar referência NCM'}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="codigo"
              label={label('codigo', 'Código NCM')}
              required
              rules={[{ required: true, message: 'Informe o código NCM.' }]}
            >
              <MaskedInput mask={NCM_MASK} placeholder="0000.00.00" autoComplete="off" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="descricao"
              label={label('descricao', 'Descrição')}
              required
              rules={[{ required: true, whitespace: true, message: 'Informe a descrição.' }]}
            >
              <Input maxLength={500} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="categoria_id" label={label('categoria_id', 'Categoria sugerida')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="Nenhuma"
                notFoundContent="Nenhum item encontrado..."
                options={categorias.map((c) => ({ value: c.id, label: c.nome }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="taxa_depreciacao" label={label('taxa_depreciacao', 'Taxa anual de depreciação')}>
              <Input inputMode="decimal" suffix="%" maxLength={6} placeholder="0,00" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text type="secondary">
          O código tem 8 dígitos (Nomenclatura Comum do Mercosul).
        </Typography.Text>
      </Form>
    </Modal>
  );
}
