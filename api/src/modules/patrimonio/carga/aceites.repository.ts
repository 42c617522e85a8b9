import { and, count, desc, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, ReadDb } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { aceites, bensPatrimoniais as bens, servidores } from '../../../db/schema-patrimonio.js';
import { insertRow, pageWithTotal, updateRowById } from '../../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';

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

export async function findAceite(db: ReadDb, scope: Scope, id: string) {
  const [row] = await withRefs(db).where(and(eq(aceites.id, id), inClientScope(aceites.clientId, scope)));
  return row ?? null;
}

/** Locks the aceite's row for its decision (two decisions at once: the second sees the first's result). */
export async function lockAceite(db: Db, id: string) {
  await db.execute(sql`select 1 from ${aceites} where ${aceites.id} = ${id} for update`);
}

/** The open item of an asset (pending, or a cautela accepted and not returned), if any. */
export async function openOfBem(db: Db, bemId: string) {
  const [row] = await db
    .select()
    .from(aceites)
    .where(
      and(
        eq(aceites.bemId, bemId),
        or(eq(aceites.estado, 'pendente'), and(eq(aceites.tipo, 'cautela'), eq(aceites.estado, 'aceito'))),
      ),
    );
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
