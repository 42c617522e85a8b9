import { OkResponseSchema, parseJson, type StoredFile, StoredFileListSchema } from '@gp/shared-contracts';
import { type FilePaths, FilesCard } from '@gp/shared-ui/remote-files';
import type { KyInstance } from 'ky';
import type { ObrasRegister } from '../paths.js';
import { useRecord, useRemote, useUpload } from '../session/remote-context.js';

/**
 * The files of a work's record (docs/api.md, "Obras", files of the registers): `<path>/files/{id}`,
 * `<path>/upload/{id}`, `<path>/preview/{id}` and the area's download `obras/arquivo/{id}`.
 */
const id = (value: string) => encodeURIComponent(value);

/** What a register's files are: the card's title and what the chooser takes (the API checks content). */
export type RecordFilesSpec = {
  title: string;
  accept: string;
  hint: string;
  emptyText: string;
};

/** The follow-up's photos: images only. */
export const PHOTOS: RecordFilesSpec = {
  title: 'Fotos',
  accept: 'image/png,image/jpeg,image/gif,image/webp',
  hint: 'Fotos (JPEG, PNG, GIF, WebP). Várias de uma vez.',
  emptyText: 'Nenhuma foto enviada.',
};

/** A document: its PDF or a picture of it. */
export const documentFiles = (title: string): RecordFilesSpec => ({
  title,
  accept: 'application/pdf,.pdf,image/png,image/jpeg,image/gif,image/webp',
  hint: 'PDF ou imagem (JPEG, PNG, GIF, WebP). Vários de uma vez.',
  emptyText: 'Nenhum documento enviado.',
});

/** The measurement's attachments: PDF, images and office documents. */
export const ANEXOS: RecordFilesSpec = {
  title: 'Anexos',
  accept: 'image/png,image/jpeg,image/gif,image/webp,application/pdf,.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods',
  hint: 'PDF, imagens e documentos do Office. Vários de uma vez.',
  emptyText: 'Nenhum anexo enviado.',
};

/** GET <path>/files/{id}: a record's files, oldest first. */
export const listRecordFiles = (path: string) => (api: KyInstance, recordId: string) =>
  parseJson(StoredFileListSchema, api.get(`${path}/files/${id(recordId)}`));

/** GET <path>/preview/{id}: a file shown in place (images and PDF; the API sends others as downloads). */
export const recordFilePaths = (path: string): Required<FilePaths> => ({
  preview: (fileId) => `${path}/preview/${id(fileId)}`,
  download: (fileId) => `obras/arquivo/${id(fileId)}`,
});

/**
 * DELETE /obras/arquivo/{id}: a works file deleted, with what was made from it (a photo's copy for the
 * quarterly report, docs/domain.md, "Relatório trimestral").
 */
export const deleteRecordFile = (api: KyInstance, fileId: string) =>
  parseJson(OkResponseSchema, api.delete(`obras/arquivo/${id(fileId)}`));

/** A record's files under its detail key, so an upload (or a write on the record) refreshes them. */
export const useRecordFiles = (register: ObrasRegister, path: string, recordId: string | null) =>
  useRecord<StoredFile[]>({ resource: register, id: recordId, part: 'files', fetch: listRecordFiles(path) });

/**
 * The files card of a record's edit page: shared-ui's `FilesCard` (its files with preview, download and
 * deletion after a confirmation, and the upload of several files with progress) on the register's paths;
 * an inactive record takes none (its files may still be deleted: the area is support's, who may).
 */
export function RecordFilesCard({
  register,
  path,
  record,
  files: spec,
}: {
  register: ObrasRegister;
  /** The register's API path, e.g. `obras/acompanhamento`. */
  path: string;
  record: { id: string; ativo: boolean };
  files: RecordFilesSpec;
}) {
  const { api, localId } = useRemote();
  const files = useRecordFiles(register, path, record.id);
  return (
    <FilesCard
      api={api}
      localId={localId}
      upload={useUpload()}
      title={spec.title}
      files={files}
      paths={{ ...recordFilePaths(path), upload: `${path}/upload/${id(record.id)}` }}
      accept={spec.accept}
      hint={spec.hint}
      emptyText={spec.emptyText}
      canUpload={record.ativo}
      uploadBlocked="Este registro está inativo: ative-o para anexar arquivos."
      onUploaded={() => files.refetch()}
      remove={(file) => deleteRecordFile(api, file.id).then(() => files.refetch())}
      style={{ marginBottom: 16 }}
    />
  );
}
