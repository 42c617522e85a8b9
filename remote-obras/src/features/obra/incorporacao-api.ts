import {
  type BemListItem,
  BemPageSchema,
  type Categoria,
  CategoriaListSchema,
  type IncorporarObraBody,
  ObraDetailSchema,
  parseJson,
} from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';
import { obraApi } from './api.js';

/** The calls of a work's incorporation in the asset register (docs/api.md, "Obras"). */

/** GET /patrimonio/categoriabem?cliente_id=: the client's active categories of imóveis. */
export async function listCategoriasImoveis(api: KyInstance, clienteId: string): Promise<Categoria[]> {
  const all = await parseJson(
    CategoriaListSchema,
    api.get('patrimonio/categoriabem', { searchParams: { cliente_id: clienteId } }),
  );
  return all.filter((c) => c.ativo && c.tipo_bem === 'imovel');
}

/**
 * GET /patrimonio/bempatrimonial?tipo=imovel&search=: the client's first 50 imóveis matching a code or a
 * description, less the baixados.
 */
export async function searchImoveis(
  api: KyInstance,
  clienteId: string,
  search: string,
): Promise<BemListItem[]> {
  const searchParams: Record<string, string> = {
    cliente_id: clienteId,
    tipo: 'imovel',
    limit: '50',
    sort: 'codigo',
  };
  if (search.trim()) searchParams.search = search.trim();
  const page = await parseJson(BemPageSchema, api.get('patrimonio/bempatrimonial', { searchParams }));
  return page.data.filter((b) => b.tipo === 'imovel' && b.situacao !== 'baixado');
}

/** POST /obras/obra/incorporar/{id}: the work becomes a new imóvel or improves one; answers the work. */
export const useIncorporarObra = () =>
  obraApi.useWrite((api: KyInstance, request: { obraId: string; body: IncorporarObraBody }) =>
    parseJson(
      ObraDetailSchema,
      api.post(`obras/obra/incorporar/${encodeURIComponent(request.obraId)}`, { json: request.body }),
    ),
  );

/** The client's imóveis matching the settled text, among the look-ups (refreshed after a write on a work). */
export function useImoveisEncontrados(clienteId: string, text: string) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.resource(localId, 'lookup'), 'imoveis', clienteId, text],
    queryFn: () => searchImoveis(api, clienteId, text),
    staleTime: 30_000,
  });
}

/** The client's active categories of imóveis, among the look-ups. */
export function useCategoriasImoveis(clienteId: string) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.resource(localId, 'lookup'), 'categorias-imoveis', clienteId],
    queryFn: () => listCategoriasImoveis(api, clienteId),
    staleTime: 5 * 60_000,
  });
}
