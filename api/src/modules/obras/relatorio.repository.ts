import { SITUACAO_OBRA } from '@gp/shared-contracts';
import { and, asc, desc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../db/client.js';
import { companies, files, users } from '../../db/schema.js';
import {
  obraAcompanhamentos,
  obraItens,
  obraMedicaoItens,
  obraMedicoes,
  obraRelatorios,
  obras,
} from '../../db/schema-obras.js';
import { OBRAS_FILES } from './obras-files.js';

/**
 * The queries of the quarterly report (docs/domain.md, "Relatório trimestral"; decision 058). Every call
 * names the work: the service or the job has checked its scope.
 */

export type RelatorioRow = typeof obraRelatorios.$inferSelect;
type Periodo = { inicio: string; fim: string };

/** Every image a follow-up takes: each is made a JPEG for the report (`relatorio-fotos.ts`). */
const PHOTO_MIMES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The work's reports, newest quarter and version first, with who made each. */
export const listRelatorios = (db: Db, obraId: string) =>
  db
    .select({ relatorio: obraRelatorios, usuario: { id: users.id, name: users.fullname } })
    .from(obraRelatorios)
    .leftJoin(users, eq(users.id, obraRelatorios.geradoPor))
    .where(eq(obraRelatorios.obraId, obraId))
    .orderBy(desc(obraRelatorios.ano), desc(obraRelatorios.trimestre), desc(obraRelatorios.versao));

/** The latest version of each quarter (the public page's list). */
export const latestRelatorios = (db: ReadDb, obraId: string) =>
  db
    .selectDistinctOn([obraRelatorios.ano, obraRelatorios.trimestre])
    .from(obraRelatorios)
    .where(eq(obraRelatorios.obraId, obraId))
    .orderBy(desc(obraRelatorios.ano), desc(obraRelatorios.trimestre), desc(obraRelatorios.versao));

export async function findRelatorio(db: ReadDb, id: string): Promise<RelatorioRow | undefined> {
  const [row] = await db.select().from(obraRelatorios).where(eq(obraRelatorios.id, id));
  return row;
}

/** The next version of a quarter's report (read under the work's lock). */
export async function nextVersao(db: Db, obraId: string, ano: number, trimestre: number) {
  const [row] = await db
    .select({ n: max(obraRelatorios.versao) })
    .from(obraRelatorios)
    .where(
      and(
        eq(obraRelatorios.obraId, obraId),
        eq(obraRelatorios.ano, ano),
        eq(obraRelatorios.trimestre, trimestre),
      ),
    );
  return (row?.n ?? 0) + 1;
}

export const insertRelatorio = async (db: Db, values: typeof obraRelatorios.$inferInsert) => {
  const [row] = await db.insert(obraRelatorios).values(values).returning();
  return row as RelatorioRow;
};

/** The client's name (the report's entity). */
export async function clientName(db: Db, clientId: string) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, clientId));
  return row?.name ?? '';
}

/** The active follow-ups of the quarter, oldest first. */
export const acompanhamentosDoPeriodo = (db: Db, obraId: string, p: Periodo) =>
  db
    .select()
    .from(obraAcompanhamentos)
    .where(
      and(
        eq(obraAcompanhamentos.obraId, obraId),
        eq(obraAcompanhamentos.ativo, true),
        gte(obraAcompanhamentos.data, p.inicio),
        lte(obraAcompanhamentos.data, p.fim),
      ),
    )
    .orderBy(asc(obraAcompanhamentos.data), asc(obraAcompanhamentos.createdAt));

/** The photos (up to `maxBytes`) of these follow-ups, oldest first. */
export async function fotosDe(db: Db, ids: string[], maxBytes: number) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(
      and(
        eq(files.ownerType, OBRAS_FILES.acompanhamento.type),
        inArray(files.ownerId, ids),
        inArray(files.mime, PHOTO_MIMES),
        lte(files.size, maxBytes),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
}

/** The active medições delivered in the quarter, by número. */
export const medicoesDoPeriodo = (db: Db, obraId: string, p: Periodo) =>
  db
    .select()
    .from(obraMedicoes)
    .where(
      and(
        eq(obraMedicoes.obraId, obraId),
        eq(obraMedicoes.ativo, true),
        gte(obraMedicoes.dataEntrega, p.inicio),
        lte(obraMedicoes.dataEntrega, p.fim),
      ),
    )
    .orderBy(asc(obraMedicoes.numero));

/** Σ active medições delivered up to `fim` (exact, as text). */
export async function medidoAteDia(db: Db, obraId: string, fim: string) {
  const [row] = await db
    .select({ valor: sql<string>`coalesce(sum(${obraMedicoes.valor}), 0)::text` })
    .from(obraMedicoes)
    .where(
      and(eq(obraMedicoes.obraId, obraId), eq(obraMedicoes.ativo, true), lte(obraMedicoes.dataEntrega, fim)),
    );
  return row?.valor ?? '0';
}

/**
 * The items measured in the quarter (active medições delivered in it): the quantity and value of the
 * quarter and the quantity accumulated up to its end, in the sheet's order.
 */
export function itensMedidosNoPeriodo(db: Db, obraId: string, p: Periodo) {
  const noPeriodo = sql`${obraMedicoes.dataEntrega} >= ${p.inicio}`;
  return db
    .select({
      codigo: obraItens.codigo,
      descricao: obraItens.descricao,
      unidade: obraItens.unidade,
      contratada: sql<string>`${obraItens.quantidade}::text`,
      quantidade: sql<string>`sum(${obraMedicaoItens.quantidade}) filter (where ${noPeriodo})::text`,
      acumulada: sql<string>`sum(${obraMedicaoItens.quantidade})::text`,
      valor: sql<string>`sum(${obraMedicaoItens.valor}) filter (where ${noPeriodo})::text`,
    })
    .from(obraMedicaoItens)
    .innerJoin(obraMedicoes, eq(obraMedicoes.id, obraMedicaoItens.medicaoId))
    .innerJoin(obraItens, eq(obraItens.id, obraMedicaoItens.itemId))
    .where(
      and(
        eq(obraMedicaoItens.obraId, obraId),
        eq(obraMedicoes.ativo, true),
        lte(obraMedicoes.dataEntrega, p.fim),
      ),
    )
    .groupBy(obraItens.id)
    .having(sql`bool_or(${noPeriodo})`)
    .orderBy(asc(obraItens.ordem), asc(obraItens.codigo));
}

/** The works in progress (iniciada, paralisadas, reiniciada) of every client: the quarterly schedule's. */
export const obrasEmAndamento = (db: Db) =>
  db
    .select({ id: obras.id, clientId: obras.clientId, numero: obras.numero, dataInicio: obras.dataInicio })
    .from(obras)
    .where(
      inArray(obras.situacao, [
        SITUACAO_OBRA.iniciada,
        SITUACAO_OBRA.paralisadaRescisao,
        SITUACAO_OBRA.paralisada,
        SITUACAO_OBRA.reiniciada,
      ]),
    )
    .orderBy(asc(obras.clientId), asc(obras.numero));
