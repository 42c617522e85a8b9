import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  type Categoria,
  CategoriaListSchema,
  CategoriaSchema,
  type CreateCategoriaBody,
  TIPO_BEM_LABELS,
  TIPOS_BEM,
  type UpdateCategoriaBody,
} from '@gp/shared-contracts';
import {
  clearStaleErrors,
  DataTable,
  type DataTableColumn,
  LoadError,
  showIssues,
  showServerIssues,
  Tooltip,
  useErrorLabels,
  useToast,
} from '@gp/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Switch,
  Tag,
  Typography,
} from 'antd';
import type { KyInstance } from 'ky';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { tipoBemLabel } from '../../components/asset-labels.js';
import { reportFailure } from '../../components/failure.js';
import { ClientSelect } from '../../components/lookup-selects.js';
import { useRemote } from '../../session/remote-context.js';
import {
  type CategoriaFormValues,
  categoriaToValues,
  NEW_CATEGORIA,
  toCategoriaBody,
} from './categoria-form.js';

export const PAGE_TITLE = 'Categorias';
export const PAGE_SUBTITLE =
  'Categorias de bens com vida útil, valor residual e conta contábil (tabela da STN)';

/** GET /patrimonio/categoriabem (support: of one client, or of every client of the application). */
async function listCategorias(api: KyInstance, clienteId: string | null): Promise<Categoria[]> {
  const searchParams: Record<string, string> = clienteId ? { cliente_id: clienteId } : {};
  return v.parse(CategoriaListSchema, await api.get('patrimonio/categoriabem', { searchParams }).json());
}

async function createCategoria(api: KyInstance, body: CreateCategoriaBody): Promise<Categoria> {
  return v.parse(CategoriaSchema, await api.post('patrimonio/categoriabem/create', { json: body }).json());
}

async function updateCategoria(api: KyInstance, id: string, body: UpdateCategoriaBody): Promise<Categoria> {
  return v.parse(
    CategoriaSchema,
    await api.put(`patrimonio/categoriabem/${encodeURIComponent(id)}`, { json: body }).json(),
  );
}

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** /app/patrimonio/categorias: the client's asset categories, seeded from the STN table and editable. */
export function CategoriasPage() {
  const { api, access, session, localId } = useRemote();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const [clienteId, setClienteId] = useState<string | null>(null);
  const categorias = useQuery({
    queryKey: ['patrimonio', localId, 'categorias', clienteId],
    queryFn: () => listCategorias(api, clienteId),
  });
  const [dialog, setDialog] = useState<{ open: boolean; categoria: Categoria | null; seq: number }>({
    open: false,
    categoria: null,
    seq: 0,
  });
  const canUpdate = access.assets.update;

  const columns = useMemo<DataTableColumn<Categoria>[]>(() => {
    const base: DataTableColumn<Categoria>[] = [
      { title: 'Nome', dataIndex: 'nome', sorter: true },
      {
        title: 'Tipo',
        dataIndex: 'tipo_bem',
        width: 120,
        render: tipoBemLabel,
        filters: TIPOS_BEM.map((t) => ({ text: TIPO_BEM_LABELS[t], value: t })),
        onFilter: (value, c) => c.tipo_bem === value,
      },
      { title: 'Conta contábil (PCASP)', dataIndex: 'conta_contabil', width: 190, sorter: true },
      { title: 'Vida útil (anos)', dataIndex: 'vida_util_anos', width: 140, align: 'right', sorter: true },
      {
        title: 'Valor residual',
        dataIndex: 'valor_residual_percentual',
        width: 130,
        align: 'right',
        render: (value: string) => `${value.replace('.', ',')}%`,
      },
      { title: 'Depreciável', dataIndex: 'depreciavel', width: 120, render: yesNo },
      {
        title: 'Situação',
        dataIndex: 'ativo',
        width: 100,
        render: (ativo: boolean) => (
          <Tag color={ativo ? 'success' : 'error'}>{ativo ? 'Ativa' : 'Inativa'}</Tag>
        ),
        filters: [
          { text: 'Ativas', value: true },
          { text: 'Inativas', value: false },
        ],
        onFilter: (value, c) => c.ativo === value,
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
        render: (_v, c) => (
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar categoria ${c.nome}`}
              onClick={() => setDialog((d) => ({ open: true, categoria: c, seq: d.seq + 1 }))}
            />
          </Tooltip>
        ),
      },
    ];
  }, [canUpdate]);

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
                  onClick={() => setDialog((d) => ({ open: true, categoria: null, seq: d.seq + 1 }))}
                >
                  Adicionar
                </Button>
              </Tooltip>,
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        {isSuporte ? (
          <Card size="small">
            <Flex gap="small" align="center" wrap>
              <Typography.Text>Cliente</Typography.Text>
              <ClientSelect
                aria-label="Cliente"
                allowClear
                placeholder="Todos os clientes"
                value={clienteId ?? undefined}
                onChange={(value) => setClienteId(value ?? null)}
                style={{ minWidth: 320 }}
              />
            </Flex>
          </Card>
        ) : null}
        {categorias.isError ? (
          <LoadError
            message="Não foi possível carregar as categorias."
            onRetry={() => categorias.refetch()}
          />
        ) : null}
        <Card styles={{ body: { paddingBlockEnd: 0 } }}>
          <DataTable<Categoria>
            label={PAGE_TITLE}
            columns={columns}
            rowKey="id"
            data={categorias.data}
            loading={categorias.isPending}
            scroll={{ x: 1000 }}
          />
        </Card>
      </Flex>
      <CategoriaDialog
        key={`dialog-${dialog.seq}`}
        open={dialog.open}
        categoria={dialog.categoria}
        clienteId={clienteId}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </PageContainer>
  );
}

type CategoriaDialogProps = {
  open: boolean;
  categoria: Categoria | null;
  clienteId: string | null;
  onClose: () => void;
};

type Save =
  | { kind: 'create'; body: CreateCategoriaBody }
  | { kind: 'edit'; id: string; body: UpdateCategoriaBody };

function CategoriaDialog({ open, categoria, clienteId, onClose }: CategoriaDialogProps) {
  const { api, localId } = useRemote();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CategoriaFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const save = useMutation({
    mutationFn: (request: Save) =>
      request.kind === 'create'
        ? createCategoria(api, request.body)
        : updateCategoria(api, request.id, request.body),
    retry: 0,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['patrimonio', localId, 'categorias'] }),
        queryClient.invalidateQueries({ queryKey: ['patrimonio', localId, 'utils'] }),
      ]),
  });

  const submit = async (values: CategoriaFormValues) => {
    if (save.isPending) return;
    const result = toCategoriaBody(
      values,
      categoria ? { kind: 'edit', id: categoria.id } : { kind: 'create', clienteId },
    );
    if ('issues' in result) {
      showIssues(form, result.issues);
      sync(form);
      return;
    }
    try {
      await save.mutateAsync(
        categoria
          ? { kind: 'edit', id: categoria.id, body: result.body as UpdateCategoriaBody }
          : { kind: 'create', body: result.body as CreateCategoriaBody },
      );
      toast.success(categoria ? 'Categoria atualizada com sucesso!' : 'Categoria criada com sucesso!');
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
      title={categoria ? 'Editar categoria' : 'Adicionar categoria'}
      okText="Salvar"
      cancelText="Cancelar"
      width={640}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<CategoriaFormValues>
        form={form}
        layout="vertical"
        initialValues={categoria ? categoriaToValues(categoria) : NEW_CATEGORIA}
        onFieldsChange={onFieldsChange}
        onValuesChange={(changed) => {
          clearStaleErrors(form, changed);
          sync(form);
        }}
        onFinish={submit}
        aria-label={categoria ? 'Editar categoria' : 'Adicionar categoria'}
      >
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item
              name="nome"
              label={label('nome', 'Nome')}
              required
              rules={[{ required: true, whitespace: true, message: 'Informe o nome.' }]}
            >
              <Input maxLength={120} autoComplete="off" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="tipo_bem" label={label('tipo_bem', 'Tipo de bem')} required>
              <Select options={TIPOS_BEM.map((t) => ({ value: t, label: TIPO_BEM_LABELS[t] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="conta_contabil"
              label={label('conta_contabil', 'Conta contábil (PCASP)')}
              required
              rules={[{ required: true, message: 'Informe a conta contábil.' }]}
              extra="Bens móveis 1.2.3.1.x, imóveis 1.2.3.2.x."
            >
              <Input maxLength={30} placeholder="1.2.3.1.1.01.01" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="vida_util_anos" label={label('vida_util_anos', 'Vida útil (anos)')} required>
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="valor_residual_percentual"
              label={label('valor_residual_percentual', 'Valor residual (%)')}
              required
            >
              <Input inputMode="decimal" suffix="%" maxLength={6} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="depreciavel" label={label('depreciavel', 'Depreciável')} valuePropName="checked">
              <Switch checkedChildren="Sim" unCheckedChildren="Não" />
            </Form.Item>
          </Col>
          {categoria ? (
            <Col xs={12} md={8}>
              <Form.Item
                name="ativo"
                label={label('ativo', 'Situação')}
                valuePropName="checked"
                extra="Uma categoria inativa não é oferecida a novos bens."
              >
                <Switch checkedChildren="Ativa" unCheckedChildren="Inativa" />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
      </Form>
    </Modal>
  );
}
