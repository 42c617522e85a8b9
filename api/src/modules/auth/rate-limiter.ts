import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hitWindow, purgeOldWindows } from './rate-limit.repository.js';

/**
 * Fixed-window limiter kept in the database, so every API process behind a load balancer shares the
 * counts (docs/api.md, "Composition": no per-user state in process memory, so several API processes agree). Used by sign-in, refresh and recovery.
 */
export function createRateLimiter(db: Db, config: Config['rateLimit']) {
  let calls = 0;
  const check = async (key: string, limit: number) => {
    const { count, windowStart } = await hitWindow(db, key, config.windowSeconds);
    if (count <= limit) return;
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStart.getTime() + config.windowSeconds * 1000 - Date.now()) / 1000),
    );
    const minutes = Math.ceil(retryAfter / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      { headers: { 'retry-after': String(retryAfter) } },
    );
  };
  return {
    /** Counts an attempt from `ip` (and for `username`, when given); throws 429 past either limit. */
    async attempt(action: string, ip: string, username?: string) {
      if (++calls % 500 === 0) await purgeOldWindows(db, Math.max(config.windowSeconds * 2, 3600));
      await check(`${action}:ip:${ip}`, config.perIp);
      if (username) await check(`${action}:user:${username.toLowerCase()}`, config.perUsername);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
