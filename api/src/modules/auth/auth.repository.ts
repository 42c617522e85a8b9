import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies, locations, refreshTokens, roles, users } from '../../db/schema.js';

const root = alias(companies, 'root');

/**
 * The caller and, when `locationId` is given, that location if it is the caller's own, with what the
 * checks need: flags, active states, company, client and role rules; and whether the session the token
 * came with is still open (its refresh token, found by primary key, is the caller's and not revoked).
 * One round trip, since every authenticated call pays for it (docs/decisions/009).
 */
export async function findActor(
  db: Db,
  caller: { userId: string; sessionId: string },
  locationId: string | null,
) {
  const [row] = await db
    .select({
      username: users.username,
      fullname: users.fullname,
      active: users.active,
      sessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.id} = ${caller.sessionId} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
      location: {
        id: locations.id,
        active: locations.active,
        isSuporte: locations.isSuporte,
        hasObras: locations.hasObras,
        hasPatrimonio: locations.hasPatrimonio,
        hasSetor: locations.hasSetor,
        departments: locations.departments,
        rules: roles.rules,
        companyId: companies.id,
        companyActive: companies.active,
        /** Active flag of the client of a department or sector (null for a client or the office). */
        rootActive: root.active,
        applicationId: companies.applicationId,
        isClient: companies.isClient,
        rootId: companies.rootId,
      },
    })
    .from(users)
    .leftJoin(
      locations,
      // A location of another user joins nothing, exactly like an unknown id.
      locationId ? and(eq(locations.id, locationId), eq(locations.userId, users.id)) : sql`false`,
    )
    .leftJoin(companies, eq(companies.id, locations.companyId))
    .leftJoin(root, eq(root.id, companies.rootId))
    .leftJoin(roles, eq(roles.id, locations.roleId))
    .where(eq(users.id, caller.userId));
  if (!row) return null;
  // The joined columns come back null (not a null object) when no location matched.
  const { location, ...user } = row;
  return { ...user, location: location.id === null ? null : { ...location, id: location.id } };
}
