import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The first 12 characters of the newest applied migration's hash, or null when none. */
export async function latestMigration(db: Db): Promise<string | null> {
  const result = await db.execute<{ hash: string }>(
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return (result as unknown as { rows: { hash: string }[] }).rows[0]?.hash.slice(0, 12) ?? null;
}
