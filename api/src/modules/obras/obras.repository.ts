import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import {
  obraAcompanhamentos,
  obraAditivos,
  obraCnos,
  obraLicencas,
  obraMedicoes,
  obraOrdensServico,
  obraSituacoes,
  obras,
} from '../../db/schema-obras.js';
import { bensPatrimoniais, fornecedores } from '../../db/schema-patrimonio.js';
import { insertRow, pageOrdered, rowExists, updateRowById } from '../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../lib/scope.js';
import { containsFolded, orderBy } from '../../lib/sql.js';
import { semCnoLimite } from './obras.mapper.js';

export type ObraTableRow = typeof obras.$inferSelect;
export type ObraValues = Omit<typeof obras.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AditivoRow = typeof obraAditivos.$inferSelect;
export type AditivoValues = Omit<typeof obraAditivos.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SituacaoRow = typeof obraSituacoes.$inferSelect;

/** Σ amendments (value, days), Σ active measurements and whether an active CNO exists, per work. */
const valorAditivos = sql<string>`(select coalesce(sum(${obraAditivos.valor}), 0) from ${obraAditivos} where ${obraAditivos.obraId} = ${obras.id})`;
const prazoAditivos = sql<number>`(select coalesce(sum(${obraAditivos.prazoDias}), 0)::int from ${obraAditivos} where ${obraAditivos.obraId} = ${obras.id})`;
const valorMedido = sql<string>`(select coalesce(sum(${obraMedicoes.valor}), 0) from ${obraMedicoes} where ${obraMedicoes.obraId} = ${obras.id} and ${obraMedicoes.ativo})`;
const temCno = sql<boolean>`exists (select 1 from ${obraCnos} where ${obraCnos.obraId} = ${obras.id} and ${obraCnos.ativo})`;

/**
 * The `sem_cno` rule in SQL, for counts (the dashboard): the same condition as `toObra`'s flag, a work
 * started before `semCnoLimite(today)` without an active CNO.
 */
export const semCnoWhere = (today: string) =>
  sql<boolean>`(${obras.dataInicio} is not null and ${obras.dataInicio} < ${semCnoLimite(today)} and not ${temCno})`;

const obraColumns = {
  obra: obras,
  secretariaNome: companies.name,
  contratada: {
    id: fornecedores.id,
    razaoSocial: fornecedores.razaoSocial,
    cpfCnpj: fornecedores.cpfCnpj,
  },
  valorAditivos,
  prazoAditivos,
  valorMedido,
  temCno,
};

const selectObras = (db: Db) =>
  db
    .select(obraColumns)
    .from(obras)
    .innerJoin(companies, eq(companies.id, obras.secretariaId))
    .leftJoin(fornecedores, eq(fornecedores.id, obras.fornecedorId));

export type ObraRow = Awaited<ReturnType<ReturnType<typeof selectObras>['execute']>>[number];

export type ObraFilter = {
  clientIds: string[];
  search?: string;
  situacao?: number;
  secretariaId?: string;
  tipo?: string;
  inicioDe?: string;
  inicioAte?: string;
};

const SORTS = { numero: obras.numero, data_inicio: obras.dataInicio, created_at: obras.createdAt } as const;

function where(f: ObraFilter): SQL | undefined {
  return and(
    inArray(obras.clientId, f.clientIds),
    f.situacao === undefined ? undefined : eq(obras.situacao, f.situacao),
    f.secretariaId ? eq(obras.secretariaId, f.secretariaId) : undefined,
    f.tipo ? eq(obras.tipo, f.tipo) : undefined,
    f.inicioDe ? gte(obras.dataInicio, f.inicioDe) : undefined,
    f.inicioAte ? lte(obras.dataInicio, f.inicioAte) : undefined,
    f.search ? or(containsFolded(obras.numero, f.search), containsFolded(obras.objeto, f.search)) : undefined,
  );
}

export function pageObras(
  db: Db,
  f: ObraFilter,
  p: { limit: number; offset: number; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
) {
  return pageOrdered(
    db,
    selectObras(db).$dynamic(),
    obras,
    where(f),
    orderBy(SORTS[p.sort ?? 'numero'], p.order, obras.id),
    p,
  );
}

/** A work in the caller's scope (with its figures), or null. */
export async function findObra(db: Db, scope: Scope, id: string): Promise<ObraRow | null> {
  const [row] = await selectObras(db).where(and(eq(obras.id, id), inClientScope(obras.clientId, scope)));
  return row ?? null;
}

/** A work by id alone, for work the caller's scope was checked for before (a job, the quarterly schedule). */
export async function findObraById(db: Db, id: string): Promise<ObraRow | null> {
  const [row] = await selectObras(db).where(eq(obras.id, id));
  return row ?? null;
}

/** Locks the work's row until the transaction ends: its measurements and amendments change one at a time. */
export async function lockObra(tx: Db, id: string) {
  await tx.execute(sql`select ${obras.id} from ${obras} where ${obras.id} = ${id} for update`);
}

/** Links the work to the asset it became or improved (`bem_incorporacao`: 'imovel' | 'melhoria'). */
export const setObraBem = (tx: Db, id: string, bemId: string, incorporacao: 'imovel' | 'melhoria') =>
  updateRowById(tx, obras, id, { bemId, bemIncorporacao: incorporacao });

/** The asset a work is linked to: its code and description, for the work's detail. */
export async function findBemOfObra(db: Db, bemId: string) {
  const [row] = await db
    .select({
      id: bensPatrimoniais.id,
      codigo: bensPatrimoniais.codigoBem,
      descricao: bensPatrimoniais.descricao,
    })
    .from(bensPatrimoniais)
    .where(eq(bensPatrimoniais.id, bemId));
  return row ?? null;
}

export const numeroTaken = (db: Db, clientId: string, numero: string, exceptId?: string) =>
  rowExists(db, obras, and(eq(obras.clientId, clientId), eq(obras.numero, numero)), exceptId);

export const insertObra = (db: Db, values: ObraValues) => insertRow(db, obras, values, 'obra');
export const updateObra = (db: Db, id: string, values: Partial<ObraValues>) =>
  updateRowById(db, obras, id, values);

// ------------------------------------------------------------------------------------ aditivos

export const listAditivos = (db: Db, obraId: string) =>
  db
    .select()
    .from(obraAditivos)
    .where(eq(obraAditivos.obraId, obraId))
    .orderBy(asc(obraAditivos.data), asc(obraAditivos.createdAt), asc(obraAditivos.id));

export async function findAditivo(db: Db, scope: Scope, id: string): Promise<AditivoRow | null> {
  const [row] = await db
    .select()
    .from(obraAditivos)
    .where(and(eq(obraAditivos.id, id), inClientScope(obraAditivos.clientId, scope)));
  return row ?? null;
}

export const insertAditivo = (db: Db, values: AditivoValues) =>
  insertRow(db, obraAditivos, values, 'aditivo');
export const updateAditivo = (db: Db, id: string, values: Partial<AditivoValues>) =>
  updateRowById(db, obraAditivos, id, values);

/**
 * The work's value against which it is measured (contract + Σ amendments) and Σ of its active
 * measurements, leaving out the measurement `exceptMedicaoId` (the one being changed).
 */
export async function obraTotals(db: Db, obraId: string, exceptMedicaoId?: string) {
  // Parameters, not correlated columns: drizzle leaves a single table's columns unqualified.
  const except = exceptMedicaoId ? sql` and m.id <> ${exceptMedicaoId}` : sql``;
  const [row] = await db
    .select({
      contrato: obras.valorContratado,
      aditivos: sql<string>`(select coalesce(sum(a.valor), 0) from ${obraAditivos} a where a.obra_id = ${obraId})`,
      medido: sql<string>`(select coalesce(sum(m.valor), 0) from ${obraMedicoes} m where m.obra_id = ${obraId} and m.ativo${except})`,
    })
    .from(obras)
    .where(eq(obras.id, obraId));
  if (!row) throw new Error(`obra ${obraId}`);
  return { contrato: String(row.contrato), aditivos: String(row.aditivos), medido: String(row.medido) };
}

// ------------------------------------------------------------------------------------ situações

export const listSituacoes = (db: Db, obraId: string) =>
  db
    .select()
    .from(obraSituacoes)
    .where(eq(obraSituacoes.obraId, obraId))
    .orderBy(asc(obraSituacoes.createdAt), asc(obraSituacoes.id));

export const insertSituacao = (db: Db, values: Omit<typeof obraSituacoes.$inferInsert, 'id' | 'createdAt'>) =>
  insertRow(db, obraSituacoes, values, 'situação da obra');

/** Whether the work has an active service order that is not cancelled (needed to start it). */
export const hasOrdemServico = (db: Db, obraId: string) =>
  rowExists(
    db,
    obraOrdensServico,
    and(
      eq(obraOrdensServico.obraId, obraId),
      eq(obraOrdensServico.ativo, true),
      sql`${obraOrdensServico.situacao} <> 'cancelada'`,
    ),
  );

/**
 * Whether the work has an active Licença de Instalação valid on `data` (emissão ≤ data ≤ validade),
 * needed to start a work whose tipo asks for one.
 */
export const hasLicencaInstalacao = (db: Db, obraId: string, data: string) =>
  rowExists(
    db,
    obraLicencas,
    and(
      eq(obraLicencas.obraId, obraId),
      eq(obraLicencas.ativo, true),
      eq(obraLicencas.tipo, 'LI'),
      lte(obraLicencas.dataEmissao, data),
      gte(obraLicencas.dataValidade, data),
    ),
  );

// ------------------------------------------------------------------------------------ evolução

/** The work's active follow-ups as the physical progress: day and percentage, in the order recorded. */
export const listFisico = (db: Db, obraId: string) =>
  db
    .select({ data: obraAcompanhamentos.data, percentual: obraAcompanhamentos.percentualFisico })
    .from(obraAcompanhamentos)
    .where(and(eq(obraAcompanhamentos.obraId, obraId), eq(obraAcompanhamentos.ativo, true)))
    .orderBy(asc(obraAcompanhamentos.data), asc(obraAcompanhamentos.createdAt), asc(obraAcompanhamentos.id));

/** The work's active measurements as the financial progress: day of delivery and value. */
export const listMedido = (db: Db, obraId: string) =>
  db
    .select({ data: obraMedicoes.dataEntrega, valor: obraMedicoes.valor })
    .from(obraMedicoes)
    .where(and(eq(obraMedicoes.obraId, obraId), eq(obraMedicoes.ativo, true)))
    .orderBy(asc(obraMedicoes.dataEntrega), asc(obraMedicoes.id));
