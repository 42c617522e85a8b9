import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies, locations, refreshTokens, roles, users } from '../../db/schema.js';

const root = alias(companies, 'root');

/**
 * The lookup of `findActor`, built once per database as a named prepared statement: every authenticated
 * call runs it, and planning a five-table join costs more than running it (about 0.8 of 1.1 ms on
 * PostgreSQL). The server plans it once per connection (docs/decisions/018).
 */
const actorLookup = (db: Db) =>
  db
    .select({
      username: users.username,
      fullname: users.fullname,
      active: users.active,
      /** Whether the user may write (decision 073): identified by CPF and not a generic account. */
      mayWrite: sql<boolean>`(${users.cpf} is not null and not ${users.contaGenerica})`,
      contaGenerica: users.contaGenerica,
      sessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.id} = ${sql.placeholder('sessionId')} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
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
      // A location of another user joins nothing, exactly like an unknown id; a null id joins nothing.
      and(eq(locations.id, sql.placeholder('locationId')), eq(locations.userId, users.id)),
    )
    .leftJoin(companies, eq(companies.id, locations.companyId))
    .leftJoin(root, eq(root.id, companies.rootId))
    .leftJoin(roles, eq(roles.id, locations.roleId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find_actor');

const lookups = new WeakMap<Db, ReturnType<typeof actorLookup>>();

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
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = actorLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ ...caller, locationId });
  if (!row) return null;
  // The joined columns come back null (not a null object) when no location matched.
  const { location, ...user } = row;
  return { ...user, location: location.id === null ? null : { ...location, id: location.id } };
}
