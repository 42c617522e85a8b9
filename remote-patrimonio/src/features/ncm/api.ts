import {
  type CreateNcmBody,
  type Ncm,
  NcmPageSchema,
  NcmSchema,
  parseJson,
  type UpdateNcmBody,
} from '@gp/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { keys } from '../../query-keys.js';
import { useRemote, useStatusCall } from '../../session/remote-context.js';

/** One function per NCM reference call, parsed with the shared schemas, and their mutations. */

/** The columns the NCM list sorts by on the server. */
export const NCM_SORTS = ['codigo', 'descricao', 'created_at'] as const;

/** GET /refncm with the list's page, search, filters and sort. */
export async function listNcm(api: KyInstance, searchParams: URLSearchParams) {
  return parseJson(NcmPageSchema, api.get('refncm', { searchParams }));
}

export async function createNcm(api: KyInstance, body: CreateNcmBody): Promise<Ncm> {
  return parseJson(NcmSchema, api.post('refncm/create', { json: body }));
}

export async function updateNcm(api: KyInstance, id: string, body: UpdateNcmBody): Promise<Ncm> {
  return parseJson(NcmSchema, api.put(`refncm/${encodeURIComponent(id)}`, { json: body }));
}

/** After a write: the NCM lists, and the references the asset form looks up. */
function useInvalidateNcm() {
  const queryClient = useQueryClient();
  const { localId } = useRemote();
  return () =>
    Promise.all(
      ['ncm', 'lookup'].map((resource) =>
        queryClient.invalidateQueries({ queryKey: keys.resource(localId, resource) }),
      ),
    );
}

/** A new reference (no id) or the edit of one; the body is what `toNcmBody` made for that case. */
export type SaveNcm = { id: string | null; body: CreateNcmBody | UpdateNcmBody };

export function useSaveNcm() {
  const { api } = useRemote();
  const invalidate = useInvalidateNcm();
  return useMutation({
    mutationFn: (request: SaveNcm) =>
      request.id === null
        ? createNcm(api, request.body as CreateNcmBody)
        : updateNcm(api, request.id, request.body as UpdateNcmBody),
    retry: 0,
    onSettled: invalidate,
  });
}

export const useNcmStatus = () => useStatusCall('refncm', NcmSchema, ['ncm', 'lookup']);
