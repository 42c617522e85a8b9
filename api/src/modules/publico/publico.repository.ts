import { SITUACOES_BEM } from '@gp/shared-contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, like, lt, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReadDb } from '../../db/client.js';
import { auditLog, companies, files } from '../../db/schema.js';
import { obraAditivos, obraMedicoes, obraParalisacoes, obras } from '../../db/schema-obras.js';
import {
  bensPatrimoniais as b,
  bensContagens,
  categoriasBens,
  fornecedores,
} from '../../db/schema-patrimonio.js';
import {
  type BemListFilter,
  type BemListPage,
  bemListConditions,
  bemListQueries,
} from '../patrimonio/bens/bens.repository.js';

/**
 * The public area's reads (docs/api.md, "Área pública"). Every read goes through a client that publishes
 * (an active client with `publicar_transparencia`) and is scoped to that one client; the columns read are
 * only those the public shapes show.
 */

const secretaria = alias(companies, 'secretaria');
const setor = alias(companies, 'setor');
const client = alias(companies, 'client');

/** A client that is on the portal: a client, active, publishing. */
const publishes = (c: typeof client | typeof companies) =>
  and(eq(c.isClient, true), eq(c.active, true), eq(c.publicarTransparencia, true));

const ENTITY_COLUMNS = {
  id: companies.id,
  name: companies.name,
  fantasyName: companies.fantasyName,
  cpfCnpj: companies.cpfCnpj,
  profileImg: companies.profileImg,
};
export type EntidadeRow = {
  id: string;
  name: string;
  fantasyName: string | null;
  cpfCnpj: string | null;
  profileImg: string | null;
};

/**
 * The publishing client with this CPF/CNPJ (stored form). A document is unique within an application; if
 * two applications of one installation hold it, the oldest client answers.
 */
export async function findEntidade(db: ReadDb, cpfCnpj: string): Promise<EntidadeRow | null> {
  const [row] = await db
    .select(ENTITY_COLUMNS)
    .from(companies)
    .where(and(eq(companies.cpfCnpj, cpfCnpj), publishes(companies)))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  return row ?? null;
}

/** The first photo (image file, oldest first) of an asset, as a scalar subquery on the asset row. */
const firstPhoto = sql<string | null>`(select ${files.id} from ${files}
  where ${files.ownerType} = 'asset' and ${files.ownerId} = ${b.id} and ${files.clientId} = ${b.clientId}
    and ${files.mime} like 'image/%'
  order by ${files.createdAt}, ${files.id} limit 1)`;

/** What the public area reads of an asset: its fields and the names of its category, secretaria and setor. */
const bemColumns = {
  id: b.id,
  codigoBem: b.codigoBem,
  descricao: b.descricao,
  situacao: b.situacao,
  estadoConservacao: b.estadoConservacao,
  dataAquisicao: b.dataAquisicao,
  valorAquisicao: b.valorAquisicao,
  valorAtual: b.valorAtual,
  categoria: categoriasBens.nome,
  secretaria: secretaria.name,
  setor: setor.name,
};

/** One asset of a publishing client, with its client and the names its card shows. */
export async function findBemPublico(db: ReadDb, id: string) {
  const [row] = await db
    .select({
      ...bemColumns,
      updatedAt: b.updatedAt,
      fotoId: firstPhoto,
      entidade: {
        id: client.id,
        name: client.name,
        fantasyName: client.fantasyName,
        cpfCnpj: client.cpfCnpj,
        profileImg: client.profileImg,
      },
    })
    .from(b)
    .innerJoin(client, and(eq(client.id, b.clientId), publishes(client)))
    .innerJoin(categoriasBens, eq(categoriasBens.id, b.categoriaId))
    .innerJoin(secretaria, eq(secretaria.id, b.secretariaId))
    .leftJoin(setor, eq(setor.id, b.setorId))
    .where(eq(b.id, id));
  return row ?? null;
}
export type BemPublicoRow = NonNullable<Awaited<ReturnType<typeof findBemPublico>>>;

/** An image file of an asset of a publishing client (the asset's own, of the asset's client), or null. */
export async function findFoto(db: ReadDb, bemId: string, fileId: string) {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(b, and(eq(b.id, files.ownerId), eq(b.clientId, files.clientId)))
    .innerJoin(client, and(eq(client.id, b.clientId), publishes(client)))
    .where(
      and(
        eq(files.id, fileId),
        eq(files.ownerType, 'asset'),
        eq(files.ownerId, bemId),
        like(files.mime, 'image/%'),
      ),
    );
  return row?.file ?? null;
}

/** The newest logo (an image file) of a client. */
export async function findLogo(db: ReadDb, clientId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerType, 'company-logo'), eq(files.ownerId, clientId), like(files.mime, 'image/%')))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- the entity's assets

/** A page of the list: the asset list's own page query (index-only choice of the page, then its rows). */
export const listPage = (db: ReadDb, f: BemListFilter, p: BemListPage) => bemListQueries(db, f, p).page;
export type PublicoListRow = Awaited<ReturnType<typeof listPage>>[number];

/**
 * The bens_contagens row holding the book-value sum of what the filters match (no filter, or one of
 * situação, categoria, secretaria), or null when the filters are others.
 */
function counterOf(f: BemListFilter): { dimensao: string; valor: string } | null {
  if (f.search || f.dataDe || f.dataAte) return null;
  const set = (
    [
      ['situacao', f.situacao],
      ['categoria_id', f.categoriaId],
      ['secretaria_id', f.secretariaId],
    ] as const
  ).filter(([, value]) => value !== undefined);
  if (set.length === 0) return { dimensao: 'total', valor: '' };
  return set.length === 1 ? { dimensao: set[0]![0], valor: set[0]![1]! } : null;
}

/**
 * Exact totals of what the filters match: how many and Σ acquisition value (read on the indexes alone:
 * every list index holds the client and the acquisition value), and Σ book value from the trigger-kept
 * totals of bens_contagens when the filters are theirs, else summed over the matching rows (few, then).
 * The book value is not in the indexes, so summing it over every asset of a large client would read
 * the whole table.
 */
export async function totals(db: ReadDb, f: BemListFilter) {
  const counter = counterOf(f);
  const where = and(...bemListConditions(f));
  const [[row], kept] = await Promise.all([
    db
      .select({
        quantidade: count(),
        valorAquisicao: sum(b.valorAquisicao),
        valorAtual: counter ? sql<string | null>`null` : sum(b.valorAtual),
      })
      .from(b)
      .where(where),
    counter
      ? db
          .select({ valorAtual: bensContagens.valorAtual })
          .from(bensContagens)
          .where(
            and(
              eq(bensContagens.clientId, f.clientIds[0]!),
              eq(bensContagens.dimensao, counter.dimensao),
              eq(bensContagens.valor, counter.valor),
            ),
          )
      : Promise.resolve(null),
  ]);
  return {
    quantidade: row?.quantidade ?? 0,
    valorAquisicao: row?.valorAquisicao ?? null,
    valorAtual: kept ? (kept[0]?.valorAtual ?? null) : (row?.valorAtual ?? null),
  };
}

/** What the audit log records as changing an entity's patrimônio (its assets, their files and values). */
const PATRIMONIO_ENTITIES = [
  'asset',
  'asset-file',
  'movimentacao',
  'depreciacao',
  'categoria',
  'veiculo',
  'localizacao',
  'xml-nota',
];

/**
 * When the entity's patrimônio last changed, as the audit log records it (every change of an asset is
 * audited in its transaction): the newest entry of the client's (client, at) index that is one of those.
 */
export async function ultimaAlteracao(db: ReadDb, clientId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.clientId, clientId), inArray(auditLog.entity, PATRIMONIO_ENTITIES)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The next `limit` assets the filters match after code `after`, in code order, with the names a download
 * row shows: a keyset read on the (client, code) index, however far it is.
 */
export function exportBatch(db: ReadDb, f: BemListFilter, after: number | null, limit: number) {
  return db
    .select(bemColumns)
    .from(b)
    .innerJoin(categoriasBens, eq(categoriasBens.id, b.categoriaId))
    .innerJoin(secretaria, eq(secretaria.id, b.secretariaId))
    .leftJoin(setor, eq(setor.id, b.setorId))
    .where(and(...bemListConditions(f), after === null ? undefined : gt(b.codigoBem, after)))
    .orderBy(asc(b.codigoBem))
    .limit(limit);
}
export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

// ---------------------------------------------------------------- filter options

/** The client's secretarias holding at least one of its assets, by name. */
export function secretariasComBens(db: ReadDb, clientId: string) {
  return db
    .select({ id: companies.id, nome: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.rootId, clientId),
        eq(companies.isDepartment, true),
        sql`exists (select 1 from ${b} where ${b.secretariaId} = ${companies.id} and ${b.clientId} = ${clientId})`,
      ),
    )
    .orderBy(asc(companies.name));
}

/** The client's categories holding at least one of its assets, by name. */
export function categoriasComBens(db: ReadDb, clientId: string) {
  return db
    .select({ id: categoriasBens.id, nome: categoriasBens.nome })
    .from(categoriasBens)
    .where(
      and(
        eq(categoriasBens.clientId, clientId),
        sql`exists (select 1 from ${b} where ${b.categoriaId} = ${categoriasBens.id} and ${b.clientId} = ${clientId})`,
      ),
    )
    .orderBy(asc(categoriasBens.nome));
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** The situações the client's assets are in (one probe of the (client, situação) index each). */
export async function situacoesComBens(db: ReadDb, clientId: string): Promise<string[]> {
  const list = sql.join(
    SITUACOES_BEM.map((s) => sql`(${s})`),
    sql`, `,
  );
  const result = await db.execute(sql`select s.situacao from (values ${list}) as s(situacao)
    where exists (select 1 from ${b} where ${b.clientId} = ${clientId} and ${b.situacao} = s.situacao)`);
  return rowsOf<{ situacao: string }>(result).map((r) => r.situacao);
}

/**
 * The years of acquisition of the client's assets, newest first: a skip scan of the (client, acquisition
 * date) index, one probe per year, however many assets a year holds.
 */
export async function anosDeAquisicao(db: ReadDb, clientId: string): Promise<number[]> {
  const first = (from: SQL) =>
    sql`(select extract(year from min(${b.dataAquisicao}))::int from ${b}
      where ${b.clientId} = ${clientId} and ${b.dataAquisicao} >= ${from})`;
  const result = await db.execute(sql`with recursive anos(ano) as (
      select ${first(sql`'0001-01-01'::date`)}
      union all
      select ${first(sql`make_date(anos.ano + 1, 1, 1)`)} from anos where anos.ano is not null
    ) select ano from anos where ano is not null order by ano desc`);
  return rowsOf<{ ano: number | string }>(result).map((r) => Number(r.ano));
}

// ---------------------------------------------------------------- the entity's works (obras)

/** Σ the work's amendments and Σ its active measurements (as the obras area computes them). */
const valorAditivos = sql<string>`(select coalesce(sum(${obraAditivos.valor}), 0) from ${obraAditivos}
  where ${obraAditivos.obraId} = ${obras.id})`;
const valorMedido = sql<string>`(select coalesce(sum(${obraMedicoes.valor}), 0) from ${obraMedicoes}
  where ${obraMedicoes.obraId} = ${obras.id} and ${obraMedicoes.ativo})`;

/** A page of the client's works, by número, with the names and sums the portal shows. */
const obraPublicaColumns = {
  id: obras.id,
  numero: obras.numero,
  objeto: obras.objeto,
  tipo: obras.tipo,
  situacao: obras.situacao,
  contratoNumero: obras.contratoNumero,
  endereco: obras.endereco,
  bairro: obras.bairro,
  cidade: obras.cidade,
  uf: obras.uf,
  latitude: obras.latitude,
  longitude: obras.longitude,
  secretaria: companies.name,
  contratada: fornecedores.razaoSocial,
  valorContratado: obras.valorContratado,
  valorAditivos,
  valorMedido,
  dataInicio: obras.dataInicio,
  previsaoConclusao: obras.previsaoConclusao,
};

export function obrasPage(db: ReadDb, clientId: string, p: { limit: number; offset: number }) {
  return db
    .select(obraPublicaColumns)
    .from(obras)
    .innerJoin(companies, eq(companies.id, obras.secretariaId))
    .leftJoin(fornecedores, eq(fornecedores.id, obras.fornecedorId))
    .where(eq(obras.clientId, clientId))
    .orderBy(asc(obras.numero), asc(obras.id))
    .limit(p.limit)
    .offset(p.offset);
}
export type PublicoObraRow = Awaited<ReturnType<typeof obrasPage>>[number];

/** One work of the client, or null (the id of another client's work answers as unknown). */
export async function obraPublica(db: ReadDb, clientId: string, id: string): Promise<PublicoObraRow | null> {
  const [row] = await db
    .select(obraPublicaColumns)
    .from(obras)
    .innerJoin(companies, eq(companies.id, obras.secretariaId))
    .leftJoin(fornecedores, eq(fornecedores.id, obras.fornecedorId))
    .where(and(eq(obras.clientId, clientId), eq(obras.id, id)));
  return row ?? null;
}

export async function obrasCount(db: ReadDb, clientId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(obras).where(eq(obras.clientId, clientId));
  return row?.n ?? 0;
}

/**
 * The client's works in one of `situacoes` whose open stoppage (obra_paralisacoes, docs/domain.md) began
 * before `antesDe`, the oldest first, at most `limit`, with the stoppage's reason and responsible party.
 */
export function paralisadasDesde(
  db: ReadDb,
  clientId: string,
  situacoes: readonly number[],
  antesDe: string,
  limit: number,
) {
  return db
    .select({
      id: obras.id,
      numero: obras.numero,
      objeto: obras.objeto,
      situacao: obras.situacao,
      paralisacao: obraParalisacoes,
    })
    .from(obras)
    .innerJoin(obraParalisacoes, and(eq(obraParalisacoes.obraId, obras.id), isNull(obraParalisacoes.dataFim)))
    .where(
      and(
        eq(obras.clientId, clientId),
        inArray(obras.situacao, [...situacoes]),
        lt(obraParalisacoes.dataInicio, antesDe),
      ),
    )
    .orderBy(asc(obraParalisacoes.dataInicio), asc(obras.numero))
    .limit(limit);
}
export type ParalisadaRow = Awaited<ReturnType<typeof paralisadasDesde>>[number];
