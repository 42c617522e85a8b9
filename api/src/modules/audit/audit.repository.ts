import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';

export type AuditEntry = typeof auditLog.$inferInsert;

export const insertAudit = (db: Db, entry: AuditEntry) => db.insert(auditLog).values(entry);

export const recentForClient = (db: Db, clientId: string, limit: number) =>
  db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      user: users.fullname,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(eq(auditLog.clientId, clientId))
    .orderBy(desc(auditLog.at))
    .limit(limit);
