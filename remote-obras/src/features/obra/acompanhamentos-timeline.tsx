import { PlusOutlined } from '@ant-design/icons';
import { type Acompanhamento, type StoredFile, TIPO_ACOMPANHAMENTO_LABELS } from '@gp/shared-contracts';
import { formatDate, LoadError } from '@gp/shared-ui';
import { previewKind, useProtectedImage } from '@gp/shared-ui/remote';
import { Button, Card, Empty, Flex, Image, Skeleton, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { recordFilePaths, useRecordFiles } from '../../components/record-files.js';
import { useRemote } from '../../session/remote-context.js';
import { ACOMPANHAMENTOS, useAcompanhamentosDaObra } from './api.js';

/** The follow-ups the card shows, newest first; the rest are in the register's list. */
const SHOWN = 20;
const photoPaths = recordFilePaths(ACOMPANHAMENTOS);

/**
 * The work's follow-ups as a timeline (docs/domain.md, "Obras"): the active ones, newest first, each
 * with its tipo, date, physical progress, description, responsible and its photos, which open large.
 */
export function AcompanhamentosTimeline({ obraId }: { obraId: string }) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  const list = useAcompanhamentosDaObra(obraId, SHOWN);
  const total = list.data?.total ?? 0;

  let body = <Skeleton active paragraph={{ rows: 3 }} />;
  if (list.isError)
    body = (
      <LoadError message="Não foi possível carregar os acompanhamentos." onRetry={() => list.refetch()} />
    );
  else if (list.data && list.data.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum acompanhamento registrado." />;
  else if (list.data)
    body = (
      <Timeline
        items={list.data.data.map((a) => ({
          key: a.id,
          children: <AcompanhamentoItem acompanhamento={a} />,
        }))}
      />
    );

  return (
    <Card
      title="Acompanhamento"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <Flex gap="small">
          {total > SHOWN ? (
            <Button size="small" type="link" onClick={() => navigate(paths.list('acompanhamento', obraId))}>
              Ver todos ({total})
            </Button>
          ) : null}
          <Button
            size="small"
            icon={<PlusOutlined />}
            href={paths.create('acompanhamento', obraId)}
            onClick={(event) => {
              event.preventDefault();
              navigate(paths.create('acompanhamento', obraId));
            }}
          >
            Novo acompanhamento
          </Button>
        </Flex>
      }
    >
      <section aria-label="Linha do tempo dos acompanhamentos">{body}</section>
    </Card>
  );
}

function AcompanhamentoItem({ acompanhamento: a }: { acompanhamento: Acompanhamento }) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  const files = useRecordFiles('acompanhamento', ACOMPANHAMENTOS, a.id);
  const photos = (files.data ?? []).filter((f) => previewKind(f.mime) === 'image');
  return (
    <article aria-label={`Acompanhamento de ${formatDate(a.data)}`}>
      <Flex gap="small" wrap align="baseline">
        <Typography.Text strong>{TIPO_ACOMPANHAMENTO_LABELS[a.tipo]}</Typography.Text>
        <Typography.Text>{formatDate(a.data)}</Typography.Text>
        <Typography.Text type="secondary">{`${a.percentual_fisico.replace('.', ',')}% físico`}</Typography.Text>
        <Button
          size="small"
          type="link"
          aria-label={`Abrir acompanhamento de ${formatDate(a.data)}`}
          onClick={() => navigate(paths.edit('acompanhamento', a.id))}
        >
          Abrir
        </Button>
      </Flex>
      <Typography.Paragraph style={{ marginBottom: 4 }}>{a.descricao}</Typography.Paragraph>
      <Typography.Text type="secondary">Responsável: {a.responsavel}</Typography.Text>
      {photos.length > 0 ? (
        <Image.PreviewGroup>
          <Flex gap="small" wrap style={{ marginTop: 8 }}>
            {photos.map((photo) => (
              <Photo key={photo.id} photo={photo} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : null}
    </article>
  );
}

/** A photo's thumbnail: the bytes come with the token (useProtectedImage) and open large on a click. */
function Photo({ photo }: { photo: StoredFile }) {
  const { api, localId } = useRemote();
  const url = useProtectedImage(api, localId, photoPaths.preview(photo.id));
  if (!url) return <Skeleton.Image active style={{ width: 96, height: 72 }} />;
  return (
    <Image
      src={url}
      alt={photo.name}
      width={96}
      height={72}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      preview={{ mask: 'Ampliar' }}
    />
  );
}
