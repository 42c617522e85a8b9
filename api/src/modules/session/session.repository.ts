import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, locations, refreshTokens, users } from '../../db/schema.js';
import { activeAccessesOf, activeAccessRoot } from '../locais/locais.repository.js';

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row ?? null;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Active locations on active companies (of active clients), as the sign-in answer lists them. */
export const listActiveLocationsOfUser = (db: Db, userId: string) =>
  db
    .select({ id: locations.id, companyName: companies.name })
    .from(locations)
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .leftJoin(activeAccessRoot, eq(activeAccessRoot.id, companies.rootId))
    .where(activeAccessesOf(userId))
    .orderBy(asc(companies.name));

export const insertRefreshToken = (db: Db, row: typeof refreshTokens.$inferInsert) =>
  db.insert(refreshTokens).values(row);

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a token used only if nobody used it before; false means it was already used (reuse). */
export async function claimRefreshToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export const revokeFamily = (db: Db, familyId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

export const revokeAllOfUser = (db: Db, userId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
