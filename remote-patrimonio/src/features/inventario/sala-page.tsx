import { PrinterOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { LoadError } from '@gp/shared-ui';
import { PageTitle } from '@gp/shared-ui/list';
import { Card, Descriptions, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { PdfButton } from '../../components/pdf-button.js';
import { useRemote } from '../../session/remote-context.js';
import { salaApi, salaEtiquetaPath } from './api.js';

/**
 * /app/patrimonio/inventario/sala/{id}: where a sala's QR code leads — the sala, its setor and its label.
 * The counting of a later part of the inventory opens from here.
 */
export function SalaPage() {
  const { id } = useParams();
  const { paths } = useRemote();
  const sala = salaApi.useRecord(id);
  const data = sala.data;
  if (sala.isError && !data)
    return (
      <PageContainer title={<PageTitle>Sala</PageTitle>}>
        <LoadError message="Não foi possível carregar a sala." onRetry={() => sala.refetch()} />
      </PageContainer>
    );
  return (
    <PageContainer
      title={<PageTitle>{data ? `Sala ${data.codigo}` : 'Sala'}</PageTitle>}
      subTitle={data && !data.ativo ? <Tag>Inativa</Tag> : undefined}
      loading={sala.isPending}
      extra={
        data
          ? [
              <PdfButton key="etiqueta" path={salaEtiquetaPath(data.id)} icon={<PrinterOutlined />}>
                Etiqueta
              </PdfButton>,
            ]
          : []
      }
    >
      {data ? (
        <Card size="small">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Nome">{data.nome}</Descriptions.Item>
            <Descriptions.Item label="Secretaria">{data.secretaria.name}</Descriptions.Item>
            <Descriptions.Item label="Setor">{data.setor.name}</Descriptions.Item>
            {data.descricao ? (
              <Descriptions.Item label="Descrição">{data.descricao}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <Link to={paths.salas()}>Todas as salas</Link>
        </Card>
      ) : null}
    </PageContainer>
  );
}
