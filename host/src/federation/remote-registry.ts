import { isContractCompatible, type RemoteEntry, type RemoteModule } from '@gp/shared-contracts';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { fetchManifest, incompatibleMessage, type ManifestResult, remoteLabel } from './manifest.js';

/** Why an area cannot be shown: the text under 'Módulo indisponível'. */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  /** False when trying again cannot help (refused, missing, wrong contract). */
  readonly retryable: boolean;
  constructor(message: string, retryable = false) {
    super(message);
    this.retryable = retryable;
  }
}

type RemoteState =
  | { kind: 'available'; entry: RemoteEntry }
  | { kind: 'refused'; reason: string }
  | { kind: 'missing' };

const available = new Map<string, RemoteEntry>();
const refused = new Map<string, string>();
/** Remotes whose code ran in this page, and the ones refused once loaded (their module said another contract). */
const loaded = new Set<string>();
const refusedOnLoad = new Map<string, string>();
let manifestError: string | null = null;
let pluginRegistered = false;

/** Entry URL with a cache-busting query: browsers keep a failed module import, so a retry asks for a new URL. */
export function bustCache(url: string, attempt: number): string {
  if (attempt <= 0) return url;
  const u = new URL(url);
  u.searchParams.set('retry', `${attempt}-${Date.now()}`);
  return u.toString();
}

/** Manifests may point at `mf-manifest.json` (the runtime reads the entry from it) or at the ESM remoteEntry.js. */
const toRuntimeRemote = (entry: RemoteEntry, url = entry.entry) =>
  /\.json(\?|$)/.test(new URL(url).pathname)
    ? { name: entry.name, entry: url }
    : { name: entry.name, entry: url, type: 'module' };

/**
 * Registers the accepted remotes with the federation runtime (no request is made until an area is
 * opened) and keeps the refusals to explain them where the area would be.
 */
export function applyManifest(result: ManifestResult): void {
  if (!pluginRegistered) {
    pluginRegistered = true;
    registerPlugins([
      {
        name: 'gp-remote-errors',
        // Logged for whoever supports the system; the route error boundary shows the user message.
        errorLoadRemote: ({ id, error, lifecycle }) => {
          console.error(`[federation] falha ao carregar ${id} (${lifecycle})`, error);
          return undefined;
        },
      },
    ]);
  }
  available.clear();
  refused.clear();
  manifestError = result.error;
  for (const r of result.refused) {
    refused.set(r.name, r.reason);
    console.warn(`[federation] módulo recusado: ${r.name}: ${r.reason}`);
  }
  for (const entry of result.accepted) available.set(entry.name, entry);
  if (result.accepted.length > 0)
    registerRemotes(
      result.accepted.map((e) => toRuntimeRemote(e)),
      { force: true },
    );
}

export function remoteState(name: string): RemoteState {
  const entry = available.get(name);
  if (entry) return { kind: 'available', entry };
  const reason = refused.get(name);
  if (reason) return { kind: 'refused', reason };
  return { kind: 'missing' };
}

/** Re-reads the manifest (it may have changed since start-up), then re-registers one remote with a fresh URL. */
async function refreshRegistration(name: string, attempt: number): Promise<void> {
  const result = await fetchManifest();
  if (!result.error) applyManifest(result);
  const entry = available.get(name);
  if (entry) registerRemotes([toRuntimeRemote(entry, bustCache(entry.entry, attempt))], { force: true });
}

/**
 * Before an area's first load in this page, the manifest is read again and this one remote's entry
 * updated, so a swap, roll-back or switch-off by ops reaches tabs that are already open the next time
 * the area is opened (docs/operations.md). Other remotes keep their registration: an area already
 * running is never re-registered under it. Without a readable manifest the start-up one stays.
 */
async function refreshBeforeFirstLoad(name: string): Promise<void> {
  const result = await fetchManifest();
  if (result.error) return;
  const entry = result.accepted.find((e) => e.name === name);
  if (!entry) {
    available.delete(name);
    const reason = result.refused.find((r) => r.name === name)?.reason;
    if (reason) refused.set(name, reason);
    else refused.delete(name);
    return;
  }
  const previous = available.get(name);
  available.set(name, entry);
  refused.delete(name);
  if (previous?.entry !== entry.entry) registerRemotes([toRuntimeRemote(entry)], { force: true });
}

function explain(name: string): string {
  const state = remoteState(name);
  if (state.kind === 'refused') return state.reason;
  if (manifestError) return manifestError;
  return `O módulo ${remoteLabel(name)} não está publicado nesta instalação.`;
}

/**
 * Loads `<remote>/routes`. Attempt 0 uses the registration from start-up; each later attempt re-reads
 * the manifest and re-registers with `force` and a new URL. A module built for another contract major is
 * refused even if the manifest claimed otherwise.
 */
export async function loadRemoteRoutes(name: string, attempt = 0): Promise<RemoteModule> {
  if (attempt > 0) await refreshRegistration(name, attempt);
  else if (!loaded.has(name)) await refreshBeforeFirstLoad(name);
  if (remoteState(name).kind !== 'available') throw new RemoteUnavailableError(explain(name));
  let mod: RemoteModule | null;
  try {
    mod = await loadRemote<RemoteModule>(`${name}/routes`);
  } catch (error) {
    console.error(`[federation] ${name} indisponível`, error);
    throw new RemoteUnavailableError(
      `Não foi possível carregar o módulo ${remoteLabel(name)}. Verifique a conexão e tente novamente.`,
      true,
    );
  }
  if (!mod || typeof mod.default !== 'function') {
    throw new RemoteUnavailableError(`O módulo ${remoteLabel(name)} não expõe as rotas esperadas.`);
  }
  if (typeof mod.contractVersion !== 'string' || !isContractCompatible(mod.contractVersion)) {
    const entry = available.get(name);
    const reason = incompatibleMessage(name, entry?.version ?? '?', String(mod.contractVersion));
    refusedOnLoad.set(name, reason);
    throw new RemoteUnavailableError(reason);
  }
  refusedOnLoad.delete(name);
  loaded.add(name);
  return mod;
}

/** Loads with one automatic retry after a short pause, so a blip does not reach the user. */
export async function loadRemoteWithRetry(
  name: string,
  attempt: number,
  pauseMs = 800,
): Promise<RemoteModule> {
  try {
    return await loadRemoteRoutes(name, attempt);
  } catch (error) {
    if (!(error instanceof RemoteUnavailableError) || !error.retryable) throw error;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    return loadRemoteRoutes(name, attempt + 1);
  }
}

/** What this page knows of a remote beyond the manifest (Módulos page). */
export const loadState = (name: string) => ({
  loaded: loaded.has(name),
  refusedOnLoad: refusedOnLoad.get(name) ?? null,
});

/** Test hook: forgets the manifest. */
export function resetRegistry(): void {
  available.clear();
  refused.clear();
  loaded.clear();
  refusedOnLoad.clear();
  manifestError = null;
  pluginRegistered = false;
}
