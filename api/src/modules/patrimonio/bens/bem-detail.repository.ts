import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { bensPatrimoniais } from '../../../db/schema-patrimonio.js';
import { insertRow, pageWithTotal, updateRowById } from '../../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';
import { containsFolded, orderBy } from '../../../lib/sql.js';

/**
 * The queries of the registers holding one record per asset (veículos of movable assets, localizações
 * of properties): each row is read with the code and description of its asset, listed by client,
 * asset, status and a folded search over a few text columns (docs/domain.md).
 */

/** The columns those registers share. */
type BemDetailTable = PgTable & {
  id: PgColumn;
  clientId: PgColumn;
  bemId: PgColumn;
  ativo: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

const bemRef = {
  id: bensPatrimoniais.id,
  CodigoBEM: bensPatrimoniais.codigoBem,
  descricao: bensPatrimoniais.descricao,
};
type Bem = typeof bensPatrimoniais.$inferSelect;
type BemRef = { id: Bem['id']; CodigoBEM: Bem['codigoBem']; descricao: Bem['descricao'] };

export type BemDetailFilter = { clientIds: string[]; bemId?: string; ativo?: boolean; search?: string };

/**
 * The repository of one such register: `key` names the record beside `bem` in the rows read, `sorts`
 * the columns a list may be ordered by (`created_at` the default), `search` the columns the search
 * looks in and `where` the register's own extra filters.
 */
export function bemDetailRepository<
  T extends BemDetailTable,
  K extends string,
  S extends string,
  F extends BemDetailFilter = BemDetailFilter,
>(
  table: T,
  key: K,
  o: {
    sorts: Record<S | 'created_at', PgColumn>;
    search: PgColumn[];
    where?: (f: F) => SQL | undefined;
  },
) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'id' | 'createdAt' | 'updatedAt'>;
  type WithBem = { [P in K]: Row } & { bem: BemRef };

  // The record sits under `key`; drizzle cannot type a computed key, so the rows are typed as WithBem below.
  const withBem = (db: Db) =>
    db
      .select({ [key]: table, bem: bemRef } as unknown as { row: PgTable; bem: typeof bemRef })
      .from(table as PgTable)
      .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, table.bemId));

  function where(f: F): SQL | undefined {
    return and(
      inArray(table.clientId, f.clientIds),
      f.bemId ? eq(table.bemId, f.bemId) : undefined,
      o.where?.(f),
      f.ativo === undefined ? undefined : eq(table.ativo, f.ativo),
      f.search ? or(...o.search.map((column) => containsFolded(column, f.search as string))) : undefined,
    );
  }

  return {
    async page(
      db: Db,
      f: F,
      p: { limit: number; offset: number; sort?: S | 'created_at'; order?: 'asc' | 'desc' },
    ) {
      const condition = where(f);
      return pageWithTotal<WithBem>(
        db,
        withBem(db)
          .where(condition)
          .orderBy(...orderBy(o.sorts[p.sort ?? 'created_at'], p.order, table.id))
          .limit(p.limit)
          .offset(p.offset) as unknown as PromiseLike<WithBem[]>,
        table,
        condition,
      );
    },

    /** The record `id`, or the record of the asset `bemId`, inside the scope; null when there is none. */
    async find(db: Db, scope: Scope, by: { id: string } | { bemId: string }): Promise<WithBem | null> {
      const [row] = (await withBem(db).where(
        and(
          'id' in by ? eq(table.id, by.id) : eq(table.bemId, by.bemId),
          inClientScope(table.clientId, scope),
        ),
      )) as unknown as WithBem[];
      return row ?? null;
    },

    insert: (db: Db, values: Values) => insertRow(db, table, values as T['$inferInsert'], key),

    update: (db: Db, id: string, values: Partial<Values>) =>
      updateRowById(db, table, id, values as Partial<T['$inferInsert']>),
  };
}
