import { type Bem, BemSchema, type BemUtils, BemUtilsSchema, parseJson } from '@gp/shared-contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { keys } from '../query-keys.js';
import { useRecord, useRemote } from '../session/remote-context.js';

/**
 * The asset reads several features make (the asset form, movements, attachments, suppliers): one
 * function per call, parsed with the shared schemas, and their queries. The asset list and writes live
 * in `features/bens/api.ts`.
 */

const id = (value: string) => encodeURIComponent(value);

/** GET /patrimonio/bempatrimonial/{id}. */
export async function getBem(api: KyInstance, bemId: string): Promise<Bem> {
  return parseJson(BemSchema, api.get(`patrimonio/bempatrimonial/${id(bemId)}`));
}

/** GET /utils/bempatrimonial: option lists and the next code of one client (support names it). */
export async function getBemUtils(api: KyInstance, clienteId?: string | null): Promise<BemUtils> {
  const searchParams: Record<string, string> = clienteId ? { cliente_id: clienteId } : {};
  return parseJson(BemUtilsSchema, api.get('utils/bempatrimonial', { searchParams }));
}

/** POST /patrimonio/bempatrimonial/upload/{id}, multipart, one request per file (form and attachments). */
export const bemUploadPath = (bemId: string) => `patrimonio/bempatrimonial/upload/${id(bemId)}`;

export const useBem = (bemId: string | null) =>
  useRecord({ resource: 'bens', id: bemId, fetch: getBem, fresh: true });

/** The form's option lists and next code; `enabled` false until support has chosen a client. */
export function useBemUtils(clienteId: string | null, enabled = true) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: keys.detail(localId, 'utils', clienteId ?? ''),
    queryFn: () => getBemUtils(api, clienteId),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a write on assets: every asset query of the location (lists, details, movements, files, the
 * vehicle and property registers that show the asset) is fetched again, and the next code.
 */
export function useInvalidateAssets() {
  const queryClient = useQueryClient();
  const { localId } = useRemote();
  return () =>
    Promise.all(
      ['bens', 'utils', 'veiculos', 'imoveis'].map((resource) =>
        queryClient.invalidateQueries({ queryKey: keys.resource(localId, resource) }),
      ),
    );
}
