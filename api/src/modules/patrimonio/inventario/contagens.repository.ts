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
function esperados(inv: InventarioRow): SQL {
  const unit = [
    inv.secretariaId ? sql` and e.secretaria_id = ${inv.secretariaId}` : sql``,
    inv.setorId ? sql` and e.setor_id = ${inv.setorId}` : sql``,
    inv.salaId ? sql` and e.sala_id = ${inv.salaId}` : sql``,
  ];
  return sql`select e.* from bens_patrimoniais e
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
 * A campaign's comparison of the register with its readings (each asset's last reading counts): the
 * expected assets never read, the assets read elsewhere than registered (or registered outside the unit,
 * or baixados), the readings that name no asset, the assets read in another state of conservation, and
 * the assets read where the register has them (`conforme`, listed only when asked); apart, each asset
 * found with no label and each third party's asset (decision 068), which name no asset of the register.
 * One statement, so the figures and the page agree.
 */
function divergencias(inv: InventarioRow): SQL {
  return sql`with esperados as (${esperados(inv)}),
    lidos as (
      select distinct on (bem_id) id as contagem_id, bem_id, leitura, setor_id, sala_id, estado_conservacao,
             contado_em, observacao
        from inventario_contagens where inventario_id = ${inv.id} and bem_id is not null
        order by bem_id, ${QUANDO} desc
    ),
    confere as (
      select l.*, b.codigo_bem, b.descricao, b.setor_id as reg_setor, b.sala_id as reg_sala,
             b.estado_conservacao as reg_estado, ${foto(sql`l.contagem_id`)} as foto_id,
             (e.id is not null and l.setor_id is not distinct from b.setor_id
               and (b.sala_id is null or l.sala_id = b.sala_id)) as no_lugar
        from lidos l join bens_patrimoniais b on b.id = l.bem_id left join esperados e on e.id = l.bem_id
    )
    select 'nao_encontrado' as tipo, e.id as bem_id, e.codigo_bem, e.descricao, null as leitura,
           e.setor_id as reg_setor_id, e.sala_id as reg_sala_id, null as lido_setor_id, null as lido_sala_id,
           e.estado_conservacao as estado_registrado, null as estado_lido, null::timestamptz as contado_em,
           null as observacao, null::uuid as foto_id
      from esperados e where not exists (select 1 from lidos l where l.bem_id = e.id)
    union all
    select 'outro_local', bem_id, codigo_bem, descricao, leitura, reg_setor, reg_sala, setor_id, sala_id,
           reg_estado, estado_conservacao, contado_em, observacao, foto_id
      from confere where not no_lugar
    union all
    select 'estado_diferente', bem_id, codigo_bem, descricao, leitura, reg_setor, reg_sala, setor_id, sala_id,
           reg_estado, estado_conservacao, contado_em, observacao, foto_id
      from confere where no_lugar and estado_conservacao is not null and estado_conservacao <> reg_estado
    union all
    select 'conforme', bem_id, codigo_bem, descricao, leitura, reg_setor, reg_sala, setor_id, sala_id,
           reg_estado, estado_conservacao, contado_em, observacao, foto_id
      from confere where no_lugar and (estado_conservacao is null or estado_conservacao = reg_estado)
    union all
    select * from (
      select distinct on (upper(leitura)) 'desconhecida', null::uuid, null::integer, null, leitura, null::uuid,
             null::uuid, setor_id, sala_id, null, estado_conservacao, contado_em, observacao, ${foto(sql`c.id`)}
        from inventario_contagens c
        where inventario_id = ${inv.id} and bem_id is null and not terceiro and not sem_etiqueta
        order by upper(leitura), ${QUANDO} desc
    ) d
    union all
    select case when terceiro then 'terceiro' else 'sem_etiqueta' end, null::uuid, null::integer, null,
           nullif(leitura, ''), null::uuid, null::uuid, setor_id, sala_id, null, estado_conservacao, contado_em,
           observacao, ${foto(sql`c.id`)}
      from inventario_contagens c where inventario_id = ${inv.id} and (terceiro or sem_etiqueta)`;
}

const ORDEM = sql`case tipo when 'nao_encontrado' then 1 when 'outro_local' then 2 when 'estado_diferente' then 3 when 'desconhecida' then 4 when 'sem_etiqueta' then 5 when 'terceiro' then 6 else 7 end`;

/** A page of the comparison (of one kind, or all), and the whole campaign's figures. */
export async function pageDivergencias(
  db: Db,
  inv: InventarioRow,
  q: { tipo?: DivergenciaRow['tipo']; conformes?: boolean; limit: number; offset: number },
) {
  const base = divergencias(inv);
  const filtro = q.tipo ? sql` where tipo = ${q.tipo}` : q.conformes ? sql`` : sql` where tipo <> 'conforme'`;
  const [page, figures, expected] = await Promise.all([
    db.execute(
      sql`select * from (${base}) d${filtro} order by ${ORDEM}, codigo_bem nulls last, leitura, contado_em limit ${q.limit} offset ${q.offset}`,
    ),
    db.execute(sql`select tipo, count(*)::int as n from (${base}) d group by tipo`),
    db.execute(sql`select count(*)::int as n from (${esperados(inv)}) e`),
  ]);
  const byKind = new Map(rows<{ tipo: string; n: number }>(figures).map((r) => [r.tipo, Number(r.n)]));
  return {
    rows: rows<DivergenciaRow>(page),
    figures: byKind,
    esperados: Number(rows<{ n: number }>(expected)[0]?.n ?? 0),
  };
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
