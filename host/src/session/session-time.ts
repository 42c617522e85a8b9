/** Reading the access token (a JWT whose `exp` the client reads) and the remaining session time. */

export type TokenClaims = { exp: number; iat?: number; sub?: string };

/** Claims of a JWT without verifying it (the server verifies); null when it is not a decodable JWT with `exp`. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

export type TokenState =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'expired'; claims: TokenClaims }
  | { kind: 'valid'; claims: TokenClaims; remainingMs: number };

/** State of the access token at `now` (ms). */
export function tokenState(token: string | null | undefined, now = Date.now()): TokenState {
  if (!token) return { kind: 'missing' };
  const claims = decodeToken(token);
  if (!claims) return { kind: 'invalid' };
  const remainingMs = claims.exp * 1000 - now;
  return remainingMs > 0 ? { kind: 'valid', claims, remainingMs } : { kind: 'expired', claims };
}

/** Remaining time as minutes:seconds, e.g. 14:05 or 75:00; zero or less prints 00:00. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Under this the header's clock turns red. */
export const CLOCK_WARNING_MS = 60_000;

/** Zero or less means expired. */
export const isExpired = (ms: number) => ms <= 0;

/** Toast texts (docs/product.md, "Mensagens e textos"). */
export const INVALID_TOKEN_MESSAGE = 'Token de acesso inválido!';
export const EXPIRED_SESSION_MESSAGE = 'Sessão expirada...';
