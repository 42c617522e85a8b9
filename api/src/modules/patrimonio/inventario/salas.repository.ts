import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { companies } from '../../../db/schema.js';
import { bensPatrimoniais, salas } from '../../../db/schema-patrimonio.js';
import { insertRow, updateRowById } from '../../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';
import { containsFolded, orderBy } from '../../../lib/sql.js';

export type SalaValues = Omit<typeof salas.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const setor = alias(companies, 'sala_setor');
const secretaria = alias(companies, 'sala_secretaria');

/** A sala with its setor's and secretaria's names (what its list and record show). */
const salaColumns = {
  sala: salas,
  setorNome: setor.name,
  secretariaId: secretaria.id,
  secretariaNome: secretaria.name,
};

const withPlaces = (db: Db) =>
  db
    .select(salaColumns)
    .from(salas)
    .innerJoin(setor, eq(setor.id, salas.setorId))
    .innerJoin(secretaria, eq(secretaria.id, setor.parentId));

export type SalaRow = Awaited<ReturnType<ReturnType<typeof withPlaces>['execute']>>[number];

export type SalaFilter = {
  clientIds: string[];
  ativo?: boolean;
  search?: string;
  secretariaId?: string;
  setorId?: string;
};

const SORTS = { codigo: salas.codigo, nome: salas.nome, created_at: salas.createdAt } as const;

function where(f: SalaFilter): SQL | undefined {
  return and(
    inArray(salas.clientId, f.clientIds),
    f.ativo === undefined ? undefined : eq(salas.ativo, f.ativo),
    f.setorId ? eq(salas.setorId, f.setorId) : undefined,
    f.secretariaId ? eq(setor.parentId, f.secretariaId) : undefined,
    f.search ? or(containsFolded(salas.codigo, f.search), containsFolded(salas.nome, f.search)) : undefined,
  );
}

export async function pageSalas(
  db: Db,
  f: SalaFilter,
  p: { limit: number; offset: number; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
) {
  const condition = where(f);
  const [rows, [total]] = await Promise.all([
    withPlaces(db)
      .where(condition)
      .orderBy(...orderBy(SORTS[p.sort ?? 'codigo'], p.order, salas.id))
      .limit(p.limit)
      .offset(p.offset),
    // Counted through the setor's join too: the secretaria filter reads the setor's parent.
    db.select({ n: count() }).from(salas).innerJoin(setor, eq(setor.id, salas.setorId)).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A sala in the caller's scope, with its places named, or null. */
export async function findSala(db: Db, scope: Scope, id: string): Promise<SalaRow | null> {
  const [row] = await withPlaces(db).where(and(eq(salas.id, id), inClientScope(salas.clientId, scope)));
  return row ?? null;
}

/** A sala of the client, its row alone (the asset form's and the campaign's check), or null. */
export async function salaOfClient(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(salas)
    .where(and(eq(salas.id, id), eq(salas.clientId, clientId)));
  return row ?? null;
}

export const insertSala = (db: Db, values: SalaValues) => insertRow(db, salas, values, 'sala');
export const updateSala = (db: Db, id: string, values: Partial<SalaValues>) =>
  updateRowById(db, salas, id, values);

/** How many assets sit in the sala. */
export async function bensNaSala(db: Db, salaId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bensPatrimoniais)
    .where(eq(bensPatrimoniais.salaId, salaId));
  return row?.n ?? 0;
}
