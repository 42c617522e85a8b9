import { and, count, desc, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, ReadDb } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import {
  aceites,
  bensPatrimoniais as bens,
  movimentacoesBens,
  servidores,
} from '../../../db/schema-patrimonio.js';
import { insertRow, pageWithTotal, updateRowById } from '../../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';
import { insertJsonRows, uuidList } from '../../../lib/sql.js';

/** The cautelas and transfers waiting for (or past) their aceite (docs/domain.md, "Carga patrimonial"). */
export type AceiteValues = Omit<typeof aceites.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const recebedor = alias(servidores, 'recebedor');
const responsavel = alias(servidores, 'responsavel');

const withRefs = (db: ReadDb) =>
  db
    .select({
      aceite: aceites,
      bem: { id: bens.id, codigoBem: bens.codigoBem, descricao: bens.descricao },
      recebedor: {
        id: recebedor.id,
        nome: recebedor.nome,
        matricula: recebedor.matricula,
        cargo: recebedor.cargo,
        userId: recebedor.userId,
      },
      responsavel: {
        id: responsavel.id,
        nome: responsavel.nome,
        matricula: responsavel.matricula,
        cargo: responsavel.cargo,
      },
      /** How many aceites the batch of this one has (null: a single request). */
      loteQuantidade: sql<
        number | null
      >`case when ${aceites.loteId} is null then null else (select count(*)::integer from aceites as lote where lote.lote_id = ${aceites.loteId}) end`,
    })
    .from(aceites)
    .innerJoin(bens, eq(bens.id, aceites.bemId))
    .innerJoin(recebedor, eq(recebedor.id, aceites.recebedorId))
    .leftJoin(responsavel, eq(responsavel.id, aceites.responsavelId));
export type AceiteWithRefs = Awaited<ReturnType<ReturnType<typeof withRefs>['execute']>>[number];

/** An accepted cautela whose expected return is before `today` (yyyy-MM-dd, Brazilian). */
export const overdue = (today: string): SQL =>
  and(
    eq(aceites.tipo, 'cautela'),
    eq(aceites.estado, 'aceito'),
    lt(aceites.dataPrevistaRetorno, today),
  ) as SQL;

export type AceiteFilter = {
  clientIds: string[];
  tipo?: string;
  estado?: string;
  recebedorIds?: string[];
  responsavelId?: string;
  bemId?: string;
  atrasadasEm?: string;
};

function where(f: AceiteFilter): SQL | undefined {
  return and(
    inArray(aceites.clientId, f.clientIds),
    f.tipo ? eq(aceites.tipo, f.tipo) : undefined,
    f.estado ? eq(aceites.estado, f.estado) : undefined,
    f.recebedorIds ? inArray(aceites.recebedorId, f.recebedorIds) : undefined,
    f.responsavelId ? eq(aceites.responsavelId, f.responsavelId) : undefined,
    f.bemId ? eq(aceites.bemId, f.bemId) : undefined,
    f.atrasadasEm ? overdue(f.atrasadasEm) : undefined,
  );
}

export function pageAceites(db: ReadDb, f: AceiteFilter, p: { limit: number; offset: number }) {
  const condition = where(f);
  return pageWithTotal(
    db as Db,
    withRefs(db)
      .where(condition)
      .orderBy(desc(aceites.createdAt), aceites.id)
      .limit(p.limit)
      .offset(p.offset),
    aceites,
    condition,
  );
}

/** How many aceites match the filter (one aggregate over the client's index range). */
export async function countAceites(db: ReadDb, f: AceiteFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(aceites).where(where(f));
  return row?.n ?? 0;
}

/** Every aceite matching the filter (the plain service functions: a bounded, small set). */
export const listAceites = (db: ReadDb, f: AceiteFilter, max = 1000) =>
  withRefs(db).where(where(f)).orderBy(desc(aceites.createdAt), aceites.id).limit(max);

/**
 * The accepted cautela an asset is out on past its expected return, if any: the list's `atrasadas` filter
 * (`overdue`) for one asset, shown on the asset's page.
 */
export async function overdueCautelaOfBem(db: ReadDb, clientId: string, bemId: string, today: string) {
  const [row] = await listAceites(db, { clientIds: [clientId], bemId, atrasadasEm: today }, 1);
  return row ?? null;
}

export async function findAceite(db: ReadDb, scope: Scope, id: string) {
  const [row] = await withRefs(db).where(and(eq(aceites.id, id), inClientScope(aceites.clientId, scope)));
  return row ?? null;
}

/** Locks the aceite's row for its decision (two decisions at once: the second sees the first's result). */
export async function lockAceite(db: Db, id: string) {
  await db.execute(sql`select 1 from ${aceites} where ${aceites.id} = ${id} for update`);
}

/** Pending, or a cautela accepted and not returned: what `aceites_bem_aberto_uq` allows one of per asset. */
const isOpen = () =>
  or(eq(aceites.estado, 'pendente'), and(eq(aceites.tipo, 'cautela'), eq(aceites.estado, 'aceito')));

/** The open item of an asset (pending, or a cautela accepted and not returned), if any. */
export async function openOfBem(db: ReadDb, bemId: string) {
  const [row] = await db
    .select()
    .from(aceites)
    .where(and(eq(aceites.bemId, bemId), isOpen()));
  return row ?? null;
}

/** The open items of the assets `bemIds`, by asset (a batch's requests check them in one query). */
export async function openOfBens(db: ReadDb, bemIds: string[]) {
  const rows = await db
    .select({ bemId: aceites.bemId, tipo: aceites.tipo, estado: aceites.estado })
    .from(aceites)
    .where(and(inArray(aceites.bemId, uuidList(bemIds)), isOpen()));
  return new Map(rows.map((r) => [r.bemId, r]));
}

/**
 * Locks every aceite of a batch of the caller's scope, in id order (two decisions at once: the second
 * waits, then sees the first's result), and answers them.
 */
export async function lockLote(db: Db, scope: Scope, loteId: string) {
  const rows = await db
    .select()
    .from(aceites)
    .where(and(eq(aceites.loteId, loteId), inClientScope(aceites.clientId, scope)))
    .orderBy(aceites.id)
    .for('update');
  return rows;
}

/**
 * Locks the aceites `ids` of the caller's scope, in id order (a batch return: two at once over the same
 * cautelas wait, then the second sees the first's result), and answers them.
 */
export function lockAceites(db: Db, scope: Scope, ids: string[]) {
  return db
    .select()
    .from(aceites)
    .where(and(inArray(aceites.id, uuidList(ids)), inClientScope(aceites.clientId, scope)))
    .orderBy(aceites.id)
    .for('update');
}

/** Cautelas returned at once (decision 062): each closed, in one statement. */
export async function returnAceites(db: Db, ids: string[], devolvidoEm: Date) {
  await db
    .update(aceites)
    .set({ estado: 'devolvido', devolvidoEm, updatedAt: new Date() })
    .where(inArray(aceites.id, uuidList(ids)));
}

/** A batch's aceites in one statement (`insertJsonRows`): their ids and assets. */
export async function insertAceites(db: Db, values: AceiteValues[]) {
  const rows = await insertJsonRows<{ id: string; bem_id: string }>(db, aceites, values, ['id', 'bem_id']);
  return rows.map((r) => ({ id: r.id, bemId: r.bem_id }));
}

/** A batch refused: every pending aceite of it, in one statement. */
export async function refuseLote(db: Db, loteId: string, values: Partial<AceiteValues>) {
  await db
    .update(aceites)
    .set({ ...values, estado: 'recusado', updatedAt: new Date() })
    .where(and(eq(aceites.loteId, loteId), eq(aceites.estado, 'pendente')));
}

/**
 * A batch accepted: every pending aceite of it, in one statement, each linked to the movement booked for
 * its asset in the batch (the movements carry the batch's id as `lote_id`).
 */
export async function acceptLote(
  db: Db,
  loteId: string,
  v: { forma: string; arquivoId: string | null; decididoEm: Date; decididoPor: string },
) {
  await db.execute(sql`
    update ${aceites} as a
    set estado = 'aceito', forma = ${v.forma}, arquivo_id = ${v.arquivoId}, decidido_em = ${v.decididoEm.toISOString()}::timestamptz,
      decidido_por = ${v.decididoPor}, movimentacao_id = m.id, updated_at = now()
    from ${movimentacoesBens} as m
    where m.lote_id = ${loteId} and m.bem_id = a.bem_id and a.lote_id = ${loteId} and a.estado = 'pendente'`);
}

/** What a batch's termo prints of its request: the receiver, kind, reason, destination, return (decision 059). */
export async function loteRequest(db: ReadDb, loteId: string) {
  const [row] = await withRefs(db).where(eq(aceites.loteId, loteId)).limit(1);
  return row ?? null;
}

export const insertAceite = (db: Db, values: AceiteValues) => insertRow(db, aceites, values, 'aceite');
export const updateAceite = (db: Db, id: string, values: Partial<AceiteValues>) =>
  updateRowById(db, aceites, id, values);

/**
 * Accepted cautelas past their expected return, of every client, whose responsável has an active login
 * with an e-mail: the daily reminders (carga.emails.ts).
 */
export function overdueCautelasToRemind(db: ReadDb, today: string) {
  return db
    .select({
      aceiteId: aceites.id,
      clientId: aceites.clientId,
      email: users.email,
      nome: responsavel.nome,
      codigoBem: bens.codigoBem,
      descricao: bens.descricao,
      destino: aceites.destino,
      dataPrevistaRetorno: aceites.dataPrevistaRetorno,
    })
    .from(aceites)
    .innerJoin(bens, eq(bens.id, aceites.bemId))
    .innerJoin(responsavel, eq(responsavel.id, aceites.responsavelId))
    .innerJoin(users, eq(users.id, responsavel.userId))
    .where(and(overdue(today), eq(users.active, true), isNotNull(users.email)))
    .orderBy(users.email, aceites.dataPrevistaRetorno);
}
