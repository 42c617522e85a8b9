import { DeleteOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { StoredFile } from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, formatDateTime, LoadError, Tooltip, useToast } from '@gp/shared-ui';
import { Button, Flex, List, Modal, Progress, Typography, Upload } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { reportFailure } from '../../components/failure.js';
import { downloadFile } from '../../components/protected-file.js';
import { useRemote, useUpload } from '../../session/remote-context.js';
import { useClientFiles, useDeleteClientFile, useRefreshClientFiles } from './client-queries.js';
import { fileDownloadPath, fileUploadPath } from './clientes-api.js';

/** One file on its way: its own request, progress and error (spec §7: one request per file). */
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
  const remove = useDeleteClientFile(companyId);
  const upload = useUpload();
  const [sending, setSending] = useState<Sending[]>([]);
  const [removal, setRemoval] = useState<StoredFile | null>(null);
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

  const confirmRemoval = async () => {
    if (!removal || remove.isPending) return;
    try {
      await remove.mutateAsync(removal.id);
      toast.success('Arquivo excluído com sucesso!');
      setRemoval(null);
    } catch (error) {
      reportFailure(toast, error);
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
      { title: 'Nome', dataIndex: 'name', sorter: true },
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
      {
        title: 'Ações',
        key: 'actions',
        align: 'right',
        width: 110,
        render: (_value, file) => (
          <Flex justify="end" gap={4}>
            <Tooltip title="Baixar">
              <Button
                type="text"
                icon={<DownloadOutlined />}
                aria-label={`Baixar arquivo ${file.name}`}
                onClick={() => download(file)}
              />
            </Tooltip>
            {canUpdate ? (
              <Tooltip title="Excluir">
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Excluir arquivo ${file.name}`}
                  onClick={() => setRemoval(file)}
                />
              </Tooltip>
            ) : null}
          </Flex>
        ),
      },
    ],
    [canUpdate, download],
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
        rowKey="id"
        data={files.data}
        loading={files.isPending}
        size="small"
      />
      <Modal
        open={removal !== null}
        title="Você tem certeza disso?"
        okText="Excluir"
        cancelText="Cancelar"
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isPending}
        onOk={confirmRemoval}
        onCancel={() => setRemoval(null)}
      >
        <Typography.Paragraph>
          Esta ação não poderá ser desfeita. Após confirmar, o arquivo {removal?.name} será excluído.
        </Typography.Paragraph>
      </Modal>
    </Flex>
  );
}
