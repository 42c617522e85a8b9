import { type AnyColumn, and, eq, or, type SQL, sql } from 'drizzle-orm';
import { companies } from '../db/schema.js';

/**
 * Whose records a caller reaches: its own client's, or for support (`clientId` null) those of every
 * client of its application (docs/domain.md, "Organização e acesso"). The selected location
 * (`ActorLocation`) is a Scope; `{ clientId }` alone scopes a read to the client of a record already
 * checked (e.g. the vehicle record of a locked asset).
 */
export type Scope = LocationScope | { clientId: string };
/** The scope of the caller's selected location. */
export type LocationScope = { applicationId: string; clientId: string | null };

/**
 * The scope as a condition on a record's client column. Every repository read of a client's record puts
 * it in its `where` (docs/api.md, "Scope"), so a record of another client is simply not found.
 */
export function inClientScope(clientColumn: AnyColumn, scope: Scope): SQL {
  if (scope.clientId !== null || !('applicationId' in scope))
    return eq(clientColumn, scope.clientId as string);
  return sql`${clientColumn} in (select ${companies.id} from ${companies} where ${companies.applicationId} = ${scope.applicationId})`;
}

/**
 * The scope on a record that carries both its application and its client (files): the caller's
 * application, and for a client caller its own client.
 */
export const inApplicationScope = (
  applicationColumn: AnyColumn,
  clientColumn: AnyColumn,
  scope: LocationScope,
): SQL | undefined =>
  and(
    eq(applicationColumn, scope.applicationId),
    scope.clientId === null ? undefined : eq(clientColumn, scope.clientId),
  );

/**
 * The scope on a company (`companies` in the query): a company of the caller's application and, for a
 * client caller, its client or a department or sector under it.
 */
export const inCompanyScope = (scope: LocationScope): SQL | undefined =>
  and(
    eq(companies.applicationId, scope.applicationId),
    scope.clientId === null
      ? undefined
      : or(
          and(eq(companies.isClient, true), eq(companies.id, scope.clientId)),
          and(eq(companies.isClient, false), eq(companies.rootId, scope.clientId)),
        ),
  );
