import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { companies } from '../../../db/schema.js';
import { inventarioContagens as k } from '../../../db/schema-inventario.js';
import { bensPatrimoniais as b, salas } from '../../../db/schema-patrimonio.js';
import type { InventarioRow } from './inventario.repository.js';

export type ContagemValues = typeof k.$inferInsert;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Setores of the client among `ids`, with their secretaria. */
export const setoresOfClient = (db: Db, clientId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: companies.id, name: companies.name, parentId: companies.parentId })
        .from(companies)
        .where(and(inArray(companies.id, ids), eq(companies.rootId, clientId), eq(companies.isSector, true)));

/** Salas of the client among `ids`. */
export const salasOfClient = (db: Db, clientId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: salas.id, codigo: salas.codigo, nome: salas.nome, setorId: salas.setorId })
        .from(salas)
        .where(and(inArray(salas.id, ids), eq(salas.clientId, clientId)));

export type BemLido = {
  id: string;
  codigoBem: number;
  descricao: string;
  secretariaId: string;
  setorId: string | null;
  salaId: string | null;
  situacao: string;
};

/** The client's assets a batch of readings names, by id (a QR code) or by number (a barcode, typed). */
export async function bensLidos(
  db: Db,
  clientId: string,
  ids: string[],
  codigos: number[],
): Promise<BemLido[]> {
  const by = [
    ids.length ? inArray(b.id, ids) : undefined,
    codigos.length ? inArray(b.codigoBem, codigos) : undefined,
  ];
  if (!by.some(Boolean)) return [];
  return db
    .select({
      id: b.id,
      codigoBem: b.codigoBem,
      descricao: b.descricao,
      secretariaId: b.secretariaId,
      setorId: b.setorId,
      salaId: b.salaId,
      situacao: b.situacao,
    })
    .from(b)
    .where(and(eq(b.clientId, clientId), or(...by)));
}

/** Records the readings; those whose id was already recorded are left alone. Answers the ids it wrote. */
export async function insertContagens(db: Db, values: ContagemValues[]): Promise<Set<string>> {
  const written = await db
    .insert(k)
    .values(values)
    .onConflictDoNothing({ target: k.id })
    .returning({ id: k.id });
  return new Set(written.map((r) => r.id));
}

/** Which of `ids` are recorded, and for which campaign. */
export const contagensPorId = (db: Db, ids: string[]) =>
  db.select({ id: k.id, inventarioId: k.inventarioId }).from(k).where(inArray(k.id, ids));

/** The assets a campaign expects to find: those of its unit still in the register (not baixados). */
export function esperados(inv: InventarioRow): SQL {
  const unit = [
    inv.secretariaId ? sql` and e.secretaria_id = ${inv.secretariaId}` : sql``,
    inv.setorId ? sql` and e.setor_id = ${inv.setorId}` : sql``,
    inv.salaId ? sql` and e.sala_id = ${inv.salaId}` : sql``,
  ];
  // Only the columns the comparison reads: a unit of 100,000 assets is held once, narrow.
  return sql`select e.id, e.codigo_bem, e.descricao, e.setor_id, e.sala_id, e.estado_conservacao
    from bens_patrimoniais e
    where e.client_id = ${inv.clientId} and e.situacao <> 'baixado'${sql.join(unit)}`;
}

export type DivergenciaRow = {
  tipo:
    | 'nao_encontrado'
    | 'outro_local'
    | 'desconhecida'
    | 'estado_diferente'
    | 'sem_etiqueta'
    | 'terceiro'
    | 'empate'
    | 'conforme';
  bem_id: string | null;
  codigo_bem: number | null;
  descricao: string | null;
  leitura: string | null;
  reg_setor_id: string | null;
  reg_sala_id: string | null;
  lido_setor_id: string | null;
  lido_sala_id: string | null;
  estado_registrado: string | null;
  estado_lido: string | null;
  contado_em: Date | string | null;
  observacao: string | null;
  foto_id: string | null;
  /** An asset of the unit the campaign expected (not one read coming from outside it, nor a reading). */
  esperado: boolean;
};

/** The file id of a reading's photo (owner `FOTO_LEITURA_OWNER`), the latest when sent again. */
export const FOTO_LEITURA_OWNER = 'inventory_reading';
const foto = (contagemId: SQL) =>
  sql`(select f.id from files f where f.owner_type = ${FOTO_LEITURA_OWNER} and f.owner_id = ${contagemId}
        order by f.created_at desc limit 1)`;
/**
 * When a reading was made, for ordering: the device's clock, but never later than the API received it
 * (a phone whose clock runs ahead cannot make its reading the last one; decision 068).
 */
const QUANDO = sql`least(contado_em, recebido_em)`;

/**
 * The two counts of each asset read in a place whose second count is concluded (decision 070): the last
 * reading of each round there, which count stands (`vale`: the second where they agree, the president's
 * decision where they do not), and whether it is a tie still waiting (`empate`); `lugar` holds the
 * readings of those places (the first round's there give way where the second stands). Only the readings
 * of recounted places, each joined by key (hashed), never scanned per asset; each computed once
 * (`materialized`: inlined into the closing's statements, the planner re-ran them per row).
 */
export function rodadas(inv: InventarioRow): SQL {
  return sql`lugar as materialized (
      select c.id, c.bem_id, c.rodada, c.setor_id, c.sala_id, c.estado_conservacao, ${QUANDO} as quando
        from inventario_contagens c
        join inventario_recontagens r on r.client_id = ${inv.clientId} and r.inventario_id = ${inv.id}
             and r.estado = 'concluida' and r.setor_id = c.setor_id and (r.sala_id is null or r.sala_id = c.sala_id)
        where c.inventario_id = ${inv.id} and c.bem_id is not null
    ),
    pares as materialized (
      select coalesce(a.bem_id, b.bem_id) as bem_id,
             a.bem_id is not null and b.bem_id is not null and a.setor_id = b.setor_id
               and a.sala_id is not distinct from b.sala_id
               and a.estado_conservacao is not distinct from b.estado_conservacao as concorda,
             a.setor_id as p_setor_id, a.sala_id as p_sala_id, a.estado_conservacao as p_estado,
             a.quando as p_quando, b.setor_id as s_setor_id, b.sala_id as s_sala_id,
             b.estado_conservacao as s_estado, b.quando as s_quando
        from (select distinct on (bem_id) * from lugar where rodada = 1 order by bem_id, quando desc) a
        full join (select distinct on (bem_id) * from lugar where rodada = 2 order by bem_id, quando desc) b
          on b.bem_id = a.bem_id
    ),
    -- The decisions joined to the pairs by a full join, which PostgreSQL runs only as a hash or merge
    -- join (each side read once), never as a nested loop; "offset 0" keeps the outer filter from turning
    -- it back into a left join. As a left join, with the statistics of a campaign whose decisions were
    -- just written (a handful estimated), the planner looked each asset's decision up among all the
    -- campaign's decisions: quadratic, the closing of a whole recounted setor never finished (decision 074).
    rodadas as materialized (
      select * from (
        select x.*, coalesce(d.rodada, case when x.concorda then 2 end) as vale,
               not x.concorda and d.rodada is null as empate, d.rodada as decisao, d.decidido_por,
               d.decidido_em
          from pares x
          full join (
            select bem_id as decidido_bem_id, rodada, decidido_por, decidido_em from inventario_empates
             where client_id = ${inv.clientId} and inventario_id = ${inv.id}
          ) d on d.decidido_bem_id = x.bem_id
         offset 0
      ) y where y.bem_id is not null
    )`;
}

/**
 * A campaign's comparison of the register with its readings (each asset's last reading counts): the
 * expected assets never read, the assets read elsewhere than registered (or registered outside the unit,
 * or baixados), the readings that name no asset, the assets read in another state of conservation, and
 * the assets read where the register has them (`conforme`); apart, each asset found with no label and each
 * third party's asset (decision 068), which name no asset of the register. One pass: the unit's assets
 * joined in full with each asset's last reading (an asset read from outside the unit looked up by its id),
 * then the readings naming no asset.
 */
export function divergencias(inv: InventarioRow): SQL {
  return sql`with esperados as (${esperados(inv)}),
    ${rodadas(inv)},
    lidos as (
      select distinct on (c.bem_id) c.id as contagem_id, c.bem_id, leitura, c.setor_id, c.sala_id,
             c.estado_conservacao, contado_em, observacao, r.empate
        from inventario_contagens c left join rodadas r on r.bem_id = c.bem_id
             left join lugar p on p.id = c.id
        where inventario_id = ${inv.id} and c.bem_id is not null
          -- Round 2 counts once its recount is concluded, unless the president chose the first; the
          -- first's readings in the place give way where the second stands.
          and case when c.rodada = 2 then r.bem_id is not null and r.vale is distinct from 1
                   else r.bem_id is null or r.vale is distinct from 2 or p.id is null end
        order by c.bem_id, ${QUANDO} desc
    ),
    x as (
      select coalesce(e.id, l.bem_id) as bem_id, coalesce(e.codigo_bem, f.codigo_bem) as codigo_bem,
             coalesce(e.descricao, f.descricao) as descricao, l.leitura,
             case when e.id is null then f.setor_id else e.setor_id end as reg_setor_id,
             case when e.id is null then f.sala_id else e.sala_id end as reg_sala_id,
             l.setor_id as lido_setor_id, l.sala_id as lido_sala_id,
             coalesce(e.estado_conservacao, f.estado_conservacao) as estado_registrado,
             l.estado_conservacao as estado_lido, l.contado_em, l.observacao, l.contagem_id,
             e.id is not null as esperado, l.bem_id is not null as lido, coalesce(l.empate, false) as empate
        from esperados e full join lidos l on l.bem_id = e.id
        -- An asset read from outside the unit, looked up by its key: "offset 0" keeps the lookup a
        -- nested loop skipped for every expected asset (not a scan of the whole register).
        left join lateral (
          select b.codigo_bem, b.descricao, b.setor_id, b.sala_id, b.estado_conservacao
            from bens_patrimoniais b where e.id is null and b.id = l.bem_id offset 0
        ) f on true
    )
    select case
             when empate then 'empate'
             when not lido then 'nao_encontrado'
             when not (esperado and lido_setor_id is not distinct from reg_setor_id
                       and (reg_sala_id is null or lido_sala_id = reg_sala_id)) then 'outro_local'
             when estado_lido is not null and estado_lido <> estado_registrado then 'estado_diferente'
             else 'conforme'
           end as tipo,
           bem_id, codigo_bem, descricao, case when lido then leitura end as leitura, reg_setor_id, reg_sala_id,
           lido_setor_id, lido_sala_id, estado_registrado, estado_lido, contado_em, observacao,
           case when lido then ${foto(sql`contagem_id`)} end as foto_id, esperado
      from x
    union all
    select * from (
      select distinct on (upper(leitura)) 'desconhecida', null::uuid, null::integer, null, leitura, null::uuid,
             null::uuid, setor_id, sala_id, null, estado_conservacao, contado_em, observacao, ${foto(sql`c.id`)},
             false
        from inventario_contagens c
        where inventario_id = ${inv.id} and bem_id is null and not terceiro and not sem_etiqueta
        order by upper(leitura), ${QUANDO} desc
    ) d
    union all
    select case when terceiro then 'terceiro' else 'sem_etiqueta' end, null::uuid, null::integer,
           observacao, nullif(leitura, ''), null::uuid, null::uuid, setor_id, sala_id, null, estado_conservacao, contado_em,
           observacao, ${foto(sql`c.id`)}, false
      from inventario_contagens c where inventario_id = ${inv.id} and (terceiro or sem_etiqueta)`;
}

/**
 * The comparison's settings, for the caller's transaction: its estimated cost (one lookup per row, skipped
 * for nearly all) would have PostgreSQL compile it (JIT) for longer than it runs, and its sort of a unit's
 * readings fits in memory (measured by bench:inventario).
 */
export async function comparacaoLocal(tx: Db) {
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local work_mem = '16MB'`);
}

const ORDEM = sql`case tipo when 'empate' then 0 when 'nao_encontrado' then 1 when 'outro_local' then 2 when 'estado_diferente' then 3 when 'desconhecida' then 4 when 'sem_etiqueta' then 5 when 'terceiro' then 6 else 7 end`;

/**
 * A page of the comparison (of one kind, or all), and the whole campaign's figures: one statement, the
 * comparison computed once for both (a unit of 100,000 assets, decision 067's bench).
 */
export async function pageDivergencias(
  db: Db,
  inv: InventarioRow,
  q: { tipo?: DivergenciaRow['tipo']; conformes?: boolean; limit: number; offset: number },
) {
  const filtro = q.tipo ? sql` where tipo = ${q.tipo}` : q.conformes ? sql`` : sql` where tipo <> 'conforme'`;
  const result = await db.transaction(async (tx) => {
    await comparacaoLocal(tx);
    return tx.execute(sql`with d as materialized (${divergencias(inv)})
    select (select coalesce(json_agg(p), '[]') from (
              select * from d${filtro} order by ${ORDEM}, codigo_bem nulls last, leitura
               limit ${q.limit} offset ${q.offset}) p) as page,
           (select coalesce(json_object_agg(tipo, n), '{}') from (select tipo, count(*)::int as n from d group by tipo) f)
             as figures,
           (select count(*)::int from d where esperado) as esperados`);
  });
  const [r] = rows<{ page: DivergenciaRow[]; figures: Record<string, number>; esperados: number }>(result);
  const parse = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);
  return {
    rows: parse(r?.page ?? []),
    figures: new Map(Object.entries(parse(r?.figures ?? {})).map(([k, n]) => [k, Number(n)])),
    esperados: Number(r?.esperados ?? 0),
  };
}

/** How many ties of a campaign's concluded second counts wait for the president (decision 070). */
export async function empatesPendentes(db: Db, inv: InventarioRow): Promise<number> {
  const result = await db.execute(
    sql`with ${rodadas(inv)} select count(*)::int as n from rodadas where empate`,
  );
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0);
}

/** Names of the setores and salas a page shows. */
export async function lugaresNomes(db: Db, setorIds: string[], salaIds: string[]) {
  const [setores, salasRows] = await Promise.all([
    setorIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, setorIds))
      : [],
    salaIds.length
      ? db
          .select({ id: salas.id, codigo: salas.codigo, nome: salas.nome })
          .from(salas)
          .where(inArray(salas.id, salaIds))
      : [],
  ]);
  return {
    setores: new Map(setores.map((s) => [s.id, s])),
    salas: new Map(salasRows.map((s) => [s.id, s])),
  };
}

/** Where a download narrows the unit: one setor, or one sala (decision 068). */
export type PacoteFiltro = { setorId: string | null; salaId: string | null };

/**
 * The places a counting device downloads: the unit's setores (those of the client inside its unit,
 * narrowed to one) and each one's active salas.
 */
export async function pacoteLugares(db: Db, inv: InventarioRow, f: PacoteFiltro) {
  const setores = await db
    .select({ id: companies.id, nome: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.rootId, inv.clientId),
        eq(companies.isSector, true),
        inv.secretariaId ? eq(companies.parentId, inv.secretariaId) : undefined,
        inv.setorId ? eq(companies.id, inv.setorId) : undefined,
        f.setorId ? eq(companies.id, f.setorId) : undefined,
      ),
    )
    .orderBy(companies.name);
  const salasRows = setores.length
    ? await db
        .select({ id: salas.id, codigo: salas.codigo, nome: salas.nome, setorId: salas.setorId })
        .from(salas)
        .where(
          and(
            eq(salas.clientId, inv.clientId),
            inArray(
              salas.setorId,
              setores.map((s) => s.id),
            ),
            eq(salas.ativo, true),
            inv.salaId ? eq(salas.id, inv.salaId) : undefined,
            f.salaId ? eq(salas.id, f.salaId) : undefined,
          ),
        )
        .orderBy(salas.codigo)
    : [];
  return { setores, salas: salasRows };
}

/**
 * The assets a counting device downloads (not for a blind count's counter): the campaign's expected ones,
 * narrowed to a setor or a sala, as compact lines in number order.
 */
export async function pacoteBens(db: Db, inv: InventarioRow, f: PacoteFiltro) {
  return db
    .select({
      id: b.id,
      codigoBem: b.codigoBem,
      descricao: b.descricao,
      setorId: b.setorId,
      salaId: b.salaId,
      estado: b.estadoConservacao,
    })
    .from(b)
    .where(
      and(
        eq(b.clientId, inv.clientId),
        sql`${b.situacao} <> 'baixado'`,
        inv.secretariaId ? eq(b.secretariaId, inv.secretariaId) : undefined,
        inv.setorId ? eq(b.setorId, inv.setorId) : undefined,
        inv.salaId ? eq(b.salaId, inv.salaId) : undefined,
        f.setorId ? eq(b.setorId, f.setorId) : undefined,
        f.salaId ? eq(b.salaId, f.salaId) : undefined,
      ),
    )
    .orderBy(b.codigoBem);
}

/** A reading of the campaign (the photo's owner), or undefined. */
export const contagemDoInventario = async (db: Db, inventarioId: string, id: string) =>
  (
    await db
      .select({ id: k.id, clientId: k.clientId })
      .from(k)
      .where(and(eq(k.id, id), eq(k.inventarioId, inventarioId)))
  )[0];
