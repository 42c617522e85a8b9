import {
  type ContabilidadeMesQuery,
  type EventosContabeis,
  EventosContabeisSchema,
  type IntangiveisIndefinidos,
  IntangiveisIndefinidosSchema,
  type LancamentosPage,
  LancamentosPageSchema,
  type MesAno,
  parseJson,
  type Rmb,
  RmbSchema,
  type UpdateEventoContabilBody,
} from '@gp/shared-contracts';
import { downloadFile } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import { registerApi } from '../../session/remote-context.js';

/** The accounting calls (docs/api.md, "Lançamentos contábeis e RMB"), parsed with the shared schemas. */

const BASE = 'patrimonio/contabilidade';

/** The month (and, for support, the client) as the calls' query. */
export const mesQuery = (m: MesAno, clienteId: string | null): Record<string, string> => ({
  mes: String(m.mes),
  ano: String(m.ano),
  ...(clienteId ? { cliente_id: clienteId } : {}),
});

export const mm = (m: MesAno) => `${String(m.mes).padStart(2, '0')}-${m.ano}`;

const contabilidadeApi = registerApi({ resource: 'contabilidade', path: BASE });

/** A page of the month's events, with the latest export and what the caller may do. */
export const useLancamentos = (m: MesAno, clienteId: string | null, page: number, enabled: boolean) =>
  contabilidadeApi.useRead<LancamentosPage>(
    ['lancamentos', m.ano, m.mes, clienteId, page],
    (api) =>
      parseJson(
        LancamentosPageSchema,
        api.get(`${BASE}/lancamentos`, {
          searchParams: { ...mesQuery(m, clienteId), page: String(page), limit: '50' },
        }),
      ),
    { enabled, keepPrevious: true },
  );

/** The month's RMB; a month not processed answers 409 (the page says so). */
export const useRmb = (m: MesAno, clienteId: string | null, enabled: boolean) =>
  contabilidadeApi.useRead<Rmb>(
    ['rmb', m.ano, m.mes, clienteId],
    (api) => parseJson(RmbSchema, api.get(`${BASE}/rmb`, { searchParams: mesQuery(m, clienteId) })),
    { enabled, retry: false },
  );

/** Saves the month's events for the accounting system; the API records the export and its SHA-256. */
export function exportarLancamentos(
  api: KyInstance,
  m: MesAno,
  clienteId: string | null,
  formato: 'csv' | 'xlsx' | 'json',
) {
  const query = new URLSearchParams({ ...mesQuery(m, clienteId), formato });
  return downloadFile(api, `${BASE}/lancamentos/exportar?${query}`, `lancamentos-${mm(m)}.${formato}`);
}

/** Saves the RMB as XLSX. */
export function exportarRmb(api: KyInstance, m: MesAno, clienteId: string | null) {
  const query = new URLSearchParams({ ...mesQuery(m, clienteId), formato: 'xlsx' });
  return downloadFile(api, `${BASE}/rmb/exportar?${query}`, `rmb-${mm(m)}.xlsx`);
}

/** GET .../rmb/pdf: the RMB, opened by the PDF button. */
export const rmbPdfPath = (q: ContabilidadeMesQuery | Record<string, string>) =>
  `${BASE}/rmb/pdf?${new URLSearchParams(q as Record<string, string>)}`;

/** The legal reports (docs/api.md, "Relatórios legais"): the PDF's path and the file's download. */
export type RelatorioLegal =
  | { tipo: 'inventario-analitico'; ano: number; mes: number }
  | { tipo: 'modelo-12'; ano: number; mes_de: number; mes_ate: number }
  | { tipo: 'resumo-anual'; ano: number };

function legalQuery(r: RelatorioLegal, clienteId: string | null): Record<string, string> {
  const { tipo: _tipo, ...periodo } = r;
  return {
    ...Object.fromEntries(Object.entries(periodo).map(([k, v]) => [k, String(v)])),
    ...(clienteId ? { cliente_id: clienteId } : {}),
  };
}

const legalName = (r: RelatorioLegal) =>
  r.tipo === 'inventario-analitico'
    ? `inventario-analitico-${mm(r)}`
    : r.tipo === 'modelo-12'
      ? `modelo-12-${String(r.mes_de).padStart(2, '0')}-a-${String(r.mes_ate).padStart(2, '0')}-${r.ano}`
      : `resumo-anual-${r.ano}`;

/** GET .../{relatório}/pdf. */
export const relatorioLegalPdfPath = (r: RelatorioLegal, clienteId: string | null) =>
  `${BASE}/${r.tipo}/pdf?${new URLSearchParams(legalQuery(r, clienteId))}`;

/** Saves a legal report as XLSX or CSV. */
export function exportarRelatorioLegal(
  api: KyInstance,
  r: RelatorioLegal,
  clienteId: string | null,
  formato: 'xlsx' | 'csv',
) {
  const query = new URLSearchParams({ ...legalQuery(r, clienteId), formato });
  return downloadFile(api, `${BASE}/${r.tipo}/exportar?${query}`, `${legalName(r)}.${formato}`);
}

const clienteQuery = (clienteId: string | null): Record<string, string> =>
  clienteId ? { cliente_id: clienteId } : {};

/** The client's table of events, with whether the caller may edit it (the API's `acoes.editar`). */
export const useEventos = (clienteId: string | null, enabled: boolean) =>
  contabilidadeApi.useRead<EventosContabeis>(
    ['eventos', clienteId],
    (api) =>
      parseJson(
        EventosContabeisSchema,
        api.get(`${BASE}/eventos`, { searchParams: clienteQuery(clienteId) }),
      ),
    { enabled },
  );

/** PUT .../eventos/{evento}: the client's accounts and history for a kind (later events only). */
export const useSalvarEvento = () =>
  contabilidadeApi.useWrite((api, input: { evento: string; body: UpdateEventoContabilBody }) =>
    parseJson(EventosContabeisSchema, api.put(`${BASE}/eventos/${input.evento}`, { json: input.body })),
  );

/** DELETE .../eventos/{evento}: the kind takes the MCASP default again. */
export const useRestaurarEvento = () =>
  contabilidadeApi.useWrite((api, input: { evento: string; clienteId: string | null }) =>
    parseJson(
      EventosContabeisSchema,
      api.delete(`${BASE}/eventos/${input.evento}`, { searchParams: clienteQuery(input.clienteId) }),
    ),
  );

/** The intangíveis of indefinite useful life and their annual impairment test. */
export const useIntangiveis = (clienteId: string | null, enabled: boolean) =>
  contabilidadeApi.useRead<IntangiveisIndefinidos>(
    ['intangiveis', clienteId],
    (api) =>
      parseJson(
        IntangiveisIndefinidosSchema,
        api.get(`${BASE}/intangiveis-indefinidos`, { searchParams: clienteQuery(clienteId) }),
      ),
    { enabled },
  );

/** Saves the intangíveis of indefinite useful life as XLSX. */
export function exportarIntangiveis(api: KyInstance, clienteId: string | null, exercicio: number) {
  const query = new URLSearchParams({ ...clienteQuery(clienteId), formato: 'xlsx' });
  return downloadFile(
    api,
    `${BASE}/intangiveis-indefinidos/exportar?${query}`,
    `intangiveis-vida-indefinida-${exercicio}.xlsx`,
  );
}
