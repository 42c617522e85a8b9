import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, ReadDb } from '../../db/client.js';
import { obraRecebimentos } from '../../db/schema-obras.js';
import { termosEmitidos } from '../../db/schema-patrimonio.js';
import { insertRow } from '../../lib/register-repo.js';

/**
 * The recebimentos of works (docs/domain.md, "Recebimento da obra"): at most one of each kind per work,
 * written with the work locked (recebimentos.service.ts), each with the termo issued for it.
 */
export type RecebimentoValues = Omit<typeof obraRecebimentos.$inferInsert, 'id' | 'createdAt'>;

/** A recebimento with its termo's number and code (what the work's page and the public page show). */
const recebimentoComTermo = {
  recebimento: obraRecebimentos,
  termo: { numero: termosEmitidos.numero, ano: termosEmitidos.ano, codigo: termosEmitidos.codigo },
};
export type RecebimentoRow = Awaited<ReturnType<typeof listRecebimentos>>[number];

/** The recebimentos of one or several works, the provisório first (by date, then as recorded). */
export const listRecebimentos = (db: Db | ReadDb, obraIds: string | string[]) =>
  db
    .select(recebimentoComTermo)
    .from(obraRecebimentos)
    .innerJoin(termosEmitidos, eq(termosEmitidos.id, obraRecebimentos.termoId))
    .where(
      Array.isArray(obraIds)
        ? inArray(obraRecebimentos.obraId, obraIds)
        : eq(obraRecebimentos.obraId, obraIds),
    )
    .orderBy(asc(obraRecebimentos.data), asc(obraRecebimentos.createdAt));

export const insertRecebimento = (db: Db, values: RecebimentoValues) =>
  insertRow(db, obraRecebimentos, values, 'recebimento da obra');
