import { centsToMoney, moneyToCents } from '@gp/shared-contracts';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, exercicios, locations } from '../../db/schema.js';
import { bensContagens, fornecedores, movimentacoesBens } from '../../db/schema-patrimonio.js';
import { latestMonths, monthOf } from '../patrimonio/depreciacao.repository.js';

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

/**
 * The client's patrimônio at a glance, from a few rows and one index range: asset counts and book value
 * from the totals the database keeps (bens_contagens), the movements of the month from their
 * (client, data) index.
 */
/** The client's latest processed and latest closed depreciation months. */
async function lastDepreciationMonths(db: Db, clientId: string) {
  const latest = await latestMonths(db, clientId);
  return {
    ultimoProcessado: latest.processado === null ? null : monthOf(latest.processado),
    ultimoFechado: latest.fechado === null ? null : monthOf(latest.fechado),
  };
}

export async function patrimonioForClient(db: Db, clientId: string, monthStart: Date) {
  const counts = await db
    .select({
      dimensao: bensContagens.dimensao,
      valor: bensContagens.valor,
      n: bensContagens.quantidade,
      valorAtual: bensContagens.valorAtual,
    })
    .from(bensContagens)
    .where(and(eq(bensContagens.clientId, clientId), inArray(bensContagens.dimensao, ['total', 'situacao'])));
  const rowOf = (dimensao: string, valor: string) =>
    counts.find((c) => c.dimensao === dimensao && c.valor === valor);
  const cents = (value: string | undefined) => moneyToCents(value ?? '0');
  const valorContabil = centsToMoney(
    cents(rowOf('total', '')?.valorAtual) - cents(rowOf('situacao', 'baixado')?.valorAtual),
  );
  const [movs] = await db
    .select({ n: count() })
    .from(movimentacoesBens)
    .where(and(eq(movimentacoesBens.clientId, clientId), gte(movimentacoesBens.data, monthStart)));
  const [forn] = await db
    .select({ n: count() })
    .from(fornecedores)
    .where(and(eq(fornecedores.rootId, clientId), eq(fornecedores.ativo, true)));
  return {
    bens: rowOf('total', '')?.n ?? 0,
    emUso: rowOf('situacao', 'em_uso')?.n ?? 0,
    baixados: rowOf('situacao', 'baixado')?.n ?? 0,
    valorContabil,
    movimentacoesMes: movs?.n ?? 0,
    fornecedoresAtivos: forn?.n ?? 0,
    depreciacao: await lastDepreciationMonths(db, clientId),
  };
}
