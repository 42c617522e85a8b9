import { HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { StoredFileListSchema } from '@gp/shared-contracts';
import { LoadError } from '@gp/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { isHTTPError } from 'ky';
import { useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { assetKeys, useBem } from '../../components/asset-api.js';
import { BemSummary } from '../../components/bem-summary.js';
import { FileList } from '../../components/file-list.js';
import { NotFoundResult } from '../../components/not-found-result.js';
import { ASSET_FILE_ACCEPT, ASSET_FILE_HINT, UploadPanel } from '../../components/upload-panel.js';
import { useRemote } from '../../session/remote-context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /patrimonio/bempatrimonial/files/{id}: the asset's photos and documents. */
function useBemFiles(bemId: string | null) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...assetKeys.detail(localId, bemId ?? ''), 'files'],
    queryFn: async () =>
      v.parse(
        StoredFileListSchema,
        await api.get(`patrimonio/bempatrimonial/files/${encodeURIComponent(bemId ?? '')}`).json(),
      ),
    enabled: Boolean(bemId),
  });
}

function useRouteBem() {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const bem = useBem(valid ? id : null);
  const missing = !valid || (bem.isError && isHTTPError(bem.error) && bem.error.response.status === 404);
  return { id: valid ? id : null, bem, missing };
}

const notFound = (
  <NotFoundResult title="Bem não encontrado" subTitle="O bem não existe ou não pertence a este local." />
);

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
        {bem.isError ? (
          <LoadError message="Não foi possível carregar o bem." onRetry={() => bem.refetch()} />
        ) : null}
        <Card>{data ? <BemSummary bem={data} /> : <Skeleton active paragraph={{ rows: 2 }} />}</Card>
        {files.isError ? (
          <LoadError message="Não foi possível carregar os anexos." onRetry={() => files.refetch()} />
        ) : null}
        <Card title="Fotos e documentos" styles={{ body: { paddingBlockEnd: 0 } }}>
          <FileList
            label="Anexos do bem"
            files={files.data}
            loading={files.isPending}
            emptyText="Nenhum anexo enviado."
          />
        </Card>
      </Flex>
    </PageContainer>
  );
}

/** /app/patrimonio/anexo/{id}/upload: several files at once, one request each, each with its progress. */
export function AnexosUploadPage() {
  const { paths, localId } = useRemote();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
        {bem.isError ? (
          <LoadError message="Não foi possível carregar o bem." onRetry={() => bem.refetch()} />
        ) : null}
        <Card>{data ? <BemSummary bem={data} /> : <Skeleton active paragraph={{ rows: 2 }} />}</Card>
        {data?.situacao === 'baixado' ? (
          <Alert type="warning" showIcon message="Este bem está baixado: não aceita novos anexos." />
        ) : (
          <Card>
            <UploadPanel
              path={`patrimonio/bempatrimonial/upload/${encodeURIComponent(id)}`}
              accept={ASSET_FILE_ACCEPT}
              hint={ASSET_FILE_HINT}
              onUploaded={() => queryClient.invalidateQueries({ queryKey: assetKeys.detail(localId, id) })}
            />
          </Card>
        )}
      </Flex>
    </PageContainer>
  );
}
