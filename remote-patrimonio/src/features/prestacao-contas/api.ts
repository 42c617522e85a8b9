import {
  GerarRemessasJobSchema,
  type MarcarEnviadoBody,
  parseJson,
  type Remessa,
  type RemessaConfiguracao,
  type RemessaConfiguracaoBody,
  RemessaConfiguracaoSchema,
  RemessaSchema,
  type RemessasDoPeriodo,
  RemessasDoPeriodoSchema,
} from '@gp/shared-contracts';
import { downloadFile } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import { registerApi } from '../../session/remote-context.js';

/** The remessas centre's calls (docs/api.md, "Prestação de contas: remessas"), parsed with the shared schemas. */

const BASE = 'patrimonio/prestacao-contas';
/** How often the period is read again while its generation runs. */
const POLL_MS = 1500;

const clienteParams = (clienteId: string | null): Record<string, string> =>
  clienteId ? { cliente_id: clienteId } : {};

export type Periodo = { ano: number; mes: number };

export const getRemessas = (api: KyInstance, p: Periodo, clienteId: string | null) =>
  parseJson(
    RemessasDoPeriodoSchema,
    api.get(`${BASE}/remessas`, {
      searchParams: { ano: String(p.ano), mes: String(p.mes), ...clienteParams(clienteId) },
    }),
  );

export const getConfiguracao = (api: KyInstance, clienteId: string | null) =>
  parseJson(
    RemessaConfiguracaoSchema,
    api.get(`${BASE}/configuracao`, { searchParams: clienteParams(clienteId) }),
  );

/** Saves a valid file as the server generated it (ISO-8859-1, its own name). */
export const baixarRemessa = (api: KyInstance, r: Remessa) =>
  downloadFile(api, `${BASE}/remessas/${encodeURIComponent(r.id)}/arquivo`, r.nome);

const remessasApi = registerApi({ resource: 'remessas', path: BASE });

/** The period's files, read again every moment while a generation is queued or running. */
export const useRemessas = (p: Periodo, clienteId: string | null, enabled: boolean) =>
  remessasApi.useRead<RemessasDoPeriodo>(
    ['periodo', p.ano, p.mes, clienteId],
    (api) => getRemessas(api, p, clienteId),
    {
      enabled,
      poll: (data) => (data?.trabalho_id ? POLL_MS : false),
    },
  );

export const useConfiguracao = (clienteId: string | null, enabled: boolean) =>
  remessasApi.useRead<RemessaConfiguracao>(
    ['configuracao', clienteId],
    (api) => getConfiguracao(api, clienteId),
    {
      enabled,
    },
  );

/** POST .../remessas: 202 with the job that writes and validates the period's files. */
export const useGerarRemessas = () =>
  remessasApi.useWrite((api, body: Periodo & { cliente_id?: string }) =>
    parseJson(GerarRemessasJobSchema, api.post(`${BASE}/remessas`, { json: body })),
  );

export const useMarcarEnviado = () =>
  remessasApi.useWrite((api, args: { id: string; body: MarcarEnviadoBody }) =>
    parseJson(
      RemessaSchema,
      api.post(`${BASE}/remessas/${encodeURIComponent(args.id)}/envio`, { json: args.body }),
    ),
  );

export const useSalvarConfiguracao = () =>
  remessasApi.useWrite((api, body: RemessaConfiguracaoBody) =>
    parseJson(RemessaConfiguracaoSchema, api.put(`${BASE}/configuracao`, { json: body })),
  );
