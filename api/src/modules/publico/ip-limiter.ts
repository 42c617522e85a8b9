import { AppError } from '../../lib/errors.js';

/**
 * The public area's limit per IP (decision 021): a fixed window counted in this process's memory, not in
 * the database (decision 003 is for sign-in). Its purpose is to keep a crawler from taking the API down,
 * so a check must cost nothing and write nothing: a database write per public read would double the load
 * the limit is there to prevent. Behind N processes an IP may make up to N times the limit, which is
 * still a bound. The counts of a window are dropped when the next one starts; beyond `maxKeys` addresses
 * in one window the new ones are not counted (memory stays bounded; the limit fails open, never shut).
 */
export function createIpLimiter(opts: { perWindow: number; windowSeconds: number; maxKeys?: number }) {
  const windowMs = opts.windowSeconds * 1000;
  const maxKeys = opts.maxKeys ?? 100_000;
  let window = -1;
  let counts = new Map<string, number>();
  return {
    /** Counts a call from `ip`; throws 429 (with Retry-After) past the limit of the window. */
    hit(ip: string, now = Date.now()) {
      const current = Math.floor(now / windowMs);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const seen = counts.get(ip);
      if (seen === undefined && counts.size >= maxKeys) return;
      const n = (seen ?? 0) + 1;
      counts.set(ip, n);
      if (n <= opts.perWindow) return;
      const retryAfter = Math.max(1, Math.ceil(((current + 1) * windowMs - now) / 1000));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Muitas consultas seguidas deste endereço. Tente novamente em ${retryAfter} ${retryAfter === 1 ? 'segundo' : 'segundos'}.`,
        { headers: { 'retry-after': String(retryAfter) } },
      );
    },
  };
}
export type IpLimiter = ReturnType<typeof createIpLimiter>;
