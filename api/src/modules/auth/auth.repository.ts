import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies, locations, roles, users } from '../../db/schema.js';

export async function findActorUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, fullname: users.fullname, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

const root = alias(companies, 'root');

/** The location with what the checks need: owner, flags, active states, company, client, rules. */
export async function findActorLocation(db: Db, locationId: string) {
  const [row] = await db
    .select({
      id: locations.id,
      userId: locations.userId,
      active: locations.active,
      isSuporte: locations.isSuporte,
      hasObras: locations.hasObras,
      hasPatrimonio: locations.hasPatrimonio,
      hasSetor: locations.hasSetor,
      departments: locations.departments,
      roleId: locations.roleId,
      rules: roles.rules,
      companyId: companies.id,
      companyActive: companies.active,
      /** Active flag of the client of a department or sector (null for a client or the office). */
      rootActive: root.active,
      applicationId: companies.applicationId,
      isClient: companies.isClient,
      rootId: companies.rootId,
    })
    .from(locations)
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .leftJoin(root, eq(root.id, companies.rootId))
    .leftJoin(roles, and(eq(roles.id, locations.roleId)))
    .where(eq(locations.id, locationId));
  return row ?? null;
}
