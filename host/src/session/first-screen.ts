import { canAccess, menuFor } from '@gp/shared-contracts';
import type { FirstScreen } from '../layout/dashboard-copy.js';
import { decodeToken } from './session-time.js';
import type { SessionState, SessionStoreApi } from './token-store.js';

/**
 * Where the back office keeps what `/app`'s page draws before its scripts run (layout/dashboard-copy.ts).
 * Derived from the session, so not a sign of one (`SESSION_STORAGE_KEYS`); removed with the chosen
 * location (at logout). Here rather than beside those keys: the sign-in, which reads them, never needs it.
 */
export const FIRST_SCREEN_KEY = 'gp:primeira-tela';

/**
 * The header's label of an exercício: '01/2026', '12/2025 (fechado)'. Written as shared-contracts'
 * `periodLabel` is: importing it here makes the bundler split its module into one more file that the
 * sign-in downloads too (+1 request, +0.3 KB on /login, whose budget is at its edge).
 */
export const exercicioLabel = (e: { mes: number; ano: number; fechado?: boolean }) =>
  `${String(e.mes).padStart(2, '0')}/${e.ano}${e.fechado ? ' (fechado)' : ''}`;

/**
 * What `/app`'s drawn dashboard needs of this session (layout/dashboard-copy.ts), as the next start-up
 * will draw it: the chosen location's names and menu, the period the start-up selects (the client's first
 * exercício), the access token's expiry. Null without a chosen location or a readable token.
 */
export function firstScreenOf(state: Pick<SessionState, 'token' | 'selected'>): FirstScreen | null {
  const selected = state.selected;
  const claims = decodeToken(state.token);
  if (!selected || !claims) return null;
  const company = selected.location.company;
  const flags = selected.grant.permissions;
  const period = company.exercicios[0];
  return {
    localId: selected.location.id,
    client: company.name,
    application: company.application?.name ?? null,
    exercicio: period ? exercicioLabel(period) : null,
    exp: claims.exp,
    items: menuFor({ flags, rules: selected.grant.rules }).flatMap((group) =>
      group.items.map((item) => item.key),
    ),
    obras: canAccess('obras', flags),
  };
}

/** Keeps `firstScreenOf(state)` in storage, or removes it when there is none. */
export function saveFirstScreen(state: Pick<SessionState, 'token' | 'selected'>): void {
  try {
    const first = firstScreenOf(state);
    if (first) localStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify(first));
    else localStorage.removeItem(FIRST_SCREEN_KEY);
  } catch {
    // No storage (refused, or drawn at build time): the page's dashboard is simply not drawn.
  }
}

/**
 * Keeps the first screen in storage while the back office runs: at once, and whenever the token or the
 * chosen location changes. Started by the back office's start-up, not by the session controller, which
 * the light sign-in also loads (its bytes, decision 028).
 */
export function keepFirstScreen(store: SessionStoreApi): () => void {
  saveFirstScreen(store.getState());
  return store.subscribe((state, prev) => {
    if (state.token !== prev.token || state.selected !== prev.selected) saveFirstScreen(state);
  });
}
