import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bensPatrimoniais, veiculosEquipamentos as ve } from '../../db/schema-patrimonio.js';
import { insertRow, pageWithTotal, updateRowById } from '../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../lib/scope.js';
import { containsFolded, orderBy } from '../../lib/sql.js';

export type VeiculoRow = typeof ve.$inferSelect;
export type VeiculoValues = Omit<typeof ve.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const bemRef = {
  id: bensPatrimoniais.id,
  CodigoBEM: bensPatrimoniais.codigoBem,
  descricao: bensPatrimoniais.descricao,
};

export type VeiculoFilter = {
  clientIds: string[];
  bemId?: string;
  tipo?: string;
  ativo?: boolean;
  search?: string;
};

const SORTS = { placa: ve.placa, modelo: ve.modelo, created_at: ve.createdAt } as const;

function where(f: VeiculoFilter): SQL | undefined {
  return and(
    inArray(ve.clientId, f.clientIds),
    f.bemId ? eq(ve.bemId, f.bemId) : undefined,
    f.tipo ? eq(ve.tipo, f.tipo) : undefined,
    f.ativo === undefined ? undefined : eq(ve.ativo, f.ativo),
    f.search
      ? or(
          containsFolded(ve.placa, f.search),
          containsFolded(ve.marca, f.search),
          containsFolded(ve.modelo, f.search),
          containsFolded(ve.chassi, f.search),
        )
      : undefined,
  );
}

export async function pageVeiculos(
  db: Db,
  f: VeiculoFilter,
  p: { limit: number; offset: number; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
) {
  const condition = where(f);
  return pageWithTotal(
    db,
    db
      .select({ veiculo: ve, bem: bemRef })
      .from(ve)
      .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, ve.bemId))
      .where(condition)
      .orderBy(...orderBy(SORTS[p.sort ?? 'created_at'], p.order, ve.id))
      .limit(p.limit)
      .offset(p.offset),
    ve,
    condition,
  );
}

export async function findVeiculo(db: Db, scope: Scope, where: { id: string } | { bemId: string }) {
  const [row] = await db
    .select({ veiculo: ve, bem: bemRef })
    .from(ve)
    .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, ve.bemId))
    .where(
      and('id' in where ? eq(ve.id, where.id) : eq(ve.bemId, where.bemId), inClientScope(ve.clientId, scope)),
    );
  return row ?? null;
}
export type VeiculoWithBem = NonNullable<Awaited<ReturnType<typeof findVeiculo>>>;

export const insertVeiculo = (db: Db, values: VeiculoValues) => insertRow(db, ve, values, 'veiculo');

export const updateVeiculo = (db: Db, id: string, values: Partial<VeiculoValues>) =>
  updateRowById(db, ve, id, values);
