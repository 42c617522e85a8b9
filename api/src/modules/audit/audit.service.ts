import type { Db } from '../../db/client.js';
import { type AuditEntry, insertAudit, insertAudits } from './audit.repository.js';

/** Who acts: taken from the request by the auth plugin and handed to services. */
export type AuditActor = {
  userId: string | null;
  locationId: string | null;
  clientId: string | null;
  ip: string | null;
};

/** The actor of a call made before a location is chosen (sign-in, session, password links): the user alone. */
export const userActor = (userId: string, ip: string | null): AuditActor => ({
  userId,
  locationId: null,
  clientId: null,
  ip,
});

export type AuditChange = {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Client the record belongs to, when it differs from the actor's (e.g. support acting on a client). */
  clientId?: string | null;
};

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'tokenHash']);
const scrub = (value: unknown): unknown => {
  if (!value || typeof value !== 'object') return value ?? null;
  return JSON.parse(JSON.stringify(value, (key, v) => (SECRET_FIELDS.has(key) ? undefined : v)));
};

const entryOf = (actor: AuditActor, change: AuditChange): AuditEntry => ({
  userId: actor.userId,
  locationId: actor.locationId,
  clientId: change.clientId ?? actor.clientId,
  ip: actor.ip,
  action: change.action,
  entity: change.entity,
  entityId: change.entityId ?? null,
  before: scrub(change.before),
  after: scrub(change.after),
});

/** Writes one audit entry inside the caller's transaction, so the change and its record land together. */
export function recordAudit(db: Db, actor: AuditActor, change: AuditChange) {
  return insertAudit(db, entryOf(actor, change));
}

/** Many entries of one actor at once (a batch movement), inside the caller's transaction. */
export function recordAudits(db: Db, actor: AuditActor, changes: AuditChange[]) {
  return insertAudits(
    db,
    changes.map((c) => entryOf(actor, c)),
  );
}
