import type { Company } from '@gp/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, companies } from '../../db/schema.js';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Db, id: string) {
  const [row] = await db
    .select({ company: companies, application: { id: applications.id, name: applications.name } })
    .from(companies)
    .innerJoin(applications, eq(applications.id, companies.applicationId))
    .where(eq(companies.id, id));
  return row ?? null;
}

export function toCompany(row: CompanyRow, application?: { id: string; name: string }): Company {
  const { createdAt: _c, updatedAt: _u, ...fields } = row;
  return application ? { ...fields, application } : fields;
}

/** Active clients of an application, or only `clientId` when given. */
export const listClients = (db: Db, applicationId: string, clientId: string | null) =>
  db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.applicationId, applicationId),
        eq(companies.isClient, true),
        eq(companies.active, true),
        clientId ? eq(companies.id, clientId) : undefined,
      ),
    )
    .orderBy(asc(companies.name));
