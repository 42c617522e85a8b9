import {
  type DepreciacaoAcao,
  DepreciacaoAcaoSchema,
  type DepreciacaoConfiguracao,
  DepreciacaoConfiguracaoSchema,
  type DepreciacaoContas,
  DepreciacaoContasSchema,
  DepreciacaoItensPageSchema,
  type DepreciacaoMesBody,
  type DepreciacaoMeses,
  DepreciacaoMesesSchema,
  type DepreciacaoPrevisao,
  DepreciacaoPrevisaoSchema,
  type ExportFormat,
  type MesAno,
  parseJson,
  type ReabrirDepreciacaoBody,
  type UpdateDepreciacaoConfiguracaoBody,
} from '@gp/shared-contracts';
import { downloadFile } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import { registerApi } from '../../session/remote-context.js';
import type { AcaoMes } from './depreciacao-mes.js';
import { processando } from './depreciacao-mes.js';

/** The depreciation calls (docs/api.md, "Depreciação"), parsed with the shared schemas, and their hooks. */

const BASE = 'patrimonio/depreciacao';
const RESOURCE = 'depreciacao';
/** How often the months are read again while a run goes on in the background. */
const POLL_MS = 1500;

const clienteParams = (clienteId: string | null): Record<string, string> =>
  clienteId ? { cliente_id: clienteId } : {};

export async function getMeses(api: KyInstance, ano: number, clienteId: string | null) {
  return parseJson(
    DepreciacaoMesesSchema,
    api.get(BASE, { searchParams: { ano: String(ano), ...clienteParams(clienteId) } }),
  );
}

export async function saveConfiguracao(
  api: KyInstance,
  body: UpdateDepreciacaoConfiguracaoBody,
): Promise<DepreciacaoConfiguracao> {
  return parseJson(DepreciacaoConfiguracaoSchema, api.put(`${BASE}/configuracao`, { json: body }));
}

export async function runAcao(
  api: KyInstance,
  acao: AcaoMes,
  body: DepreciacaoMesBody | ReabrirDepreciacaoBody,
): Promise<DepreciacaoAcao> {
  return parseJson(DepreciacaoAcaoSchema, api.post(`${BASE}/${acao}`, { json: body }));
}

const mesPath = (m: MesAno) => `${BASE}/${m.mes}/${m.ano}`;

/** GET .../{mes}/{ano}/itens with the list's page, search and order (the list's `request`). */
export function itensRequest(m: MesAno) {
  return (api: KyInstance, searchParams: URLSearchParams) =>
    parseJson(DepreciacaoItensPageSchema, api.get(`${mesPath(m)}/itens`, { searchParams }));
}

export async function getContas(api: KyInstance, m: MesAno, clienteId: string | null) {
  return parseJson(
    DepreciacaoContasSchema,
    api.get(`${mesPath(m)}/contas`, { searchParams: clienteParams(clienteId) }),
  );
}

export async function getPrevisao(api: KyInstance, clienteId: string | null) {
  return parseJson(
    DepreciacaoPrevisaoSchema,
    api.get(`${BASE}/previsao`, { searchParams: clienteParams(clienteId) }),
  );
}

const mm = (m: MesAno) => String(m.mes).padStart(2, '0');

/** Saves a month's items or account totals as CSV or XLSX (the server builds the file). */
export function exportar(
  api: KyInstance,
  m: MesAno,
  what: 'itens' | 'contas',
  formato: ExportFormat,
  clienteId: string | null,
) {
  const query = new URLSearchParams({ formato, ...clienteParams(clienteId) });
  const name = `depreciacao-${what}-${mm(m)}-${m.ano}.${formato}`;
  return downloadFile(api, `${mesPath(m)}/${what}/exportar?${query}`, name);
}

/** Saves the position at the end of a processed month, per asset or per account. */
export function exportarPosicao(
  api: KyInstance,
  m: MesAno,
  por: 'bens' | 'contas',
  formato: ExportFormat,
  clienteId: string | null,
) {
  const query = new URLSearchParams({
    mes: String(m.mes),
    ano: String(m.ano),
    por,
    formato,
    ...clienteParams(clienteId),
  });
  const name = `depreciacao-posicao-${por}-${mm(m)}-${m.ano}.${formato}`;
  return downloadFile(api, `${BASE}/posicao/exportar?${query}`, name);
}

/** Saves the next twelve months' forecast with its total. */
export function exportarPrevisao(api: KyInstance, formato: ExportFormat, clienteId: string | null) {
  const query = new URLSearchParams({ formato, ...clienteParams(clienteId) });
  return downloadFile(api, `${BASE}/previsao/exportar?${query}`, `depreciacao-previsao.${formato}`);
}

/** The depreciation's reads and actions; an action or the settings' save refreshes the assets too. */
const depreciacaoApi = registerApi({ resource: RESOURCE, path: BASE, refreshes: ['bens'] });

/**
 * The twelve months of a year with their state; read again every moment while a run is under way, so
 * the screen follows it without a reload. `enabled` is false until support has chosen a client.
 */
export const useMeses = (ano: number, clienteId: string | null, enabled: boolean) =>
  depreciacaoApi.useRead<DepreciacaoMeses>(
    ['meses', ano, clienteId],
    (api) => getMeses(api, ano, clienteId),
    {
      enabled,
      poll: (data) => (processando(data) ? POLL_MS : false),
    },
  );

/** The job of a month's run while it is queued or running (docs/api.md, "Trabalhos"): its progress in place. */
export { useTrabalho } from '../../components/trabalho-api.js';

export const useContas = (m: MesAno, clienteId: string | null, enabled: boolean) =>
  depreciacaoApi.useRead<DepreciacaoContas>(
    ['contas', m.ano, m.mes, clienteId],
    (api) => getContas(api, m, clienteId),
    {
      enabled,
    },
  );

export const usePrevisao = (clienteId: string | null, enabled: boolean) =>
  depreciacaoApi.useRead<DepreciacaoPrevisao>(['previsao', clienteId], (api) => getPrevisao(api, clienteId), {
    enabled,
  });

/** A month's action (run, close, reopen, reverse); afterwards the depreciation and the assets are read again. */
export const useAcaoMes = () =>
  depreciacaoApi.useWrite((api, args: { acao: AcaoMes; body: DepreciacaoMesBody | ReabrirDepreciacaoBody }) =>
    runAcao(api, args.acao, args.body),
  );

export const useSaveConfiguracao = () => depreciacaoApi.useWrite(saveConfiguracao);
