import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordTokens, users } from '../../db/schema.js';

/** `cpf`: the sign-in's token for informing the CPF (decision 073), kept with the password's tokens. */
export type PasswordPurpose = 'recovery' | 'first-access' | 'cpf';

/**
 * The accounts a recovery request names: the user with that username, else every user with that
 * e-mail (one person may hold several accounts under one address; each gets its own link).
 */
export async function findUsersByLogin(db: Db, login: string) {
  const byUsername = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${login})`)
    .limit(1);
  if (byUsername.length) return byUsername;
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${login})`)
    .orderBy(users.username)
    .limit(20);
}

/** Leaves one usable token per user and purpose. */
export const expireOpenTokens = (db: Db, userId: string, purpose: PasswordPurpose) =>
  db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );

export const insertPasswordToken = (db: Db, row: typeof passwordTokens.$inferInsert) =>
  db.insert(passwordTokens).values(row);

export async function findPasswordToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordTokens.id,
      purpose: passwordTokens.purpose,
      expiresAt: passwordTokens.expiresAt,
      usedAt: passwordTokens.usedAt,
      userId: users.id,
      username: users.username,
      fullname: users.fullname,
      active: users.active,
    })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(eq(passwordTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Spends a token once; false when someone spent it first. */
export async function spendPasswordToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  return rows.length === 1;
}

export const setPassword = (db: Db, userId: string, passwordHash: string) =>
  db.update(users).set({ passwordHash, redefine: false, updatedAt: new Date() }).where(eq(users.id, userId));
