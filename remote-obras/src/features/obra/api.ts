import {
  type Aditivo,
  type AditivoBody,
  AditivoSchema,
  type CreateObraBody,
  type ObraDetail,
  ObraDetailSchema,
  ObraPageSchema,
  type ObraSituacaoBody,
  parseJson,
  type UpdateObraBody,
} from '@gp/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { useInvalidateRegister } from '../../components/register-api.js';
import { useRecord, useRemote } from '../../session/remote-context.js';

/** The calls of the works (docs/api.md, "Obras"), parsed with the shared schemas, and their queries. */

const id = (value: string) => encodeURIComponent(value);

/** GET /obras/obra (page, limit, search, situação, secretaria_id, tipo, inicio_de, inicio_ate, sort, cliente_id). */
export const listObras = (api: KyInstance, searchParams: URLSearchParams) =>
  parseJson(ObraPageSchema, api.get('obras/obra', { searchParams }));

/** GET /obras/obra/{id}: the work with its amendments and its history of situações. */
export const getObra = (api: KyInstance, obraId: string): Promise<ObraDetail> =>
  parseJson(ObraDetailSchema, api.get(`obras/obra/${id(obraId)}`));

export const useObra = (obraId: string | null) =>
  useRecord({ resource: 'obra', id: obraId, fetch: getObra, fresh: true });

/** POST /obras/obra/create or PUT /obras/obra/{id}. */
export function useSaveObra() {
  const { api } = useRemote();
  const invalidate = useInvalidateRegister('obra');
  return useMutation({
    mutationFn: (request: { id: string | null; body: unknown }) =>
      request.id
        ? parseJson(
            ObraDetailSchema,
            api.put(`obras/obra/${id(request.id)}`, { json: request.body as UpdateObraBody }),
          )
        : parseJson(
            ObraDetailSchema,
            api.post('obras/obra/create', { json: request.body as CreateObraBody }),
          ),
    retry: 0,
    onSettled: invalidate,
  });
}

/** PUT /obras/obra/id: a change of situação, recorded in the work's history. */
export function useSetSituacao() {
  const { api } = useRemote();
  const invalidate = useInvalidateRegister('obra');
  return useMutation({
    mutationFn: (body: ObraSituacaoBody) =>
      parseJson(ObraDetailSchema, api.put('obras/obra/id', { json: body })),
    retry: 0,
    onSettled: invalidate,
  });
}

/** POST /obras/obra/{id}/aditivos/create or PUT /obras/obra/aditivos/{id}. */
export function useSaveAditivo() {
  const { api } = useRemote();
  const invalidate = useInvalidateRegister('obra');
  return useMutation({
    mutationFn: (request: { obraId: string; id: string | null; body: AditivoBody }): Promise<Aditivo> =>
      request.id
        ? parseJson(AditivoSchema, api.put(`obras/obra/aditivos/${id(request.id)}`, { json: request.body }))
        : parseJson(
            AditivoSchema,
            api.post(`obras/obra/${id(request.obraId)}/aditivos/create`, { json: request.body }),
          ),
    retry: 0,
    onSettled: invalidate,
  });
}
