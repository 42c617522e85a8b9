import {
  type CreateMovimentacaoBody,
  type Movimentacao,
  MovimentacaoListSchema,
  MovimentacaoSchema,
} from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';

/** The movement calls (docs/domain.md, "Movimentações"), parsed with the shared schemas, and their queries. */

/** GET /patrimonio/movimentacaobem/{id}: the asset's movements, newest first. */
export async function listMovimentacoesDoBem(api: KyInstance, bemId: string): Promise<Movimentacao[]> {
  return v.parse(
    MovimentacaoListSchema,
    await api.get(`patrimonio/movimentacaobem/${encodeURIComponent(bemId)}`).json(),
  );
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

/** The movements sit under the asset's key, so a write on the asset refreshes them too. */
export function useMovimentacoesDoBem(bemId: string | null) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.detail(localId, 'bens', bemId ?? ''), 'movimentacoes'],
    queryFn: () => listMovimentacoesDoBem(api, bemId ?? ''),
    enabled: Boolean(bemId),
  });
}
