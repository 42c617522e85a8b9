import { and, asc, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, files, locations, users } from '../../db/schema.js';
import { applicationUsers } from '../../db/schema-sistema.js';
import { pageWindow } from '../../lib/pagination.js';
import { insertRow, pageOrdered, rowExists, updateRowById } from '../../lib/register-repo.js';
import { escapeLike } from '../../lib/sql.js';

export type UserRow = typeof users.$inferSelect;

/** Users an application sees: those it registered and those holding a location on one of its companies. */
const visibleIn = (db: Db, applicationId: string) =>
  or(
    exists(
      db
        .select({ one: sql`1` })
        .from(applicationUsers)
        .where(and(eq(applicationUsers.userId, users.id), eq(applicationUsers.applicationId, applicationId))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(locations)
        .innerJoin(companies, eq(companies.id, locations.companyId))
        .where(and(eq(locations.userId, users.id), eq(companies.applicationId, applicationId))),
    ),
  );

export async function pageUsers(
  db: Db,
  applicationId: string,
  q: { page: number; limit: number; search?: string | undefined; active?: boolean | undefined },
) {
  const term = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const where: SQL | undefined = and(
    visibleIn(db, applicationId),
    term ? or(ilike(users.username, term), ilike(users.fullname, term), ilike(users.email, term)) : undefined,
    q.active === undefined ? undefined : eq(users.active, q.active),
  );
  return pageOrdered(
    db,
    db.select().from(users).$dynamic(),
    users,
    where,
    [asc(sql`lower(${users.fullname})`), asc(users.id)],
    pageWindow(q),
  );
}

/** The user, if the application sees it. */
export async function findVisibleUser(db: Db, applicationId: string, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), visibleIn(db, applicationId)));
  return row ?? null;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function usernameTaken(db: Db, username: string, exceptId?: string) {
  return rowExists(db, users, sql`lower(${users.username}) = lower(${username})`, exceptId);
}

export async function cpfTaken(db: Db, cpf: string, exceptId?: string) {
  return rowExists(db, users, sql`${users.cpf} = ${cpf}`, exceptId);
}

export const insertUser = (db: Db, values: typeof users.$inferInsert) => insertRow(db, users, values, 'user');

export const updateUser = (db: Db, id: string, values: Partial<typeof users.$inferInsert>) =>
  updateRowById(db, users, id, values);

export const addMembership = (db: Db, applicationId: string, userId: string) =>
  db.insert(applicationUsers).values({ applicationId, userId }).onConflictDoNothing();

/** Applications where the user holds a location or was registered. */
export async function applicationsOfUser(db: Db, userId: string): Promise<string[]> {
  const [viaLocations, viaMembership] = await Promise.all([
    db
      .selectDistinct({ id: companies.applicationId })
      .from(locations)
      .innerJoin(companies, eq(companies.id, locations.companyId))
      .where(eq(locations.userId, userId)),
    db
      .select({ id: applicationUsers.applicationId })
      .from(applicationUsers)
      .where(eq(applicationUsers.userId, userId)),
  ]);
  return [...new Set([...viaLocations, ...viaMembership].map((r) => r.id))];
}

export const AVATAR_OWNER = 'user-avatar';

/** The user's current avatar file (the newest), if any. */
export async function findAvatarFiles(db: Db, userId: string) {
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerType, AVATAR_OWNER), eq(files.ownerId, userId)))
    .orderBy(desc(files.createdAt));
}
