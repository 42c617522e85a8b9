import { FilesCard } from '@gp/shared-ui/remote-files';
import { useRemote, useUpload } from '../../session/remote-context.js';
import {
  fileDownloadPath,
  filePreviewPath,
  fileUploadPath,
  useClientFiles,
  useDeleteClientFile,
} from './api.js';

type ClientFilesProps = { companyId: string; canUpdate: boolean };

/**
 * The client's files (shared-ui's `FilesCard`): several chosen at once, each sent in its own request with
 * its progress and its error (size limit, type refused by content); the list offers download and, after
 * 'Você tem certeza disso?', deletion. Images and PDFs are previewed in place.
 */
export function ClientFiles({ companyId, canUpdate }: ClientFilesProps) {
  const { api, localId } = useRemote();
  const files = useClientFiles(companyId);
  const remove = useDeleteClientFile();
  return (
    <FilesCard
      api={api}
      localId={localId}
      upload={useUpload()}
      title="Arquivos"
      label="Arquivos do cliente"
      files={files}
      paths={{ download: fileDownloadPath, preview: filePreviewPath, upload: fileUploadPath(companyId) }}
      accept=".pdf,image/*,.doc,.docx,.xls,.xlsx,.odt,.ods,.txt,.csv,.xml"
      hint="PDF, imagens, documentos de escritório, texto ou XML. Vários de uma vez, um envio por arquivo."
      canUpload={canUpdate}
      remove={canUpdate ? (file) => remove.mutateAsync(file.id) : undefined}
      onUploaded={() => files.refetch()}
    />
  );
}
