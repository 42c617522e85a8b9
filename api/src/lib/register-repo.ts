import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * The shapes every register repository repeats: a page of rows with the total of matching rows,
 * inserting one row, updating one row by id (its `updatedAt` stamped) and whether a value is taken. The conditions (and so
 * the scope) stay in each repository's own `where` (docs/api.md).
 */

/** A table with the `id` and `updatedAt` columns the register tables share. */
type RegisterTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** Reads a page of rows and counts the rows of `table` matching `condition`, together. */
export async function pageWithTotal<R>(
  db: Db,
  rows: PromiseLike<R[]>,
  table: PgTable,
  condition: SQL | undefined,
): Promise<{ rows: R[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, db.select({ n: count() }).from(table).where(condition)]);
  return { rows: page, total: total?.n ?? 0 };
}

/**
 * The page `p` of `query` (a dynamic select of `table` with its joins) filtered by `condition` and
 * sorted by `order` (ending with a unique tie-breaker), with the total of matching rows.
 */
export function pageOrdered<Q extends PgSelect>(
  db: Db,
  query: Q,
  table: PgTable,
  condition: SQL | undefined,
  order: SQL[],
  p: { limit: number; offset: number },
) {
  return pageWithTotal<Awaited<Q>[number]>(
    db,
    query
      .where(condition)
      .orderBy(...order)
      .limit(p.limit)
      .offset(p.offset),
    table,
    condition,
  );
}

/** Inserts one row and returns it; `what` names the register in the (unexpected) error. */
export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`insert ${what}`);
  return row;
}

/** Updates the row `id` (stamping `updatedAt`) and returns it, or null when there is none. */
export async function updateRowById<T extends RegisterTable>(
  db: Db,
  table: T,
  id: string,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | null> {
  const [row] = (await db
    .update(table)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  return row ?? null;
}

/**
 * Whether a row of `table` matches `condition` (a name or document already in use), leaving out the
 * row `exceptId` (the one being edited).
 */
export async function rowExists(
  db: Db,
  table: PgTable & { id: PgColumn },
  condition: SQL | undefined,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(condition, exceptId ? ne(table.id, exceptId) : undefined));
  return rows.length > 0;
}
