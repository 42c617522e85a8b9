import { ESTADOS_TRABALHO_FINAIS, type Trabalho, TrabalhoSchema } from '@gp/shared-contracts';
import { registerApi } from '../session/remote-context.js';

/** The jobs of the API (docs/api.md, "Trabalhos"): GET /trabalhos/{id}, for the area's long work. */

/** How often a job is read again while it is queued or running. */
const POLL_MS = 1500;

const trabalhoApi = registerApi<Trabalho>({ resource: 'trabalhos', path: 'trabalhos', item: TrabalhoSchema });

/**
 * A job a screen started (a month's depreciation, an implantação's commit) while it is queued or running:
 * read again every moment until it ends, so its progress shows in place without a reload.
 */
export const useTrabalho = (id: string | null | undefined) =>
  trabalhoApi.useRead<Trabalho>(['detail', id], (api) => trabalhoApi.get(api, id ?? ''), {
    enabled: Boolean(id),
    poll: (data) => (data && ESTADOS_TRABALHO_FINAIS.includes(data.estado) ? false : POLL_MS),
  });
