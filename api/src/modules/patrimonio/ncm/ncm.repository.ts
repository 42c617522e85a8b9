import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { categoriasBens, referenciasNcm as ncm } from '../../../db/schema-patrimonio.js';
import { insertRow, pageOrdered, updateRowById } from '../../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';
import { containsFolded, orderBy } from '../../../lib/sql.js';

export type NcmRow = typeof ncm.$inferSelect;
export type NcmValues = Omit<typeof ncm.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type NcmFilter = { clientIds: string[]; categoriaId?: string; ativo?: boolean; search?: string };

const SORTS = { codigo: ncm.codigo, descricao: ncm.descricao, created_at: ncm.createdAt } as const;
const categoria = { id: categoriasBens.id, nome: categoriasBens.nome };

/** NCM references with the name of their suggested category. */
const withCategoria = (db: Db) =>
  db.select({ ncm, categoria }).from(ncm).leftJoin(categoriasBens, eq(categoriasBens.id, ncm.categoriaId));

function where(f: NcmFilter): SQL | undefined {
  const digits = f.search?.replace(/[\s.]/g, '') ?? '';
  return and(
    inArray(ncm.clientId, f.clientIds),
    f.categoriaId ? eq(ncm.categoriaId, f.categoriaId) : undefined,
    f.ativo === undefined ? undefined : eq(ncm.ativo, f.ativo),
    f.search
      ? or(
          containsFolded(ncm.descricao, f.search),
          /^\d+$/.test(digits) ? like(ncm.codigo, `${digits}%`) : undefined,
        )
      : undefined,
  );
}

export async function pageNcm(
  db: Db,
  f: NcmFilter,
  p: { limit: number; offset: number; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
) {
  const condition = where(f);
  return pageOrdered(
    db,
    withCategoria(db).$dynamic(),
    ncm,
    condition,
    orderBy(SORTS[p.sort ?? 'codigo'], p.order, ncm.id),
    p,
  );
}

export async function findNcm(db: Db, scope: Scope, id: string) {
  const [row] = await withCategoria(db).where(and(eq(ncm.id, id), inClientScope(ncm.clientId, scope)));
  return row ?? null;
}
export type NcmWithCategoria = NonNullable<Awaited<ReturnType<typeof findNcm>>>;

export const insertNcm = (db: Db, values: NcmValues) => insertRow(db, ncm, values, 'ncm');

export const updateNcm = (db: Db, id: string, values: Partial<NcmValues>) =>
  updateRowById(db, ncm, id, values);
