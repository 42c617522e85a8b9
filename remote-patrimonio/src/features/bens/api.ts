import { type BemHistoricoItem, BemHistoricoSchema, BemPageSchema, parseJson } from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';

/**
 * The asset calls only the asset screens make (the list, the history), parsed with the shared
 * schemas, and their queries. The reads other features share (one asset, the option lists) are in
 * `components/bem-api.ts`.
 */

export type BemPage = v.InferOutput<typeof BemPageSchema>;

/** GET /patrimonio/bempatrimonial with the list's page, search, filters and sort. */
export async function listBens(api: KyInstance, searchParams: URLSearchParams): Promise<BemPage> {
  return parseJson(BemPageSchema, api.get('patrimonio/bempatrimonial', { searchParams }));
}

/** GET /patrimonio/bempatrimonial/historico/{id}: the asset's change history, newest first. */
export async function getHistorico(api: KyInstance, id: string): Promise<BemHistoricoItem[]> {
  return parseJson(
    BemHistoricoSchema,
    api.get(`patrimonio/bempatrimonial/historico/${encodeURIComponent(id)}`),
  );
}

/** The asset's change history, under the asset's key so each save refreshes it. */
export function useHistorico(bemId: string) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.detail(localId, 'bens', bemId), 'historico'],
    queryFn: () => getHistorico(api, bemId),
  });
}
