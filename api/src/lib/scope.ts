import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { companies } from '../db/schema.js';

/**
 * Whose records a caller reaches: its own client's, or for support (`clientId` null) those of every
 * client of its application (docs/domain.md, "Organização e acesso"). The selected location
 * (`ActorLocation`) is a Scope; `{ clientId }` alone scopes a read to the client of a record already
 * checked (e.g. the vehicle record of a locked asset).
 */
export type Scope = { applicationId: string; clientId: string | null } | { clientId: string };

/**
 * The scope as a condition on a record's client column. Every repository read of a client's record puts
 * it in its `where` (docs/api.md, "Scope"), so a record of another client is simply not found.
 */
export function inClientScope(clientColumn: AnyColumn, scope: Scope): SQL {
  if (scope.clientId !== null || !('applicationId' in scope))
    return eq(clientColumn, scope.clientId as string);
  return sql`${clientColumn} in (select ${companies.id} from ${companies} where ${companies.applicationId} = ${scope.applicationId})`;
}
