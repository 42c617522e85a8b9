import { centsToMoney, moneyToCents } from '@gp/shared-contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../../db/client.js';
import { companies } from '../../../db/schema.js';
import {
  bensPatrimoniais as b,
  conciliacoesContas as cc,
  conciliacoes as conc,
  depreciacoesItens as it,
} from '../../../db/schema-patrimonio.js';
import { posicaoPorContaNoMes } from '../contabilidade/legais.repository.js';
import type { MonthRef } from '../depreciacao/depreciacao.repository.js';

/** The register's side of an account: what the client's assets not written off add up to. */
export type PosicaoConta = {
  contaContabil: string;
  quantidadeBens: number;
  valorBruto: string;
  depreciacaoAcumulada: string;
  valorLiquido: string;
};

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The client's register per PCASP account now (docs/domain.md, "Conciliação com a contabilidade"): the
 * assets not written off with their accumulated depreciation and book value. An asset a processed month
 * has reached carries its depreciation in that month's row and its book value (valor atual) already net
 * of it; one no month has reached yet still carries its whole value, and its saldo de implantação is the
 * depreciation the first run will take from it. The gross value is what the asset account holds: the
 * book value plus the accumulated depreciation.
 *
 * With a processed month `m` (the monthly statement, decision 072): the position at that month's end,
 * each asset's as the legal reports read it, whose book value per account is the RMB's closing balance.
 */
export async function posicaoPorConta(db: ReadDb, clientId: string, m?: MonthRef): Promise<PosicaoConta[]> {
  if (m) {
    return (await posicaoPorContaNoMes(db, clientId, m))
      .map((p) => ({
        contaContabil: p.conta,
        quantidadeBens: Number(p.quantidade),
        valorBruto: centsToMoney(moneyToCents(p.acumulada) + moneyToCents(p.liquido)),
        depreciacaoAcumulada: p.acumulada,
        valorLiquido: p.liquido,
      }))
      .sort((a, b) => a.contaContabil.localeCompare(b.contaContabil));
  }
  const result = await db.execute(sql`
    select conta_contabil as "contaContabil", count(*)::int as "quantidadeBens",
           sum(liquido + acumulada)::text as "valorBruto", sum(acumulada)::text as "depreciacaoAcumulada",
           sum(liquido)::text as "valorLiquido"
      from (
        select bem.conta_contabil,
               coalesce(ult.acumulada, bem.saldo_implantacao, 0) as acumulada,
               case when ult.acumulada is null then bem.valor_atual - coalesce(bem.saldo_implantacao, 0)
                    else bem.valor_atual end as liquido
          from ${b} bem
          left join lateral (
            select i.depreciacao_acumulada as acumulada from ${it} i
             where i.client_id = bem.client_id and i.codigo_bem = bem.codigo_bem
             order by i.ano desc, i.mes desc limit 1
          ) ult on true
         where bem.client_id = ${clientId} and bem.situacao <> 'baixado'
      ) x
     group by conta_contabil
     order by conta_contabil`);
  return rows<PosicaoConta>(result);
}

export type ConciliacaoRow = typeof conc.$inferSelect & { clientName: string };
export type ConciliacaoContaRow = typeof cc.$inferSelect;

const record = {
  id: conc.id,
  clientId: conc.clientId,
  dataBalancete: conc.dataBalancete,
  observacao: conc.observacao,
  criadaPor: conc.criadaPor,
  criadaPorNome: conc.criadaPorNome,
  contas: conc.contas,
  contasDivergentes: conc.contasDivergentes,
  competenciaAno: conc.competenciaAno,
  competenciaMes: conc.competenciaMes,
  createdAt: conc.createdAt,
  clientName: companies.name,
};

/** Writes a conciliação and its accounts (the caller's transaction). */
export async function insertConciliacao(
  tx: Db,
  row: Omit<typeof conc.$inferInsert, 'id' | 'createdAt'>,
  contas: Omit<ConciliacaoContaRow, 'clientId' | 'conciliacaoId'>[],
) {
  const [created] = await tx.insert(conc).values(row).returning({ id: conc.id });
  const id = created!.id;
  if (contas.length) {
    await tx.insert(cc).values(contas.map((c) => ({ ...c, clientId: row.clientId, conciliacaoId: id })));
  }
  return id;
}

export async function pageConciliacoes(
  db: ReadDb,
  clientIds: string[],
  page: { limit: number; offset: number },
) {
  const where = clientIds.length === 1 ? eq(conc.clientId, clientIds[0]!) : inArray(conc.clientId, clientIds);
  const found = await db
    .select(record)
    .from(conc)
    .innerJoin(companies, eq(companies.id, conc.clientId))
    .where(where)
    .orderBy(desc(conc.createdAt), desc(conc.id))
    .limit(page.limit)
    .offset(page.offset);
  const [n] = await db.select({ n: count() }).from(conc).where(where);
  return { rows: found as ConciliacaoRow[], total: Number(n?.n ?? 0) };
}

/** A conciliação of one of the clients, with its accounts in account order; null when none. */
export async function findConciliacao(db: ReadDb, clientIds: string[], id: string) {
  const [row] = await db
    .select(record)
    .from(conc)
    .innerJoin(companies, eq(companies.id, conc.clientId))
    .where(and(eq(conc.id, id), inArray(conc.clientId, clientIds)));
  if (!row) return null;
  const contas = await db
    .select()
    .from(cc)
    .where(and(eq(cc.clientId, row.clientId), eq(cc.conciliacaoId, id)))
    .orderBy(asc(cc.contaContabil));
  return { row: row as ConciliacaoRow, contas };
}
