import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { applications, companies, locations, roles, users } from '../../db/schema.js';

const root = alias(companies, 'root');

/** The user of an access as access lists show it (no password or other private column). */
export const accessUserColumns = {
  id: users.id,
  username: users.username,
  fullname: users.fullname,
  email: users.email,
  avatar: users.avatar,
  active: users.active,
};

/**
 * The accesses a user can sign in with: active locations on active companies whose client (for a
 * department or sector) is active too. Queries using it join `companies` and `activeAccessRoot`.
 */
export const activeAccessRoot = root;
export const activeAccessesOf = (userId: string) =>
  and(
    eq(locations.userId, userId),
    eq(locations.active, true),
    eq(companies.active, true),
    or(isNull(root.id), eq(root.active, true)),
  );

const locationColumns = {
  location: locations,
  user: accessUserColumns,
  company: companies,
  application: { id: applications.id, name: applications.name },
  roleId: roles.id,
  roleName: roles.name,
  roleRules: roles.rules,
  /** Active flag of the client of a department or sector (null for a client or the office). */
  rootActive: root.active,
};

const baseQuery = (db: Db) =>
  db
    .select(locationColumns)
    .from(locations)
    .innerJoin(users, eq(users.id, locations.userId))
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .innerJoin(applications, eq(applications.id, companies.applicationId))
    .leftJoin(root, eq(root.id, companies.rootId))
    .leftJoin(roles, eq(roles.id, locations.roleId));

export type LocationRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export async function findLocation(db: Db, id: string): Promise<LocationRow | null> {
  const [row] = await baseQuery(db).where(eq(locations.id, id));
  return row ?? null;
}

export const listLocationsOfUser = (db: Db, userId: string) =>
  baseQuery(db).where(activeAccessesOf(userId)).orderBy(asc(companies.name));
