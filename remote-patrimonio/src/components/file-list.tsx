import {
  DownloadOutlined,
  EyeOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
} from '@ant-design/icons';
import type { StoredFile } from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  formatDateTime,
  reportFailure,
  Tooltip,
  useObjectUrl,
  useToast,
} from '@gp/shared-ui';
import { downloadFile, fetchProtected, previewKind } from '@gp/shared-ui/remote';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { keys } from '../query-keys.js';
import { useRemote } from '../session/remote-context.js';

/** GET /patrimonio/arquivo/{id}; `inline` asks for the browser-viewable disposition (preview). */
const fileContentPath = (fileId: string, inline = false) =>
  `patrimonio/arquivo/${encodeURIComponent(fileId)}${inline ? '?inline=true' : ''}`;

/** 1536 -> '1,5 KB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

function FileIcon({ mime }: { mime: string }) {
  const kind = previewKind(mime);
  if (kind === 'image') return <FileImageOutlined />;
  if (kind === 'pdf') return <FilePdfOutlined />;
  return <FileOutlined />;
}

type FileListProps = {
  files: readonly StoredFile[] | undefined;
  loading: boolean;
  /** Accessible name of the table. */
  label: string;
  emptyText?: string;
  /** Where the preview reads a file (default: GET /patrimonio/arquivo/{id}?inline=true). */
  previewPath?: (fileId: string) => string;
};

/** Attachments of a record: name, type, size, date, with preview (images and PDFs) and download. */
export function FileList({ files, loading, label, emptyText, previewPath }: FileListProps) {
  const { api } = useRemote();
  const toast = useToast();
  const [preview, setPreview] = useState<StoredFile | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<StoredFile>[]>(
    () => [
      {
        title: 'Arquivo',
        dataIndex: 'name',
        sorter: true,
        render: (name: string, file) => (
          <Flex gap="small" align="center">
            <FileIcon mime={file.mime} />
            <span>{name}</span>
          </Flex>
        ),
      },
      { title: 'Tipo', dataIndex: 'mime', width: 180 },
      { title: 'Tamanho', dataIndex: 'size', width: 110, sorter: true, render: formatSize },
      { title: 'Enviado em', dataIndex: 'createdAt', width: 160, sorter: true, render: formatDateTime },
      {
        title: 'Ações',
        key: 'actions',
        width: 110,
        align: 'right',
        render: (_value, file) => (
          <Flex justify="end" gap={4}>
            <Tooltip title={previewKind(file.mime) ? 'Visualizar' : 'Sem pré-visualização para este tipo'}>
              <Button
                type="text"
                icon={<EyeOutlined />}
                aria-label={`Visualizar ${file.name}`}
                disabled={!previewKind(file.mime)}
                onClick={() => setPreview(file)}
              />
            </Tooltip>
            <Tooltip title="Baixar">
              <Button
                type="text"
                icon={<DownloadOutlined />}
                aria-label={`Baixar ${file.name}`}
                loading={downloading === file.id}
                onClick={async () => {
                  setDownloading(file.id);
                  try {
                    await downloadFile(api, fileContentPath(file.id), file.name);
                  } catch (error) {
                    reportFailure(toast, error);
                  } finally {
                    setDownloading(null);
                  }
                }}
              />
            </Tooltip>
          </Flex>
        ),
      },
    ],
    [api, downloading, toast],
  );

  return (
    <>
      <DataTable<StoredFile>
        label={label}
        columns={columns}
        data={files}
        loading={loading}
        emptyText={emptyText}
      />
      <FilePreviewModal file={preview} onClose={() => setPreview(null)} path={previewPath} />
    </>
  );
}

const inlinePath = (fileId: string) => fileContentPath(fileId, true);

/** An image or a PDF of the API shown inline, fetched with the token from `path` (the file's id). */
export function FilePreviewModal({
  file,
  onClose,
  path = inlinePath,
}: {
  file: StoredFile | null;
  onClose: () => void;
  path?: (fileId: string) => string;
}) {
  const { api, localId } = useRemote();
  const kind = file ? previewKind(file.mime) : null;
  const content = useQuery({
    queryKey: keys.detail(localId, 'arquivos', file?.id ?? ''),
    queryFn: () => fetchProtected(api, path(file?.id ?? '')),
    enabled: Boolean(file && kind),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const url = useObjectUrl(content.data);

  let body = <Skeleton.Image active style={{ width: '100%', height: 320 }} />;
  if (!kind) body = <Empty description="Pré-visualização indisponível para este tipo de arquivo." />;
  else if (content.isError)
    body = <Alert type="error" showIcon message="Não foi possível carregar o arquivo." />;
  else if (url && kind === 'image')
    body = (
      <Flex justify="center">
        <img src={url} alt={file?.name ?? ''} style={{ maxWidth: '100%', maxHeight: '70vh' }} />
      </Flex>
    );
  else if (url && kind === 'pdf')
    body = (
      <iframe
        title={`Pré-visualização de ${file?.name ?? ''}`}
        src={url}
        style={{ width: '100%', height: '70vh', border: 0 }}
      />
    );

  return (
    <Modal
      open={file !== null}
      title={<Typography.Text ellipsis>{file?.name}</Typography.Text>}
      width={kind === 'pdf' ? 960 : 720}
      footer={
        <Button type="primary" onClick={onClose}>
          Fechar
        </Button>
      }
      onCancel={onClose}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
