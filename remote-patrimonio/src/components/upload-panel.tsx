import {
  UploadPanel as SharedUploadPanel,
  type UploadPanelProps,
  useUploadQueue as useSharedUploadQueue,
} from '@gp/shared-ui/remote-files';
import { useUpload } from '../session/remote-context.js';

/** The upload of several files with progress (shared-ui, decision 010) under the area's session. */

export { UploadQueueView } from '@gp/shared-ui/remote-files';

/** Files chosen for an upload and their state; `run(path)` sends what is waiting, one request per file. */
export const useUploadQueue = () => useSharedUploadQueue(useUpload());

/** Several files, one request each, each with its progress and its own error (shared-ui's panel). */
export function UploadPanel(props: Omit<UploadPanelProps, 'upload'>) {
  return <SharedUploadPanel {...props} upload={useUpload()} />;
}

/** What the asset's attachments may be (the API checks the content: images, PDF, Office). */
export const ASSET_FILE_ACCEPT = 'image/*,application/pdf,.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods';
export const ASSET_FILE_HINT = 'Fotos (JPEG, PNG, WebP), PDF e documentos do Office. Vários de uma vez.';
/** Supplier documents (PDF, images, Office, text). */
export const DOCUMENT_FILE_ACCEPT = 'image/*,application/pdf,.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.txt,.csv';
export const DOCUMENT_FILE_HINT = 'PDF, imagens, documentos do Office e texto. Vários de uma vez.';
