import { type BemObra, type BemSort, CODIGO_BEM_MAX } from '@gp/shared-contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  gte,
  inArray,
  lte,
  max,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, ReadDb } from '../../../db/client.js';
import { companies } from '../../../db/schema.js';
import { obras } from '../../../db/schema-obras.js';
import {
  bensPatrimoniais as b,
  bensContagens,
  bensSequencias,
  categoriasBens,
  fornecedores,
  referenciasNcm,
  tiposIncorporacao,
} from '../../../db/schema-patrimonio.js';
import { xmlNotasBens } from '../../../db/schema-xml.js';
import { rowExists } from '../../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';
import { fold, uuidList } from '../../../lib/sql.js';

const { busca: _busca, ...bemColumns } = getTableColumns(b);
export type BemRow = Omit<typeof b.$inferSelect, 'busca'>;
export type BemValues = Omit<typeof b.$inferInsert, 'id' | 'busca' | 'createdAt' | 'updatedAt'>;

const secretaria = alias(companies, 'secretaria');
const setor = alias(companies, 'setor');

// ---------------------------------------------------------------- one asset

/** The asset with the names its page shows. */
/**
 * The asset with the names it shows (category, secretaria, setor, supplier, NCM, the NF-e it came from).
 * The names are scalar subqueries, not joins: a seven-table join cost PostgreSQL milliseconds of planning
 * on every call (more than running it), and this read runs for every asset written (its audit entry).
 */
export async function findBemDetail(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select({
      bem: bemColumns,
      categoriaNome: sql<string>`(select c.nome from ${categoriasBens} c where c.id = ${b.categoriaId})`,
      secretariaNome: sql<string>`(select s.name from ${companies} s where s.id = ${b.secretariaId})`,
      setorNome: sql<string | null>`(select s.name from ${companies} s where s.id = ${b.setorId})`,
      fornecedor: sql<{ id: string; razao_social: string; cpf_cnpj: string } | null>`(
        select json_build_object('id', f.id, 'razao_social', f.razao_social, 'cpf_cnpj', f.cpf_cnpj)
        from ${fornecedores} f where f.id = ${b.fornecedorId})`,
      ncm: sql<{ id: string; codigo: string; descricao: string } | null>`(
        select json_build_object('id', n.id, 'codigo', n.codigo, 'descricao', n.descricao)
        from ${referenciasNcm} n where n.id = ${b.ncmId})`,
      xmlNotaId: sql<string | null>`(select x.nota_id from ${xmlNotasBens} x where x.bem_id = ${b.id})`,
      // The works that made or improved it: a few at most, so one aggregate beside the names (qualified by
      // the table's name: both tables have id and client_id, which drizzle leaves unqualified).
      obras: sql<BemObra[]>`(
        select coalesce(json_agg(json_build_object('id', o.id, 'numero', o.numero, 'objeto', o.objeto,
          'incorporacao', o.bem_incorporacao) order by o.numero), '[]'::json)
        from ${obras} o where o.client_id = bens_patrimoniais.client_id and o.bem_id = bens_patrimoniais.id)`,
    })
    .from(b)
    .where(and(eq(b.id, id), inClientScope(b.clientId, scope)));
  if (!row) return null;
  const bem = row.bem;
  return {
    bem,
    categoria: { id: bem.categoriaId, nome: row.categoriaNome },
    secretaria: { id: bem.secretariaId, name: row.secretariaNome },
    setor: bem.setorId && row.setorNome !== null ? { id: bem.setorId, name: row.setorNome } : null,
    fornecedor: row.fornecedor,
    ncm: row.ncm,
    xmlNotaId: row.xmlNotaId,
    obras: row.obras ?? [],
  };
}
export type BemDetailRow = NonNullable<Awaited<ReturnType<typeof findBemDetail>>>;

export async function findBem(db: ReadDb, scope: Scope, id: string): Promise<BemRow | null> {
  const [row] = await db
    .select(bemColumns)
    .from(b)
    .where(and(eq(b.id, id), inClientScope(b.clientId, scope)));
  return row ?? null;
}

/** The asset, locked until the end of the transaction: movements of one asset run one at a time. */
export async function lockBem(db: Db, scope: Scope, id: string): Promise<BemRow | null> {
  const [row] = await db
    .select(bemColumns)
    .from(b)
    .where(and(eq(b.id, id), inClientScope(b.clientId, scope)))
    .for('update');
  return row ?? null;
}

/**
 * The assets `ids` of the caller's scope, locked until the end of the transaction, in id order (two
 * batches over the same assets lock them in one order, so they wait for each other instead of deadlocking).
 */
export function lockBens(db: Db, scope: Scope, ids: string[]): Promise<BemRow[]> {
  return db
    .select(bemColumns)
    .from(b)
    .where(and(inArray(b.id, uuidList(ids)), inClientScope(b.clientId, scope)))
    .orderBy(asc(b.id))
    .for('update');
}

export async function insertBem(db: Db, values: BemValues): Promise<BemRow> {
  const [row] = await db.insert(b).values(values).returning(bemColumns);
  if (!row) throw new Error('insert bem');
  return row;
}

export async function updateBem(db: Db, id: string, values: Partial<BemValues>): Promise<BemRow | null> {
  const [row] = await db
    .update(b)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(b.id, id))
    .returning(bemColumns);
  return row ?? null;
}

export async function codigoTaken(db: Db, clientId: string, codigo: number) {
  return rowExists(db, b, and(eq(b.clientId, clientId), eq(b.codigoBem, codigo)));
}

// ---------------------------------------------------------------- CodigoBEM sequence

/** The code the next asset of the client would get, without reserving it. */
export async function peekCodigo(db: Db, clientId: string): Promise<number> {
  const [seq] = await db
    .select({ proximo: bensSequencias.proximo })
    .from(bensSequencias)
    .where(eq(bensSequencias.clientId, clientId));
  if (seq) return seq.proximo;
  const [row] = await db
    .select({ n: max(b.codigoBem) })
    .from(b)
    .where(eq(b.clientId, clientId));
  return (row?.n ?? 0) + 1;
}

/**
 * Reserves `count` consecutive CodigoBEM of a client inside the caller's transaction, in one statement:
 * the client's sequence row (created from its highest code the first time) is moved on and stays locked
 * until commit, so concurrent creations of one client take turns and never get the same number. One
 * statement, because every creation of the client waits for that lock: each round trip under it is
 * paid by all of them. A code given by the user (an existing plaqueta, `given`) is kept, and the
 * sequence moves past it when it is ahead. Returns the first code.
 */
async function takeCodes(db: Db, clientId: string, count: number, given?: number): Promise<number> {
  const step = given === undefined ? count : 0;
  const past = given === undefined ? 0 : given + 1;
  const result = await db.execute<{ proximo: number }>(sql`
    insert into ${bensSequencias} as s (client_id, proximo)
    values (
      ${clientId},
      greatest(
        ${past}::integer,
        coalesce((select max(codigo_bem) from ${b} where client_id = ${clientId}), 0) + 1 + ${step}::integer
      )
    )
    on conflict (client_id) do update set proximo = greatest(s.proximo + ${step}::integer, ${past}::integer)
    returning proximo`);
  const proximo = Number((result as unknown as { rows: { proximo: number }[] }).rows[0]?.proximo);
  if (!Number.isInteger(proximo)) throw new Error('sequência de CodigoBEM ausente');
  return given ?? proximo - count;
}

/** The code of a new asset: the given one (the sequence moves past it) or the next of the client. */
export const reserveCodigo = (db: Db, clientId: string, given?: number): Promise<number> =>
  takeCodes(db, clientId, 1, given);

/**
 * Gives back the code a creation reserved and could not use, when no later code was taken since (the
 * sequence still points just past it): a failed creation leaves no gap unless another one took the next
 * code in between, and then the number stays unused, as a spoiled plaqueta would.
 */
export async function releaseCodigo(db: Db, clientId: string, codigo: number): Promise<void> {
  await db
    .update(bensSequencias)
    .set({ proximo: codigo })
    .where(and(eq(bensSequencias.clientId, clientId), eq(bensSequencias.proximo, codigo + 1)));
}

/** `count` consecutive codes of the client at once (a note's assets); returns the first. */
export const reserveCodigos = (db: Db, clientId: string, count: number): Promise<number> =>
  takeCodes(db, clientId, count);

export async function tipoIncorporacaoAtivo(db: Db, id: number) {
  const [row] = await db
    .select({ id: tiposIncorporacao.id })
    .from(tiposIncorporacao)
    .where(and(eq(tiposIncorporacao.id, id), eq(tiposIncorporacao.ativo, true)));
  return row !== undefined;
}

// ---------------------------------------------------------------- the list

export type BemListFilter = {
  clientIds: string[];
  /** Only these assets (the rows chosen on the list). */
  ids?: string[];
  codigo?: number;
  /** A number finds the code (or a word starting with it); words find the description. */
  search?: string;
  descricao?: string;
  /** movel, imovel or intangivel. */
  tipo?: string;
  categoriaId?: string;
  situacao?: string;
  estadoConservacao?: string;
  secretariaId?: string;
  setorId?: string;
  fornecedorId?: string;
  dataDe?: string;
  dataAte?: string;
  valorDe?: string;
  valorAte?: string;
};
export type BemListPage = { limit: number; offset: number; sort?: BemSort; order?: 'asc' | 'desc' };

const STOPWORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'com', 'em', 'para', 'por', 'sem', 'a', 'o']);

/**
 * The words of a search as a prefix tsquery ("cad gir" → "cad:* & gir:*"), folded like the indexed
 * document (lower case, no accents). Only [a-z0-9] reaches the query text. Null when no word remains.
 */
export function prefixQuery(text: string): string | null {
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !STOPWORDS.has(w))
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const matches = (query: string) => sql`${b.busca} @@ to_tsquery('simple', ${query})`;

/**
 * The filters as conditions; `never` when a text filter has no searchable word. Also the public list's
 * (modules/publico), so a search finds the same assets there.
 */
export function bemListConditions(f: BemListFilter): SQL[] {
  const out: SQL[] = [
    f.clientIds.length === 1 ? eq(b.clientId, f.clientIds[0]!) : inArray(b.clientId, f.clientIds),
  ];
  if (f.ids) out.push(inArray(b.id, f.ids));
  if (f.codigo !== undefined) out.push(eq(b.codigoBem, f.codigo));
  if (f.search) {
    const query = prefixQuery(f.search);
    const code = /^\d{1,10}$/.test(f.search.trim()) ? Number(f.search.trim()) : null;
    const byCode = code !== null && code <= CODIGO_BEM_MAX ? eq(b.codigoBem, code) : null;
    const parts = [byCode, query ? matches(query) : null].filter((x): x is SQL => x !== null);
    out.push(parts.length === 0 ? sql`false` : parts.length === 1 ? parts[0]! : or(...parts)!);
  }
  if (f.descricao) {
    const query = prefixQuery(f.descricao);
    out.push(query ? matches(query) : sql`false`);
  }
  if (f.tipo) out.push(eq(b.tipo, f.tipo));
  if (f.categoriaId) out.push(eq(b.categoriaId, f.categoriaId));
  if (f.situacao) out.push(eq(b.situacao, f.situacao));
  if (f.estadoConservacao) out.push(eq(b.estadoConservacao, f.estadoConservacao));
  if (f.secretariaId) out.push(eq(b.secretariaId, f.secretariaId));
  if (f.setorId) out.push(eq(b.setorId, f.setorId));
  if (f.fornecedorId) out.push(eq(b.fornecedorId, f.fornecedorId));
  if (f.dataDe) out.push(gte(b.dataAquisicao, f.dataDe));
  if (f.dataAte) out.push(lte(b.dataAquisicao, f.dataAte));
  if (f.valorDe) out.push(gte(b.valorAquisicao, f.valorDe));
  if (f.valorAte) out.push(lte(b.valorAquisicao, f.valorAte));
  return out;
}

/** Filters whose totals bens_contagens holds, with the dimension name the trigger writes. */
function counterKey(f: BemListFilter): { dimensao: string; valor: string } | null {
  const others = [
    f.ids,
    f.codigo,
    f.search,
    f.descricao,
    f.tipo,
    f.dataDe,
    f.dataAte,
    f.valorDe,
    f.valorAte,
  ].filter((x) => x !== undefined && x !== '');
  if (others.length) return null;
  const equal = (
    [
      ['situacao', f.situacao],
      ['estado_conservacao', f.estadoConservacao],
      ['categoria_id', f.categoriaId],
      ['secretaria_id', f.secretariaId],
      ['setor_id', f.setorId],
      ['fornecedor_id', f.fornecedorId],
    ] as const
  ).filter(([, value]) => value !== undefined);
  if (equal.length === 0) return { dimensao: 'total', valor: '' };
  if (equal.length === 1) return { dimensao: equal[0]![0], valor: equal[0]![1]! };
  return null;
}

const SORT_COLUMNS = {
  codigo: b.codigoBem,
  descricao: b.descricao,
  data_aquisicao: b.dataAquisicao,
  valor_aquisicao: b.valorAquisicao,
} as const;

/** ORDER BY of the list: the chosen column, then the code (unique per client), then the client. */
function ordering(p: BemListPage) {
  const dir = p.order === 'desc' ? desc : asc;
  const column = SORT_COLUMNS[p.sort ?? 'codigo'];
  return column === b.codigoBem
    ? [dir(b.codigoBem), dir(b.clientId)]
    : [dir(column), dir(b.codigoBem), dir(b.clientId)];
}

/**
 * Beyond this many matches the total is the planner's estimate, so no list counts a million rows. Matches
 * of a word search are counted on the table itself (the GIN index cannot answer alone), so they stop
 * sooner than matches an index-only scan can count.
 */
export const COUNT_CAP = 10_000;
export const COUNT_CAP_TEXT = 200;
const countCap = (f: BemListFilter) => (f.search || f.descricao ? COUNT_CAP_TEXT : COUNT_CAP);

/**
 * The SQL of one list page. The page is chosen on the indexes alone (client, code, and the sort or filter
 * column: an index-only scan, also for a deep offset), then only its rows are read and joined to their
 * names. The total comes from bens_contagens when the filters are the ones it counts; otherwise the
 * matches are counted up to COUNT_CAP.
 */
export function bemListQueries(db: ReadDb, f: BemListFilter, p: BemListPage) {
  const where = and(...bemListConditions(f));
  const order = ordering(p);
  const pageFrom = (source: typeof b | SQL) => {
    // From the walk, the table's columns are the walk's (same names): named as SQL, which drizzle does
    // not check against the FROM.
    const chosen = db
      .select(
        source === b
          ? { clientId: b.clientId, codigoBem: b.codigoBem }
          : {
              clientId: sql<string>`${b.clientId}`.as('client_id'),
              codigoBem: sql<number>`${b.codigoBem}`.as('codigo_bem'),
            },
      )
      .from(source as typeof b)
      .where(where)
      .orderBy(...order)
      .limit(p.limit)
      .offset(p.offset)
      .as('chosen');
    return db
      .select({
        id: b.id,
        clientId: b.clientId,
        codigoBem: b.codigoBem,
        descricao: b.descricao,
        tipo: b.tipo,
        situacao: b.situacao,
        estadoConservacao: b.estadoConservacao,
        dataAquisicao: b.dataAquisicao,
        valorAquisicao: b.valorAquisicao,
        valorAtual: b.valorAtual,
        categoria: { id: categoriasBens.id, nome: categoriasBens.nome },
        secretaria: { id: secretaria.id, name: secretaria.name },
        setor: { id: setor.id, name: setor.name },
        fornecedor: { id: fornecedores.id, razao_social: fornecedores.razaoSocial },
      })
      .from(chosen)
      .innerJoin(
        b,
        and(eq(b.clientId, chosenColumn('client_id')), eq(b.codigoBem, chosenColumn('codigo_bem'))),
      )
      .innerJoin(categoriasBens, eq(categoriasBens.id, b.categoriaId))
      .innerJoin(secretaria, eq(secretaria.id, b.secretariaId))
      .leftJoin(setor, eq(setor.id, b.setorId))
      .leftJoin(fornecedores, eq(fornecedores.id, b.fornecedorId))
      .orderBy(...order);
  };
  const page = pageFrom(b);
  const walk = walkSource(f, p);
  return { ...bemCount(db, f, where), page, walk: walk ? pageFrom(walk) : null, limit: p.limit };
}

/**
 * A word search matches many assets ("cadeira" one in twelve): its matches, read through the GIN index,
 * are all fetched from the table to be sorted by code, though a page shows ten. The first pages in code
 * order are rather found by walking the client's assets in that order (its unique index) and testing
 * each: within the first WALK_ROWS assets when the words are frequent. That walk is tried first; when it
 * yields less than a full page, the search is rare and runs through the GIN index (runBemList).
 */
export const WALK_ROWS = 2_000;
/** The last row (offset + limit) a walk may serve: deeper pages need more matches than it holds. */
const WALK_MAX_END = 200;

/** The first WALK_ROWS assets of the client in code order, named as the table so the filters apply. */
function walkSource(f: BemListFilter, p: BemListPage): SQL | null {
  const clientId = f.clientIds.length === 1 ? f.clientIds[0] : undefined;
  if (!(f.search || f.descricao) || clientId === undefined) return null;
  if ((p.sort ?? 'codigo') !== 'codigo' || p.offset + p.limit > WALK_MAX_END) return null;
  const dir = p.order === 'desc' ? sql`desc` : sql`asc`;
  return sql`(select * from ${b} where ${b.clientId} = ${clientId} order by ${b.codigoBem} ${dir} limit ${WALK_ROWS}) as ${sql.identifier(getTableName(b))}`;
}

/** A column of the chosen page's keys, qualified (the walk's are SQL fields, which drizzle leaves bare). */
const chosenColumn = (name: 'client_id' | 'codigo_bem') =>
  sql`${sql.identifier('chosen')}.${sql.identifier(name)}`;

/** The total of a list: from bens_contagens, or the matches counted up to the cap (and the estimates past it). */
function bemCount(db: ReadDb, f: BemListFilter, where: SQL | undefined) {
  const key = counterKey(f);
  if (key) {
    const counters = db
      .select({ n: sum(bensContagens.quantidade).mapWith(Number) })
      .from(bensContagens)
      .where(
        and(
          inArray(bensContagens.clientId, f.clientIds),
          eq(bensContagens.dimensao, key.dimensao),
          eq(bensContagens.valor, key.valor),
        ),
      );
    return { count: { kind: 'counters' as const, query: counters } };
  }
  const cap = countCap(f);
  const matching = db
    .select({ one: sql`1` })
    .from(b)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const bounded = db.select({ n: count() }).from(matching);
  const estimate = (filter: BemListFilter) =>
    db
      .select({ one: sql`1` })
      .from(b)
      .where(and(...bemListConditions(filter)));
  // The planner takes the words of a search as independent and underestimates a phrase ("cadeira gir");
  // words of a description go together, so the rarest word alone estimates the phrase better.
  const text = f.search && !f.descricao ? 'search' : f.descricao && !f.search ? 'descricao' : null;
  const words = text ? (prefixQuery(f[text] ?? '')?.split(' & ') ?? []) : [];
  const estimates =
    text && words.length > 1
      ? words.map((w) => estimate({ ...f, [text]: w.replace(':*', '') }))
      : [estimate(f)];
  return { count: { kind: 'bounded' as const, query: bounded, estimates, cap } };
}

export type BemListQueries = ReturnType<typeof bemListQueries>;

/** Rows estimated by the planner for a query (EXPLAIN, nothing is run). */
export async function plannerEstimate(db: Db, query: SQL | { getSQL(): SQL }): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Runs the list's queries: the page and its total (exact, or estimated past COUNT_CAP). */
export async function runBemList(db: Db, q: BemListQueries) {
  const countPromise =
    q.count.kind === 'counters'
      ? q.count.query.then(([row]) => ({ total: row?.n ?? 0, exact: true }))
      : q.count.query.then(async ([row]) => {
          const n = row?.n ?? 0;
          if (q.count.kind !== 'bounded' || n <= q.count.cap) return { total: n, exact: true };
          const estimates = await Promise.all(q.count.estimates.map((e) => plannerEstimate(db, e)));
          return { total: Math.max(n, Math.min(...estimates)), exact: false };
        });
  // A walk yielding a full page found the page (bemListQueries); less, and the page is read through the index.
  const pagePromise = q.walk ? q.walk.then((rows) => (rows.length === q.limit ? rows : q.page)) : q.page;
  const [rows, total] = await Promise.all([pagePromise, countPromise]);
  return { rows, ...total };
}
export type BemListRow = Awaited<BemListQueries['page']>[number];

// ---------------------------------------------------------------- labels

/** How many assets the filters match, counted up to `cap + 1` (enough to tell "too many"). */
export async function countBensUpTo(db: ReadDb, f: BemListFilter, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(b)
    .where(and(...bemListConditions(f)))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** Where a read of labels stopped: the last asset's code and client (the order of the list by code). */
export type BemCursor = { codigoBem: number; clientId: string };

/**
 * The next `limit` assets the filters match after `after`, in code order, with what a label prints. A
 * keyset read: each batch starts where the last ended on the (client, code) index, however far it is.
 */
export function bemLabelBatch(db: Db, f: BemListFilter, after: BemCursor | null, limit: number) {
  // One client (the usual case): the code alone, a range of the (client, code) index.
  const past = !after
    ? undefined
    : f.clientIds.length === 1
      ? gt(b.codigoBem, after.codigoBem)
      : sql`(${b.codigoBem}, ${b.clientId}) > (${after.codigoBem}, ${after.clientId}::uuid)`;
  return db
    .select({ id: b.id, clientId: b.clientId, codigoBem: b.codigoBem, descricao: b.descricao })
    .from(b)
    .where(and(...bemListConditions(f), past))
    .orderBy(asc(b.codigoBem), asc(b.clientId))
    .limit(limit);
}
export type BemLabelRow = Awaited<ReturnType<typeof bemLabelBatch>>[number];

/** A client's plausibility ceiling of an asset's value (docs/domain.md, "Bens"); null: not set. */
export async function tetoValorBemDo(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ teto: companies.tetoValorBem })
    .from(companies)
    .where(eq(companies.id, clientId));
  return row?.teto ?? null;
}
