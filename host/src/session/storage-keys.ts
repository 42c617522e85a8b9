import { readCookie } from '../lib/cookies.js';

/** Browser storage keys of the session. Private to the host: remotes get a snapshot and events. */
export const TOKEN_KEY = 'gp:token';
export const REFRESH_TOKEN_KEY = 'gp:refresh-token';
export const SESSION_KEY = 'gp:session';
export const LOCAL_KEY = 'gp:locais';
/** Every key above: what `hasStoredSession` looks for (and /login's page before it draws, decision 028). */
export const SESSION_STORAGE_KEYS = [TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_KEY, LOCAL_KEY];
/** Cookie with the selected location id (max age 3600 s: after an hour the location is chosen again). */
export const LOCAL_COOKIE = 'gp_local';

/**
 * Whether the browser keeps anything of a session (tokens, user, locations, a chosen location). Read by
 * the host's entry before any library loads, so it depends on nothing: with nothing stored the sign-in
 * page starts on its own (decision 026); otherwise the back office restores what is there.
 */
export function hasStoredSession(): boolean {
  try {
    if (SESSION_STORAGE_KEYS.some((k) => localStorage.getItem(k) !== null)) return true;
  } catch {
    // Storage refused (privacy settings): the back office decides, as before.
    return true;
  }
  return readCookie(LOCAL_COOKIE) !== null;
}
