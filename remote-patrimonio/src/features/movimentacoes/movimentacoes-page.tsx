import {
  EditOutlined,
  EyeOutlined,
  FilePdfOutlined,
  PaperClipOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { LoadError } from '@gp/shared-ui';
import { Alert, Button, Card, Flex, Grid, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useBemUtils } from '../../components/bem-api.js';
import { BemSummaryCard } from '../../components/bem-summary.js';
import { historicoPdfPath, PdfButton } from '../../components/pdf-button.js';
import { bemNotFound, useRouteBem } from '../../components/route-bem.js';
import { useRemote } from '../../session/remote-context.js';
import { useMovimentacoesDoBem } from './api.js';
import { MovementForm } from './movement-form.js';
import { MovementHistory } from './movement-history.js';

/**
 * /app/patrimonio/movimentacao/{id}: the asset's movements, newest first. Movements are
 * history: there is nothing to edit or delete; a wrong one is reversed by an estorno.
 */
export function MovimentacoesPage() {
  const { access, paths } = useRemote();
  const navigate = useNavigate();
  const { id, bem, missing } = useRouteBem();
  const movements = useMovimentacoesDoBem(id);
  const compact = !Grid.useBreakpoint().md;
  if (missing) return bemNotFound;

  const data = bem.data;
  return (
    <PageContainer
      title={data ? `Movimentações do bem ${data.CodigoBEM}` : 'Movimentações'}
      subTitle={data?.descricao}
      onBack={() => navigate(paths.bens())}
      extra={
        data
          ? [
              <Button
                key="bem"
                icon={access.assets.update ? <EditOutlined /> : <EyeOutlined />}
                onClick={() => navigate(paths.bemEditar(data.id))}
              >
                {access.assets.update ? 'Editar bem' : 'Detalhes do bem'}
              </Button>,
              <Button
                key="anexos"
                icon={<PaperClipOutlined />}
                onClick={() => navigate(paths.anexos(data.id))}
              >
                Anexos
              </Button>,
              <PdfButton
                key="pdf"
                compact={compact}
                icon={<FilePdfOutlined />}
                path={historicoPdfPath(data.id)}
              >
                Histórico (PDF)
              </PdfButton>,
              ...(access.assets.update
                ? [
                    <Button
                      key="nova"
                      type="primary"
                      icon={<PlusOutlined />}
                      onClick={() => navigate(paths.movimentacaoCriar(data.id, data.CodigoBEM))}
                    >
                      Nova movimentação
                    </Button>,
                  ]
                : []),
            ]
          : []
      }
    >
      <Flex vertical gap="middle">
        <BemSummaryCard bem={bem} />
        {movements.isError ? (
          <LoadError
            message="Não foi possível carregar as movimentações."
            onRetry={() => movements.refetch()}
          />
        ) : null}
        <Card title="Histórico de movimentações" styles={{ body: { paddingBlockEnd: 0 } }}>
          <MovementHistory
            movements={movements.data}
            loading={movements.isPending}
            termos={access.assets.update}
          />
        </Card>
      </Flex>
    </PageContainer>
  );
}

/** /app/patrimonio/movimentacao/{id}/criar/{codigo}: the create form of a movement (docs/domain.md, "Movimentações"). */
export function MovimentacaoCriarPage() {
  const { paths } = useRemote();
  const navigate = useNavigate();
  const { codigo = '' } = useParams();
  const { id, bem, missing } = useRouteBem();
  const utils = useBemUtils(bem.data?.cliente_id ?? null, Boolean(bem.data));
  if (missing) return bemNotFound;
  const data = bem.data;
  const back = () => navigate(id ? paths.movimentacoes(id) : paths.bens());

  let body = <Skeleton active paragraph={{ rows: 8 }} />;
  if (data && String(data.CodigoBEM) !== codigo)
    body = (
      <Alert
        type="error"
        showIcon
        message={`O código ${codigo} não é o deste bem (${data.CodigoBEM}).`}
        action={
          <Button
            size="small"
            onClick={() => navigate(paths.movimentacaoCriar(data.id, data.CodigoBEM), { replace: true })}
          >
            Usar o código {data.CodigoBEM}
          </Button>
        }
      />
    );
  else if (utils.isError)
    body = (
      <LoadError
        message="Não foi possível carregar os tipos de movimentação."
        onRetry={() => utils.refetch()}
      />
    );
  else if (data && utils.data && utils.data.cliente_id === data.cliente_id)
    body = <MovementForm bem={data} utils={utils.data} onSaved={back} onCancel={back} />;

  return (
    <PageContainer
      title={data ? `Nova movimentação do bem ${data.CodigoBEM}` : 'Nova movimentação'}
      subTitle={data?.descricao}
      onBack={back}
    >
      <Flex vertical gap="middle">
        <BemSummaryCard bem={bem} />
        {data?.situacao === 'baixado' ? (
          <Alert type="warning" showIcon message="Este bem está baixado: só aceita o estorno da baixa." />
        ) : null}
        <Card>{body}</Card>
      </Flex>
    </PageContainer>
  );
}
