import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, exercicios, locations } from '../../db/schema.js';

export async function countsForClient(db: Db, clientId: string) {
  const [units] = await db
    .select({
      departments: count(sql`case when ${companies.isDepartment} then 1 end`),
      sectors: count(sql`case when ${companies.isSector} then 1 end`),
    })
    .from(companies)
    .where(and(eq(companies.rootId, clientId), eq(companies.active, true)));
  const [people] = await db
    .select({ users: sql<number>`count(distinct ${locations.userId})`.mapWith(Number) })
    .from(locations)
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .where(
      and(
        eq(locations.active, true),
        sql`(${companies.id} = ${clientId} or ${companies.rootId} = ${clientId})`,
      ),
    );
  const [periods] = await db
    .select({ total: count(), abertos: count(sql`case when not ${exercicios.fechado} then 1 end`) })
    .from(exercicios)
    .where(eq(exercicios.empresaId, clientId));
  return {
    departments: units?.departments ?? 0,
    sectors: units?.sectors ?? 0,
    users: people?.users ?? 0,
    exercicios: { total: periods?.total ?? 0, abertos: periods?.abertos ?? 0 },
  };
}
