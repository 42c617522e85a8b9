import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { categoriasBens } from '../../../db/schema-patrimonio.js';
import { insertRow, rowExists, updateRowById } from '../../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';

export type CategoriaRow = typeof categoriasBens.$inferSelect;
export type CategoriaValues = Omit<typeof categoriasBens.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const listCategorias = (db: Db, clientIds: string[]) =>
  db
    .select()
    .from(categoriasBens)
    .where(inArray(categoriasBens.clientId, clientIds))
    .orderBy(asc(categoriasBens.nome), asc(categoriasBens.id));

/** Clients of the list that have no category yet. */
export async function clientsWithoutCategorias(db: Db, clientIds: string[]) {
  const rows = await db
    .select({ clientId: categoriasBens.clientId, n: count() })
    .from(categoriasBens)
    .where(inArray(categoriasBens.clientId, clientIds))
    .groupBy(categoriasBens.clientId);
  const seeded = new Set(rows.map((r) => r.clientId));
  return clientIds.filter((id) => !seeded.has(id));
}

export async function findCategoria(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(categoriasBens)
    .where(and(eq(categoriasBens.id, id), inClientScope(categoriasBens.clientId, scope)));
  return row ?? null;
}

export async function categoriaNameTaken(db: Db, clientId: string, nome: string, exceptId?: string) {
  return rowExists(
    db,
    categoriasBens,
    and(eq(categoriasBens.clientId, clientId), sql`lower(${categoriasBens.nome}) = lower(${nome})`),
    exceptId,
  );
}

export const insertCategoria = (db: Db, values: CategoriaValues) =>
  insertRow(db, categoriasBens, values, 'categoria');

export const updateCategoria = (db: Db, id: string, values: Partial<CategoriaValues>) =>
  updateRowById(db, categoriasBens, id, values);
