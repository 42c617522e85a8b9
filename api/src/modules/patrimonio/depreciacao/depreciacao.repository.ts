import { and, asc, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../../db/client.js';
import { exercicios, locations, roles, users } from '../../../db/schema.js';
import {
  bensPatrimoniais as b,
  categoriasBens as c,
  depreciacoesConfiguracoes as cfg,
  depreciacoesContas as contas,
  depreciacoesItens as it,
  depreciacoesMeses as meses,
} from '../../../db/schema-patrimonio.js';
import { prefixQuery } from '../bens/bens.repository.js';

/**
 * Queries of the depreciation (docs/domain.md, "Depreciação"; decision 019). A month is processed by a few
 * set-based statements over all the client's assets (`insertItens`, `applyItens`, `insertContas`,
 * `upsertMes`), never a loop per asset; the caller runs them in one transaction under the client's lock.
 */

export type MonthRef = { ano: number; mes: number };
/** Months as one integer (ano × 12 + mês − 1), so "the month after" is + 1. */
export const monthIndex = (m: MonthRef) => m.ano * 12 + m.mes - 1;
export const monthOf = (index: number): MonthRef => ({ ano: Math.floor(index / 12), mes: (index % 12) + 1 });
/** First instant of a month in Brasília (UTC−3 all year since 2019), as the movements' months are read. */
export const monthStartInstant = (m: MonthRef) =>
  new Date(`${m.ano}-${String(m.mes).padStart(2, '0')}-01T00:00:00-03:00`);

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

// ---------------------------------------------------------------- locks

/** Lock class of the depreciation: per client (runs, reversals, closes, movements) and per month (a run). */
const CLIENT_LOCK = 74201;
const MONTH_LOCK = 74202;
const monthKey = (clientId: string, m: MonthRef) => `${clientId}:${monthIndex(m)}`;

/** The client's depreciation lock, exclusive, until the transaction ends (runs, reversals, closes). */
export const lockClient = (db: Db, clientId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK}, hashtext(${clientId}))`);

/** Shared: a movement waits for a running month and runs beside other movements. */
export const lockClientShared = (db: Db, clientId: string) =>
  db.execute(sql`select pg_advisory_xact_lock_shared(${CLIENT_LOCK}, hashtext(${clientId}))`);

/** Held by a run for its month: what "processando" is derived from (never stored). */
export const lockMonth = (db: Db, clientId: string, m: MonthRef) =>
  db.execute(sql`select pg_advisory_xact_lock(${MONTH_LOCK}, hashtext(${monthKey(clientId, m)}))`);

/** The months of `ano` whose run is going on now, in any process (a granted run lock). */
export async function monthsRunning(db: Db, clientId: string, ano: number): Promise<number[]> {
  const keys = Array.from({ length: 12 }, (_, i) => monthKey(clientId, { ano, mes: i + 1 }));
  const result = await db.execute(sql`
    select k.mes from unnest(${`{${keys.join(',')}}`}::text[]) with ordinality as k(chave, mes)
    where exists (
      select 1 from pg_locks l
      where l.locktype = 'advisory' and l.granted and l.classid = ${MONTH_LOCK}::oid
        and l.objid = hashtext(k.chave)::oid and l.objsubid = 2
    )`);
  return rows<{ mes: string | number }>(result).map((r) => Number(r.mes));
}

// ---------------------------------------------------------------- settings and months

export type ConfigRow = typeof cfg.$inferSelect;

export async function findConfig(db: ReadDb, clientId: string): Promise<ConfigRow | null> {
  const [row] = await db.select().from(cfg).where(eq(cfg.clientId, clientId));
  return row ?? null;
}

export async function saveConfig(
  db: Db,
  clientId: string,
  values: { primeiroMes: string; implantacaoAno: number | null; implantacaoMes: number | null },
) {
  const [row] = await db
    .insert(cfg)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: cfg.clientId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export type MesRow = typeof meses.$inferSelect & {
  processadoPorNome: string | null;
  fechadoPorNome: string | null;
};

const processador = sql<
  string | null
>`(select ${users.fullname} from ${users} where ${users.id} = ${meses.processadoPor})`;
const fechador = sql<
  string | null
>`(select ${users.fullname} from ${users} where ${users.id} = ${meses.fechadoPor})`;

export const monthsOfYear = (db: Db, clientId: string, ano: number): Promise<MesRow[]> =>
  db
    .select({
      clientId: meses.clientId,
      ano: meses.ano,
      mes: meses.mes,
      estado: meses.estado,
      valorDepreciado: meses.valorDepreciado,
      valorImplantacao: meses.valorImplantacao,
      quantidadeBens: meses.quantidadeBens,
      quantidadeItens: meses.quantidadeItens,
      processadoEm: meses.processadoEm,
      processadoPor: meses.processadoPor,
      fechadoEm: meses.fechadoEm,
      fechadoPor: meses.fechadoPor,
      processadoPorNome: processador,
      fechadoPorNome: fechador,
    })
    .from(meses)
    .where(and(eq(meses.clientId, clientId), eq(meses.ano, ano)))
    .orderBy(asc(meses.mes));

export async function findMes(db: ReadDb, clientId: string, m: MonthRef) {
  const [row] = await db
    .select()
    .from(meses)
    .where(and(eq(meses.clientId, clientId), eq(meses.ano, m.ano), eq(meses.mes, m.mes)));
  return row ?? null;
}

/** The latest processed (or closed) month of the client, and the latest closed one. */
export async function latestMonths(db: ReadDb, clientId: string) {
  const result = await db.execute(sql`
    select
      (select ${meses.ano} * 12 + ${meses.mes} - 1 from ${meses} where ${meses.clientId} = ${clientId}
        order by ${meses.ano} desc, ${meses.mes} desc limit 1) as processado,
      (select ${meses.ano} * 12 + ${meses.mes} - 1 from ${meses} where ${meses.clientId} = ${clientId}
        and ${meses.estado} = 'fechado' order by ${meses.ano} desc, ${meses.mes} desc limit 1) as fechado`);
  const [row] = rows<{ processado: number | string | null; fechado: number | string | null }>(result);
  const num = (x: number | string | null | undefined) => (x === null || x === undefined ? null : Number(x));
  return { processado: num(row?.processado), fechado: num(row?.fechado) };
}

/** The latest processed month before `m` (the one whose items hold each asset's value entering `m`). */
export async function previousMonth(db: ReadDb, clientId: string, m: MonthRef): Promise<MonthRef | null> {
  const [row] = await db
    .select({ ano: meses.ano, mes: meses.mes })
    .from(meses)
    .where(and(eq(meses.clientId, clientId), lt(sql`${meses.ano} * 12 + ${meses.mes} - 1`, monthIndex(m))))
    .orderBy(desc(meses.ano), desc(meses.mes))
    .limit(1);
  return row ?? null;
}

/**
 * The first month from `from` (index) in which an asset of the client has something to depreciate: `from`
 * itself when one is in use by then (found at the first such asset), else the earliest first use after it;
 * null when no asset has anything left to depreciate.
 */
export async function firstDepreciableMonth(
  db: ReadDb,
  clientId: string,
  from: number,
): Promise<number | null> {
  const inicio = sql`coalesce(${b.dataInicioUso}, ${b.dataIncorporacao})`;
  const depreciable = sql`${b.clientId} = ${clientId} and ${c.depreciavel} and ${b.depreciavel}
    and not ${b.vidaUtilIndefinida} and ${b.vidaUtilMeses} > 0 and ${b.situacao} <> 'baixado' and ${b.valorAtual} > ${b.valorResidual}`;
  const next = monthOf(from + 1);
  const nextFirst = `${next.ano}-${String(next.mes).padStart(2, '0')}-01`;
  const inUse = await db.execute(sql`
    select 1 from ${b} join ${c} on ${c.id} = ${b.categoriaId}
    where ${depreciable} and ${inicio} < ${nextFirst}::date limit 1`);
  if (rows(inUse).length > 0) return from;
  const result = await db.execute(sql`
    select min(extract(year from ${inicio})::int * 12 + extract(month from ${inicio})::int - 1) as inicio
    from ${b} join ${c} on ${c.id} = ${b.categoriaId}
    where ${depreciable}`);
  const [row] = rows<{ inicio: number | string | null }>(result);
  return row?.inicio === null || row?.inicio === undefined ? null : Number(row.inicio);
}

/** The client's exercício of the month: absent, open or closed. */
export async function exercicioDoMes(db: Db, clientId: string, m: MonthRef) {
  const [row] = await db
    .select({ fechado: exercicios.fechado })
    .from(exercicios)
    .where(and(eq(exercicios.empresaId, clientId), eq(exercicios.ano, m.ano), eq(exercicios.mes, m.mes)));
  return row ?? null;
}

/**
 * The names of the client's active users who may reverse a month (an active location of the client with
 * the Patrimônio area and a profile holding `depreciations:delete`), by name, at most `limit`.
 */
export async function quemPodeEstornar(db: Db, clientId: string, limit: number): Promise<string[]> {
  const list = await db
    .selectDistinct({ fullname: users.fullname })
    .from(locations)
    .innerJoin(users, eq(users.id, locations.userId))
    .innerJoin(roles, eq(roles.id, locations.roleId))
    .where(
      and(
        eq(locations.companyId, clientId),
        eq(locations.active, true),
        eq(locations.hasPatrimonio, true),
        eq(users.active, true),
        sql`'depreciations:delete' = any(${roles.rules})`,
      ),
    )
    .orderBy(users.fullname)
    .limit(limit);
  return list.map((r) => r.fullname);
}

/** The client's exercícios of a year (the months' screen reads each month's), by month. */
export async function exerciciosDoAno(db: Db, clientId: string, ano: number) {
  const list = await db
    .select({ mes: exercicios.mes, fechado: exercicios.fechado })
    .from(exercicios)
    .where(and(eq(exercicios.empresaId, clientId), eq(exercicios.ano, ano)));
  return new Map(list.map((r) => [r.mes, { fechado: r.fechado }]));
}

/**
 * The earliest processed month at or after `m`, with its state (a movement dated in `m` is refused when
 * there is one), or null.
 */
export async function processedFrom(db: Db, clientId: string, m: MonthRef) {
  const [row] = await db
    .select({ ano: meses.ano, mes: meses.mes, estado: meses.estado })
    .from(meses)
    .where(and(eq(meses.clientId, clientId), sql`${meses.ano} * 12 + ${meses.mes} - 1 >= ${monthIndex(m)}`))
    .orderBy(asc(meses.ano), asc(meses.mes))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a revaluation or an impairment (not reversed) is dated from `from` on: it set an absolute value,
 * which a reversal or a rerun of an earlier month would overwrite.
 */
export async function valueMovementSince(db: Db, clientId: string, from: Date): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from movimentacoes_bens m join tipos_movimentacao t on t.id = m.tipo_movimentacao_id
    where m.client_id = ${clientId} and m.data >= ${from.toISOString()}::timestamptz
      and t.efeito in ('reavaliacao', 'reducao') and m.estornada_por_id is null
    limit 1`);
  return rows(result).length > 0;
}

// ---------------------------------------------------------------- the run

/**
 * The quota of a month, as SQL over the columns `d` (depreciable amount still to go, entering the month),
 * `rem` (remaining months including this one), `k` (months since the first month of use) and `frac` (days
 * of use ÷ days of the month, for the first month under the pro-rata rule): the straight-line share of the
 * remaining life, rounded to the centavo; the last month takes what is left.
 */
const quotaSql = (proRata: boolean) =>
  sql.raw(`case
    when d <= 0 then 0
    when k = 0 and ${proRata ? 'true' : 'false'} then round(d * dias_uso / (rem * dias_mes), 2)
    when rem <= 1 then d
    else round(d / rem, 2) end`);

export type RunArgs = { clientId: string; mes: MonthRef; anterior: MonthRef | null; proRata: boolean };

/** The columns of an item, in the order the items' source select gives them. */
const ITEM_COLUMNS =
  sql.raw(`client_id, ano, mes, bem_id, codigo_bem, categoria_id, conta_contabil, valor_anterior,
  quota, valor_atual, valor_residual, depreciacao_acumulada, percentual, meses_restantes, implantacao,
  origem_implantacao, motivo`);

/**
 * The month's items as a select: one row per asset of the client in use by the end of the month and not
 * baixado at its end (its situação then, read from the first later movement's "before"), depreciable or not
 * (a non-depreciable one gets a zero quota and its reason), with ITEM_COLUMNS, then `tid` (the asset row's
 * physical address) when `withTid`.
 */
async function itemsSource(db: Db, p: RunArgs, withTid: boolean): Promise<SQL> {
  const idx = monthIndex(p.mes);
  const fim = monthStartInstant(monthOf(idx + 1)).toISOString();
  const diasMes = new Date(Date.UTC(p.mes.ano, p.mes.mes, 0)).getUTCDate();
  const firstDay = `${p.mes.ano}-${String(p.mes.mes).padStart(2, '0')}-01`;
  const nextFirstDay = (() => {
    const n = monthOf(idx + 1);
    return `${n.ano}-${String(n.mes).padStart(2, '0')}-01`;
  })();
  const prevAno = p.anterior?.ano ?? null;
  const prevMes = p.anterior?.mes ?? null;
  // Assets without a row in the previous month that had rows before (back from an estorno of their baixa):
  // not a first run. Read apart, so the INSERT never probes the table it is filling; usually none.
  const revividos = `{${(await revivedAssets(db, p.clientId, p.anterior)).join(',')}}`;
  // The situação at the end of the month: the "before" of the asset's first later movement, looked up per
  // asset only when the client has a movement after the month (running the current month, there is none).
  const later = await db.execute(
    sql`select 1 from movimentacoes_bens where client_id = ${p.clientId} and data >= ${fim}::timestamptz limit 1`,
  );
  const situacaoNoFim =
    rows(later).length === 0
      ? sql`bem.situacao`
      : sql`coalesce((
          select m.situacao_anterior from movimentacoes_bens m
          where m.bem_id = bem.id and m.data >= ${fim}::timestamptz
          order by m.data, m.created_at limit 1
        ), bem.situacao)`;
  return sql`
    select ${p.clientId}::uuid as client_id, ${p.mes.ano}::int as ano, ${p.mes.mes}::int as mes, id as bem_id,
      codigo_bem, categoria_id, conta_contabil, v_disp as valor_anterior, quota, v_disp - quota as valor_atual,
      r as valor_residual, acum + quota as depreciacao_acumulada,
      case when motivo_base is not null or acum + quota = 0 then 0
           when v_disp - quota <= r then 100
           else least(100, round((acum + quota) * 100 / (acum + quota + v_disp - quota - r), 2)) end as percentual,
      case when motivo_base is null then greatest(rem - 1, 0) else 0 end as meses_restantes,
      impl as implantacao, origem as origem_implantacao,
      coalesce(motivo_base, case when v_disp <= r then 'totalmente_depreciado' end) as motivo
      ${withTid ? sql`, tid` : sql``}
    from (
      select q.*, case when motivo_base is not null then 0::numeric
                       else greatest(0, least(${quotaSql(p.proRata)}, v_disp - r)) end as quota
      from (
        select y.*, greatest(coalesce(p_valor, v_disp) - r, 0) as d
        from (
          select x.*, x.v_cur - coalesce(x.impl, 0) as v_disp,
            coalesce(x.p_acum, 0) + coalesce(x.impl, 0) as acum
          from (
            select w.*,
              case when w.primeira and w.motivo_base is null and w.k > 0 then
                case when w.saldo is not null then least(w.saldo, greatest(w.v_cur - w.r, 0))
                     else least(round(greatest(w.v_cur - w.r, 0) * least(w.k, w.n) / w.n, 2), greatest(w.v_cur - w.r, 0))
                end
              end as impl,
              case when w.primeira and w.motivo_base is null and w.k > 0 then
                case when w.saldo is not null then 'informado' else 'calculado' end
              end as origem,
              w.n - w.k as rem
            from (
              select bem.id, bem.codigo_bem, bem.categoria_id, bem.conta_contabil,
                ${withTid ? sql`bem.ctid as tid,` : sql``}
                bem.valor_atual as v_cur, bem.valor_residual as r, bem.vida_util_meses as n,
                bem.saldo_implantacao as saldo,
                ${idx}::int - (extract(year from s.inicio)::int * 12 + extract(month from s.inicio)::int - 1) as k,
                case when s.inicio < ${firstDay}::date then ${diasMes}::int
                     else ${diasMes}::int - extract(day from s.inicio)::int + 1 end as dias_uso,
                ${diasMes}::int as dias_mes,
                case when bem.vida_util_indefinida then 'vida_util_indefinida'
                     when not cat.depreciavel then 'categoria_nao_depreciavel'
                     when not bem.depreciavel then 'bem_nao_depreciavel'
                     when bem.vida_util_meses = 0 then 'sem_vida_util' end as motivo_base,
                prev.valor_atual as p_valor, prev.depreciacao_acumulada as p_acum,
                prev.bem_id is null and not (bem.id = any(${revividos}::uuid[])) as primeira
              from ${b} bem
              join ${c} cat on cat.id = bem.categoria_id
              cross join lateral (select coalesce(bem.data_inicio_uso, bem.data_incorporacao) as inicio) s
              left join ${it} prev on prev.client_id = bem.client_id and prev.ano = ${prevAno}::int
                and prev.mes = ${prevMes}::int and prev.codigo_bem = bem.codigo_bem
              where bem.client_id = ${p.clientId} and s.inicio < ${nextFirstDay}::date
                and ${situacaoNoFim} <> 'baixado'
              offset 0
            ) w
            offset 0
          ) x
          offset 0
        ) y
        offset 0
      ) q
      offset 0
    ) z`;
}

const rowCount = (result: unknown) =>
  (result as { rowCount?: number; affectedRows?: number }).rowCount ??
  (result as { affectedRows?: number }).affectedRows ??
  0;

/** Writes the month's items (the run's core statement, alone): one INSERT … SELECT. */
export async function insertItens(db: Db, p: RunArgs) {
  const source = await itemsSource(db, p, false);
  return rowCount(await db.execute(sql`insert into ${it} (${ITEM_COLUMNS}) ${source}`));
}

/**
 * The list's kept sums moved by `delta` per asset, from `moved` (a CTE of the assets changed, with their
 * dimensions and delta): one row per value of each dimension (one grouping set per dimension), exactly
 * what the row trigger, off for the statement, would have added row by row; in key order.
 */
/**
 * The dimension and value of a row of the list's kept counts (bens_contagens), grouped by `COUNT_GROUPS`
 * over rows with the asset's dimension columns: the depreciation run's sums and a batch movement's.
 */
export const COUNT_DIMENSION = sql.raw(`
  case when grouping(situacao) = 0 then 'situacao'
       when grouping(estado_conservacao) = 0 then 'estado_conservacao'
       when grouping(categoria_id) = 0 then 'categoria_id'
       when grouping(secretaria_id) = 0 then 'secretaria_id'
       when grouping(setor_id) = 0 then 'setor_id'
       when grouping(fornecedor_id) = 0 then 'fornecedor_id'
       else 'total' end as dimensao,
  case when grouping(situacao) = 0 then situacao
       when grouping(estado_conservacao) = 0 then estado_conservacao
       when grouping(categoria_id) = 0 then categoria_id::text
       when grouping(secretaria_id) = 0 then secretaria_id::text
       when grouping(setor_id) = 0 then coalesce(setor_id::text, '')
       when grouping(fornecedor_id) = 0 then coalesce(fornecedor_id::text, '')
       else '' end as valor`);
/** One grouping set per dimension of the kept counts, and the total. */
export const COUNT_GROUPS = sql.raw(
  'grouping sets ((situacao), (estado_conservacao), (categoria_id), (secretaria_id), (setor_id), (fornecedor_id), ())',
);

const addToCounts = (clientId: string) => sql`
  insert into bens_contagens (client_id, dimensao, valor, quantidade, valor_atual)
  select ${clientId}::uuid, g.dimensao, g.valor, 0, g.delta
  from (
    select ${COUNT_DIMENSION}, sum(delta) as delta
    from moved
    group by ${COUNT_GROUPS}
    having sum(delta) <> 0
  ) g
  order by g.dimensao, g.valor
  on conflict (client_id, dimensao, valor)
  do update set valor_atual = bens_contagens.valor_atual + excluded.valor_atual`;

/**
 * The month applied in one statement: the items' source computed once (materialized), written as the
 * month's items, and the book value of each asset whose value changes lowered by its quota (and
 * implantação balance), the row found by the physical address the source read it at (no index probe), and
 * the kept sums moved once per value of each dimension. The caller holds the client's lock exclusively
 * (every writer of an asset takes it shared), so no row moves between the read and the update; were one
 * moved anyway, its address would no longer match and it would be left out: the assets moved are counted
 * against the items that move one, and a difference fails the run (the transaction rolls back).
 */
export async function runItens(db: Db, p: RunArgs) {
  const source = await itemsSource(db, p, true);
  const change = sql.raw('(s.quota + coalesce(s.implantacao, 0))');
  // For this statement (reset after it, the rest of the run plans as usual): no JIT compilation (it cost
  // more than it saved on this plan); room in memory for the computed items, read twice, and the sums per
  // dimension; and no hash or merge join, so each asset to update is fetched by its address (a TID scan)
  // instead of a scan and a hash of all the assets of every client (measured faster at 500,000 assets).
  const names = ['jit', 'work_mem', 'enable_hashjoin', 'enable_mergejoin'] as const;
  const set = (values: readonly string[]) =>
    db.execute(
      sql`select ${sql.join(
        names.map((name, k) => sql`set_config(${name}, ${values[k]!}, true)`),
        sql`, `,
      )}`,
    );
  const [saved] = rows<Record<string, string>>(
    await db.execute(
      sql`select ${sql.join(
        names.map((name) => sql`current_setting(${name}) as ${sql.identifier(name)}`),
        sql`, `,
      )}`,
    ),
  );
  await set(['off', '256MB', 'off', 'off']);
  const result = await withoutRowCounts(db, () =>
    db.execute(sql`
      with s as materialized (${source}),
      ins as (insert into ${it} (${ITEM_COLUMNS}) select ${ITEM_COLUMNS} from s),
      moved as (
        update ${b} as bem set valor_atual = bem.valor_atual - ${change}, updated_at = now()
        from s
        where bem.ctid = s.tid and (s.quota > 0 or s.implantacao > 0)
        returning bem.situacao, bem.estado_conservacao, bem.categoria_id, bem.secretaria_id, bem.setor_id,
          bem.fornecedor_id, -${change} as delta
      ),
      sums as (${addToCounts(p.clientId)})
      select (select count(*) from moved)::int as moved,
        (select count(*) from s where s.quota > 0 or s.implantacao > 0)::int as expected`),
  );
  await set(names.map((name) => saved![name]!));
  const [row] = rows<{ moved: number; expected: number }>(result);
  if (!row || Number(row.moved) !== Number(row.expected)) {
    throw new Error(
      `depreciação: ${row?.moved} bens atualizados de ${row?.expected} esperados (bens alterados durante a execução)`,
    );
  }
}

/** The client's assets absent from month `anterior` that have rows in an earlier month. */
async function revivedAssets(db: Db, clientId: string, anterior: MonthRef | null): Promise<string[]> {
  if (!anterior) return [];
  const result = await db.execute(sql`
    select bem.id from ${b} bem
    where bem.client_id = ${clientId}
      and not exists (select 1 from ${it} prev where prev.client_id = ${clientId} and prev.ano = ${anterior.ano}
        and prev.mes = ${anterior.mes} and prev.codigo_bem = bem.codigo_bem)
      and exists (select 1 from ${it} e where e.client_id = ${clientId} and e.codigo_bem = bem.codigo_bem)`);
  return rows<{ id: string }>(result).map((r) => r.id);
}

/** Runs `statement` with the per-row count trigger switched off for it (the caller applies the sums). */
async function withoutRowCounts<T>(db: Db, statement: () => Promise<T>): Promise<T> {
  await db.execute(sql`select set_config('gp.contagens_em_lote', 'on', true)`);
  const out = await statement();
  await db.execute(sql`select set_config('gp.contagens_em_lote', 'off', true)`);
  return out;
}

/**
 * Moves the book value of the month's assets by their quota (and implantação balance): `sign` −1 applies
 * the month, +1 reverses it (`runItens` applies a month as it writes it). One statement: an UPDATE … FROM
 * of the month's items, joined to the assets by the client's code (both in code order, so the asset index
 * is read in order, never probed at random by uuid), moves only the assets whose value changes; its
 * RETURNING feeds the list's kept sums (`addToCounts`).
 */
export async function applyItens(db: Db, clientId: string, m: MonthRef, sign: 1 | -1) {
  const change = sql.raw(`${sign} * (i.quota + coalesce(i.implantacao, 0))`);
  await withoutRowCounts(db, () =>
    db.execute(sql`
      with moved as (
        update ${b} as bem set valor_atual = bem.valor_atual + ${change}, updated_at = now()
        from ${it} i
        where i.client_id = ${clientId} and i.ano = ${m.ano} and i.mes = ${m.mes}
          and bem.client_id = ${clientId} and bem.codigo_bem = i.codigo_bem
          and (i.quota > 0 or i.implantacao > 0)
        returning bem.situacao, bem.estado_conservacao, bem.categoria_id, bem.secretaria_id, bem.setor_id,
          bem.fornecedor_id, ${change} as delta
      )
      ${addToCounts(clientId)}`),
  );
}

/**
 * Brings the planner's statistics of the items table up to date, once a run has written its items (in its
 * transaction, so the month becomes visible with them). A run adds a whole month of items at once, faster
 * than autovacuum analyses the table; planned from statistics taken while the table held fewer rows (none,
 * in a client's first months), the next month's join to this one read the whole month once per asset, hours
 * at a million assets, instead of one index probe per asset; and the month's totals, summed from its items
 * right after, sorted a million rows on disk instead of grouping them in memory. ANALYZE reads a sample of
 * fixed size: under a second there.
 */
export const analyzeItens = (db: Db) => db.execute(sql`analyze ${it}`);

/** The month's totals per account, from its items (one INSERT … SELECT … GROUP BY). */
export const insertContas = (db: Db, clientId: string, m: MonthRef) =>
  db.execute(sql`
    insert into ${contas} (client_id, ano, mes, conta_contabil, quantidade_itens, quantidade_bens,
      valor_anterior, quota, valor_atual, depreciacao_acumulada)
    select client_id, ano, mes, conta_contabil, count(*), count(*) filter (where quota > 0),
      sum(valor_anterior), sum(quota), sum(valor_atual), sum(depreciacao_acumulada)
    from ${it}
    where client_id = ${clientId} and ano = ${m.ano} and mes = ${m.mes}
    group by client_id, ano, mes, conta_contabil`);

/** The month's row, its totals summed from the accounts' rows. */
export const insertMes = (db: Db, clientId: string, m: MonthRef, userId: string) =>
  db.execute(sql`
    insert into ${meses} (client_id, ano, mes, estado, valor_depreciado, valor_implantacao, quantidade_bens,
      quantidade_itens, processado_em, processado_por)
    select ${clientId}::uuid, ${m.ano}::int, ${m.mes}::int, 'processado',
      coalesce((select sum(quota) from ${contas} where client_id = ${clientId} and ano = ${m.ano} and mes = ${m.mes}), 0),
      coalesce((select sum(implantacao) from ${it} where client_id = ${clientId} and ano = ${m.ano} and mes = ${m.mes} and implantacao > 0), 0),
      coalesce((select sum(quantidade_bens) from ${contas} where client_id = ${clientId} and ano = ${m.ano} and mes = ${m.mes}), 0),
      coalesce((select sum(quantidade_itens) from ${contas} where client_id = ${clientId} and ano = ${m.ano} and mes = ${m.mes}), 0),
      now(), ${userId}::uuid`);

/** Removes a month's rows (its items, account totals and state), after `applyItens(+1)` restored the values. */
export async function deleteMonth(db: Db, clientId: string, m: MonthRef) {
  await db.delete(it).where(and(eq(it.clientId, clientId), eq(it.ano, m.ano), eq(it.mes, m.mes)));
  await db
    .delete(contas)
    .where(and(eq(contas.clientId, clientId), eq(contas.ano, m.ano), eq(contas.mes, m.mes)));
  await db.delete(meses).where(and(eq(meses.clientId, clientId), eq(meses.ano, m.ano), eq(meses.mes, m.mes)));
}

export async function setEstado(
  db: Db,
  clientId: string,
  m: MonthRef,
  estado: 'processado' | 'fechado',
  userId: string | null,
) {
  const [row] = await db
    .update(meses)
    .set(
      estado === 'fechado'
        ? { estado, fechadoEm: new Date(), fechadoPor: userId }
        : { estado, fechadoEm: null, fechadoPor: null },
    )
    .where(and(eq(meses.clientId, clientId), eq(meses.ano, m.ano), eq(meses.mes, m.mes)))
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------- reading a month

export type ItemFilter = { search?: string; conta?: string };

function itemWhere(clientId: string, m: MonthRef, f: ItemFilter): SQL {
  const conds: SQL[] = [
    sql`${it.clientId} = ${clientId}`,
    sql`${it.ano} = ${m.ano}`,
    sql`${it.mes} = ${m.mes}`,
  ];
  if (f.conta) conds.push(sql`${it.contaContabil} = ${f.conta}`);
  if (f.search) {
    // A number is the asset's code; words are prefixes in the asset's description, brand or model, read
    // with the asset list's full-text index (no accents, docs/api.md "Pagination").
    const term = f.search.trim();
    const words = prefixQuery(term);
    conds.push(
      /^\d{1,9}$/.test(term)
        ? sql`${it.codigoBem} = ${Number(term)}`
        : words
          ? sql`${it.codigoBem} in (select ${b.codigoBem} from ${b} where ${b.clientId} = ${clientId} and ${b.busca} @@ to_tsquery('simple', ${words}))`
          : sql`false`,
    );
  }
  return sql.join(conds, sql` and `);
}

/** A page of the month's items in code order, with the asset's description and category. */
export async function pageItens(
  db: Db,
  clientId: string,
  m: MonthRef,
  f: ItemFilter,
  page: { limit: number; offset: number; order?: 'asc' | 'desc' },
) {
  const where = itemWhere(clientId, m, f);
  const dir = sql.raw(page.order === 'desc' ? 'desc' : 'asc');
  const result = await db.execute(sql`
    select i.*, bem.descricao, cat.nome as categoria_nome
    from (
      select * from ${it} where ${where}
      order by ${it.codigoBem} ${dir} limit ${page.limit} offset ${page.offset}
    ) i
    join ${b} bem on bem.id = i.bem_id
    join ${c} cat on cat.id = i.categoria_id
    order by i.codigo_bem ${dir}`);
  return rows<ItemRow>(result);
}

export type ItemRow = {
  bem_id: string;
  codigo_bem: number;
  categoria_id: string;
  categoria_nome: string;
  descricao: string;
  conta_contabil: string;
  valor_anterior: string;
  quota: string;
  valor_atual: string;
  valor_residual: string;
  depreciacao_acumulada: string;
  percentual: string;
  meses_restantes: number;
  implantacao: string | null;
  origem_implantacao: string | null;
  motivo: string | null;
};

/**
 * A word search is counted up to this many matches (as the asset list counts its word searches: the
 * matches are read from the table); past it the total is the cap and `exact` is false.
 */
export const ITEM_COUNT_CAP = 200;

/** The count of a searched page, up to ITEM_COUNT_CAP + 1 (an unfiltered or account page reads kept totals). */
export async function countItens(db: Db, clientId: string, m: MonthRef, f: ItemFilter) {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${it} where ${itemWhere(clientId, m, f)} limit ${ITEM_COUNT_CAP + 1}) x`,
  );
  const n = Number(rows<{ n: number }>(result)[0]?.n ?? 0);
  return { total: Math.min(n, ITEM_COUNT_CAP), exact: n <= ITEM_COUNT_CAP };
}

export const contasOf = (db: ReadDb, clientId: string, m: MonthRef) =>
  db
    .select()
    .from(contas)
    .where(and(eq(contas.clientId, clientId), eq(contas.ano, m.ano), eq(contas.mes, m.mes)))
    .orderBy(asc(contas.contaContabil));

/** Every item of a month in code order, in batches (the exports stream them). */
export async function* allItens(db: ReadDb, clientId: string, m: MonthRef, batch = 5000) {
  let after = -1;
  for (;;) {
    const result = await db.execute(sql`
      select i.*, bem.descricao, cat.nome as categoria_nome
      from (
        select * from ${it}
        where ${it.clientId} = ${clientId} and ${it.ano} = ${m.ano} and ${it.mes} = ${m.mes}
          and ${it.codigoBem} > ${after}
        order by ${it.codigoBem} limit ${batch}
      ) i
      join ${b} bem on bem.id = i.bem_id
      join ${c} cat on cat.id = i.categoria_id
      order by i.codigo_bem`);
    const list = rows<ItemRow>(result);
    if (list.length === 0) return;
    yield list;
    after = Number(list[list.length - 1]!.codigo_bem);
    if (list.length < batch) return;
  }
}

// ---------------------------------------------------------------- forecast

/** Days of the month of index `i` (SQL). */
const daysOf = (i: SQL) =>
  sql`extract(day from (make_date((${i}) / 12, (${i}) % 12 + 1, 1) + interval '1 month' - interval '1 day'))::int`;

/**
 * The quotas of the `months` months from `from` on, by the run's own rule, month after month from each
 * asset's state (its last processed value, or the value entering its first run): a recursive query over all
 * the client's depreciable assets, summed per month.
 */
export async function forecast(
  db: ReadDb,
  p: { clientId: string; from: MonthRef; anterior: MonthRef | null; proRata: boolean; months: number },
) {
  const idx = monthIndex(p.from);
  const result = await db.execute(sql`
    with recursive base as (
      select bem.id,
        bem.valor_residual as r, bem.vida_util_meses as n,
        ${idx}::int - (extract(year from s.inicio)::int * 12 + extract(month from s.inicio)::int - 1) as k0,
        extract(day from s.inicio)::int as dia,
        coalesce(prev.valor_atual, bem.valor_atual - coalesce(
          case when prev.bem_id is null and not exists (select 1 from ${it} e where e.client_id = bem.client_id and e.codigo_bem = bem.codigo_bem)
                    and ${idx}::int > (extract(year from s.inicio)::int * 12 + extract(month from s.inicio)::int - 1) then
            case when bem.saldo_implantacao is not null then least(bem.saldo_implantacao, greatest(bem.valor_atual - bem.valor_residual, 0))
                 else least(round(greatest(bem.valor_atual - bem.valor_residual, 0)
                   * least(${idx}::int - (extract(year from s.inicio)::int * 12 + extract(month from s.inicio)::int - 1), bem.vida_util_meses)
                   / bem.vida_util_meses, 2), greatest(bem.valor_atual - bem.valor_residual, 0)) end
          end, 0)) as v0
      from ${b} bem
      join ${c} cat on cat.id = bem.categoria_id
      cross join lateral (select coalesce(bem.data_inicio_uso, bem.data_incorporacao) as inicio) s
      left join ${it} prev on prev.client_id = bem.client_id and prev.ano = ${p.anterior?.ano ?? null}::int
        and prev.mes = ${p.anterior?.mes ?? null}::int and prev.codigo_bem = bem.codigo_bem
      where bem.client_id = ${p.clientId} and cat.depreciavel and bem.depreciavel
        and not bem.vida_util_indefinida and bem.vida_util_meses > 0
        and bem.situacao <> 'baixado' and bem.valor_atual > bem.valor_residual
    ),
    sched(id, j, k, v, r, n, dia) as (
      select id, 0, k0, v0, r, n, dia from base
      union all
      select s.id, s.j + 1, s.k + 1, s.v - s.q, s.r, s.n, s.dia
      from (
        select sc.*, case when sc.k < 0 then 0::numeric else greatest(0, least(${quotaSql(p.proRata)}, sc.v - sc.r)) end as q
        from (
          select sched.*, greatest(v - r, 0) as d, n - k as rem,
            ${daysOf(sql`${idx}::int + j`)} - dia + 1 as dias_uso, ${daysOf(sql`${idx}::int + j`)} as dias_mes
          from sched
        ) sc
      ) s
      where s.j + 1 < ${p.months}
    )
    select j, sum(q)::text as total, count(*) filter (where q > 0)::int as bens
    from (
      select sc.j, case when sc.k < 0 then 0::numeric else greatest(0, least(${quotaSql(p.proRata)}, sc.v - sc.r)) end as q
      from (
        select sched.*, greatest(v - r, 0) as d, n - k as rem,
          ${daysOf(sql`${idx}::int + j`)} - dia + 1 as dias_uso, ${daysOf(sql`${idx}::int + j`)} as dias_mes
        from sched
      ) sc
    ) t
    group by j order by j`);
  return rows<{ j: number; total: string; bens: number }>(result);
}

/**
 * One asset's items over the processed months, oldest first (the asset's page draws them), by the asset's
 * code: the index on (client, code, month) reads its rows alone, where its uuid would scan every item of the
 * client (a million a month for a large one).
 */
export const itensDoBem = (db: Db, clientId: string, codigoBem: number) =>
  db
    .select({
      mes: it.mes,
      ano: it.ano,
      valorAnterior: it.valorAnterior,
      quota: it.quota,
      valorAtual: it.valorAtual,
      valorResidual: it.valorResidual,
      depreciacaoAcumulada: it.depreciacaoAcumulada,
      mesesRestantes: it.mesesRestantes,
    })
    .from(it)
    .where(and(eq(it.clientId, clientId), eq(it.codigoBem, codigoBem)))
    .orderBy(asc(it.ano), asc(it.mes));
