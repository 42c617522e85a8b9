import {
  isContractCompatible,
  type ModuleStatus,
  type ModulesReport,
  RemoteEntrySchema,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import { MANIFEST_URL, RUNTIME_FILE_REQUEST } from '../config/runtime-config.js';
import { incompatibleMessage } from './manifest.js';
import { loadState } from './remote-registry.js';

const HEALTH_TIMEOUT_MS = 5000;

/** Whether the entry answers 200 right now (never from the cache; the remotes' servers allow CORS). */
async function checkHealth(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
  try {
    const response = await fetchImpl(url, { cache: 'no-store', signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** One line of the report for one raw manifest entry. */
async function statusOf(raw: unknown, fetchImpl: typeof fetch): Promise<ModuleStatus> {
  const parsed = v.safeParse(RemoteEntrySchema, raw);
  if (!parsed.success) {
    const r = (raw ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof r[key] === 'string' ? (r[key] as string) : null);
    return {
      name: text('name') ?? '?',
      version: text('version'),
      contractVersion: text('contractVersion'),
      entry: text('entry'),
      enabled: r.enabled !== false,
      accepted: false,
      reason: `Entrada inválida no manifesto de módulos: ${parsed.issues[0].message}`,
      healthy: null,
      loaded: false,
    };
  }
  const entry = parsed.output;
  const state = loadState(entry.name);
  const compatible = isContractCompatible(entry.contractVersion);
  const base = {
    name: entry.name,
    version: entry.version,
    contractVersion: entry.contractVersion,
    entry: entry.entry,
    enabled: entry.enabled,
    loaded: state.loaded,
  };
  if (!entry.enabled)
    return { ...base, accepted: false, reason: 'Desligado no manifesto de módulos.', healthy: null };
  if (!compatible)
    return {
      ...base,
      accepted: false,
      reason: incompatibleMessage(entry.name, entry.version, entry.contractVersion),
      healthy: null,
    };
  const healthy = await checkHealth(entry.entry, fetchImpl);
  const reason =
    state.refusedOnLoad ??
    (healthy ? null : 'O endereço do módulo não respondeu agora. Verifique o servidor do módulo.');
  return { ...base, accepted: state.refusedOnLoad === null, reason, healthy };
}

/**
 * The Módulos page's data: the manifest as served right now (not the copy read at start-up), each entry
 * with its validity, contract, health and whether it runs in this page.
 */
export async function buildModulesReport(fetchImpl: typeof fetch = fetch): Promise<ModulesReport> {
  try {
    const response = await fetchImpl(MANIFEST_URL, RUNTIME_FILE_REQUEST);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const readAt = new Date().toISOString();
    const json = (await response.json()) as { remotes?: unknown };
    if (!json || !Array.isArray(json.remotes)) throw new Error('formato inesperado');
    const modules = await Promise.all(json.remotes.map((raw) => statusOf(raw, fetchImpl)));
    return {
      status: 'ok',
      readAt,
      manifestUrl: new URL(MANIFEST_URL, window.location.origin).toString(),
      modules,
    };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { status: 'error', message: `Não foi possível ler a lista de módulos (${detail}).` };
  }
}
