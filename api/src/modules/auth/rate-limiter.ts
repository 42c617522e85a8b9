import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { brazilDayTime } from '../../lib/brazil-time.js';
import { AppError } from '../../lib/errors.js';
import { hitWindow, purgeOldWindows, unhitWindow } from './rate-limit.repository.js';

/**
 * Fixed-window limiter kept in the database, so every API process behind a load balancer shares the
 * counts (docs/api.md, "Composition": no per-user state in process memory, so several API processes
 * agree). Decision 032: sign-in counts the attempts of an address (a ceiling for a whole town hall behind
 * one NAT address) and the failed sign-ins of an account; a sign-in that succeeds counts for neither.
 * Refresh and password recovery (the request, the link's check, the reset) count every call.
 */
export function createRateLimiter(db: Db, config: Config['rateLimit']) {
  let calls = 0;
  const purgeNow = async () => {
    if (++calls % 500 === 0) await purgeOldWindows(db, Math.max(config.windowSeconds * 2, 3600));
  };
  /** Counts one hit of `key`; past `limit`, the 429 says when to try again (Brasília time). */
  const check = async (key: string, limit: number) => {
    const { count, windowStart } = await hitWindow(db, key, config.windowSeconds);
    if (count <= limit) return;
    const endsAt = windowStart.getTime() + config.windowSeconds * 1000;
    const retryAfter = Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
    // The minute shown is the first one the window is over in (never a time still refused).
    const from = new Date(Math.ceil(endsAt / 60_000) * 60_000);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Muitas tentativas. Tente novamente a partir de ${brazilDayTime(from)} (horário de Brasília).`,
      { headers: { 'retry-after': String(retryAfter) } },
    );
  };
  return {
    /** Counts a token refresh from `ip`; throws 429 past the limit. */
    async refresh(ip: string) {
      await purgeNow();
      await check(`refresh:ip:${ip}`, config.perIp);
    },

    /**
     * Counts a password recovery call from `ip` (a request also for `login`): a town hall does not reset
     * many passwords at once, so the address's limit is much lower than sign-in's.
     */
    async recovery(ip: string, login?: string) {
      await purgeNow();
      await check(`password:ip:${ip}`, config.recoveryPerIp);
      if (login) await check(`password:user:${login.toLowerCase()}`, config.perUsername);
    },

    /**
     * Counts a sign-in from `ip` for `username` before the password is checked (so a burst of parallel
     * guesses cannot all pass); throws 429 past either limit. The caller calls `succeeded()` when the
     * password was right: the attempt is taken back from both counts.
     */
    async signIn(ip: string, username: string) {
      await purgeNow();
      const keys = [`session:ip:${ip}`, `session:user:${username.toLowerCase()}`] as const;
      await check(keys[0], config.perIp);
      await check(keys[1], config.perUsername);
      return {
        succeeded: async () => {
          await unhitWindow(db, keys[0]);
          await unhitWindow(db, keys[1]);
        },
      };
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
