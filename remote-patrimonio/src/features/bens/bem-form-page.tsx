import {
  FilePdfOutlined,
  HistoryOutlined,
  PaperClipOutlined,
  PrinterOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import {
  type Bem,
  type BemUtils,
  type CreateBemBody,
  errorCode,
  errorMessage,
  type UpdateBemBody,
} from '@gp/shared-contracts';
import {
  clearStaleErrors,
  LoadError,
  NotFoundResult,
  reportFailure,
  showIssues,
  showServerIssues,
  useErrorLabels,
  useToast,
} from '@gp/shared-ui';
import { useListQuery } from '@gp/shared-ui/list';
import { openDocument } from '@gp/shared-ui/remote';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Grid, Modal, Skeleton, Typography } from 'antd';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bemUploadPath, useBem, useBemUtils, useInvalidateAssets } from '../../components/bem-api.js';

import { ClientFilter } from '../../components/lookup-selects.js';
import { historicoPdfPath, PdfButton } from '../../components/pdf-button.js';

import {
  ASSET_FILE_ACCEPT,
  ASSET_FILE_HINT,
  UploadQueueView,
  useUploadQueue,
} from '../../components/upload-panel.js';
import { useRemote } from '../../session/remote-context.js';
import { createBem, updateBem } from './api.js';
import { BemDepreciacaoCard } from './bem-depreciacao-card.js';
import { type BemFormValues, bemToValues, isEditable, newBemValues, toBemBody } from './bem-form.js';
import { BemFormSections } from './bem-form-sections.js';
import { BemHistoricoCard } from './bem-historico-card.js';
import { BemObrasCard } from './bem-obras-card.js';
import { etiquetaPath } from './etiquetas.js';

/** The client's places and categories by id, so the history names what a movement recorded as ids. */
const namesOf = (utils: BemUtils) =>
  new Map<string, string>([
    ...utils.secretarias.map((s) => [s.id, s.name] as const),
    ...utils.setores.map((s) => [s.id, s.name] as const),
    ...utils.categorias.map((c) => [c.id, c.nome] as const),
  ]);

/** /app/patrimonio/criar: a new asset; support first chooses the client it belongs to. */
export function BemCriarPage() {
  const { session } = useRemote();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  // The client support chose stays in the URL (`clientId`), as in every list.
  const list = useListQuery();
  const clienteId = list.clientId ?? null;
  const utils = useBemUtils(clienteId, !isSuporte || Boolean(clienteId));

  let body = <Skeleton active paragraph={{ rows: 12 }} />;
  if (isSuporte && !clienteId)
    body = <Typography.Text type="secondary">Escolha o cliente do bem.</Typography.Text>;
  else if (utils.isError)
    body = (
      <LoadError
        message="Não foi possível carregar as opções do formulário."
        onRetry={() => utils.refetch()}
      />
    );
  else if (utils.data && (!isSuporte || utils.data.cliente_id === clienteId))
    body = <BemForm key={utils.data.cliente_id} utils={utils.data} bem={null} />;

  return (
    <PageContainer title="Novo bem patrimonial" subTitle="Preencha os dados do bem">
      {isSuporte ? (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Flex gap="small" align="center" wrap>
            <Typography.Text>Cliente</Typography.Text>
            <ClientFilter
              list={list}
              aria-label="Cliente do bem"
              allowClear={false}
              placeholder="Selecione um cliente"
              style={{ minWidth: 260, maxWidth: '100%' }}
            />
          </Flex>
        </Card>
      ) : null}
      {body}
    </PageContainer>
  );
}

/** /app/patrimonio/editar?id=: the asset's form (read-only without the update rule) and its history. */
export function BemEditarPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const bem = useBem(id);
  const utils = useBemUtils(bem.data?.cliente_id ?? null, Boolean(bem.data));

  if (!id)
    return <NotFoundResult title="Bem não encontrado" subTitle="Nenhum bem foi indicado no endereço." />;
  if (bem.isError && isHTTPError(bem.error) && [400, 404].includes(bem.error.response.status))
    return (
      <NotFoundResult title="Bem não encontrado" subTitle="O bem não existe ou não pertence a este local." />
    );

  let body = <Skeleton active paragraph={{ rows: 12 }} />;
  if (bem.isError)
    body = <LoadError message="Não foi possível carregar o bem." onRetry={() => bem.refetch()} />;
  else if (utils.isError)
    body = (
      <LoadError
        message="Não foi possível carregar as opções do formulário."
        onRetry={() => utils.refetch()}
      />
    );
  else if (bem.data && utils.data && utils.data.cliente_id === bem.data.cliente_id)
    body = <BemForm key={`${bem.data.id}-${bem.data.updated_at}`} utils={utils.data} bem={bem.data} />;
  return body;
}

type BemFormProps = { utils: BemUtils; bem: Bem | null };

type Save = { kind: 'create'; body: CreateBemBody } | { kind: 'edit'; id: string; body: UpdateBemBody };

function BemForm({ utils, bem }: BemFormProps) {
  const { api, access, paths } = useRemote();
  const toast = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidateAssets();
  const [form] = Form.useForm<BemFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const files = useUploadQueue();
  // On a phone the header's document buttons show their icons only (the header stays on one line).
  const compact = !Grid.useBreakpoint().md;
  const editing = bem !== null;
  const readOnly = editing && (!access.assets.update || !isEditable(bem));

  const save = useMutation({
    mutationFn: (request: Save) =>
      request.kind === 'create' ? createBem(api, request.body) : updateBem(api, request.id, request.body),
    retry: 0,
    onSettled: invalidate,
  });

  /** The API asked to confirm the value (above the client's ceiling): the body to send again, confirmed. */
  const [confirmValor, setConfirmValor] = useState<{ message: string; values: BemFormValues } | null>(null);

  const submit = async (values: BemFormValues, confirmado = false) => {
    if (save.isPending || files.running || readOnly) return;
    const result = toBemBody(
      values,
      bem ? { kind: 'edit', bem } : { kind: 'create', proposto: utils.proximoCodigo },
    );
    if ('issues' in result) {
      showIssues(form, result.issues);
      sync(form);
      toast.checkFields();
      return;
    }
    const body = confirmado ? { ...result.body, confirmar_valor: true } : result.body;
    try {
      const saved = await save.mutateAsync(
        bem
          ? { kind: 'edit', id: bem.id, body: body as UpdateBemBody }
          : { kind: 'create', body: body as CreateBemBody },
      );
      toast.success(
        editing ? 'Bem atualizado com sucesso!' : `Bem ${saved.CodigoBEM} cadastrado com sucesso!`,
      );
      if (!editing) {
        // The chosen photos and documents go after the asset exists, one request each.
        if (files.waiting > 0) await files.run(bemUploadPath(saved.id));
        navigate(paths.bemEditar(saved.id), { replace: true });
      }
    } catch (error) {
      if ((await errorCode(error)) === 'CONFIRMAR_VALOR') {
        setConfirmValor({ message: await errorMessage(error), values });
        return;
      }
      await showServerIssues(form, error);
      sync(form);
      reportFailure(toast, error);
    }
  };

  const movementLink =
    bem && access.assets.update && isEditable(bem) ? (
      <Button
        size="small"
        icon={<SwapOutlined />}
        onClick={() => navigate(paths.movimentacaoCriar(bem.id, bem.CodigoBEM))}
      >
        Registrar movimentação
      </Button>
    ) : null;

  const title = !bem ? null : readOnly ? `Bem ${bem.CodigoBEM}` : `Editar bem ${bem.CodigoBEM}`;
  const content = (
    <Form<BemFormValues>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={bem ? bemToValues(bem) : newBemValues(utils)}
      onFieldsChange={onFieldsChange}
      onValuesChange={(changed) => {
        clearStaleErrors(form, changed);
        sync(form);
      }}
      onFinish={(values) => submit(values)}
      aria-label={bem ? 'Dados do bem' : 'Novo bem'}
      scrollToFirstError
    >
      {bem && bem.situacao === 'baixado' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Este bem está baixado: não aceita alterações, só o estorno da baixa."
        />
      ) : null}
      <BemFormSections form={form} utils={utils} bem={bem} label={label} movementLink={movementLink} />
      {!bem ? (
        <Card title="Fotos e documentos" size="small" style={{ marginBottom: 16 }}>
          <UploadQueueView
            queue={files}
            accept={ASSET_FILE_ACCEPT}
            hint={`${ASSET_FILE_HINT} Enviados ao salvar o bem.`}
          />
        </Card>
      ) : null}
      {readOnly ? null : (
        <Flex justify="end" gap="small" style={{ marginBottom: 16 }}>
          <Button disabled={false} onClick={() => navigate(paths.bens())}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending || files.running}>
            Salvar
          </Button>
        </Flex>
      )}
      <Modal
        open={confirmValor !== null}
        title="Confirmar o valor de aquisição"
        okText="Salvar com este valor"
        cancelText="Corrigir o valor"
        okButtonProps={{ danger: true }}
        onCancel={() => {
          setConfirmValor(null);
          form.focusField('valor_aquisicao');
        }}
        onOk={() => {
          const pending = confirmValor;
          setConfirmValor(null);
          if (pending) void submit(pending.values, true);
        }}
      >
        <Typography.Paragraph>{confirmValor?.message}</Typography.Paragraph>
      </Modal>
    </Form>
  );

  if (!bem) return content;
  return (
    <PageContainer
      title={title}
      subTitle={bem.descricao}
      onBack={() => navigate(paths.bens())}
      extra={[
        <Button key="mov" icon={<HistoryOutlined />} onClick={() => navigate(paths.movimentacoes(bem.id))}>
          Movimentações
        </Button>,
        <Button key="anexos" icon={<PaperClipOutlined />} onClick={() => navigate(paths.anexos(bem.id))}>
          Anexos
        </Button>,
        <PrintLabelButton key="etiqueta" bemId={bem.id} />,
        <PdfButton
          key="historico"
          compact={compact}
          icon={<FilePdfOutlined />}
          path={historicoPdfPath(bem.id)}
        >
          Histórico (PDF)
        </PdfButton>,
      ]}
    >
      {content}
      <BemObrasCard bem={bem} />
      {access.depreciations.view && bem.depreciavel ? <BemDepreciacaoCard bemId={bem.id} /> : null}
      <BemHistoricoCard bemId={bem.id} names={namesOf(utils)} />
    </PageContainer>
  );
}

/** 'Imprimir etiqueta': the asset's label (PDF) in a new window; loading until it is there. */
function PrintLabelButton({ bemId }: { bemId: string }) {
  const { api, session } = useRemote();
  const toast = useToast();
  const [printing, setPrinting] = useState(false);
  return (
    <Button
      icon={<PrinterOutlined />}
      loading={printing}
      onClick={async () => {
        setPrinting(true);
        try {
          await openDocument(api, session.apiBaseUrl, etiquetaPath(bemId));
        } catch (error) {
          reportFailure(toast, error);
        } finally {
          setPrinting(false);
        }
      }}
    >
      Imprimir etiqueta
    </Button>
  );
}
