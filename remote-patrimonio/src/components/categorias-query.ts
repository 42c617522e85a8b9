import {
  type Categoria,
  CategoriaListSchema,
  CategoriaSchema,
  type CreateCategoriaBody,
  parseJson,
  type UpdateCategoriaBody,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { registerApi } from '../session/remote-context.js';

/**
 * The asset categories: GET /patrimonio/categoriabem (the whole list, no pages), POST …/create, PUT
 * …/{id} and the status call. The categories register lists and edits them; the NCM register offers
 * them. A write refreshes the asset form's option lists (`utils`) too.
 */
export const categoriaApi = registerApi<Categoria, CreateCategoriaBody, UpdateCategoriaBody>({
  resource: 'categorias',
  path: 'patrimonio/categoriabem',
  item: CategoriaSchema,
  refreshes: ['utils'],
});

/** The client's asset categories (support: of one client, or of every client of the application). */
export async function listCategorias(api: KyInstance, clienteId: string | null): Promise<Categoria[]> {
  const searchParams: Record<string, string> = clienteId ? { cliente_id: clienteId } : {};
  return parseJson(CategoriaListSchema, api.get('patrimonio/categoriabem', { searchParams }));
}

export const useCategorias = (clienteId: string | null, enabled = true) =>
  categoriaApi.useRead(['list', clienteId], (api) => listCategorias(api, clienteId), { enabled });
