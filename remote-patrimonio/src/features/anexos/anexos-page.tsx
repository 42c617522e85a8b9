import { HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { Alert, Button, Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { bemUploadPath, useRefreshBem } from '../../components/bem-api.js';
import { BemSummaryCard } from '../../components/bem-summary.js';
import { FilesCard } from '../../components/files-card.js';
import { bemNotFound as notFound, useRouteBem } from '../../components/route-bem.js';
import { ASSET_FILE_ACCEPT, ASSET_FILE_HINT, UploadPanel } from '../../components/upload-panel.js';
import { useRemote } from '../../session/remote-context.js';
import { bemPreviewPath, useBemFiles } from './api.js';

/** /app/patrimonio/anexo/{id}: the asset's attachments, with preview of images and PDFs and download. */
export function AnexosPage() {
  const { access, paths } = useRemote();
  const navigate = useNavigate();
  const { id, bem, missing } = useRouteBem();
  const files = useBemFiles(id);
  if (missing || !id) return notFound;
  const data = bem.data;
  const canUpload = access.assets.update && data?.situacao !== 'baixado';

  return (
    <PageContainer
      title={data ? `Anexos do bem ${data.CodigoBEM}` : 'Anexos'}
      subTitle={data?.descricao}
      onBack={() => navigate(paths.bens())}
      extra={[
        <Button key="mov" icon={<HistoryOutlined />} onClick={() => navigate(paths.movimentacoes(id))}>
          Movimentações
        </Button>,
        ...(canUpload
          ? [
              <Button
                key="upload"
                type="primary"
                icon={<UploadOutlined />}
                onClick={() => navigate(paths.anexosUpload(id))}
              >
                Enviar arquivos
              </Button>,
            ]
          : []),
      ]}
    >
      <Flex vertical gap="middle">
        <BemSummaryCard bem={bem} />
        {/* The upload has its own page (the spec's /anexo/{id}/upload, 'Enviar arquivos' above). */}
        <FilesCard
          title="Fotos e documentos"
          label="Anexos do bem"
          files={files}
          uploadPath={bemUploadPath(id)}
          previewPath={bemPreviewPath}
          accept={ASSET_FILE_ACCEPT}
          hint={ASSET_FILE_HINT}
          emptyText="Nenhum anexo enviado."
          canUpload={false}
          onUploaded={() => files.refetch()}
        />
      </Flex>
    </PageContainer>
  );
}

/** /app/patrimonio/anexo/{id}/upload: several files at once, one request each, each with its progress. */
export function AnexosUploadPage() {
  const { paths } = useRemote();
  const navigate = useNavigate();
  const refresh = useRefreshBem();
  const { id, bem, missing } = useRouteBem();
  if (missing || !id) return notFound;
  const data = bem.data;

  return (
    <PageContainer
      title={data ? `Enviar anexos do bem ${data.CodigoBEM}` : 'Enviar anexos'}
      subTitle={data?.descricao}
      onBack={() => navigate(paths.anexos(id))}
      extra={[
        <Button key="lista" onClick={() => navigate(paths.anexos(id))}>
          Ver anexos
        </Button>,
      ]}
    >
      <Flex vertical gap="middle">
        <BemSummaryCard bem={bem} />
        {data?.situacao === 'baixado' ? (
          <Alert type="warning" showIcon message="Este bem está baixado: não aceita novos anexos." />
        ) : (
          <Card>
            <UploadPanel
              path={bemUploadPath(id)}
              accept={ASSET_FILE_ACCEPT}
              hint={ASSET_FILE_HINT}
              onUploaded={() => refresh(id)}
            />
          </Card>
        )}
      </Flex>
    </PageContainer>
  );
}
