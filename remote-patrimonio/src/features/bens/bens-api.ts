import {
  type Bem,
  type BemHistoricoItem,
  BemHistoricoSchema,
  BemPageSchema,
  BemSchema,
  type CreateBemBody,
  type UpdateBemBody,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

/** One function per asset call of spec §7 that only this screen makes, parsed with the shared schemas. */

export type BemPage = v.InferOutput<typeof BemPageSchema>;

/** GET /patrimonio/bempatrimonial with the list's page, search, filters and sort. */
export async function listBens(api: KyInstance, searchParams: URLSearchParams): Promise<BemPage> {
  return v.parse(BemPageSchema, await api.get('patrimonio/bempatrimonial', { searchParams }).json());
}

export async function createBem(api: KyInstance, body: CreateBemBody): Promise<Bem> {
  return v.parse(BemSchema, await api.post('patrimonio/bempatrimonial/create', { json: body }).json());
}

export async function updateBem(api: KyInstance, id: string, body: UpdateBemBody): Promise<Bem> {
  return v.parse(
    BemSchema,
    await api.put(`patrimonio/bempatrimonial/${encodeURIComponent(id)}`, { json: body }).json(),
  );
}

/** GET /patrimonio/bempatrimonial/historico/{id}: the asset's change history, newest first. */
export async function getHistorico(api: KyInstance, id: string): Promise<BemHistoricoItem[]> {
  return v.parse(
    BemHistoricoSchema,
    await api.get(`patrimonio/bempatrimonial/historico/${encodeURIComponent(id)}`).json(),
  );
}
