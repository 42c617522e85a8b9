import {
  type Categoria,
  CategoriaSchema,
  type CreateCategoriaBody,
  parseJson,
  type UpdateCategoriaBody,
} from '@gp/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { keys } from '../../query-keys.js';
import { useRemote, useStatusCall } from '../../session/remote-context.js';

/**
 * The category writes, parsed with the shared schemas, and their mutation. The list is read by
 * `components/categorias-query.ts`, which the NCM register uses too.
 */

export async function createCategoria(api: KyInstance, body: CreateCategoriaBody): Promise<Categoria> {
  return parseJson(CategoriaSchema, api.post('patrimonio/categoriabem/create', { json: body }));
}

export async function updateCategoria(
  api: KyInstance,
  id: string,
  body: UpdateCategoriaBody,
): Promise<Categoria> {
  return parseJson(
    CategoriaSchema,
    api.put(`patrimonio/categoriabem/${encodeURIComponent(id)}`, { json: body }),
  );
}

/** A category's status call (activate, or deactivate with the reason), as every register's. */
export const useCategoriaStatus = () =>
  useStatusCall('patrimonio/categoriabem', CategoriaSchema, ['categorias', 'utils']);

/** A new category (no id) or the edit of one; the body is what `toCategoriaBody` made for that case. */
export type SaveCategoria = { id: string | null; body: CreateCategoriaBody | UpdateCategoriaBody };

/** Saves a category; the category lists and the asset form's option lists are fetched again. */
export function useSaveCategoria() {
  const { api, localId } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveCategoria) =>
      request.id === null
        ? createCategoria(api, request.body as CreateCategoriaBody)
        : updateCategoria(api, request.id, request.body as UpdateCategoriaBody),
    retry: 0,
    onSettled: () =>
      Promise.all(
        ['categorias', 'utils'].map((resource) =>
          queryClient.invalidateQueries({ queryKey: keys.resource(localId, resource) }),
        ),
      ),
  });
}
