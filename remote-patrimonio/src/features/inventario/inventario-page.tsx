import { EditOutlined, LockOutlined, ScanOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import type { Inventario } from '@gp/shared-contracts';
import { formatDate, formatDateTime, LoadError, reportFailure, useToast } from '@gp/shared-ui';
import { PageTitle } from '@gp/shared-ui/list';
import { Alert, App, Button, Card, Descriptions, Flex, Switch, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { FilesCard } from '../../components/files-card.js';
import { DOCUMENT_FILE_ACCEPT, DOCUMENT_FILE_HINT } from '../../components/upload-panel.js';
import { useRemote } from '../../session/remote-context.js';
import {
  inventarioApi,
  inventarioUploadPath,
  useConfiguracao,
  useEncerrarInventario,
  useInventarioFiles,
  useRefreshInventario,
  useSalvarConfiguracao,
} from './api.js';
import { DivergenciasCard } from './divergencias-card.js';
import { comissaoTexto, estadoCor, estadoTexto, portariaTexto, tipoTexto } from './inventario.js';
import { InventarioDialog } from './inventario-dialog.js';
import { LiquidacaoCard } from './liquidacao-card.js';
import { RecontagemCard } from './recontagem-card.js';

/** The client's rule while a unit is under inventory: incorporations and baixas suspended too, or not. */
function Regra({ clienteId }: { clienteId: string }) {
  const toast = useToast();
  const config = useConfiguracao(clienteId);
  const salvar = useSalvarConfiguracao();
  if (!config.data) return null;
  return (
    <Card size="small" title="Durante um inventário aberto">
      <Flex vertical gap="small">
        <Typography.Text>
          Transferências de bens da unidade (de local, de responsabilidade e saídas em cautela) ficam
          suspensas até o encerramento.
        </Typography.Text>
        <Flex gap="small" align="center">
          <Switch
            aria-label="Suspender também incorporações e baixas"
            checked={config.data.congela_incorporacoes_baixas}
            disabled={!config.data.editar}
            loading={salvar.isPending}
            onChange={async (checked) => {
              try {
                await salvar.mutateAsync({ congela_incorporacoes_baixas: checked, cliente_id: clienteId });
              } catch (error) {
                reportFailure(toast, error);
              }
            }}
          />
          <Typography.Text>Suspender também incorporações e baixas (regra do cliente)</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}

function Encerrar({ inventario }: { inventario: Inventario }) {
  const { modal } = App.useApp();
  const toast = useToast();
  const encerrar = useEncerrarInventario();
  return (
    <Button
      icon={<LockOutlined />}
      loading={encerrar.isPending}
      onClick={() =>
        modal.confirm({
          title: `Encerrar o inventário "${inventario.titulo}"?`,
          content: 'A unidade volta a aceitar transferências. Um inventário encerrado não é reaberto.',
          okText: 'Encerrar',
          cancelText: 'Cancelar',
          onOk: async () => {
            try {
              await encerrar.mutateAsync(inventario.id);
              toast.success('Inventário encerrado.');
            } catch (error) {
              reportFailure(toast, error);
            }
          },
        })
      }
    >
      Encerrar
    </Button>
  );
}

/**
 * /app/patrimonio/inventario/{id}: one campaign — its unit, commission, portaria (and its document) and
 * dates; edit and close offered exactly as the API's `acoes` say (decision 063).
 */
export function InventarioPage() {
  const { id } = useParams();
  const { paths } = useRemote();
  const inventario = inventarioApi.useRecord(id);
  const files = useInventarioFiles(id ?? null);
  const refresh = useRefreshInventario();
  const data = inventario.data;

  if (inventario.isError && !data)
    return (
      <PageContainer title={<PageTitle>Inventário</PageTitle>}>
        <LoadError message="Não foi possível carregar o inventário." onRetry={() => inventario.refetch()} />
      </PageContainer>
    );

  return (
    <PageContainer
      title={<PageTitle>{data ? data.titulo : 'Inventário'}</PageTitle>}
      subTitle={data ? <Tag color={estadoCor(data)}>{estadoTexto(data)}</Tag> : undefined}
      loading={inventario.isPending}
      extra={
        data
          ? [
              data.acoes.editar ? (
                <InventarioDialog
                  key="editar"
                  inventario={data}
                  clienteId={data.cliente_id}
                  trigger={<Button icon={<EditOutlined />}>Editar</Button>}
                />
              ) : null,
              data.acoes.contar ? (
                <Link key="contar" to={paths.contagem(data.id)}>
                  <Button type="primary" icon={<ScanOutlined />}>
                    Contar
                  </Button>
                </Link>
              ) : null,
              data.acoes.encerrar ? <Encerrar key="encerrar" inventario={data} /> : null,
            ]
          : []
      }
    >
      {data ? (
        <Flex vertical gap="middle">
          {data.estado === 'aberta' ? (
            <Alert
              type="info"
              showIcon
              message={`Enquanto aberto, as transferências de bens de ${data.unidade} ficam suspensas.`}
            />
          ) : null}
          <Card size="small">
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label="Tipo">{tipoTexto(data)}</Descriptions.Item>
              <Descriptions.Item label="Unidade">{data.unidade}</Descriptions.Item>
              <Descriptions.Item label="Portaria">{portariaTexto(data)}</Descriptions.Item>
              <Descriptions.Item label="Contagem cega">
                {data.contagem_cega ? 'Sim' : 'Não'}
              </Descriptions.Item>
              <Descriptions.Item label="Abertura">{formatDate(data.data_abertura)}</Descriptions.Item>
              <Descriptions.Item label="Encerramento previsto">
                {formatDate(data.data_prevista_encerramento)}
              </Descriptions.Item>
              {data.responsavel_saida ? (
                <Descriptions.Item label="Responsável que sai">
                  {data.responsavel_saida.nome}
                </Descriptions.Item>
              ) : null}
              {data.responsavel_entrada ? (
                <Descriptions.Item label="Responsável que entra">
                  {data.responsavel_entrada.nome}
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Comissão" span={2}>
                {comissaoTexto(data)}
              </Descriptions.Item>
              {data.encerrado_em ? (
                <Descriptions.Item label="Encerrado" span={2}>
                  {`${formatDateTime(data.encerrado_em)}${data.encerrado_por ? ` por ${data.encerrado_por.name}` : ''}`}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
          {data.estado === 'encerrada' ? <LiquidacaoCard inventario={data} /> : null}
          <DivergenciasCard inventario={data} />
          <RecontagemCard inventario={data} />
          <FilesCard
            title="Portaria e documentos"
            label="Documentos do inventário"
            files={files}
            uploadPath={inventarioUploadPath(data.id)}
            accept={DOCUMENT_FILE_ACCEPT}
            hint={DOCUMENT_FILE_HINT}
            emptyText="Nenhum documento enviado."
            canUpload={data.acoes.anexar}
            onUploaded={() => refresh(data.id)}
          />
          <Regra clienteId={data.cliente_id} />
        </Flex>
      ) : null}
    </PageContainer>
  );
}
