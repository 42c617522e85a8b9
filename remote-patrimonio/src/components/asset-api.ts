import {
  type Bem,
  BemSchema,
  type BemUtils,
  BemUtilsSchema,
  type CreateMovimentacaoBody,
  type Movimentacao,
  MovimentacaoListSchema,
  MovimentacaoSchema,
} from '@gp/shared-contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { useRemote } from '../session/remote-context.js';

/**
 * The asset calls more than one screen needs (the asset form, the movement modal and pages, the
 * attachments): one function per call of spec §7, parsed with the shared schemas, and their queries.
 */

const id = (value: string) => encodeURIComponent(value);

/** GET /patrimonio/bempatrimonial/{id}. */
export async function getBem(api: KyInstance, bemId: string): Promise<Bem> {
  return v.parse(BemSchema, await api.get(`patrimonio/bempatrimonial/${id(bemId)}`).json());
}

/** GET /utils/bempatrimonial: option lists and the next code of one client (support names it). */
export async function getBemUtils(api: KyInstance, clienteId?: string | null): Promise<BemUtils> {
  const searchParams: Record<string, string> = clienteId ? { cliente_id: clienteId } : {};
  return v.parse(BemUtilsSchema, await api.get('utils/bempatrimonial', { searchParams }).json());
}

/** GET /patrimonio/movimentacaobem/{id}: the asset's movements, newest first. */
export async function listMovimentacoesDoBem(api: KyInstance, bemId: string): Promise<Movimentacao[]> {
  return v.parse(MovimentacaoListSchema, await api.get(`patrimonio/movimentacaobem/${id(bemId)}`).json());
}

/** POST /patrimonio/movimentacaobem/create. */
export async function createMovimentacao(
  api: KyInstance,
  body: CreateMovimentacaoBody,
): Promise<Movimentacao> {
  return v.parse(
    MovimentacaoSchema,
    await api.post('patrimonio/movimentacaobem/create', { json: body }).json(),
  );
}

export const assetKeys = {
  all: (localId: string | null) => ['patrimonio', localId, 'bens'] as const,
  detail: (localId: string | null, bemId: string) => [...assetKeys.all(localId), 'detail', bemId] as const,
  movimentacoes: (localId: string | null, bemId: string) =>
    [...assetKeys.all(localId), 'movimentacoes', bemId] as const,
  utils: (localId: string | null, clienteId: string | null) =>
    ['patrimonio', localId, 'utils', clienteId] as const,
};

export function useBem(bemId: string | null) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: assetKeys.detail(localId, bemId ?? ''),
    queryFn: () => getBem(api, bemId ?? ''),
    enabled: Boolean(bemId),
    staleTime: 0,
  });
}

/** The form's option lists and next code; `enabled` false until support has chosen a client. */
export function useBemUtils(clienteId: string | null, enabled = true) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: assetKeys.utils(localId, clienteId),
    queryFn: () => getBemUtils(api, clienteId),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useMovimentacoesDoBem(bemId: string | null) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: assetKeys.movimentacoes(localId, bemId ?? ''),
    queryFn: () => listMovimentacoesDoBem(api, bemId ?? ''),
    enabled: Boolean(bemId),
  });
}

/** After a write on assets: every asset query of the location is fetched again, and the next code. */
export function useInvalidateAssets() {
  const queryClient = useQueryClient();
  const { localId } = useRemote();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assetKeys.all(localId) }),
      queryClient.invalidateQueries({ queryKey: ['patrimonio', localId, 'utils'] }),
    ]);
}
