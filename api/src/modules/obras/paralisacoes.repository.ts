import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, ReadDb } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { obraParalisacoes } from '../../db/schema-obras.js';
import { insertRow } from '../../lib/register-repo.js';

/**
 * The stoppages of works (docs/domain.md, "Works: the law's fields"): one row per stoppage, opened and
 * closed by the changes of situação (obras.service.ts `setSituacao`), under the work's lock.
 */
export type ParalisacaoRow = typeof obraParalisacoes.$inferSelect;
export type ParalisacaoValues = Omit<typeof obraParalisacoes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Every stoppage of a work, newest first. */
export const listParalisacoes = (db: Db | ReadDb, obraId: string) =>
  db
    .select()
    .from(obraParalisacoes)
    .where(eq(obraParalisacoes.obraId, obraId))
    .orderBy(desc(obraParalisacoes.dataInicio), desc(obraParalisacoes.createdAt));

/** The stoppages of several works (a public page of works), newest first. */
export const listParalisacoesOf = (db: Db | ReadDb, obraIds: string[]) =>
  obraIds.length === 0
    ? Promise.resolve([] as ParalisacaoRow[])
    : db
        .select()
        .from(obraParalisacoes)
        .where(inArray(obraParalisacoes.obraId, obraIds))
        .orderBy(desc(obraParalisacoes.dataInicio), desc(obraParalisacoes.createdAt));

/** The work's open stoppage (at most one: `obra_paralisacoes_aberta_uq`), or undefined. */
export async function findParalisacaoAberta(db: Db | ReadDb, obraId: string) {
  const [row] = await db
    .select()
    .from(obraParalisacoes)
    .where(and(eq(obraParalisacoes.obraId, obraId), isNull(obraParalisacoes.dataFim)))
    .limit(1);
  return row;
}

export const insertParalisacao = (db: Db, values: ParalisacaoValues) =>
  insertRow(db, obraParalisacoes, values, 'paralisação da obra');

/** Closes the open stoppage on `data`, by the change to `situacao`. */
export const closeParalisacao = (db: Db, id: string, data: string, situacao: number) =>
  db
    .update(obraParalisacoes)
    .set({ dataFim: data, situacaoFim: situacao, updatedAt: new Date() })
    .where(eq(obraParalisacoes.id, id));

/** The client's name and tax id (the placa's heading and the public page's address). */
export async function findClientOf(db: Db, clientId: string) {
  const [row] = await db
    .select({ name: companies.name, cpfCnpj: companies.cpfCnpj })
    .from(companies)
    .where(eq(companies.id, clientId))
    .limit(1);
  return row;
}

export async function findParalisacao(db: Db, id: string) {
  const [row] = await db.select().from(obraParalisacoes).where(eq(obraParalisacoes.id, id)).limit(1);
  return row;
}

/** The stoppage's responsible party, replaced. */
export const updateResponsavel = (
  db: Db,
  id: string,
  values: Pick<
    ParalisacaoValues,
    'responsavelTipo' | 'responsavelNome' | 'responsavelDocumento' | 'apuracaoNumero'
  >,
) =>
  db
    .update(obraParalisacoes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(obraParalisacoes.id, id));
