import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, ReadDb } from '../../../db/client.js';
import { companies } from '../../../db/schema.js';
import {
  bensPatrimoniais as b,
  movimentacoesBens as m,
  termosEmitidos as t,
} from '../../../db/schema-patrimonio.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';

/** What a termo's table prints of an asset. */
export const bemLine = {
  id: b.id,
  clientId: b.clientId,
  codigoBem: b.codigoBem,
  descricao: b.descricao,
  situacao: b.situacao,
  estadoConservacao: b.estadoConservacao,
  valorAtual: b.valorAtual,
};
export type TermoBemRow = Awaited<ReturnType<typeof bensForTermo>>[number];

/** The chosen assets the caller sees, in code order (an id it does not see is simply not returned). */
export const bensForTermo = (db: Db, scope: Scope, ids: string[]) =>
  db
    .select(bemLine)
    .from(b)
    .where(and(inArray(b.id, ids), inClientScope(b.clientId, scope)))
    .orderBy(asc(b.codigoBem));

/** The assets of a setor not written off, in code order, up to `limit`. */
export const bensOfSetor = (db: Db, clientId: string, setorId: string, limit: number) =>
  db
    .select(bemLine)
    .from(b)
    .where(and(eq(b.clientId, clientId), eq(b.setorId, setorId), ne(b.situacao, 'baixado')))
    .orderBy(asc(b.codigoBem))
    .limit(limit);

/**
 * The movements issued together with `mov` on one termo: the same client, type, origin and destination
 * (and reason of a baixa), registered by the same user on the same Brazilian day, not reversed; with the
 * asset each moved, in code order.
 */
export function movementBatch(db: Db, mov: typeof m.$inferSelect, limit: number) {
  const day = sql`(${m.data} at time zone 'America/Sao_Paulo')::date`;
  const sameOrNull = (column: AnyColumn, value: string | null) =>
    value === null ? isNull(column) : eq(column, value);
  return db
    .select({ movimentacaoId: m.id, valor: m.valor, valorAnterior: m.valorAnterior, bem: bemLine })
    .from(m)
    .innerJoin(b, eq(b.id, m.bemId))
    .where(
      and(
        eq(m.clientId, mov.clientId),
        eq(m.tipoMovimentacaoId, mov.tipoMovimentacaoId),
        eq(m.secretariaId, mov.secretariaId),
        sameOrNull(m.setorId, mov.setorId),
        eq(m.secretariaAnteriorId, mov.secretariaAnteriorId),
        sameOrNull(m.setorAnteriorId, mov.setorAnteriorId),
        mov.motivoBaixaId === null ? isNull(m.motivoBaixaId) : eq(m.motivoBaixaId, mov.motivoBaixaId),
        mov.userId === null ? isNull(m.userId) : eq(m.userId, mov.userId),
        isNull(m.estornadaPorId),
        sql`${day} = (${mov.data.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date`,
      ),
    )
    .orderBy(asc(b.codigoBem))
    .limit(limit);
}

const placeName = alias(companies, 'place_name');
/** A company's name (the client, a secretaria, a setor), or null. */
export async function nameOf(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ name: placeName.name }).from(placeName).where(eq(placeName.id, id));
  return row?.name ?? null;
}

/** The issuing client's name and document, for the termo's header and its public check. */
export async function clientOf(db: Db, id: string) {
  const [row] = await db
    .select({ name: companies.name, cpfCnpj: companies.cpfCnpj })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

/** Termo numbers of a client, kind and year are handed out one at a time (until the transaction ends). */
const TERMO_LOCK = 74301;
export const lockTermoNumbers = (db: Db, clientId: string, tipo: string, ano: number) =>
  db.execute(sql`select pg_advisory_xact_lock(${TERMO_LOCK}, hashtext(${`${clientId}:${tipo}:${ano}`}))`);

/** The next number of the client's termos of `tipo` in `ano` (call under lockTermoNumbers). */
export async function nextTermoNumber(db: Db, clientId: string, tipo: string, ano: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${t.numero}), 0)::integer + 1` })
    .from(t)
    .where(and(eq(t.clientId, clientId), eq(t.tipo, tipo), eq(t.ano, ano)));
  return Number(row?.n ?? 1);
}

export async function insertTermo(db: Db, values: Omit<typeof t.$inferInsert, 'id' | 'createdAt'>) {
  const [row] = await db.insert(t).values(values).returning();
  if (!row) throw new Error('insert termo');
  return row;
}

/** A termo's record without its PDF (the bytes are read only to be sent). */
const { pdf: _pdf, ...termoRecord } = getTableColumns(t);

/** A termo by its verification code, with the issuing client's name and document. */
export async function termoByCodigo(db: ReadDb, codigo: string) {
  const [row] = await db
    .select({ termo: termoRecord, client: { name: companies.name, cpfCnpj: companies.cpfCnpj } })
    .from(t)
    .innerJoin(companies, eq(companies.id, t.clientId))
    .where(eq(t.codigo, codigo));
  return row ?? null;
}
export type TermoPublicoRow = NonNullable<Awaited<ReturnType<typeof termoByCodigo>>>;

/** A stored termo as a reprint needs it: its name parts, code and bytes. */
const storedTermo = { tipo: t.tipo, ano: t.ano, numero: t.numero, codigo: t.codigo, pdf: t.pdf };
export type StoredTermo = NonNullable<Awaited<ReturnType<typeof termoOfMovements>>>;

/**
 * The termo already issued from one of these movements (the movements registered together: a termo
 * issued from any of them holds them all), the first issued if more than one; or null.
 */
export async function termoOfMovements(db: Db, movimentacaoIds: string[]) {
  const [row] = await db
    .select(storedTermo)
    .from(t)
    .where(inArray(t.movimentacaoId, movimentacaoIds))
    .orderBy(asc(t.createdAt), desc(t.numero))
    .limit(1);
  return row ?? null;
}

/** A stored termo by its record's id (the caller checked the record that names it). */
export async function termoById(db: Db, id: string) {
  const [row] = await db.select(storedTermo).from(t).where(eq(t.id, id));
  return row ?? null;
}

/** A termo of the caller's scope by its verification code (another client's is simply not found). */
export async function termoInScope(db: Db, scope: Scope, codigo: string) {
  const [row] = await db
    .select(storedTermo)
    .from(t)
    .where(and(eq(t.codigo, codigo), inClientScope(t.clientId, scope)));
  return row ?? null;
}

/** A page of the issued termos of `clientIds`, newest first, and how many there are. */
export async function pageTermos(
  db: Db,
  f: { clientIds: string[]; tipo?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    f.clientIds.length === 1 ? eq(t.clientId, f.clientIds[0]!) : inArray(t.clientId, f.clientIds),
    f.tipo ? eq(t.tipo, f.tipo) : undefined,
  );
  const rows = await db
    .select(termoRecord)
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit)
    .offset(page.offset);
  const [row] = await db.select({ n: count() }).from(t).where(where);
  return { rows, total: Number(row?.n ?? 0) };
}

/** What the termo de baixa definitiva prints of each asset written off: acquisition, depreciation, book value. */
export type ValoresDaBaixa = { valorAquisicao: string; acumulada: string; contabil: string };

/**
 * Each baixa's acquisition value, and the asset's accumulated depreciation and book value at the baixa,
 * by the reconciliation's rule (docs/domain.md, "Conciliação contábil"): the accumulated depreciation of
 * the last month processed before the baixa's month (Brazil's calendar), else the saldo de implantação,
 * else zero; the book value is the value the asset had at the baixa, already net of the months processed,
 * and before the first month that value less the saldo de implantação.
 */
export async function valoresDaBaixa(db: Db, movIds: string[]): Promise<Map<string, ValoresDaBaixa>> {
  if (!movIds.length) return new Map();
  const result = await db.execute(sql`
    select mv.id, bem.valor_aquisicao::text as valor_aquisicao,
           coalesce(ult.acumulada, bem.saldo_implantacao, 0)::text as acumulada,
           (mv.valor_anterior - case when ult.acumulada is null then coalesce(bem.saldo_implantacao, 0) else 0 end)::text
             as contabil
      from ${m} mv join ${b} bem on bem.id = mv.bem_id
      left join lateral (
        select i.depreciacao_acumulada as acumulada from depreciacoes_itens i
         where i.client_id = mv.client_id and i.codigo_bem = mv.codigo_bem
           and i.ano * 12 + i.mes - 1 < extract(year from mv.data at time zone 'America/Sao_Paulo') * 12
                                       + extract(month from mv.data at time zone 'America/Sao_Paulo') - 1
         order by i.ano desc, i.mes desc limit 1
      ) ult on true
     where mv.id in (${sql.join(
       movIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`);
  const rows = (
    result as unknown as {
      rows: { id: string; valor_aquisicao: string; acumulada: string; contabil: string }[];
    }
  ).rows;
  return new Map(
    rows.map((r) => [
      r.id,
      { valorAquisicao: r.valor_aquisicao, acumulada: r.acumulada, contabil: r.contabil },
    ]),
  );
}
