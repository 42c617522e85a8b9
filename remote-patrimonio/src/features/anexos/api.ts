import { parseJson, type StoredFile, StoredFileListSchema } from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { bemApi } from '../../components/bem-api.js';

/** The asset's attachment calls, parsed with the shared schemas, and their query. */

/** GET /patrimonio/bempatrimonial/files/{id}: the asset's photos and documents. */
export async function listBemFiles(api: KyInstance, bemId: string): Promise<StoredFile[]> {
  return parseJson(
    StoredFileListSchema,
    api.get(`patrimonio/bempatrimonial/files/${encodeURIComponent(bemId)}`),
  );
}

/** The files sit under the asset's key, so an upload (or any write on the asset) refreshes them. */
export const useBemFiles = (bemId: string | null) =>
  bemApi.useRecord(bemId, { part: 'files', fetch: listBemFiles });

/**
 * GET /patrimonio/bempatrimonial/preview/{id}: an attachment of an asset shown in place (images and PDFs;
 * the API sends any other type as a download).
 */
export const bemPreviewPath = (fileId: string) =>
  `patrimonio/bempatrimonial/preview/${encodeURIComponent(fileId)}`;
