import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exercicios } from '../../db/schema.js';

export const listExercicios = (db: Db, empresaIds: string[], ano?: number) =>
  empresaIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: exercicios.id,
          mes: exercicios.mes,
          ano: exercicios.ano,
          empresa_id: exercicios.empresaId,
          fechado: exercicios.fechado,
        })
        .from(exercicios)
        .where(
          and(
            inArray(exercicios.empresaId, empresaIds),
            ano === undefined ? undefined : eq(exercicios.ano, ano),
          ),
        )
        .orderBy(desc(exercicios.ano), desc(exercicios.mes));

export async function exercicioExists(db: Db, empresaId: string, ano: number, mes: number) {
  const rows = await db
    .select({ id: exercicios.id })
    .from(exercicios)
    .where(and(eq(exercicios.empresaId, empresaId), eq(exercicios.ano, ano), eq(exercicios.mes, mes)));
  return rows.length > 0;
}

/** Inserts unless the month exists; null when it does (the unique index decides under concurrency). */
export async function insertExercicio(db: Db, row: { empresaId: string; ano: number; mes: number }) {
  const [created] = await db.insert(exercicios).values(row).onConflictDoNothing().returning({
    id: exercicios.id,
    mes: exercicios.mes,
    ano: exercicios.ano,
    empresa_id: exercicios.empresaId,
    fechado: exercicios.fechado,
  });
  return created ?? null;
}
