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
import { useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { keys } from '../../query-keys.js';
import { useRecord, useRemote, useStatusCall } from '../../session/remote-context.js';

/** One function per supplier call, parsed with the shared schemas, and their queries. */

export type FornecedorPage = v.InferOutput<typeof FornecedorPageSchema>;
const id = (value: string) => encodeURIComponent(value);

/** GET /patrimonio/fornecedor (page, limit, search, tipo_pessoa, ativo, sort, order, cliente_id). */
export async function listFornecedores(
  api: KyInstance,
  searchParams: URLSearchParams,
): Promise<FornecedorPage> {
  return parseJson(FornecedorPageSchema, api.get('patrimonio/fornecedor', { searchParams }));
}

export async function getFornecedor(api: KyInstance, fornecedorId: string): Promise<Fornecedor> {
  return parseJson(FornecedorSchema, api.get(`patrimonio/fornecedor/${id(fornecedorId)}`));
}

export async function createFornecedor(api: KyInstance, body: CreateFornecedorBody): Promise<Fornecedor> {
  return parseJson(FornecedorSchema, api.post('patrimonio/fornecedor/create', { json: body }));
}

export async function updateFornecedor(
  api: KyInstance,
  fornecedorId: string,
  body: UpdateFornecedorBody,
): Promise<Fornecedor> {
  return parseJson(FornecedorSchema, api.put(`patrimonio/fornecedor/${id(fornecedorId)}`, { json: body }));
}

export async function listFornecedorFiles(api: KyInstance, fornecedorId: string): Promise<StoredFile[]> {
  return parseJson(StoredFileListSchema, api.get(`patrimonio/fornecedor/files/${id(fornecedorId)}`));
}

/** POST /patrimonio/fornecedor/upload/{id}, multipart, one request per file. */
export const fornecedorUploadPath = (fornecedorId: string) =>
  `patrimonio/fornecedor/upload/${id(fornecedorId)}`;

export const useFornecedor = (id: string | null) =>
  useRecord({ resource: 'fornecedores', id, fetch: getFornecedor, fresh: true });

export const useFornecedorFiles = (id: string | null) =>
  useRecord({ resource: 'fornecedores', id, part: 'files', fetch: listFornecedorFiles });

/** Every supplier query of the location, and the suppliers the asset form looks up, after a write. */
export function useInvalidateFornecedores() {
  const queryClient = useQueryClient();
  const { localId } = useRemote();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.resource(localId, 'fornecedores') }),
      queryClient.invalidateQueries({ queryKey: keys.resource(localId, 'lookup') }),
    ]);
}

export const useSetFornecedorStatus = () =>
  useStatusCall('patrimonio/fornecedor', FornecedorSchema, ['fornecedores', 'lookup']);
