import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, locations, roles } from '../../db/schema.js';
import { rowExists } from '../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../lib/scope.js';

const roleColumns = { id: roles.id, name: roles.name, companyId: roles.companyId, rules: roles.rules };

/** Roles of the given clients, or of every client of an application. */
export const listRoles = (db: Db, filter: { companyIds: string[] } | { applicationId: string }) =>
  'companyIds' in filter
    ? db
        .select({ id: roles.id, name: roles.name, companyId: roles.companyId })
        .from(roles)
        .where(inArray(roles.companyId, filter.companyIds))
        .orderBy(asc(roles.name))
    : db
        .select({ id: roles.id, name: roles.name, companyId: roles.companyId })
        .from(roles)
        .innerJoin(companies, eq(companies.id, roles.companyId))
        .where(eq(companies.applicationId, filter.applicationId))
        .orderBy(asc(roles.name));

/** A role of a client in the scope (roles belong to clients), or null. */
export async function findRole(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, id), inClientScope(roles.companyId, scope)));
  return row ?? null;
}

export async function nameTaken(db: Db, companyId: string, name: string, exceptId?: string) {
  return rowExists(
    db,
    roles,
    and(eq(roles.companyId, companyId), sql`lower(${roles.name}) = lower(${name})`),
    exceptId,
  );
}

export async function insertRole(db: Db, values: { name: string; companyId: string; rules: string[] }) {
  const [row] = await db.insert(roles).values(values).returning(roleColumns);
  if (!row) throw new Error('insert role');
  return row;
}

export async function updateRole(db: Db, id: string, values: { name: string; rules: string[] }) {
  const [row] = await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning(roleColumns);
  return row ?? null;
}

export const deleteRole = (db: Db, id: string) => db.delete(roles).where(eq(roles.id, id));

export async function locationsUsingRole(db: Db, id: string) {
  const [row] = await db.select({ n: count() }).from(locations).where(eq(locations.roleId, id));
  return row?.n ?? 0;
}
