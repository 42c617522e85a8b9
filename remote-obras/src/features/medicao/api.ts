import { PlanilhaSchema, parseJson } from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { getObraRef } from '../../components/lookup-selects.js';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';

/**
 * The measurement's calls: the register's own are `medicaoApi` (components/registros.tsx, shared with the
 * work's page); these read the chosen work: its value, measured total and balance (`saldo`) above the
 * form, and its budget sheet (the entry by item), under the work's key (a write on it refreshes them).
 */
function useDaObra<T>(
  obraId: string | undefined,
  part: string,
  fetch: (api: KyInstance, id: string) => Promise<T>,
) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.resource(localId, 'obra'), part, obraId ?? ''],
    queryFn: () => fetch(api, obraId ?? ''),
    enabled: Boolean(obraId),
  });
}

export const useSaldoDaObra = (obraId: string | undefined) => useDaObra(obraId, 'saldo', getObraRef);

/** GET /obras/obra/{id}/planilha: the items with their contracted, measured and remaining quantities. */
export const usePlanilhaDaObra = (obraId: string | undefined) =>
  useDaObra(obraId, 'planilha-medicao', (api, id) =>
    parseJson(PlanilhaSchema, api.get(`obras/obra/${encodeURIComponent(id)}/planilha`)),
  );
