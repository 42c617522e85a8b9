import { DeleteOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { StoredFile } from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  DialogForm,
  formatDateTime,
  LoadError,
  useToast,
} from '@gp/shared-ui';
import { actionsColumn, RowAction } from '@gp/shared-ui/list';
import { downloadFile } from '@gp/shared-ui/remote';
import { Button, Flex, List, Progress, Typography, Upload } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useRemote, useUpload } from '../../session/remote-context.js';
import {
  fileDownloadPath,
  fileUploadPath,
  useClientFiles,
  useDeleteClientFile,
  useRefreshClientFiles,
} from './api.js';

/** One file on its way: its own request, progress and error (the API takes one file per request). */
type Sending = { uid: string; name: string; percent: number; error: string | null };

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

type ClientFilesProps = { companyId: string; canUpdate: boolean };

/**
 * The client's files: several can be chosen at once, each goes in its own request with its progress and
 * its error (size limit, type refused by content); the list offers download and, after 'Você tem certeza
 * disso?', deletion.
 */
export function ClientFiles({ companyId, canUpdate }: ClientFilesProps) {
  const toast = useToast();
  const { api } = useRemote();
  const files = useClientFiles(companyId);
  const refresh = useRefreshClientFiles(companyId);
  const remove = useDeleteClientFile();
  const upload = useUpload();
  const [sending, setSending] = useState<Sending[]>([]);
  const aborts = useRef(new Map<string, AbortController>());

  const patch = (uid: string, change: Partial<Sending>) =>
    setSending((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));

  const send = async (file: File, uid: string) => {
    const controller = new AbortController();
    aborts.current.set(uid, controller);
    setSending((list) => [...list, { uid, name: file.name, percent: 0, error: null }]);
    try {
      await upload(fileUploadPath(companyId), file, (percent) => patch(uid, { percent }), controller.signal);
      setSending((list) => list.filter((item) => item.uid !== uid));
      toast.success(`Arquivo ${file.name} enviado com sucesso!`);
      await refresh();
    } catch (error) {
      patch(uid, { error: error instanceof Error ? error.message : 'Não foi possível enviar o arquivo.' });
    } finally {
      aborts.current.delete(uid);
    }
  };

  const download = useCallback(
    async (file: StoredFile) => {
      try {
        await downloadFile(api, fileDownloadPath(file.id), file.name);
      } catch {
        toast.error(`Não foi possível baixar o arquivo ${file.name}.`);
      }
    },
    [api, toast],
  );

  const columns = useMemo(
    (): DataTableColumn<StoredFile>[] => [
      { title: 'Nome', dataIndex: 'name', sorter: true, ellipsis: true },
      {
        title: 'Tamanho',
        dataIndex: 'size',
        sorter: true,
        render: (size: number) => formatSize(size),
        width: 120,
      },
      {
        title: 'Enviado em',
        dataIndex: 'createdAt',
        sorter: true,
        render: (value: string) => formatDateTime(value),
        width: 170,
      },
      actionsColumn<StoredFile>(canUpdate ? 2 : 1, (file) => (
        <Flex justify="end" gap={4}>
          <RowAction
            title="Baixar"
            label={`Baixar arquivo ${file.name}`}
            icon={<DownloadOutlined />}
            onClick={() => download(file)}
          />
          {canUpdate ? (
            <DialogForm<object>
              trigger={
                <RowAction
                  title="Excluir"
                  label={`Excluir arquivo ${file.name}`}
                  icon={<DeleteOutlined />}
                  danger
                />
              }
              title="Você tem certeza disso?"
              okText="Excluir"
              okDanger
              onFinish={async () => {
                await remove.mutateAsync(file.id);
                toast.success('Arquivo excluído com sucesso!');
              }}
            >
              <Typography.Paragraph>
                Esta ação não poderá ser desfeita. Após confirmar, o arquivo {file.name} será excluído.
              </Typography.Paragraph>
            </DialogForm>
          ) : null}
        </Flex>
      )),
    ],
    [canUpdate, download, remove, toast],
  );

  return (
    <Flex vertical gap="middle">
      {canUpdate ? (
        <Upload.Dragger
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file, file.uid);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Clique ou arraste arquivos para enviar</p>
          <p className="ant-upload-hint">
            PDF, imagens, documentos de escritório, texto ou XML. Um envio por arquivo.
          </p>
        </Upload.Dragger>
      ) : null}
      {sending.length > 0 ? (
        <List
          size="small"
          bordered
          aria-label="Envios"
          dataSource={sending}
          rowKey="uid"
          renderItem={(item) => (
            <List.Item
              actions={
                item.error
                  ? [
                      <Button
                        key="dismiss"
                        type="link"
                        size="small"
                        onClick={() => setSending((list) => list.filter((s) => s.uid !== item.uid))}
                      >
                        Remover da lista
                      </Button>,
                    ]
                  : [
                      <Button
                        key="cancel"
                        type="link"
                        size="small"
                        onClick={() => aborts.current.get(item.uid)?.abort()}
                      >
                        Cancelar
                      </Button>,
                    ]
              }
            >
              <Flex vertical style={{ width: '100%' }}>
                <Typography.Text>{item.name}</Typography.Text>
                {item.error ? (
                  <Typography.Text type="danger" role="alert">
                    {item.error}
                  </Typography.Text>
                ) : (
                  <Progress percent={item.percent} size="small" aria-label={`Envio de ${item.name}`} />
                )}
              </Flex>
            </List.Item>
          )}
        />
      ) : null}
      {files.isError ? (
        <LoadError message="Não foi possível carregar os arquivos." onRetry={() => files.refetch()} />
      ) : null}
      <DataTable<StoredFile>
        label="Arquivos do cliente"
        columns={columns}
        data={files.data}
        loading={files.isPending}
        size="small"
      />
    </Flex>
  );
}
