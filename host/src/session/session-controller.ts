import {
  type CallContext,
  CPF_REQUIRED,
  createApiClient,
  type ErrorLink,
  emit,
  LOCAL_HEADER,
  LocationPermissionsSchema,
  LocationSchema,
  type LoginBody,
  PASSWORD_CHANGE_REQUIRED,
  RefreshResponseSchema,
  SessionResponseSchema,
} from '@gp/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';
import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { queueToast } from '../app/toast-outbox.js';
import { lastActivityAt } from './activity.js';
import { EXPIRED_SESSION_MESSAGE, INVALID_TOKEN_MESSAGE, tokenState } from './session-time.js';
import {
  createSessionStore,
  type ExercicioSelection,
  REFRESH_TOKEN_KEY,
  SESSION_KEY,
  type SessionStoreApi,
  savedLocationId,
  TOKEN_KEY,
  toSnapshot,
} from './token-store.js';

export type EndReason = 'logout' | 'expired' | 'refresh-failed';

export type SignInResult =
  | { kind: 'ok' }
  | { kind: 'password-change'; passwordToken: string }
  /** A user who writes without CPF yet (decision 073): the token of POST /session/cpf. */
  | { kind: 'cpf-required'; cpfToken: string }
  | { kind: 'error'; message: string };

export type SessionControllerOptions = {
  apiBaseUrl: string;
  /**
   * The page's React Query cache, emptied with the session. Absent on the light sign-in
   * (sign-in/sign-in-main.tsx, decision 026): nothing is cached before the back office starts.
   */
  queryClient?: QueryClient;
  store?: SessionStoreApi;
  fetch?: typeof fetch;
  /** Where toasts go; by default the outbox the shell shows with antd's App notification. */
  toast?: (kind: 'error' | 'warning', message: string, link?: ErrorLink) => void;
};

const PasswordChangeSchema = v.object({
  code: v.literal(PASSWORD_CHANGE_REQUIRED),
  passwordToken: v.string(),
});
const CpfRequiredSchema = v.object({ code: v.literal(CPF_REQUIRED), cpfToken: v.string() });
const ErrorBodySchema = v.object({ message: v.string() });
const SIGN_IN_FALLBACK = 'Não foi possível entrar. Tente novamente.';
/** Queries that survive a change of location (they belong to the user, not to the location). */
const USER_QUERY_ROOTS = new Set(['locais']);

/**
 * The session's behaviour (docs/product.md, "Mensagens e textos"): sign-in, choosing and restoring a
 * location, the single-flight token refresh shared by the host's HTTP client and the remotes' token
 * requests, expiry and logout.
 * The token store stays a plain state container; everything with side effects lives here.
 */
export function createSessionController(options: SessionControllerOptions) {
  const store = options.store ?? createSessionStore();
  const { queryClient, apiBaseUrl } = options;
  const toast = options.toast ?? queueToast;
  const bare = ky.create({
    prefixUrl: apiBaseUrl,
    timeout: false,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  let inflight: Promise<string> | null = null;

  async function exchangeRefreshToken(): Promise<string> {
    const refreshToken = store.getState().refreshToken;
    if (!refreshToken) throw new Error('Sem refresh token.');
    const body = await bare.post('refresh-token', { json: { refresh_token: refreshToken } }).json();
    const pair = v.parse(RefreshResponseSchema, body);
    await store.getState().setTokens(pair.token, pair.refreshToken);
    return pair.token;
  }

  /**
   * One refresh at a time, in this tab (a shared promise) and across tabs (a Web Lock): a tab that waited
   * for the lock first adopts a pair another tab stored meanwhile, so a rotated refresh token is never
   * presented twice (the server treats reuse as theft and ends the session).
   */
  function refresh(): Promise<string> {
    inflight ??= (async () => {
      const before = store.getState().refreshToken;
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (!locks) return exchangeRefreshToken();
      return locks.request('gp-token-refresh', async () => {
        await syncTokensFromStorage();
        const now = store.getState();
        if (now.refreshToken && now.refreshToken !== before && now.token) return now.token;
        return exchangeRefreshToken();
      });
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  async function syncTokensFromStorage(): Promise<void> {
    const fresh = createSessionStore();
    await fresh.getState().hydrate();
    const { token, refreshToken } = fresh.getState();
    if (token && refreshToken && refreshToken !== store.getState().refreshToken) {
      store.setState({ token, refreshToken });
    }
  }

  function end(reason: EndReason): void {
    const hadSession = Boolean(store.getState().user);
    store.getState().clear();
    queryClient?.cancelQueries();
    queryClient?.clear();
    if (hadSession) emit('session:ended', { reason });
  }

  const api: KyInstance = createApiClient({
    baseUrl: apiBaseUrl,
    getToken: () => store.getState().token,
    getLocalId: () => store.getState().selected?.location.id ?? null,
    hasRefreshToken: () => Boolean(store.getState().refreshToken),
    refresh,
    onWriteError: (message, link) => toast('error', message, link),
    onRefreshFailed: () => {
      toast('warning', EXPIRED_SESSION_MESSAGE);
      end('refresh-failed');
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function signIn(body: LoginBody): Promise<SignInResult> {
    const context: CallContext = { silent: true };
    let response: Response;
    try {
      response = await api.post('session', { json: body, throwHttpErrors: false, context });
    } catch {
      return { kind: 'error', message: 'Não foi possível contatar o servidor. Verifique sua conexão.' };
    }
    const data: unknown = await response.json().catch(() => null);
    if (response.status === 403) {
      const change = v.safeParse(PasswordChangeSchema, data);
      if (change.success) return { kind: 'password-change', passwordToken: change.output.passwordToken };
      const cpf = v.safeParse(CpfRequiredSchema, data);
      if (cpf.success) return { kind: 'cpf-required', cpfToken: cpf.output.cpfToken };
    }
    const session = v.safeParse(SessionResponseSchema, data);
    if (!response.ok || !session.success) {
      const error = v.safeParse(ErrorBodySchema, data);
      return { kind: 'error', message: error.success ? error.output.message : SIGN_IN_FALLBACK };
    }
    queryClient?.clear();
    await store.getState().signIn(session.output);
    return { kind: 'ok' };
  }

  /** GET /locais/{id} and GET /permissions/{id}; the first exercício becomes the selected period. */
  async function loadLocation(id: string): Promise<void> {
    const headers = { [LOCAL_HEADER]: id };
    const [locationBody, grantBody] = await Promise.all([
      api.get(`locais/${encodeURIComponent(id)}`, { headers }).json(),
      api.get(`permissions/${encodeURIComponent(id)}`, { headers }).json(),
    ]);
    const location = v.parse(LocationSchema, locationBody);
    const grant = v.parse(LocationPermissionsSchema, grantBody);
    const first = location.company.exercicios[0];
    const exercicio: ExercicioSelection | null = first
      ? { exercicioId: first.id, mes: first.mes, ano: first.ano }
      : null;
    store.getState().setSelected({ location, grant }, exercicio);
  }

  /** Choosing a location: forget the previous one and its data, save the id, load it. */
  async function selectLocation(id: string): Promise<void> {
    store.getState().clearLocation();
    queryClient?.removeQueries({ predicate: (q) => !USER_QUERY_ROOTS.has(String(q.queryKey[0])) });
    store.getState().rememberLocationId(id);
    try {
      await loadLocation(id);
    } catch (error) {
      store.getState().clearLocation();
      throw error;
    }
  }

  let restoring: Promise<void> | null = null;

  /**
   * With no network an expired token is kept (the inventory is counted offline, decision 068): the
   * screen goes on and the token is renewed, or the session ends, when the network returns.
   */
  const semRede = () => navigator.onLine === false;
  const quandoVoltar = () => window.addEventListener('online', () => void onTokenExpired(), { once: true });

  /**
   * Start-up: read the stored session, drop it with 'Token de acesso inválido!' or 'Sessão expirada...'
   * when its token is unusable, and fetch the saved location. Resolves when the shell can decide what to
   * show.
   */
  function start(): Promise<void> {
    restoring ??= (async () => {
      await store.getState().hydrate();
      const { user, token } = store.getState();
      if (!user && !token) return;
      const state = tokenState(token);
      if (!user || state.kind === 'missing' || state.kind === 'invalid') {
        toast('error', INVALID_TOKEN_MESSAGE);
        end('expired');
        return;
      }
      if (state.kind === 'expired' && !semRede()) {
        toast('warning', EXPIRED_SESSION_MESSAGE);
        end('expired');
        return;
      }
      if (state.kind === 'expired') quandoVoltar();
      emit('session:changed', snapshot());
      const saved = savedLocationId();
      if (!saved) return;
      try {
        await loadLocation(saved);
      } catch {
        // The saved location is gone or no longer the user's: the user chooses again.
        store.getState().clearLocation();
      }
    })();
    return restoring;
  }

  /**
   * Called when the access token runs out: renewed if the user was active during its lifetime,
   * otherwise the session ends with 'Sessão expirada...'.
   */
  async function onTokenExpired(): Promise<void> {
    const state = tokenState(store.getState().token);
    if (state.kind === 'valid' || state.kind === 'missing') return;
    if (semRede()) return quandoVoltar();
    const issuedAt = state.kind === 'expired' && state.claims.iat ? state.claims.iat * 1000 : 0;
    if (store.getState().refreshToken && lastActivityAt() > issuedAt) {
      try {
        await refresh();
        return;
      } catch {
        // falls through to the expiry below
      }
    }
    toast('warning', EXPIRED_SESSION_MESSAGE);
    end('expired');
  }

  /** Another tab signed in, refreshed or signed out: this tab follows. */
  function onStorage(event: StorageEvent): void {
    if (event.storageArea !== localStorage) return;
    if (event.key === SESSION_KEY && event.newValue === null && store.getState().user) {
      end('logout');
      return;
    }
    if (event.key === TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) void syncTokensFromStorage();
  }

  function setExercicio(exercicio: ExercicioSelection | null): void {
    store.getState().setExercicio(exercicio);
  }

  const snapshot = () => toSnapshot(store.getState(), apiBaseUrl);

  // Remotes learn about the session only through these events (shared-contracts/src/events.ts).
  store.subscribe((state, prev) => {
    if (state.user !== prev.user && state.user) emit('session:changed', snapshot());
    if (state.selected !== prev.selected && state.selected) emit('location:changed', snapshot());
    if (state.exercicio !== prev.exercicio && state.selected) emit('exercicio:changed', snapshot());
  });

  return {
    store,
    api,
    apiBaseUrl,
    queryClient,
    start,
    signIn,
    selectLocation,
    setExercicio,
    refresh,
    onTokenExpired,
    onStorage,
    logout: () => end('logout'),
    end,
    snapshot,
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
