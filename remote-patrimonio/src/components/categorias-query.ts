import { type Categoria, CategoriaListSchema, parseJson } from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { keys } from '../query-keys.js';
import { useRemote } from '../session/remote-context.js';

/**
 * GET /patrimonio/categoriabem: the client's asset categories (support: of one client, or of every
 * client of the application). The categories register lists them; the NCM register offers them.
 */
export async function listCategorias(api: KyInstance, clienteId: string | null): Promise<Categoria[]> {
  const searchParams: Record<string, string> = clienteId ? { cliente_id: clienteId } : {};
  return parseJson(CategoriaListSchema, api.get('patrimonio/categoriabem', { searchParams }));
}

export function useCategorias(clienteId: string | null, enabled = true) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: keys.list(localId, 'categorias', clienteId),
    queryFn: () => listCategorias(api, clienteId),
    enabled,
  });
}
