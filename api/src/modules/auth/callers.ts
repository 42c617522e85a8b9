import type { Db } from '../../db/client.js';
import { findActor } from './auth.repository.js';

/** The caller as the lookup found it (user, session state, selected location), or null. */
export type FoundCaller = Awaited<ReturnType<typeof findActor>>;

/** The channel the database notifies when a caller may have changed (migration 0016, decision 047). */
export const CALLERS_CHANNEL = 'gp_callers_changed';

/**
 * The callers verified in the last `ttlMs`, keyed by user, session and location, so the calls that follow
 * within it cost no round trip for the caller (decision 047). What a caller is made of — the user, its
 * session, its location, the location's company and client, the profile's rules — changes rarely, and
 * every change of it empties the whole cache:
 *
 * - in every process, as soon as the database's notification arrives (a trigger on those tables notifies
 *   `CALLERS_CHANNEL` at the commit of any change of them, whoever made it);
 * - in this process, also at the answer of each of its writing calls (the next call of the same client
 *   must see what it just changed, even before the notification arrives);
 * - and in any case after `ttlMs`, if a notification were lost with its connection.
 *
 * A lookup that started before an emptying is not kept (it may have read the old state). `ttlMs` 0: off,
 * every call reads its caller.
 */
export function createCallers(db: Db, opts: { ttlMs: number; max?: number }) {
  const max = opts.max ?? 10_000;
  const kept = new Map<string, { found: NonNullable<FoundCaller>; until: number }>();
  /** Bumped at each emptying: a lookup begun in an older generation is not kept. */
  let generation = 0;

  return {
    async find(
      caller: { userId: string; sessionId: string },
      locationId: string | null,
    ): Promise<FoundCaller> {
      if (opts.ttlMs <= 0) return findActor(db, caller, locationId);
      const key = `${caller.userId} ${caller.sessionId} ${locationId ?? ''}`;
      const now = Date.now();
      const hit = kept.get(key);
      if (hit && hit.until > now) return hit.found;
      const began = generation;
      const found = await findActor(db, caller, locationId);
      if (found && began === generation) {
        if (kept.size >= max) kept.clear();
        kept.set(key, { found, until: now + opts.ttlMs });
      }
      return found;
    },
    /** Forgets every caller: the next call of each reads it again. */
    clear() {
      generation++;
      kept.clear();
    },
  };
}
export type Callers = ReturnType<typeof createCallers>;
