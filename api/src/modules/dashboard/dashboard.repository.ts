import {
  centsToMoney,
  LICENCA_A_VENCER_DIAS,
  moneyToCents,
  PARALISADAS,
  SITUACAO_OBRA,
  SITUACAO_OBRA_LABELS,
  SITUACOES_OBRA,
} from '@gp/shared-contracts';
import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, exercicios, locations } from '../../db/schema.js';
import { obraLicencas, obras } from '../../db/schema-obras.js';
import { bensContagens, fornecedores, movimentacoesBens } from '../../db/schema-patrimonio.js';
import { daysAfter } from '../obras/obras.mapper.js';
import { semCnoWhere } from '../obras/obras.repository.js';
import { licencaVencimento } from '../obras/registros.repository.js';
import { latestMonths, monthOf } from '../patrimonio/depreciacao/depreciacao.repository.js';
import { monthBefore } from '../publico/publico.mapper.js';

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

/**
 * The works of `clientIds` at a glance on `today` (Brasília's calendar), in two aggregate queries: the
 * works by situação with the paralisadas for more than a month (as the public area counts them) and the
 * `sem_cno` ones (the list's rule); the active licences of works not received for good, expiring
 * (a_vencer) or expired (vencida) as the licence list's `vencimento` filter reads them.
 */
export async function obrasForClients(db: Db, clientIds: string[], today: string) {
  const bySituacao = clientIds.length
    ? await db
        .select({
          situacao: obras.situacao,
          n: count(),
          antigas: count(
            sql`case when ${inArray(obras.situacao, PARALISADAS)} and ${obras.situacaoData} < ${monthBefore(today)} then 1 end`,
          ),
          semCno: count(sql`case when ${semCnoWhere(today)} then 1 end`),
        })
        .from(obras)
        .where(inArray(obras.clientId, clientIds))
        .groupBy(obras.situacao)
    : [];
  const aVencerAte = daysAfter(today, LICENCA_A_VENCER_DIAS);
  const [licencas] = clientIds.length
    ? await db
        .select({
          aVencer: count(sql`case when ${licencaVencimento('a_vencer', today, aVencerAte)} then 1 end`),
          vencidas: count(sql`case when ${licencaVencimento('vencida', today, aVencerAte)} then 1 end`),
        })
        .from(obraLicencas)
        .innerJoin(obras, eq(obras.id, obraLicencas.obraId))
        .where(
          and(
            inArray(obraLicencas.clientId, clientIds),
            eq(obraLicencas.ativo, true),
            ne(obras.situacao, SITUACAO_OBRA.recebidaDefinitivamente),
          ),
        )
    : [];
  const sum = (pick: (r: (typeof bySituacao)[number]) => number) =>
    bySituacao.reduce((total, r) => total + pick(r), 0);
  const of = (situacao: number) => bySituacao.find((r) => r.situacao === situacao)?.n ?? 0;
  return {
    total: sum((r) => r.n),
    porSituacao: SITUACOES_OBRA.map((situacao) => ({
      situacao,
      descricao: SITUACAO_OBRA_LABELS[situacao],
      quantidade: of(situacao),
    })),
    paralisadas: PARALISADAS.reduce((total, s) => total + of(s), 0),
    paralisadasHaMaisDeUmMes: sum((r) => r.antigas),
    semCno: sum((r) => r.semCno),
    licencas: { aVencer: licencas?.aVencer ?? 0, vencidas: licencas?.vencidas ?? 0 },
  };
}
