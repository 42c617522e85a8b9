import {
  type CreateFornecedorBody,
  type Fornecedor,
  FornecedorPageSchema,
  FornecedorSchema,
  parseJson,
  type StoredFile,
  StoredFileListSchema,
  type UpdateFornecedorBody,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { registerApi } from '../../session/remote-context.js';

/** The supplier's calls, parsed with the shared schemas, and their queries (docs/frontend.md). */

export type FornecedorPage = v.InferOutput<typeof FornecedorPageSchema>;
const id = (value: string) => encodeURIComponent(value);

/**
 * The suppliers: GET /patrimonio/fornecedor (page, limit, search, tipo_pessoa, ativo, sort, order,
 * cliente_id), GET/PUT /patrimonio/fornecedor/{id}, POST …/create and the status call; a write refreshes
 * the suppliers the asset form looks up too.
 */
export const fornecedorApi = registerApi<Fornecedor, CreateFornecedorBody, UpdateFornecedorBody>({
  resource: 'fornecedores',
  path: 'patrimonio/fornecedor',
  item: FornecedorSchema,
  page: FornecedorPageSchema,
  refreshes: ['lookup'],
});

export const listFornecedores = fornecedorApi.list;

export async function listFornecedorFiles(api: KyInstance, fornecedorId: string): Promise<StoredFile[]> {
  return parseJson(StoredFileListSchema, api.get(`patrimonio/fornecedor/files/${id(fornecedorId)}`));
}

/** POST /patrimonio/fornecedor/upload/{id}, multipart, one request per file. */
export const fornecedorUploadPath = (fornecedorId: string) =>
  `patrimonio/fornecedor/upload/${id(fornecedorId)}`;

export const useFornecedor = (id: string | null) => fornecedorApi.useRecord(id);

export const useFornecedorFiles = (id: string | null) =>
  fornecedorApi.useRecord(id, { part: 'files', fetch: listFornecedorFiles });

/** Creates (`id: null`) or updates a supplier. */
export const useSaveFornecedor = () => fornecedorApi.useSave();

/** After the supplier's documents are sent: the supplier and its files. */
export const useRefreshFornecedor = () => fornecedorApi.useRefreshRecord();

export const useSetFornecedorStatus = () => fornecedorApi.useStatus();
