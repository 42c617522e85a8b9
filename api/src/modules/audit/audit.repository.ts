import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { insertJsonRows } from '../../lib/sql.js';

export type AuditEntry = typeof auditLog.$inferInsert;

export const insertAudit = (db: Db, entry: AuditEntry) => db.insert(auditLog).values(entry);

/** Many entries in one statement (a batch movement's thousands, `insertJsonRows`). */
export async function insertAudits(db: Db, entries: AuditEntry[]) {
  await insertJsonRows(db, auditLog, entries);
}

/** The audited changes of the given records (entity and ids), newest first, with who made them. */
export function auditOfRecords(db: Db, records: Array<{ entity: string; ids: string[] }>, limit: number) {
  const wanted = records
    .filter((r) => r.ids.length > 0)
    .map((r) => and(eq(auditLog.entity, r.entity), inArray(auditLog.entityId, r.ids)));
  return db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      before: auditLog.before,
      after: auditLog.after,
      user: { id: users.id, fullname: users.fullname },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(or(...wanted))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
export type AuditRecordRow = Awaited<ReturnType<typeof auditOfRecords>>[number];

/**
 * The client's latest audited changes for the dashboard, with their before/after to name the record. An
 * asset's own 'movement' entry is left out: the movement's entry already tells it.
 */
/** The client's latest entries; `entities` narrows them to what the caller may see (null: every entity). */
export const recentForClient = (db: Db, clientId: string, limit: number, entities: string[] | null = null) =>
  db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      user: users.fullname,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.clientId, clientId),
        ne(auditLog.action, 'movement'),
        entities === null ? undefined : inArray(auditLog.entity, entities),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(limit);
