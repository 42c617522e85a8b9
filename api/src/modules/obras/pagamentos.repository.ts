import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../db/client.js';
import { obraMedicoes, obraPagamentos } from '../../db/schema-obras.js';
import { insertRow, updateRowById } from '../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../lib/scope.js';

/**
 * The payments of works (docs/domain.md, "Pagamentos da obra"): one row per payment of one medição,
 * written with the work and the medição locked (pagamentos.service.ts).
 */
export type PagamentoValues = Omit<typeof obraPagamentos.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A payment with the number of the medição it pays (what every list shows). */
const pagamentoComMedicao = { pagamento: obraPagamentos, medicaoNumero: obraMedicoes.numero };
export type PagamentoRow = { pagamento: typeof obraPagamentos.$inferSelect; medicaoNumero: number };

const selectPagamentos = (db: Db | ReadDb) =>
  db
    .select(pagamentoComMedicao)
    .from(obraPagamentos)
    .innerJoin(obraMedicoes, eq(obraMedicoes.id, obraPagamentos.medicaoId));

/** The payments of a work, newest first (by date, then as recorded). */
export const listPagamentos = (db: Db | ReadDb, obraId: string) =>
  selectPagamentos(db)
    .where(eq(obraPagamentos.obraId, obraId))
    .orderBy(desc(obraPagamentos.data), desc(obraPagamentos.createdAt), desc(obraPagamentos.id));

/** The payments of a work dated inside a period, oldest first (the quarterly report). */
export const pagamentosDoPeriodo = (db: Db, obraId: string, p: { inicio: string; fim: string }) =>
  selectPagamentos(db)
    .where(
      and(
        eq(obraPagamentos.obraId, obraId),
        gte(obraPagamentos.data, p.inicio),
        lte(obraPagamentos.data, p.fim),
      ),
    )
    .orderBy(asc(obraPagamentos.data), asc(obraPagamentos.createdAt), asc(obraPagamentos.id));

/** Σ the work's payments dated up to `fim` (every one when absent), "1234.56". */
export async function totalPago(db: Db | ReadDb, obraId: string, fim?: string) {
  const [row] = await db
    .select({ valor: sql<string>`coalesce(sum(${obraPagamentos.valor}), 0)::text` })
    .from(obraPagamentos)
    .where(and(eq(obraPagamentos.obraId, obraId), fim ? lte(obraPagamentos.data, fim) : undefined));
  return row?.valor ?? '0';
}

/** A payment in the caller's scope, or null. */
export async function findPagamento(db: Db, scope: Scope, id: string): Promise<PagamentoRow | null> {
  const [row] = await selectPagamentos(db).where(
    and(eq(obraPagamentos.id, id), inClientScope(obraPagamentos.clientId, scope)),
  );
  return row ?? null;
}

/** The work's active medições with Σ of their payments, by number (each one's balance to pay). */
export const medicoesComPago = (db: Db, obraId: string) =>
  db
    .select({
      id: obraMedicoes.id,
      numero: obraMedicoes.numero,
      dataEntrega: obraMedicoes.dataEntrega,
      valor: obraMedicoes.valor,
      // Qualified by hand: drizzle leaves a single table's columns unqualified, and `id` would be p's.
      pago: sql<string>`(select coalesce(sum(p.valor), 0)::text from ${obraPagamentos} p where p.medicao_id = "obra_medicoes"."id")`,
    })
    .from(obraMedicoes)
    .where(and(eq(obraMedicoes.obraId, obraId), eq(obraMedicoes.ativo, true)))
    .orderBy(asc(obraMedicoes.numero));

/**
 * The medição `id` of the work `obraId`, locked until the transaction ends (two payments of one medição
 * follow each other), with Σ its payments but the payment `exceptId` (the one being changed).
 */
export async function lockMedicao(tx: Db, obraId: string, id: string, exceptId?: string) {
  await tx.execute(
    sql`select ${obraMedicoes.id} from ${obraMedicoes} where ${obraMedicoes.id} = ${id} for update`,
  );
  const [row] = await tx
    .select({
      id: obraMedicoes.id,
      numero: obraMedicoes.numero,
      dataEntrega: obraMedicoes.dataEntrega,
      valor: obraMedicoes.valor,
      ativo: obraMedicoes.ativo,
    })
    .from(obraMedicoes)
    .where(and(eq(obraMedicoes.id, id), eq(obraMedicoes.obraId, obraId)));
  if (!row) return null;
  return { ...row, valor: String(row.valor), pago: await pagoDaMedicao(tx, id, exceptId) };
}

/** Σ the payments of a medição (but `exceptId`), "1234.56". */
export async function pagoDaMedicao(db: Db, medicaoId: string, exceptId?: string) {
  const [row] = await db
    .select({ valor: sql<string>`coalesce(sum(${obraPagamentos.valor}), 0)::text` })
    .from(obraPagamentos)
    .where(
      and(eq(obraPagamentos.medicaoId, medicaoId), exceptId ? ne(obraPagamentos.id, exceptId) : undefined),
    );
  return row?.valor ?? '0';
}

export const insertPagamento = (db: Db, values: PagamentoValues) =>
  insertRow(db, obraPagamentos, values, 'pagamento da obra');
export const updatePagamento = (db: Db, id: string, values: Partial<PagamentoValues>) =>
  updateRowById(db, obraPagamentos, id, values);
export const deletePagamento = (db: Db, id: string) =>
  db.delete(obraPagamentos).where(eq(obraPagamentos.id, id));
