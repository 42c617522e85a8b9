import { type AnyColumn, and, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  obraAcompanhamentos,
  obraCnos,
  obraLicencas,
  obraMedicoes,
  obraOrdensServico,
  obraResponsabilidades,
  obras,
} from '../../db/schema-obras.js';
import { insertRow, pageOrdered, rowExists, updateRowById } from '../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../lib/scope.js';
import { containsFolded, orderBy } from '../../lib/sql.js';

/**
 * The queries of a work's records (medições, ordens de serviço, CNO, licenças, responsabilidades
 * técnicas, acompanhamentos): each table has its client, its work and the register's status columns.
 */
export type RecordTable = PgTable & {
  id: PgColumn;
  clientId: PgColumn;
  obraId: PgColumn;
  ativo: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** The work a record shows. */
const obraRef = { id: obras.id, numero: obras.numero, objeto: obras.objeto };
export type ObraRef = { id: string; numero: string; objeto: string };
export type RecordWithObra<R> = { row: R; obra: ObraRef };

export type RecordFilter = {
  clientIds: string[];
  obraId?: string;
  ativo?: boolean;
  search?: string;
  /** The register's own conditions (tipo, situação, ...). */
  extra?: (SQL | undefined)[];
};

function select<T extends RecordTable>(db: Db, table: T) {
  return db
    .select({ row: table as PgTable, obra: obraRef } as never)
    .from(table as PgTable)
    .innerJoin(obras, eq(obras.id, table.obraId));
}

export async function pageRecords<T extends RecordTable>(
  db: Db,
  table: T,
  f: RecordFilter,
  p: { limit: number; offset: number; sort: AnyColumn; order?: 'asc' | 'desc'; search: AnyColumn[] },
): Promise<{ rows: RecordWithObra<T['$inferSelect']>[]; total: number }> {
  const condition = and(
    inArray(table.clientId, f.clientIds),
    f.obraId ? eq(table.obraId, f.obraId) : undefined,
    f.ativo === undefined ? undefined : eq(table.ativo, f.ativo),
    f.search && p.search.length
      ? or(...p.search.map((c) => containsFolded(c, f.search as string)))
      : undefined,
    ...(f.extra ?? []),
  );
  const result = await pageOrdered(
    db,
    select(db, table).$dynamic(),
    table,
    condition,
    orderBy(p.sort, p.order, table.id),
    p,
  );
  return result as never;
}

export async function findRecord<T extends RecordTable>(
  db: Db,
  table: T,
  scope: Scope,
  id: string,
): Promise<RecordWithObra<T['$inferSelect']> | null> {
  const [row] = await select(db, table).where(and(eq(table.id, id), inClientScope(table.clientId, scope)));
  return (row as RecordWithObra<T['$inferSelect']> | undefined) ?? null;
}

export const insertRecord = <T extends RecordTable>(db: Db, table: T, values: T['$inferInsert']) =>
  insertRow(db, table, values, 'registro da obra');

export const updateRecord = <T extends RecordTable>(
  db: Db,
  table: T,
  id: string,
  values: Partial<T['$inferInsert']>,
) => updateRowById(db, table, id, values);

/**
 * A new measurement with the next número of its work, computed in the insert itself (the work's row is
 * locked by the caller's transaction, and the unique (obra_id, numero) index backs it).
 */
export async function insertMedicao(
  db: Db,
  values: Omit<typeof obraMedicoes.$inferInsert, 'id' | 'numero' | 'createdAt' | 'updatedAt'>,
) {
  const next = sql<number>`(select coalesce(max(${obraMedicoes.numero}), 0) + 1 from ${obraMedicoes} where ${obraMedicoes.obraId} = ${values.obraId})`;
  const [row] = await db
    .insert(obraMedicoes)
    .values({ ...values, numero: next as unknown as number })
    .returning();
  if (!row) throw new Error('insert medição');
  return row;
}

/**
 * The licences of a `vencimento` on `today` (`aVencerAte`: LICENCA_A_VENCER_DIAS days after it), as
 * `vencimentoOf` flags them: the list's filter and the dashboard's counts.
 */
export function licencaVencimento(vencimento: string | undefined, today: string, aVencerAte: string) {
  if (vencimento === 'vencida') return lt(obraLicencas.dataValidade, today);
  if (vencimento === 'a_vencer')
    return and(gte(obraLicencas.dataValidade, today), lte(obraLicencas.dataValidade, aVencerAte));
  if (vencimento === 'vigente') return gt(obraLicencas.dataValidade, aVencerAte);
  return undefined;
}

/** Each register of a work: its table, its sorts (data, numero, created_at), searched columns and filters. */
type RegisterQuery = {
  table: RecordTable;
  sorts: { data: AnyColumn; numero: AnyColumn; created_at: AnyColumn };
  search: AnyColumn[];
  filters: (q: Record<string, unknown>) => (SQL | undefined)[];
};

const eqIf = (column: AnyColumn, value: unknown) =>
  value === undefined ? undefined : eq(column, value as string);

export const REGISTROS = {
  medicao: {
    table: obraMedicoes,
    sorts: {
      data: obraMedicoes.periodoInicio,
      numero: obraMedicoes.numero,
      created_at: obraMedicoes.createdAt,
    },
    search: [obraMedicoes.descricao],
    filters: (q) => [eqIf(obraMedicoes.tipo, q.tipo)],
  },
  ordemServico: {
    table: obraOrdensServico,
    sorts: {
      data: obraOrdensServico.dataEmissao,
      numero: obraOrdensServico.numero,
      created_at: obraOrdensServico.createdAt,
    },
    search: [obraOrdensServico.numero, obraOrdensServico.objeto, obraOrdensServico.responsavel],
    filters: (q) => [eqIf(obraOrdensServico.situacao, q.situacao)],
  },
  cno: {
    table: obraCnos,
    sorts: { data: obraCnos.dataRegistro, numero: obraCnos.numero, created_at: obraCnos.createdAt },
    search: [obraCnos.numero, obraCnos.destinacao, obraCnos.responsavelNome],
    filters: (q) => [eqIf(obraCnos.situacao, q.situacao)],
  },
  licenca: {
    table: obraLicencas,
    sorts: {
      data: obraLicencas.dataValidade,
      numero: obraLicencas.numero,
      created_at: obraLicencas.createdAt,
    },
    search: [obraLicencas.numero, obraLicencas.orgao, obraLicencas.processo],
    filters: (q) => [
      eqIf(obraLicencas.tipo, q.tipo),
      licencaVencimento(q.vencimento as string | undefined, q.today as string, q.aVencerAte as string),
    ],
  },
  responsabilidade: {
    table: obraResponsabilidades,
    sorts: {
      data: obraResponsabilidades.data,
      numero: obraResponsabilidades.numero,
      created_at: obraResponsabilidades.createdAt,
    },
    search: [obraResponsabilidades.numero, obraResponsabilidades.profissionalNome],
    filters: (q) => [eqIf(obraResponsabilidades.tipo, q.tipo)],
  },
  acompanhamento: {
    table: obraAcompanhamentos,
    sorts: {
      data: obraAcompanhamentos.data,
      numero: obraAcompanhamentos.createdAt,
      created_at: obraAcompanhamentos.createdAt,
    },
    search: [obraAcompanhamentos.descricao, obraAcompanhamentos.responsavel],
    filters: (q) => [eqIf(obraAcompanhamentos.tipo, q.tipo)],
  },
} satisfies Record<string, RegisterQuery>;
export type RegistroKind = keyof typeof REGISTROS;

/** Whether `numero` is taken by another record of the same scope (CNO: the client; OS: the work). */
export function numeroInUse(
  db: Db,
  kind: 'cno' | 'ordemServico',
  where: { clientId: string; obraId: string; numero: string },
  exceptId?: string,
) {
  if (kind === 'cno')
    return rowExists(
      db,
      obraCnos,
      and(eq(obraCnos.clientId, where.clientId), eq(obraCnos.numero, where.numero)),
      exceptId,
    );
  return rowExists(
    db,
    obraOrdensServico,
    and(eq(obraOrdensServico.obraId, where.obraId), eq(obraOrdensServico.numero, where.numero)),
    exceptId,
  );
}
