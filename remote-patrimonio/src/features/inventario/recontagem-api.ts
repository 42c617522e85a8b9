import { type CreateRecontagemBody, parseJson, RecontagensSchema } from '@gp/shared-contracts';
import { inventarioApi } from './api.js';

/**
 * The second count's calls (docs/api.md, "Inventário"; decision 070): the campaign's recounts and ties,
 * asking a recount, concluding it, and the president's decision on a tie. Each answers the whole list.
 */

const id = (value: string) => encodeURIComponent(value);
const base = (inventarioId: string) => `patrimonio/inventario/${id(inventarioId)}`;

/** GET /patrimonio/inventario/{id}/recontagens. */
export const useRecontagens = (inventarioId: string) =>
  inventarioApi.useRead(
    ['recontagens', inventarioId],
    (api) => parseJson(RecontagensSchema, api.get(`${base(inventarioId)}/recontagens`)),
    // The second member sends readings and concludes from another device: read afresh on every visit.
    { staleTime: 0 },
  );

/** POST /patrimonio/inventario/{id}/recontagens. */
export const usePedirRecontagem = () =>
  inventarioApi.useWrite(
    (api, { inventarioId, body }: { inventarioId: string; body: CreateRecontagemBody }) =>
      parseJson(RecontagensSchema, api.post(`${base(inventarioId)}/recontagens`, { json: body })),
  );

/** POST /patrimonio/inventario/{id}/recontagens/{recontagemId}/concluir. */
export const useConcluirRecontagem = () =>
  inventarioApi.useWrite(
    (api, { inventarioId, recontagemId }: { inventarioId: string; recontagemId: string }) =>
      parseJson(
        RecontagensSchema,
        api.post(`${base(inventarioId)}/recontagens/${id(recontagemId)}/concluir`),
      ),
  );

/** POST /patrimonio/inventario/{id}/empates/{bemId}: which count stands (1 or 2). */
export const useDecidirEmpate = () =>
  inventarioApi.useWrite(
    (api, { inventarioId, bemId, rodada }: { inventarioId: string; bemId: string; rodada: 1 | 2 }) =>
      parseJson(
        RecontagensSchema,
        api.post(`${base(inventarioId)}/empates/${id(bemId)}`, { json: { rodada } }),
      ),
  );
