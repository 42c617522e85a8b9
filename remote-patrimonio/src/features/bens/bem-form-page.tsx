import {
  FilePdfOutlined,
  HistoryOutlined,
  PaperClipOutlined,
  PrinterOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { Bem, BemUtils, CreateBemBody, UpdateBemBody } from '@gp/shared-contracts';
import {
  clearStaleErrors,
  LoadError,
  reportFailure,
  showIssues,
  showServerIssues,
  useErrorLabels,
  useToast,
  useValueConfirmation,
} from '@gp/shared-ui';
import { RecordPage, useListQuery, useRecordRoute } from '@gp/shared-ui/list';
import { openDocument } from '@gp/shared-ui/remote';
import { Alert, Button, Card, Flex, Form, Grid, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bemUploadPath, useBem, useBemUtils, useSaveBem } from '../../components/bem-api.js';

import { historicoPdfPath, PdfButton } from '../../components/pdf-button.js';

import {
  ASSET_FILE_ACCEPT,
  ASSET_FILE_HINT,
  UploadQueueView,
  useUploadQueue,
} from '../../components/upload-panel.js';
import { ClientFilter, useRemote } from '../../session/remote-context.js';
import { BemCautelaAlert } from './bem-cautela-alert.js';
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
  const { session, paths } = useRemote();
  const navigate = useNavigate();
  const route = useRecordRoute();
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
    <RecordPage<Bem>
      noun="bem"
      route={route}
      onBack={() => navigate(paths.bens())}
      titles={{ create: 'Novo bem patrimonial', createSub: 'Preencha os dados do bem' }}
    >
      {() => (
        <>
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
        </>
      )}
    </RecordPage>
  );
}

/** /app/patrimonio/editar?id=: the asset's form (read-only without the update rule) and its history. */
export function BemEditarPage() {
  const { access, paths } = useRemote();
  const navigate = useNavigate();
  const route = useRecordRoute();
  const bem = useBem(route.id);
  const utils = useBemUtils(bem.data?.cliente_id ?? null, Boolean(bem.data));
  // On a phone the header's document buttons show their icons only (the header stays on one line).
  const compact = !Grid.useBreakpoint().md;
  const readOnly = (b: Bem) => !access.assets.update || !isEditable(b);

  return (
    <RecordPage<Bem>
      noun="bem"
      route={route}
      query={bem}
      onBack={() => navigate(paths.bens())}
      notFound="O bem não existe ou não pertence a este local."
      titles={{ edit: (b) => (readOnly(b) ? `Bem ${b.CodigoBEM}` : `Editar bem ${b.CodigoBEM}`) }}
      describe={(b) => b.descricao}
      extra={(b) => [
        <Button key="mov" icon={<HistoryOutlined />} onClick={() => navigate(paths.movimentacoes(b.id))}>
          Movimentações
        </Button>,
        <Button key="anexos" icon={<PaperClipOutlined />} onClick={() => navigate(paths.anexos(b.id))}>
          Anexos
        </Button>,
        <PrintLabelButton key="etiqueta" bemId={b.id} />,
        <PdfButton key="historico" compact={compact} icon={<FilePdfOutlined />} path={historicoPdfPath(b.id)}>
          Histórico (PDF)
        </PdfButton>,
      ]}
    >
      {(stored) => {
        if (!stored) return null;
        if (utils.isError)
          return (
            <LoadError
              message="Não foi possível carregar as opções do formulário."
              onRetry={() => utils.refetch()}
            />
          );
        if (!utils.data || utils.data.cliente_id !== stored.cliente_id)
          return <Skeleton active paragraph={{ rows: 12 }} />;
        return (
          <>
            <BemCautelaAlert bem={stored} />
            <BemForm key={`${stored.id}-${stored.updated_at}`} utils={utils.data} bem={stored} />
            <BemObrasCard bem={stored} />
            {access.depreciations.view && stored.depreciavel ? (
              <BemDepreciacaoCard bemId={stored.id} />
            ) : null}
            <BemHistoricoCard bemId={stored.id} names={namesOf(utils.data)} />
          </>
        );
      }}
    </RecordPage>
  );
}

type BemFormProps = { utils: BemUtils; bem: Bem | null };

function BemForm({ utils, bem }: BemFormProps) {
  const { access, paths } = useRemote();
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<BemFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const files = useUploadQueue();
  const editing = bem !== null;
  const readOnly = editing && (!access.assets.update || !isEditable(bem));

  const save = useSaveBem();

  /** A value above the client's ceiling is confirmed by the user before it is saved. */
  const { confirmValue, dialog: confirmValorDialog } = useValueConfirmation({
    title: 'Confirmar o valor de aquisição',
    okText: 'Salvar com este valor',
    cancelText: 'Corrigir o valor',
  });

  const submit = async (values: BemFormValues) => {
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
    const bodyOf = (confirmado: boolean) =>
      confirmado ? { ...result.body, confirmar_valor: true } : result.body;
    try {
      const sent = await confirmValue((confirmado) =>
        save.mutateAsync(
          bem
            ? { id: bem.id, body: bodyOf(confirmado) as UpdateBemBody }
            : { id: null, body: bodyOf(confirmado) as CreateBemBody },
        ),
      );
      if (!sent.confirmed) {
        form.focusField('valor_aquisicao');
        return;
      }
      const saved = sent.value;
      toast.success(
        editing ? 'Bem atualizado com sucesso!' : `Bem ${saved.CodigoBEM} cadastrado com sucesso!`,
      );
      if (!editing) {
        // The chosen photos and documents go after the asset exists, one request each.
        if (files.waiting > 0) await files.run(bemUploadPath(saved.id));
        navigate(paths.bemEditar(saved.id), { replace: true });
      }
    } catch (error) {
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

  return (
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
      {confirmValorDialog}
    </Form>
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
