import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Counts one hit in a fixed window, atomically; returns the count and when the window started. */
export async function hitWindow(db: Db, key: string, windowSeconds: number) {
  const result = await db.execute<{ count: number; window_start: string }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1
                   else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then now()
                   else rate_limits.window_start end
    returning count, window_start`);
  const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0];
  if (!row) throw new Error('rate limit sem resultado');
  return { count: Number(row.count), windowStart: new Date(row.window_start) };
}

export const purgeOldWindows = (db: Db, olderThanSeconds: number) =>
  db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );

/** Takes back one hit of the current window (a sign-in that succeeded counts for no limit). */
export const unhitWindow = (db: Db, key: string) =>
  db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
