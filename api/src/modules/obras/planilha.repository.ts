import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../db/client.js';
import { users } from '../../db/schema.js';
import {
  obraAcompanhamentos,
  obraAditivos,
  obraCronograma,
  obraItemAlteracoes,
  obraItens,
  obraMedicaoItens,
  obraMedicoes,
  obraOrdensServico,
  obras,
} from '../../db/schema-obras.js';

/**
 * The queries of a work's budget sheet, its measured items and its schedule (docs/domain.md, "Planilha,
 * medição por item e cronograma"). Every call names the work: the service has checked its scope.
 */

export type ItemRow = typeof obraItens.$inferSelect;
export type ItemValues = Omit<typeof obraItens.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AlteracaoValues = Omit<typeof obraItemAlteracoes.$inferInsert, 'id' | 'createdAt'>;

/** The sheet's items in order, each with Σ quantity and value in active medições (but `exceptMedicaoId`). */
export function listItens(db: ReadDb, obraId: string, exceptMedicaoId?: string) {
  const medidos = db
    .select({
      itemId: obraMedicaoItens.itemId,
      quantidade: sql<string>`sum(${obraMedicaoItens.quantidade})`.as('quantidade_medida'),
      valor: sql<string>`sum(${obraMedicaoItens.valor})`.as('valor_medido'),
    })
    .from(obraMedicaoItens)
    .innerJoin(obraMedicoes, eq(obraMedicoes.id, obraMedicaoItens.medicaoId))
    .where(
      and(
        eq(obraMedicaoItens.obraId, obraId),
        eq(obraMedicoes.ativo, true),
        exceptMedicaoId ? ne(obraMedicoes.id, exceptMedicaoId) : undefined,
      ),
    )
    .groupBy(obraMedicaoItens.itemId)
    .as('medidos');
  return db
    .select({
      item: obraItens,
      medido: sql<string>`coalesce(${medidos.quantidade}, 0)::text`,
      valorMedido: sql<string>`coalesce(${medidos.valor}, 0)::text`,
    })
    .from(obraItens)
    .leftJoin(medidos, eq(medidos.itemId, obraItens.id))
    .where(eq(obraItens.obraId, obraId))
    .orderBy(asc(obraItens.ordem), asc(obraItens.codigo));
}
export type ItemComMedido = Awaited<ReturnType<typeof listItens>>[number];

export const obraBdi = async (db: Db, obraId: string) => {
  const [row] = await db.select({ bdi: obras.bdi }).from(obras).where(eq(obras.id, obraId));
  return String(row?.bdi ?? '0');
};
export const setObraBdi = (db: Db, obraId: string, bdi: string) =>
  db.update(obras).set({ bdi }).where(eq(obras.id, obraId));

export async function insertItens(db: Db, rows: ItemValues[]): Promise<ItemRow[]> {
  const out: ItemRow[] = [];
  // Chunks keep each statement's parameters under PostgreSQL's 65,535.
  for (let i = 0; i < rows.length; i += 1000)
    out.push(
      ...(await db
        .insert(obraItens)
        .values(rows.slice(i, i + 1000))
        .returning()),
    );
  return out;
}

export const updateItem = (db: Db, id: string, values: Partial<ItemValues>) =>
  db
    .update(obraItens)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(obraItens.id, id));

export async function deleteItens(db: Db, ids: string[]) {
  if (ids.length > 0) await db.delete(obraItens).where(inArray(obraItens.id, ids));
}

/** The items (of any medição, active or not) that a medição measured: they may not leave the sheet. */
export async function itensComMedicao(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: obraMedicaoItens.itemId })
    .from(obraMedicaoItens)
    .where(inArray(obraMedicaoItens.itemId, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertAlteracoes(db: Db, rows: AlteracaoValues[]) {
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(obraItemAlteracoes).values(rows.slice(i, i + 1000));
}

export const listAlteracoes = (db: Db, obraId: string) =>
  db
    .select({
      alteracao: obraItemAlteracoes,
      numeroAto: obraAditivos.numeroAto,
      usuario: users.fullname,
    })
    .from(obraItemAlteracoes)
    .leftJoin(obraAditivos, eq(obraAditivos.id, obraItemAlteracoes.aditivoId))
    .leftJoin(users, eq(users.id, obraItemAlteracoes.userId))
    .where(eq(obraItemAlteracoes.obraId, obraId))
    .orderBy(desc(obraItemAlteracoes.createdAt), asc(obraItemAlteracoes.codigo))
    .limit(5000);

// ------------------------------------------------------------------------------------ medição por item

export type MedicaoItemValues = Omit<typeof obraMedicaoItens.$inferInsert, 'id' | 'createdAt'>;

export async function replaceMedicaoItens(db: Db, medicaoId: string, rows: MedicaoItemValues[]) {
  await db.delete(obraMedicaoItens).where(eq(obraMedicaoItens.medicaoId, medicaoId));
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(obraMedicaoItens).values(rows.slice(i, i + 1000));
}

/** A medição's measured items with the item, and what the earlier active medições measured of each. */
export const listMedicaoItens = (db: Db, medicaoId: string, obraId: string, numero: number) =>
  db
    .select({
      medido: obraMedicaoItens,
      item: obraItens,
      anterior: sql<string>`(select coalesce(sum(mi.quantidade), 0)::text from ${obraMedicaoItens} mi join ${obraMedicoes} m on m.id = mi.medicao_id where mi.item_id = ${sql.raw('"obra_itens"."id"')} and m.ativo and m.obra_id = ${obraId} and m.numero < ${numero})`,
    })
    .from(obraMedicaoItens)
    .innerJoin(obraItens, eq(obraItens.id, obraMedicaoItens.itemId))
    .where(eq(obraMedicaoItens.medicaoId, medicaoId))
    .orderBy(asc(obraItens.ordem), asc(obraItens.codigo));

/** The (quantity, item) pairs a medição measured: to check them again when it is reactivated. */
export const medicaoItensDe = (db: Db, medicaoId: string) =>
  db
    .select({ itemId: obraMedicaoItens.itemId, quantidade: obraMedicaoItens.quantidade })
    .from(obraMedicaoItens)
    .where(eq(obraMedicaoItens.medicaoId, medicaoId));

/** The work's item for the measurements made before the sheet, or null. */
export async function findItemGlobal(db: Db, obraId: string) {
  const [row] = await db
    .select()
    .from(obraItens)
    .where(and(eq(obraItens.obraId, obraId), eq(obraItens.global, true)));
  return row ?? null;
}

/** Whether the work has a sheet: any item but the global one. */
export async function temPlanilha(db: Db, obraId: string) {
  const [row] = await db
    .select({ id: obraItens.id })
    .from(obraItens)
    .where(and(eq(obraItens.obraId, obraId), eq(obraItens.global, false)))
    .limit(1);
  return !!row;
}

/** Σ quantity of the global item over every medição (active or not): its contracted quantity. */
export async function quantidadeGlobal(db: Db, itemId: string) {
  const [row] = await db
    .select({ q: sql<string>`coalesce(sum(${obraMedicaoItens.quantidade}), 0)::text` })
    .from(obraMedicaoItens)
    .where(eq(obraMedicaoItens.itemId, itemId));
  return row?.q ?? '0';
}

/** The earliest start of the work's active service orders that are not cancelled (null: none). */
export async function inicioOrdemServico(db: Db, obraId: string) {
  const [row] = await db
    .select({ inicio: sql<string | null>`min(${obraOrdensServico.dataInicio})::text` })
    .from(obraOrdensServico)
    .where(
      and(
        eq(obraOrdensServico.obraId, obraId),
        eq(obraOrdensServico.ativo, true),
        ne(obraOrdensServico.situacao, 'cancelada'),
      ),
    );
  return row?.inicio ?? null;
}

// ------------------------------------------------------------------------------------ cronograma

export const listCronograma = (db: ReadDb, obraId: string) =>
  db.select().from(obraCronograma).where(eq(obraCronograma.obraId, obraId)).orderBy(asc(obraCronograma.mes));

export async function replaceCronograma(
  db: Db,
  obraId: string,
  rows: Omit<typeof obraCronograma.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>[],
) {
  await db.delete(obraCronograma).where(eq(obraCronograma.obraId, obraId));
  if (rows.length > 0) await db.insert(obraCronograma).values(rows);
}

/** Σ active medições by month of delivery ("YYYY-MM"). */
export const medidoPorMes = (db: ReadDb, obraId: string) =>
  db
    .select({
      mes: sql<string>`to_char(${obraMedicoes.dataEntrega}, 'YYYY-MM')`,
      valor: sql<string>`sum(${obraMedicoes.valor})::text`,
    })
    .from(obraMedicoes)
    .where(and(eq(obraMedicoes.obraId, obraId), eq(obraMedicoes.ativo, true)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);

/** The last physical % recorded in each month by the active follow-ups. */
export const fisicoPorMes = (db: ReadDb, obraId: string) =>
  db
    .selectDistinctOn([sql`to_char(${obraAcompanhamentos.data}, 'YYYY-MM')`], {
      mes: sql<string>`to_char(${obraAcompanhamentos.data}, 'YYYY-MM')`,
      percentual: sql<string>`${obraAcompanhamentos.percentualFisico}::text`,
    })
    .from(obraAcompanhamentos)
    .where(and(eq(obraAcompanhamentos.obraId, obraId), eq(obraAcompanhamentos.ativo, true)))
    .orderBy(
      sql`to_char(${obraAcompanhamentos.data}, 'YYYY-MM')`,
      desc(obraAcompanhamentos.data),
      desc(obraAcompanhamentos.createdAt),
    );

/** Σ active medições of the work up to número `numero`. */
export async function medidoAte(db: Db, obraId: string, numero: number) {
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${obraMedicoes.valor}), 0)::text` })
    .from(obraMedicoes)
    .where(
      and(eq(obraMedicoes.obraId, obraId), eq(obraMedicoes.ativo, true), lte(obraMedicoes.numero, numero)),
    );
  return row?.v ?? '0';
}

/** The sheet's item count and totals: Σ contracted and Σ measured in active medições (the public page). */
export async function totaisItens(db: ReadDb, obraId: string) {
  const [row] = await db
    .select({
      quantidade: sql<number>`count(*)::int`,
      contratado: sql<string>`coalesce(sum(${obraItens.total}), 0)::text`,
      executado: sql<string>`(select coalesce(sum(mi.valor), 0)::text from ${obraMedicaoItens} mi join ${obraMedicoes} m on m.id = mi.medicao_id where mi.obra_id = ${obraId} and m.ativo)`,
    })
    .from(obraItens)
    .where(eq(obraItens.obraId, obraId));
  return {
    quantidade: Number(row?.quantidade ?? 0),
    contratado: row?.contratado ?? '0',
    executado: row?.executado ?? '0',
  };
}

/**
 * The medição's boletim as last issued (its termo and the SHA-256 of the content printed), the row
 * locked: two requests of one boletim follow each other, so a content is issued once.
 */
export async function lockBoletim(db: Db, medicaoId: string) {
  const [row] = await db
    .select({ termoId: obraMedicoes.boletimTermoId, sha256: obraMedicoes.boletimConteudoSha256 })
    .from(obraMedicoes)
    .where(eq(obraMedicoes.id, medicaoId))
    .for('update');
  return row ?? null;
}

/** Records the boletim's new version: its termo and the content's SHA-256. */
export async function setBoletim(db: Db, medicaoId: string, termoId: string, sha256: string) {
  await db
    .update(obraMedicoes)
    .set({ boletimTermoId: termoId, boletimConteudoSha256: sha256 })
    .where(eq(obraMedicoes.id, medicaoId));
}
