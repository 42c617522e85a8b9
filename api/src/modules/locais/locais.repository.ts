import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { applications, companies, locations, roles, users } from '../../db/schema.js';

const root = alias(companies, 'root');

const locationColumns = {
  location: locations,
  user: {
    id: users.id,
    username: users.username,
    fullname: users.fullname,
    email: users.email,
    avatar: users.avatar,
    active: users.active,
  },
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
  baseQuery(db)
    .where(
      and(
        eq(locations.userId, userId),
        eq(locations.active, true),
        eq(companies.active, true),
        or(isNull(root.id), eq(root.active, true)),
      ),
    )
    .orderBy(asc(companies.name));
