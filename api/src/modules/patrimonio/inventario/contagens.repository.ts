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
  return sql`select e.* from bens_patrimoniais e
    where e.client_id = ${inv.clientId} and e.situacao <> 'baixado'${sql.join(unit)}`;
}

export type DivergenciaRow = {
  tipo: 'nao_encontrado' | 'outro_local' | 'desconhecida' | 'estado_diferente' | 'conforme';
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
};

/**
 * A campaign's comparison of the register with its readings (each asset's last reading counts): the
 * expected assets never read, the assets read elsewhere than registered (or registered outside the unit,
 * or baixados), the readings that name no asset, the assets read in another state of conservation, and
 * the assets read where the register has them (`conforme`, listed only when asked).
 * One statement, so the figures and the page agree.
 */
export function divergencias(inv: InventarioRow): SQL {
  return sql`with esperados as (${esperados(inv)}),
    lidos as (
      select distinct on (bem_id) bem_id, leitura, setor_id, sala_id, estado_conservacao, contado_em
        from inventario_contagens where inventario_id = ${inv.id} and bem_id is not null
        order by bem_id, contado_em desc
    ),
    confere as (
      select l.*, b.codigo_bem, b.descricao, b.setor_id as reg_setor, b.sala_id as reg_sala,
             b.estado_conservacao as reg_estado,
             (e.id is not null and l.setor_id is not distinct from b.setor_id
               and (b.sala_id is null or l.sala_id = b.sala_id)) as no_lugar
        from lidos l join bens_patrimoniais b on b.id = l.bem_id left join esperados e on e.id = l.bem_id
    )
    select 'nao_encontrado' as tipo, e.id as bem_id, e.codigo_bem, e.descricao, null as leitura,
           e.setor_id as reg_setor_id, e.sala_id as reg_sala_id, null as lido_setor_id, null as lido_sala_id,
           e.estado_conservacao as estado_registrado, null as estado_lido, null::timestamptz as contado_em
      from esperados e where not exists (select 1 from lidos l where l.bem_id = e.id)
    union all
    select 'outro_local', bem_id, codigo_bem, descricao, leitura, reg_setor, reg_sala, setor_id, sala_id,
           reg_estado, estado_conservacao, contado_em
      from confere where not no_lugar
    union all
    select 'estado_diferente', bem_id, codigo_bem, descricao, leitura, reg_setor, reg_sala, setor_id, sala_id,
           reg_estado, estado_conservacao, contado_em
      from confere where no_lugar and estado_conservacao is not null and estado_conservacao <> reg_estado
    union all
    select 'conforme', bem_id, codigo_bem, descricao, leitura, reg_setor, reg_sala, setor_id, sala_id,
           reg_estado, estado_conservacao, contado_em
      from confere where no_lugar and (estado_conservacao is null or estado_conservacao = reg_estado)
    union all
    select * from (
      select distinct on (upper(leitura)) 'desconhecida', null::uuid, null::integer, null, leitura, null::uuid,
             null::uuid, setor_id, sala_id, null, estado_conservacao, contado_em
        from inventario_contagens where inventario_id = ${inv.id} and bem_id is null
        order by upper(leitura), contado_em desc
    ) d`;
}

const ORDEM = sql`case tipo when 'nao_encontrado' then 1 when 'outro_local' then 2 when 'estado_diferente' then 3 when 'desconhecida' then 4 else 5 end`;

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
      sql`select * from (${base}) d${filtro} order by ${ORDEM}, codigo_bem nulls last, leitura limit ${q.limit} offset ${q.offset}`,
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
