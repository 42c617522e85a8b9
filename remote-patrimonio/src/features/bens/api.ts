import { type BemHistoricoItem, BemHistoricoSchema, BemPageSchema, parseJson } from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { bemApi } from '../../components/bem-api.js';

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
export const useHistorico = (bemId: string) =>
  bemApi.useRecord(bemId, { part: 'historico', fetch: getHistorico });
