import { type Acompanhamento, AcompanhamentoPageSchema, AcompanhamentoSchema } from '@gp/shared-contracts';
import { WORK_REFRESHES } from '../../components/registros.js';
import { registerApi } from '../../session/remote-context.js';

/** Acompanhamentos of a work: inspections and follow-ups with the physical progress (docs/domain.md). */
export const acompanhamentoApi = registerApi<Acompanhamento>({
  resource: 'acompanhamento',
  path: 'obras/acompanhamento',
  item: AcompanhamentoSchema,
  page: AcompanhamentoPageSchema,
  refreshes: WORK_REFRESHES,
});
