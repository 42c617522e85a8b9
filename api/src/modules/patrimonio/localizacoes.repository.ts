import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bensPatrimoniais, localizacoesImoveis as li } from '../../db/schema-patrimonio.js';
import { insertRow, pageWithTotal, updateRowById } from '../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../lib/scope.js';
import { containsFolded, orderBy } from '../../lib/sql.js';

export type LocalizacaoRow = typeof li.$inferSelect;
export type LocalizacaoValues = Omit<typeof li.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const bemRef = {
  id: bensPatrimoniais.id,
  CodigoBEM: bensPatrimoniais.codigoBem,
  descricao: bensPatrimoniais.descricao,
};

export type LocalizacaoFilter = { clientIds: string[]; bemId?: string; ativo?: boolean; search?: string };

const SORTS = { descricao: li.descricao, municipio: li.municipio, created_at: li.createdAt } as const;

function where(f: LocalizacaoFilter): SQL | undefined {
  return and(
    inArray(li.clientId, f.clientIds),
    f.bemId ? eq(li.bemId, f.bemId) : undefined,
    f.ativo === undefined ? undefined : eq(li.ativo, f.ativo),
    f.search
      ? or(
          containsFolded(li.descricao, f.search),
          containsFolded(li.endereco, f.search),
          containsFolded(li.matricula, f.search),
          containsFolded(li.inscricaoImobiliaria, f.search),
        )
      : undefined,
  );
}

export async function pageLocalizacoes(
  db: Db,
  f: LocalizacaoFilter,
  p: { limit: number; offset: number; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
) {
  const condition = where(f);
  return pageWithTotal(
    db,
    db
      .select({ localizacao: li, bem: bemRef })
      .from(li)
      .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, li.bemId))
      .where(condition)
      .orderBy(...orderBy(SORTS[p.sort ?? 'created_at'], p.order, li.id))
      .limit(p.limit)
      .offset(p.offset),
    li,
    condition,
  );
}

export async function findLocalizacao(db: Db, scope: Scope, where: { id: string } | { bemId: string }) {
  const [row] = await db
    .select({ localizacao: li, bem: bemRef })
    .from(li)
    .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, li.bemId))
    .where(
      and('id' in where ? eq(li.id, where.id) : eq(li.bemId, where.bemId), inClientScope(li.clientId, scope)),
    );
  return row ?? null;
}
export type LocalizacaoWithBem = NonNullable<Awaited<ReturnType<typeof findLocalizacao>>>;

export const insertLocalizacao = (db: Db, values: LocalizacaoValues) =>
  insertRow(db, li, values, 'localizacao');

export const updateLocalizacao = (db: Db, id: string, values: Partial<LocalizacaoValues>) =>
  updateRowById(db, li, id, values);
