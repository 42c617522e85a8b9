import {
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
} from '@ant-design/icons';
import type { StoredFile } from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import type { KyInstance } from 'ky';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../data-table/index.js';
import { formatDateTime } from '../dates.js';
import { DialogForm } from '../dialog/dialog-form.js';
import { reportFailure } from '../failure.js';
import { fileTypeLabel, saveBlob, useObjectUrl } from '../files.js';
import { RowAction } from '../list/columns.js';
import { useToast } from '../toast.js';
import { Tooltip } from '../tooltip.js';
import { downloadFile, fetchProtected, previewKind } from './protected-file.js';

/**
 * The stored files of a record (decision 010), shared by the areas: each area passes its session's API
 * client and location and the paths its API serves the files at.
 */

/** Where an area's API serves one file: the download and, inline, the preview of images and PDFs. */
export type FilePaths = {
  /** The download (attachment), e.g. `patrimonio/arquivo/{id}`. */
  download: (fileId: string) => string;
  /**
   * The preview (inline for images and PDFs), e.g. `patrimonio/bempatrimonial/preview/{id}`; left out
   * where the API serves none (a client's files): the row has no 'Visualizar'.
   */
  preview?: (fileId: string) => string;
};

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

/** The session the files are read with: the area's `useRemote()` gives both. */
type Session = { api: KyInstance; localId: string | null };

function FileIcon({ mime }: { mime: string }) {
  const kind = previewKind(mime);
  if (kind === 'image') return <FileImageOutlined />;
  if (kind === 'pdf') return <FilePdfOutlined />;
  return <FileOutlined />;
}

type FileListProps = Session & {
  paths: FilePaths;
  files: readonly StoredFile[] | undefined;
  loading: boolean;
  /** Accessible name of the table. */
  label: string;
  emptyText?: string;
  /** Deletes a file after 'Você tem certeza disso?' (absent: the location may not delete); resolves when done. */
  onDelete?: (file: StoredFile) => Promise<unknown>;
};

/**
 * Attachments of a record: name, type, size, date, with preview (images and PDFs), download and, when
 * `onDelete` is given, deletion after a confirmation.
 */
export function FileList({ api, localId, paths, files, loading, label, emptyText, onDelete }: FileListProps) {
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
      {
        title: 'Tipo',
        dataIndex: 'mime',
        width: 180,
        render: (mime: string, file) => fileTypeLabel(mime, file.name),
      },
      { title: 'Tamanho', dataIndex: 'size', width: 110, sorter: true, render: formatSize },
      { title: 'Enviado em', dataIndex: 'createdAt', width: 160, sorter: true, render: formatDateTime },
      {
        title: 'Ações',
        key: 'actions',
        width: 30 + 40 * (1 + Number(Boolean(paths.preview)) + Number(Boolean(onDelete))),
        align: 'right',
        render: (_value, file) => (
          <Flex justify="end" gap={4}>
            {paths.preview ? (
              <Tooltip title={previewKind(file.mime) ? 'Visualizar' : 'Sem pré-visualização para este tipo'}>
                <Button
                  type="text"
                  icon={<EyeOutlined />}
                  aria-label={`Visualizar ${file.name}`}
                  disabled={!previewKind(file.mime)}
                  onClick={() => setPreview(file)}
                />
              </Tooltip>
            ) : null}
            <Tooltip title="Baixar">
              <Button
                type="text"
                icon={<DownloadOutlined />}
                aria-label={`Baixar ${file.name}`}
                loading={downloading === file.id}
                onClick={async () => {
                  setDownloading(file.id);
                  try {
                    await downloadFile(api, paths.download(file.id), file.name);
                  } catch (error) {
                    reportFailure(toast, error);
                  } finally {
                    setDownloading(null);
                  }
                }}
              />
            </Tooltip>
            {onDelete ? <DeleteFile file={file} onDelete={onDelete} /> : null}
          </Flex>
        ),
      },
    ],
    [api, downloading, paths, toast, onDelete],
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
      {paths.preview ? (
        <FilePreviewModal
          api={api}
          localId={localId}
          file={preview}
          onClose={() => setPreview(null)}
          path={paths.preview}
        />
      ) : null}
    </>
  );
}

/** A file's 'Excluir': asks 'Você tem certeza disso?' and deletes once confirmed, with the success toast. */
function DeleteFile({
  file,
  onDelete,
}: {
  file: StoredFile;
  onDelete: (file: StoredFile) => Promise<unknown>;
}) {
  const toast = useToast();
  return (
    <DialogForm<object>
      trigger={<RowAction title="Excluir" label={`Excluir ${file.name}`} icon={<DeleteOutlined />} danger />}
      title="Você tem certeza disso?"
      okText="Excluir"
      okDanger
      onFinish={async () => {
        await onDelete(file);
        toast.success('Arquivo excluído com sucesso!');
      }}
    >
      <Typography.Paragraph>
        Esta ação não poderá ser desfeita. Após confirmar, o arquivo {file.name} será excluído.
      </Typography.Paragraph>
    </DialogForm>
  );
}

/** An image or a PDF of the API shown inline, fetched with the token from `path` (the file's id). */
export function FilePreviewModal({
  api,
  localId,
  file,
  onClose,
  path,
}: Session & {
  file: StoredFile | null;
  onClose: () => void;
  path: (fileId: string) => string;
}) {
  const kind = file ? previewKind(file.mime) : null;
  const content = useQuery({
    queryKey: ['protected-file', localId, file ? path(file.id) : ''],
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
        // Without the viewer's own bar, which names the file by the object URL's random id: the dialog's
        // title is the file's name, and its "Baixar" saves it under that name.
        src={`${url}#toolbar=0`}
        style={{ width: '100%', height: '70vh', border: 0 }}
      />
    );

  return (
    <Modal
      open={file !== null}
      title={<Typography.Text ellipsis>{file?.name}</Typography.Text>}
      width={kind === 'pdf' ? 960 : 720}
      footer={
        <Flex justify="end" gap="small">
          {/* The viewer's own download would name the file by the object URL's random id. */}
          {content.data && file ? (
            <Button onClick={() => saveBlob(content.data, file.name)}>Baixar</Button>
          ) : null}
          <Button type="primary" onClick={onClose}>
            Fechar
          </Button>
        </Flex>
      }
      onCancel={onClose}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
