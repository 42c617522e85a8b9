import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, ReadDb } from '../../../db/client.js';
import { companies, exercicios, users } from '../../../db/schema.js';
import {
  bensPatrimoniais,
  movimentacoesBens as m,
  motivosBaixa,
  tiposIncorporacao,
  tiposMovimentacao,
} from '../../../db/schema-patrimonio.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';
import { plannerEstimate } from '../bens/bens.repository.js';

/** The movement types a cautela books (migration carga_patrimonial): its exit and its return. */
export const TIPO_SAIDA_CAUTELA = 12;
export const TIPO_RETORNO_CAUTELA = 13;

export type MovimentacaoRow = typeof m.$inferSelect;
export type MovimentacaoValues = Omit<typeof m.$inferInsert, 'id' | 'createdAt'>;
export type TipoMovimentacaoRow = typeof tiposMovimentacao.$inferSelect;

const secretaria = alias(companies, 'secretaria');
const setor = alias(companies, 'setor');

const detail = {
  mov: m,
  tipo: {
    id: tiposMovimentacao.id,
    descricao: tiposMovimentacao.descricao,
    efeito: tiposMovimentacao.efeito,
  },
  secretaria: { id: secretaria.id, name: secretaria.name },
  setor: { id: setor.id, name: setor.name },
  motivo: { descricao: motivosBaixa.descricao },
  user: { id: users.id, fullname: users.fullname },
};

const withNames = (db: Db) =>
  db
    .select(detail)
    .from(m)
    .innerJoin(tiposMovimentacao, eq(tiposMovimentacao.id, m.tipoMovimentacaoId))
    .innerJoin(secretaria, eq(secretaria.id, m.secretariaId))
    .leftJoin(setor, eq(setor.id, m.setorId))
    .leftJoin(motivosBaixa, eq(motivosBaixa.id, m.motivoBaixaId))
    .leftJoin(users, eq(users.id, m.userId));

export type MovimentacaoDetailRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

export async function findMovimentacao(db: Db, scope: Scope, id: string) {
  const [row] = await withNames(db).where(and(eq(m.id, id), inClientScope(m.clientId, scope)));
  return row ?? null;
}

/** An asset's history, newest first. */
export const historyOf = (db: Db, bemId: string) =>
  withNames(db).where(eq(m.bemId, bemId)).orderBy(desc(m.data), desc(m.createdAt), desc(m.id));

export type MovimentacaoFilter = {
  clientIds: string[];
  bemId?: string;
  codigoBem?: number;
  tipo?: number;
  dataDe?: Date;
  dataAte?: Date;
};

/** The conditions of a movement filter (the list, its export and its report). */
const movimentacaoConditions = (f: MovimentacaoFilter) => [
  f.clientIds.length === 1 ? eq(m.clientId, f.clientIds[0]!) : inArray(m.clientId, f.clientIds),
  f.bemId ? eq(m.bemId, f.bemId) : undefined,
  f.codigoBem !== undefined ? eq(m.codigoBem, f.codigoBem) : undefined,
  f.tipo !== undefined ? eq(m.tipoMovimentacaoId, f.tipo) : undefined,
  f.dataDe ? gte(m.data, f.dataDe) : undefined,
  f.dataAte ? lt(m.data, f.dataAte) : undefined,
];

export async function pageMovimentacoes(db: Db, f: MovimentacaoFilter, p: { limit: number; offset: number }) {
  const where: SQL | undefined = and(...movimentacaoConditions(f));
  // A client's movements run into millions: counted exactly up to MOVEMENT_COUNT_CAP, estimated beyond.
  const bounded = db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(m)
      .where(where)
      .limit(MOVEMENT_COUNT_CAP + 1)
      .as('matching'),
  );
  const [rows, [counted]] = await Promise.all([
    withNames(db).where(where).orderBy(desc(m.data), desc(m.id)).limit(p.limit).offset(p.offset),
    bounded,
  ]);
  const n = counted?.n ?? 0;
  if (n <= MOVEMENT_COUNT_CAP) return { rows, total: n, exact: true };
  const estimate = await plannerEstimate(db, db.select({ one: sql`1` }).from(m).where(where));
  return { rows, total: Math.max(n, estimate), exact: false };
}

export const MOVEMENT_COUNT_CAP = 10_000;

// ------------------------------------------------------------------------------ movement reports (PDF)

const secretariaAnterior = alias(companies, 'secretaria_anterior');
const setorAnterior = alias(companies, 'setor_anterior');

/** A movement with every name a report line prints: places before and after, the asset's description. */
const reportRows = (db: ReadDb) =>
  db
    .select({
      ...detail,
      secretariaAnterior: { name: secretariaAnterior.name },
      setorAnterior: { name: setorAnterior.name },
      bem: { descricao: bensPatrimoniais.descricao },
    })
    .from(m)
    .innerJoin(tiposMovimentacao, eq(tiposMovimentacao.id, m.tipoMovimentacaoId))
    .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, m.bemId))
    .innerJoin(secretaria, eq(secretaria.id, m.secretariaId))
    .leftJoin(setor, eq(setor.id, m.setorId))
    .leftJoin(secretariaAnterior, eq(secretariaAnterior.id, m.secretariaAnteriorId))
    .leftJoin(setorAnterior, eq(setorAnterior.id, m.setorAnteriorId))
    .leftJoin(motivosBaixa, eq(motivosBaixa.id, m.motivoBaixaId))
    .leftJoin(users, eq(users.id, m.userId));
export type MovimentacaoReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['execute']>>[number];

/** An asset's whole history for its report, oldest first (a history reads in the order it happened). */
export const reportHistoryOf = (db: ReadDb, bemId: string) =>
  reportRows(db).where(eq(m.bemId, bemId)).orderBy(asc(m.data), asc(m.createdAt), asc(m.id));

/** How many movements the filter matches, counted up to `cap` + 1 (enough to refuse a report too large). */
export async function countMovimentacoesUpTo(db: ReadDb, f: MovimentacaoFilter, cap: number) {
  const [row] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(m)
      .where(and(...movimentacaoConditions(f)))
      .limit(cap + 1)
      .as('matching'),
  );
  return row?.n ?? 0;
}

/** One group of the movement report: a client's movements of one type, counted and summed exactly. */
export type MovimentacaoGroup = {
  clientId: string;
  clientName: string;
  tipoId: number;
  tipo: string;
  count: number;
  anterior: string;
  valor: string;
};

/** The report's groups in print order (client by name, then type by number): the page count comes from these. */
export async function movimentacaoGroups(db: ReadDb, f: MovimentacaoFilter): Promise<MovimentacaoGroup[]> {
  const result = await db.execute<MovimentacaoGroup>(sql`
    select g.client_id as "clientId", c.name as "clientName", g.tipo_id as "tipoId", t.descricao as "tipo",
           g.n::integer as "count", g.anterior::text as "anterior", g.valor::text as "valor"
    from (
      select ${m.clientId} as client_id, ${m.tipoMovimentacaoId} as tipo_id, count(*) as n,
             sum(${m.valorAnterior}) as anterior, sum(${m.valor}) as valor
      from ${m}
      where ${and(...movimentacaoConditions(f))}
      group by 1, 2
    ) g
    join ${companies} c on c.id = g.client_id
    join ${tiposMovimentacao} t on t.id = g.tipo_id
    order by c.name, c.id, g.tipo_id`);
  return (result as unknown as { rows: MovimentacaoGroup[] }).rows.map((r) => ({
    ...r,
    tipoId: Number(r.tipoId),
    count: Number(r.count),
  }));
}

/** The next `limit` movements of one group after `after`, oldest first (a keyset read on date and id). */
export const movimentacaoBatch = (
  db: ReadDb,
  f: MovimentacaoFilter,
  group: Pick<MovimentacaoGroup, 'clientId' | 'tipoId'>,
  after: { data: Date; id: string } | null,
  limit: number,
) =>
  reportRows(db)
    .where(
      and(
        ...movimentacaoConditions(f),
        eq(m.clientId, group.clientId),
        eq(m.tipoMovimentacaoId, group.tipoId),
        after
          ? sql`(${m.data}, ${m.id}) > (${after.data.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(m.data), asc(m.id))
    .limit(limit);

/** The latest movement of the asset (any kind), for the date order rule. */
export async function latestOf(db: Db, bemId: string) {
  const [row] = await db
    .select()
    .from(m)
    .where(eq(m.bemId, bemId))
    .orderBy(desc(m.data), desc(m.createdAt))
    .limit(1);
  return row ?? null;
}

/** The latest movement an estorno may reverse: not an estorno itself and not reversed yet. */
export async function latestReversible(db: Db, bemId: string) {
  const [row] = await db
    .select({ mov: m, efeito: tiposMovimentacao.efeito })
    .from(m)
    .innerJoin(tiposMovimentacao, eq(tiposMovimentacao.id, m.tipoMovimentacaoId))
    .where(and(eq(m.bemId, bemId), isNull(m.estornadaPorId), ne(tiposMovimentacao.efeito, 'estorno')))
    .orderBy(desc(m.data), desc(m.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertMovimentacao(db: Db, values: MovimentacaoValues) {
  const [row] = await db.insert(m).values(values).returning();
  if (!row) throw new Error('insert movimentação');
  return row;
}

export const markReversed = (db: Db, id: string, estornoId: string) =>
  db.update(m).set({ estornadaPorId: estornoId }).where(eq(m.id, id));

export async function findTipo(db: Db, id: number) {
  const [row] = await db.select().from(tiposMovimentacao).where(eq(tiposMovimentacao.id, id));
  return row ?? null;
}

export async function tipoPorEfeito(db: Db, efeito: string) {
  const [row] = await db
    .select()
    .from(tiposMovimentacao)
    .where(and(eq(tiposMovimentacao.efeito, efeito), eq(tiposMovimentacao.ativo, true)))
    .orderBy(asc(tiposMovimentacao.id))
    .limit(1);
  return row ?? null;
}

export async function motivoBaixaAtivo(db: Db, id: number) {
  const [row] = await db
    .select({ id: motivosBaixa.id })
    .from(motivosBaixa)
    .where(and(eq(motivosBaixa.id, id), eq(motivosBaixa.ativo, true)));
  return row !== undefined;
}

/** The client's accounting period of a month, if it was opened. */
export async function exercicioOf(db: Db, clientId: string, ano: number, mes: number) {
  const [row] = await db
    .select({ id: exercicios.id, fechado: exercicios.fechado })
    .from(exercicios)
    .where(and(eq(exercicios.empresaId, clientId), eq(exercicios.ano, ano), eq(exercicios.mes, mes)));
  return row ?? null;
}

/** The active incorporation types, movement types and write-off reasons, for the asset form's options. */
export const activeTiposIncorporacao = (db: Db) =>
  db
    .select({ id: tiposIncorporacao.id, descricao: tiposIncorporacao.descricao })
    .from(tiposIncorporacao)
    .where(eq(tiposIncorporacao.ativo, true))
    .orderBy(asc(tiposIncorporacao.id));

export const activeTiposMovimentacao = (db: Db) =>
  db
    .select()
    .from(tiposMovimentacao)
    .where(eq(tiposMovimentacao.ativo, true))
    .orderBy(asc(tiposMovimentacao.id));

export const activeMotivosBaixa = (db: Db) =>
  db
    .select({ id: motivosBaixa.id, descricao: motivosBaixa.descricao })
    .from(motivosBaixa)
    .where(eq(motivosBaixa.ativo, true))
    .orderBy(asc(motivosBaixa.id));
