import {
  type CreateFornecedorBody,
  type Fornecedor,
  FornecedorPageSchema,
  FornecedorSchema,
  type StoredFile,
  StoredFileListSchema,
  type UpdateFornecedorBody,
} from '@gp/shared-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { useStatusCall } from '../../components/status-action.js';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';

/** One function per supplier call, parsed with the shared schemas, and their queries. */

export type FornecedorPage = v.InferOutput<typeof FornecedorPageSchema>;
const id = (value: string) => encodeURIComponent(value);

/** GET /patrimonio/fornecedor (page, limit, search, tipo_pessoa, ativo, sort, order, cliente_id). */
export async function listFornecedores(
  api: KyInstance,
  searchParams: URLSearchParams,
): Promise<FornecedorPage> {
  return v.parse(FornecedorPageSchema, await api.get('patrimonio/fornecedor', { searchParams }).json());
}

export async function getFornecedor(api: KyInstance, fornecedorId: string): Promise<Fornecedor> {
  return v.parse(FornecedorSchema, await api.get(`patrimonio/fornecedor/${id(fornecedorId)}`).json());
}

export async function createFornecedor(api: KyInstance, body: CreateFornecedorBody): Promise<Fornecedor> {
  return v.parse(FornecedorSchema, await api.post('patrimonio/fornecedor/create', { json: body }).json());
}

export async function updateFornecedor(
  api: KyInstance,
  fornecedorId: string,
  body: UpdateFornecedorBody,
): Promise<Fornecedor> {
  return v.parse(
    FornecedorSchema,
    await api.put(`patrimonio/fornecedor/${id(fornecedorId)}`, { json: body }).json(),
  );
}

export async function listFornecedorFiles(api: KyInstance, fornecedorId: string): Promise<StoredFile[]> {
  return v.parse(
    StoredFileListSchema,
    await api.get(`patrimonio/fornecedor/files/${id(fornecedorId)}`).json(),
  );
}

/** POST /patrimonio/fornecedor/upload/{id}, multipart, one request per file. */
export const fornecedorUploadPath = (fornecedorId: string) =>
  `patrimonio/fornecedor/upload/${id(fornecedorId)}`;

export function useFornecedor(id: string | null) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: keys.detail(localId, 'fornecedores', id ?? ''),
    queryFn: () => getFornecedor(api, id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useFornecedorFiles(id: string | null) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.detail(localId, 'fornecedores', id ?? ''), 'files'],
    queryFn: () => listFornecedorFiles(api, id ?? ''),
    enabled: Boolean(id),
  });
}

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
