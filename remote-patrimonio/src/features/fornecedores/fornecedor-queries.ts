import type { StatusBody } from '@gp/shared-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRemote } from '../../session/remote-context.js';
import {
  getFornecedor,
  listFornecedores,
  listFornecedorFiles,
  setFornecedorStatus,
} from './fornecedores-api.js';

export const fornecedorKeys = {
  all: (localId: string | null) => ['patrimonio', localId, 'fornecedores'] as const,
  list: (localId: string | null, query: string) => [...fornecedorKeys.all(localId), 'list', query] as const,
  detail: (localId: string | null, id: string) => [...fornecedorKeys.all(localId), 'detail', id] as const,
};

export function useFornecedorList(query: URLSearchParams) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: fornecedorKeys.list(localId, query.toString()),
    queryFn: () => listFornecedores(api, query),
    placeholderData: keepPreviousData,
  });
}

export function useFornecedor(id: string | null) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: fornecedorKeys.detail(localId, id ?? ''),
    queryFn: () => getFornecedor(api, id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useFornecedorFiles(id: string | null) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...fornecedorKeys.detail(localId, id ?? ''), 'files'],
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
      queryClient.invalidateQueries({ queryKey: fornecedorKeys.all(localId) }),
      queryClient.invalidateQueries({ queryKey: ['patrimonio', localId, 'lookup'] }),
    ]);
}

export function useSetFornecedorStatus() {
  const { api } = useRemote();
  const invalidate = useInvalidateFornecedores();
  return useMutation({
    mutationFn: (body: StatusBody) => setFornecedorStatus(api, body),
    retry: 0,
    onSettled: invalidate,
  });
}
