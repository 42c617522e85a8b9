import type { StoredFile } from '@gp/shared-contracts';
import { Alert, Card, Flex } from 'antd';
import type { KyInstance } from 'ky';
import type { CSSProperties } from 'react';
import { LoadError } from '../load-error.js';
import { FileList, type FilePaths } from './file-list.js';
import type { SendFile } from './upload.js';
import { UploadPanel } from './upload-panel.js';

/** A record's files as its feature's `api.ts` reads them (a `useRecord(id, { part: 'files' })`). */
export type FilesQuery = {
  data: readonly StoredFile[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export type FilesCardProps = {
  /** The area's session (`useRemote()`): the files are read and downloaded with its client. */
  api: KyInstance;
  localId: string | null;
  /** The area's `useUpload()`: each file goes in its own request, with its progress. */
  upload: SendFile;
  /** The card's title ('Arquivos', 'Fotos', 'Anexos'). */
  title: string;
  /** The table's accessible name (default: the title). */
  label?: string;
  files: FilesQuery;
  /** Where the API serves a file (download, preview) and where one is sent (`upload`). */
  paths: FilePaths & { upload: string };
  /** What the chooser takes and what it says (the API checks the content). */
  accept: string;
  hint: string;
  emptyText?: string;
  /**
   * What the API said the location may do with this record's files: send (`canUpload`), delete
   * (`remove` given). Hiding is only for the user: the API refuses the same calls.
   */
  canUpload: boolean;
  /** Why nothing can be sent, shown instead of the panel (an inactive record); absent: nothing shown. */
  uploadBlocked?: string;
  /** Deletes one file (the feature's call), after the confirmation; absent: no 'Excluir'. */
  remove?: (file: StoredFile) => Promise<unknown>;
  /** After files were stored: the feature reads the record's files again. */
  onUploaded: () => unknown;
  style?: CSSProperties;
};

/**
 * The files of a record, the one card every area shows them in (decision 010): the list (name, type,
 * size, date, preview, download, and deletion after 'Você tem certeza disso?' when allowed), empty and
 * loading states, a load failure with its retry, and the upload of several files, one request each with
 * its progress bar and its own error through the area's upload (a refused file stays listed with its
 * error, to send again or remove).
 */
export function FilesCard({
  api,
  localId,
  upload,
  title,
  label,
  files,
  paths,
  accept,
  hint,
  emptyText = 'Nenhum arquivo enviado.',
  canUpload,
  uploadBlocked,
  remove,
  onUploaded,
  style,
}: FilesCardProps) {
  return (
    <Card title={title} size="small" style={style}>
      <Flex vertical gap="middle">
        {files.isError ? (
          <LoadError message="Não foi possível carregar os arquivos." onRetry={() => files.refetch()} />
        ) : null}
        <FileList
          api={api}
          localId={localId}
          paths={paths}
          label={label ?? title}
          files={files.data}
          loading={files.isPending}
          emptyText={emptyText}
          onDelete={remove}
        />
        {canUpload ? (
          <UploadPanel
            upload={upload}
            path={paths.upload}
            accept={accept}
            hint={hint}
            onUploaded={onUploaded}
          />
        ) : uploadBlocked ? (
          <Alert type="warning" showIcon message={uploadBlocked} />
        ) : null}
      </Flex>
    </Card>
  );
}
