import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, locations, refreshTokens, roles, users } from '../../db/schema.js';
import { servidores } from '../../db/schema-patrimonio.js';
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

/**
 * Whether the user can record anything (decision 073): support on an active location, a profile with any
 * rule beyond reading on one, or a servidor's account (who accepts a custody or counts an inventory). Such
 * a user without CPF is asked it at sign-in; the others only read.
 */
export async function userCanWrite(db: Db, userId: string): Promise<boolean> {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .leftJoin(activeAccessRoot, eq(activeAccessRoot.id, companies.rootId))
    .leftJoin(roles, eq(roles.id, locations.roleId))
    .where(
      and(
        activeAccessesOf(userId),
        or(
          eq(locations.isSuporte, true),
          sql`exists (select 1 from unnest(${roles.rules}) as r(rule) where r.rule not like '%:read')`,
        ),
      ),
    )
    .limit(1);
  if (location) return true;
  const [servidor] = await db
    .select({ id: servidores.id })
    .from(servidores)
    .where(eq(servidores.userId, userId))
    .limit(1);
  return Boolean(servidor);
}

export async function cpfOwner(db: Db, cpf: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.cpf, cpf));
  return row?.id ?? null;
}

export const setCpf = (db: Db, userId: string, cpf: string) =>
  db.update(users).set({ cpf, updatedAt: new Date() }).where(eq(users.id, userId));
