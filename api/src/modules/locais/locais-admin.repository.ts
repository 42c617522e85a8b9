import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, locations, roles, users } from '../../db/schema.js';
import { pageWindow } from '../../lib/pagination.js';
import { rowExists } from '../../lib/register-repo.js';
import { inCompanyScope, type LocationScope } from '../../lib/scope.js';
import { escapeLike } from '../../lib/sql.js';
import { accessUserColumns } from './locais.repository.js';

export type LocationFlagColumn = 'active' | 'hasObras' | 'hasPatrimonio' | 'departments' | 'hasSetor';

const adminColumns = {
  location: locations,
  user: accessUserColumns,
  company: {
    id: companies.id,
    name: companies.name,
    isClient: companies.isClient,
    isOffice: companies.isOffice,
    isDepartment: companies.isDepartment,
    isSector: companies.isSector,
    active: companies.active,
    rootId: companies.rootId,
    applicationId: companies.applicationId,
  },
  role: { id: roles.id, name: roles.name },
};

const adminQuery = (db: Db) =>
  db
    .select(adminColumns)
    .from(locations)
    .innerJoin(users, eq(users.id, locations.userId))
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .leftJoin(roles, eq(roles.id, locations.roleId));

export type LocationAdminRow = Awaited<ReturnType<ReturnType<typeof adminQuery>['execute']>>[number];

export async function pageLocationsOfCompany(
  db: Db,
  companyId: string,
  q: { page: number; limit: number; search?: string | undefined },
) {
  const term = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const where: SQL | undefined = and(
    eq(locations.companyId, companyId),
    term ? or(ilike(users.username, term), ilike(users.fullname, term)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    adminQuery(db)
      .where(where)
      .orderBy(asc(sql`lower(${users.fullname})`), asc(locations.id))
      .limit(q.limit)
      .offset(pageWindow(q).offset),
    db.select({ n: count() }).from(locations).innerJoin(users, eq(users.id, locations.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A location whose company is in the caller's scope (or, with `userId`, one of that user's own), or null. */
export async function findLocationAdmin(
  db: Db,
  scope: LocationScope | { userId: string },
  id: string,
): Promise<LocationAdminRow | null> {
  const [row] = await adminQuery(db).where(
    and(eq(locations.id, id), 'userId' in scope ? eq(locations.userId, scope.userId) : inCompanyScope(scope)),
  );
  return row ?? null;
}

export async function locationExists(db: Db, userId: string, companyId: string) {
  return rowExists(db, locations, and(eq(locations.userId, userId), eq(locations.companyId, companyId)));
}

export async function insertLocation(db: Db, values: typeof locations.$inferInsert) {
  const [row] = await db.insert(locations).values(values).returning({ id: locations.id });
  if (!row) throw new Error('insert location');
  return row;
}

export const updateLocation = (
  db: Db,
  id: string,
  values: Partial<Pick<typeof locations.$inferInsert, LocationFlagColumn | 'roleId'>>,
) =>
  db
    .update(locations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(locations.id, id));

/** Active support locations on the companies of an application (joined with `companies`). */
const activeSupportIn = (applicationId: string) =>
  and(eq(companies.applicationId, applicationId), eq(locations.isSuporte, true), eq(locations.active, true));

/**
 * Active support locations of an application (active location, user and office), leaving out the
 * ones a pending change would switch off: a location, every location of a user, or of a company.
 */
export async function countActiveSupport(
  db: Db,
  applicationId: string,
  without: { locationId?: string; userId?: string; companyId?: string },
) {
  const [row] = await db
    .select({ n: count() })
    .from(locations)
    .innerJoin(users, eq(users.id, locations.userId))
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .where(
      and(
        activeSupportIn(applicationId),
        eq(users.active, true),
        eq(companies.active, true),
        without.locationId ? ne(locations.id, without.locationId) : undefined,
        without.userId ? ne(locations.userId, without.userId) : undefined,
        without.companyId ? ne(locations.companyId, without.companyId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Active support locations held by a user or on a company (what a deactivation would switch off). */
export async function activeSupportOf(
  db: Db,
  applicationId: string,
  of: { userId?: string; companyId?: string },
) {
  const [row] = await db
    .select({ n: count() })
    .from(locations)
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .where(
      and(
        activeSupportIn(applicationId),
        of.userId ? eq(locations.userId, of.userId) : undefined,
        of.companyId ? eq(locations.companyId, of.companyId) : undefined,
      ),
    );
  return row?.n ?? 0;
}
