import { CloseOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, List, Progress, Typography, Upload } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useToast } from '../toast.js';
import { Tooltip } from '../tooltip.js';
import { formatSize } from './file-list.js';
import type { SendFile } from './upload.js';
import { patchItem, type QueueItem, queueItems, runUploadQueue } from './upload-queue.js';

/**
 * The upload of several files with progress (decision 010), shared by the areas: each area binds it to
 * its session with the `upload` of its `useUpload()`.
 */

/**
 * Files chosen for an upload and their state; `run(path)` sends what is waiting through `upload`, one
 * request per file.
 */
export function useUploadQueue(upload: SendFile) {
  const toast = useToast();
  const [items, setItems] = useState<QueueItem[]>([]);
  const [running, setRunning] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const add = useCallback(
    (files: readonly File[]) => setItems((current) => [...current, ...queueItems(files)]),
    [],
  );
  const remove = useCallback(
    (key: string) => setItems((current) => current.filter((i) => i.key !== key)),
    [],
  );
  const clearDone = useCallback(() => setItems((current) => current.filter((i) => i.status !== 'done')), []);

  /**
   * Sends the waiting files to `path`; says in toasts how many were stored and how many were refused.
   * `onStored` hears each stored file's answer as soon as it comes (a list refreshed file by file).
   */
  const run = useCallback(
    async (path: string, onStored?: (answer: unknown) => void) => {
      setRunning(true);
      try {
        const result = await runUploadQueue(
          itemsRef.current,
          async (file, onProgress) => {
            const answer = await upload(path, file, onProgress);
            onStored?.(answer);
            return answer;
          },
          (key, patch) => setItems((current) => patchItem(current, key, patch)),
        );
        if (result.done > 0)
          toast.success(`${plural(result.done, 'arquivo enviado', 'arquivos enviados')} com sucesso!`);
        if (result.failed > 0)
          toast.error(
            `${plural(result.failed, 'arquivo não pôde ser enviado', 'arquivos não puderam ser enviados')}. Veja o motivo em cada um.`,
          );
        return result;
      } finally {
        setRunning(false);
      }
    },
    [toast, upload],
  );

  const waiting = items.filter((item) => item.status === 'pending' || item.status === 'error').length;
  const done = items.filter((item) => item.status === 'done').length;
  return { items, running, waiting, done, add, remove, clearDone, run };
}
export type UploadQueue = ReturnType<typeof useUploadQueue>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const progressStatus = (item: QueueItem) =>
  item.status === 'error'
    ? 'exception'
    : item.status === 'done'
      ? 'success'
      : item.status === 'uploading'
        ? 'active'
        : 'normal';

type UploadQueueViewProps = {
  queue: UploadQueue;
  accept: string;
  /** What the dragger says is accepted. */
  hint: string;
  /** What a stored file shows under its bar ('Enviado' unless said otherwise), e.g. a link to its record. */
  stored?: (item: QueueItem) => ReactNode;
};

/** The dragger for several files and, for each chosen file, its progress bar and its own error. */
export function UploadQueueView({ queue, accept, hint, stored }: UploadQueueViewProps) {
  return (
    <Flex vertical gap="middle">
      <Upload.Dragger
        multiple
        accept={accept}
        showUploadList={false}
        disabled={queue.running}
        beforeUpload={(file, chosen) => {
          // Called once per file with the whole selection: the selection is queued on its first file.
          if (file === chosen[0]) queue.add(chosen);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Clique ou arraste arquivos para esta área</p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
      {queue.items.length > 0 ? (
        <section aria-label="Arquivos a enviar">
          <List<QueueItem>
            bordered
            dataSource={queue.items}
            renderItem={(item) => (
              <List.Item
                aria-label={item.file.name}
                actions={
                  item.status === 'pending' || item.status === 'error'
                    ? [
                        <Tooltip key="remove" title="Remover da lista">
                          <Button
                            type="text"
                            size="small"
                            icon={<CloseOutlined />}
                            aria-label={`Remover ${item.file.name}`}
                            disabled={queue.running}
                            onClick={() => queue.remove(item.key)}
                          />
                        </Tooltip>,
                      ]
                    : []
                }
              >
                <Flex vertical style={{ width: '100%' }} gap={2}>
                  <Flex justify="space-between" gap="small">
                    <Typography.Text ellipsis>{item.file.name}</Typography.Text>
                    <Typography.Text type="secondary">{formatSize(item.file.size)}</Typography.Text>
                  </Flex>
                  <Progress
                    percent={item.percent}
                    size="small"
                    aria-label={`Progresso de ${item.file.name}`}
                    status={progressStatus(item)}
                  />
                  {item.status === 'error' ? (
                    <Typography.Text type="danger" role="alert">
                      {item.error}
                    </Typography.Text>
                  ) : null}
                  {item.status === 'done'
                    ? (stored?.(item) ?? <Typography.Text type="success">Enviado</Typography.Text>)
                    : null}
                  {item.status === 'pending' ? (
                    <Typography.Text type="secondary">Aguardando envio</Typography.Text>
                  ) : null}
                </Flex>
              </List.Item>
            )}
          />
        </section>
      ) : null}
    </Flex>
  );
}

export type UploadPanelProps = Omit<UploadQueueViewProps, 'queue'> & {
  /** The area's `useUpload()`: one file to the API with progress, under the session's token. */
  upload: SendFile;
  /** API path of the upload call, e.g. `patrimonio/bempatrimonial/upload/{id}`. */
  path: string;
  /** Called after a run in which at least one file was stored. */
  onUploaded?: () => void;
  /** Called with each stored file's answer as soon as it is stored. */
  onStored?: (answer: unknown) => void;
  /** Called after every run, whatever the answers (a list that records refused files too). */
  onSettled?: () => void;
};

/**
 * Choose several files, then send them one request per file (docs/api.md), each with its own progress bar
 * and its own error; a refused file does not stop the others and can be sent again or removed.
 */
export function UploadPanel({
  upload,
  path,
  accept,
  hint,
  stored,
  onUploaded,
  onStored,
  onSettled,
}: UploadPanelProps) {
  const queue = useUploadQueue(upload);
  const start = async () => {
    if (queue.running || queue.waiting === 0) return;
    try {
      const result = await queue.run(path, onStored);
      if (result.done > 0) onUploaded?.();
    } finally {
      onSettled?.();
    }
  };
  return (
    <Flex vertical gap="middle">
      <UploadQueueView queue={queue} accept={accept} hint={hint} stored={stored} />
      <Flex gap="small" justify="end">
        {queue.done > 0 ? (
          <Button disabled={queue.running} onClick={queue.clearDone}>
            Limpar enviados
          </Button>
        ) : null}
        <Button
          type="primary"
          icon={<UploadOutlined />}
          loading={queue.running}
          disabled={queue.waiting === 0}
          onClick={start}
        >
          {queue.waiting > 0 ? `Enviar ${plural(queue.waiting, 'arquivo', 'arquivos')}` : 'Enviar arquivos'}
        </Button>
      </Flex>
    </Flex>
  );
}
