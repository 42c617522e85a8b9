import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { inventarioEmpates as e, inventarioRecontagens as r } from '../../../db/schema-inventario.js';
import { comparacaoLocal, divergencias, rodadas } from './contagens.repository.js';
import type { InventarioRow } from './inventario.repository.js';

export type RecontagemRow = typeof r.$inferSelect;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A place of a campaign: a sala (with its setor), or a setor counted without salas. */
export type Lugar = { setorId: string; salaId: string | null };

/** Whether a reading's place lies in a recount's place (a setor's recount covers its salas). */
export const noLugar = (rec: Lugar, lugar: Lugar) =>
  rec.setorId === lugar.setorId && (rec.salaId === null || rec.salaId === lugar.salaId);

const lugarSql = (l: Lugar) => (l.salaId ? sql`sala_id = ${l.salaId}` : sql`setor_id = ${l.setorId}`);

export const recontagensOf = (db: Db, inv: InventarioRow) =>
  db
    .select()
    .from(r)
    .where(and(eq(r.clientId, inv.clientId), eq(r.inventarioId, inv.id)))
    .orderBy(r.pedidoEm);

export const findRecontagem = async (db: Db, inv: InventarioRow, id: string) =>
  (
    await db
      .select()
      .from(r)
      .where(and(eq(r.clientId, inv.clientId), eq(r.inventarioId, inv.id), eq(r.id, id)))
  )[0];

export const insertRecontagem = async (db: Db, values: typeof r.$inferInsert) =>
  (await db.insert(r).values(values).returning())[0]!;

/** Concludes an open recount (a conditional update: two at once, one wins). */
export const concluirRecontagem = async (db: Db, row: RecontagemRow, userId: string) =>
  (
    await db
      .update(r)
      .set({ estado: 'concluida', concluidoPor: userId, concluidoEm: new Date() })
      .where(and(eq(r.clientId, row.clientId), eq(r.id, row.id), eq(r.estado, 'aberta')))
      .returning()
  )[0];

/** Who made the first count of a place: the users whose round-1 readings are there. */
export async function primeirosContadores(db: Db, inv: InventarioRow, lugar: Lugar): Promise<string[]> {
  const result = await db.execute(sql`select distinct contado_por from inventario_contagens
    where inventario_id = ${inv.id} and rodada = 1 and ${lugarSql(lugar)}`);
  return rows<{ contado_por: string }>(result).map((x) => x.contado_por);
}

/** How many lines of the comparison diverge in a place (registered there, or read there). */
export async function divergenciasNoLugar(db: Db, inv: InventarioRow, lugar: Lugar): Promise<number> {
  const onde = lugar.salaId
    ? sql`(reg_sala_id = ${lugar.salaId} or lido_sala_id = ${lugar.salaId})`
    : sql`(reg_setor_id = ${lugar.setorId} or lido_setor_id = ${lugar.setorId})`;
  const result = await db.transaction(async (tx) => {
    await comparacaoLocal(tx);
    return tx.execute(sql`with d as materialized (${divergencias(inv)})
      select count(*)::int as n from d where tipo <> 'conforme' and ${onde}`);
  });
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0);
}

export type EmpateRow = {
  bem_id: string;
  codigo_bem: number;
  descricao: string;
  concorda: boolean;
  decisao: 1 | 2 | null;
  decidido_por: string | null;
  decidido_em: Date | string | null;
  p_setor_id: string | null;
  p_sala_id: string | null;
  p_estado: string | null;
  p_quando: Date | string | null;
  s_setor_id: string | null;
  s_sala_id: string | null;
  s_estado: string | null;
  s_quando: Date | string | null;
};

/** The assets the two counts of the concluded recounts disagree on, decided or not (`bemId`: one). */
export async function empatesDe(db: Db, inv: InventarioRow, bemId?: string): Promise<EmpateRow[]> {
  const result = await db.execute(sql`with ${rodadas(inv)}
    select x.*, b.codigo_bem, b.descricao from rodadas x join bens_patrimoniais b on b.id = x.bem_id
     where not x.concorda${bemId ? sql` and x.bem_id = ${bemId}` : sql``}
     order by b.codigo_bem`);
  return rows<EmpateRow>(result);
}

/** Stores (or changes) the president's decision on a tie. */
export const gravarDecisao = (db: Db, values: typeof e.$inferInsert) =>
  db
    .insert(e)
    .values(values)
    .onConflictDoUpdate({
      target: [e.clientId, e.inventarioId, e.bemId],
      set: { rodada: values.rodada, decididoPor: values.decididoPor, decididoEm: new Date() },
    });

/** The open recounts of a campaign whose member is `userId`: where that user's readings are round 2. */
export const recontagensAbertasDe = (db: Db, inv: InventarioRow, userId: string) =>
  db
    .select({ setorId: r.setorId, salaId: r.salaId })
    .from(r)
    .where(
      and(
        eq(r.clientId, inv.clientId),
        eq(r.inventarioId, inv.id),
        eq(r.estado, 'aberta'),
        eq(r.contadorId, userId),
      ),
    );

/** How many recounts of a campaign are still open (the closing waits for them). */
export async function recontagensAbertas(db: Db, inv: InventarioRow): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from inventario_recontagens
    where client_id = ${inv.clientId} and inventario_id = ${inv.id} and estado = 'aberta'`);
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0);
}
