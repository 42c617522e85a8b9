import {
  AceiteSchema,
  type CreateMovimentacaoBody,
  type Movimentacao,
  MovimentacaoListSchema,
  type MovimentacaoPage,
  MovimentacaoPageSchema,
  MovimentacaoSchema,
  parseJson,
  parseJsonByStatus,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { bemApi } from '../../components/bem-api.js';

/** The movement calls (docs/domain.md, "Movimentações"), parsed with the shared schemas, and their queries. */

/** GET /patrimonio/movimentacaobem/{id}: the asset's movements, newest first. */
export async function listMovimentacoesDoBem(api: KyInstance, bemId: string): Promise<Movimentacao[]> {
  return parseJson(
    MovimentacaoListSchema,
    api.get(`patrimonio/movimentacaobem/${encodeURIComponent(bemId)}`),
  );
}

/**
 * POST /patrimonio/movimentacaobem/create: the movement booked (201), or a transfer to someone new waiting
 * for the receiver's aceite (202, decision 062).
 */
export async function createMovimentacao(api: KyInstance, body: CreateMovimentacaoBody) {
  return parseJsonByStatus(
    { 201: MovimentacaoSchema, 202: AceiteSchema },
    api.post('patrimonio/movimentacaobem/create', { json: body }),
  );
}
export type MovimentacaoCriada = Awaited<ReturnType<typeof createMovimentacao>>;

/** A movement changes its asset: the assets are fetched again after it (`bemApi`'s writes). */
export const useCreateMovimentacao = () => bemApi.useWrite(createMovimentacao);

/** The movements sit under the asset's key, so a write on the asset refreshes them too. */
export const useMovimentacoesDoBem = (bemId: string | null) =>
  bemApi.useRecord(bemId, { part: 'movimentacoes', fetch: listMovimentacoesDoBem });

/** GET /patrimonio/movimentacaobem: the client's movements, newest first, paged and filtered. */
export async function listMovimentacoes(
  api: KyInstance,
  searchParams: URLSearchParams,
): Promise<MovimentacaoPage> {
  return parseJson(MovimentacaoPageSchema, api.get('patrimonio/movimentacaobem', { searchParams }));
}
