import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema.js';
import { inApplicationScope, type LocationScope } from '../../lib/scope.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert) {
  const [created] = await db.insert(files).values(row).returning();
  if (!created) throw new Error('insert file');
  return created;
}

/** Several rows at once (bytes already stored). */
export async function insertFiles(db: Db, rows: (typeof files.$inferInsert)[]) {
  if (rows.length) await db.insert(files).values(rows);
}

export const listFilesOf = (db: Db, ownerType: string, ownerId: string) =>
  db
    .select()
    .from(files)
    .where(and(eq(files.ownerType, ownerType), eq(files.ownerId, ownerId)))
    .orderBy(asc(files.createdAt));

/** Ids of the files of one record (for its history). */
export async function fileIdsOf(db: Db, ownerType: string, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerType, ownerType), eq(files.ownerId, ownerId)));
  return rows.map((r) => r.id);
}

/** A file in the caller's scope (its application; for a client caller, its client), or null. */
export async function findFile(db: Db, scope: LocationScope, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), inApplicationScope(files.applicationId, files.clientId, scope)));
  return row ?? null;
}

export const deleteFile = (db: Db, id: string) => db.delete(files).where(eq(files.id, id));
