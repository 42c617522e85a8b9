import { and, asc, count, eq, inArray, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { inventarioDivergencias as d } from '../../../db/schema-inventario.js';
import { aceites, movimentacoesBens, termosEmitidos } from '../../../db/schema-patrimonio.js';
import { divergencias, esperados } from './contagens.repository.js';
import type { InventarioRow } from './inventario.repository.js';

export type DivergenciaRegistradaRow = typeof d.$inferSelect;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The closing's record of what the count found (decision 067): every divergence of the comparison as it
 * stands now, with the asset's value, in one statement inside the closing's transaction.
 */
export async function gravarDivergencias(db: Db, inv: InventarioRow): Promise<number> {
  // The comparison materialized (planned on its own, as the panel plans it): inlined into the insert, a
  // plan estimating few recounted readings joined them per reading (decision 070).
  const result = await db.execute(sql`with x as materialized (${divergencias(inv)})
    insert into inventario_divergencias
      (client_id, inventario_id, tipo, bem_id, codigo_bem, descricao, leitura, registrado_setor_id,
       registrado_sala_id, lido_setor_id, lido_sala_id, estado_registrado, estado_lido, valor, contado_em)
    select ${inv.clientId}, ${inv.id}, x.tipo, x.bem_id, x.codigo_bem, x.descricao, x.leitura, x.reg_setor_id,
           x.reg_sala_id, x.lido_setor_id, x.lido_sala_id, x.estado_registrado, x.estado_lido, b.valor_atual,
           x.contado_em
      from x left join bens_patrimoniais b on b.id = x.bem_id
     where x.tipo <> 'conforme'
     order by x.tipo, x.codigo_bem nulls last, x.leitura
    returning id`);
  return rows(result).length;
}

/** How many assets the campaign expects (its unit's, not baixados), now. */
export async function quantosEsperados(db: Db, inv: InventarioRow): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (${esperados(inv)}) e`);
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0);
}

/** A line of the analytic inventory (Modelo 11): an asset with its account, values, state and custodian. */
export type LinhaAnalitica = {
  tipo: string;
  codigo_bem: number | null;
  descricao: string | null;
  leitura: string | null;
  conta_contabil: string | null;
  valor_atual: string | null;
  depreciacao_acumulada: string | null;
  estado_registrado: string | null;
  estado_lido: string | null;
  responsavel: string | null;
};

/**
 * The unit's analytic inventory at the closing: each line of the comparison (conformes too) with the
 * asset's PCASP account, current value, accumulated depreciation (its last depreciation month's, else what
 * the implantação brought) and responsável, in the comparison's order.
 */
export async function analitico(db: Db, inv: InventarioRow): Promise<LinhaAnalitica[]> {
  const result = await db.execute(sql`with x as materialized (${divergencias(inv)})
      select x.tipo, x.codigo_bem, x.descricao, x.leitura, b.conta_contabil,
        b.valor_atual::text as valor_atual,
        case when b.id is null then null
          else coalesce(dep.acumulada, b.saldo_implantacao, 0)::text end as depreciacao_acumulada,
        x.estado_registrado, x.estado_lido, coalesce(s.nome, b.responsavel) as responsavel
      from x
      left join bens_patrimoniais b on b.id = x.bem_id
      left join servidores s on s.id = b.responsavel_id
      left join lateral (
        select i.depreciacao_acumulada as acumulada from depreciacoes_itens i
         where i.client_id = b.client_id and i.codigo_bem = b.codigo_bem
         order by i.ano desc, i.mes desc limit 1
      ) dep on true
     order by x.codigo_bem nulls last, x.leitura`);
  return rows<LinhaAnalitica>(result);
}

export type RegistradaFilter = {
  inventarioId: string;
  tipo?: string;
  situacao?: 'pendentes' | 'liquidadas';
};

function where(f: RegistradaFilter): SQL | undefined {
  return and(
    eq(d.inventarioId, f.inventarioId),
    f.tipo ? eq(d.tipo, f.tipo) : undefined,
    f.situacao === 'pendentes'
      ? or(isNull(d.acao), recusada)
      : f.situacao === 'liquidadas'
        ? and(isNotNull(d.acao), not(recusada))
        : undefined,
  );
}

/** A settlement whose transfer the receiver refused: the divergence is open again. */
const recusada = sql`exists (select 1 from aceites a where a.id = ${d.aceiteId} and a.estado = 'recusado')`;

const ORDEM = sql`case ${d.tipo} when 'nao_encontrado' then 1 when 'outro_local' then 2 when 'estado_diferente' then 3 else 4 end`;

/** A page of the stored divergences, with the aceite's state of a transfer that waits for one. */
export async function pageRegistradas(db: Db, f: RegistradaFilter, p: { limit: number; offset: number }) {
  const condition = where(f);
  const [page, [total]] = await Promise.all([
    db
      .select({ d, aceiteEstado: aceites.estado })
      .from(d)
      .leftJoin(aceites, eq(aceites.id, d.aceiteId))
      .where(condition)
      .orderBy(ORDEM, asc(d.codigoBem), asc(d.leitura), asc(d.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(d).where(condition),
  ]);
  return { rows: page, total: total?.n ?? 0 };
}

/** The campaign's figures: per kind, how many were stored and how many are settled. */
export async function resumoRegistradas(db: Db, inventarioId: string) {
  return db
    .select({
      tipo: d.tipo,
      total: count(),
      liquidadas: sql<number>`count(*) filter (where ${d.acao} is not null and not ${recusada})::int`,
    })
    .from(d)
    .where(eq(d.inventarioId, inventarioId))
    .groupBy(d.tipo);
}

/** The campaign's divergences among `ids`, or of a kind, with the state of a settled transfer's aceite. */
export const pendentes = (db: Db, inventarioId: string, by: { ids?: string[]; tipo?: string }) =>
  db
    .select({ d, aceiteEstado: aceites.estado })
    .from(d)
    .leftJoin(aceites, eq(aceites.id, d.aceiteId))
    .where(
      and(
        eq(d.inventarioId, inventarioId),
        by.ids ? inArray(d.id, by.ids) : undefined,
        by.tipo ? eq(d.tipo, by.tipo) : undefined,
      ),
    )
    .orderBy(asc(d.codigoBem), asc(d.leitura), asc(d.id));

/**
 * Takes the divergence for its settlement: set only while none is set (or its transfer's aceite was
 * refused: settled again), so of two settles at once the second finds it taken (its update waits for the
 * first's row lock, then matches nothing). Null: taken.
 */
export async function tomar(
  db: Db,
  id: string,
  values: { acao: string; justificativa: string | null; liquidadoPor: string },
): Promise<DivergenciaRegistradaRow | null> {
  const [row] = await db
    .update(d)
    .set({ ...values, liquidadoEm: new Date(), aceiteId: null, movimentacaoId: null })
    .where(and(eq(d.id, id), or(isNull(d.acao), recusada)))
    .returning();
  return row ?? null;
}

/** Gives back a divergence taken for a settlement that failed outside its transaction (an incorporation). */
export const devolver = (db: Db, id: string) =>
  db
    .update(d)
    .set({ acao: null, justificativa: null, liquidadoPor: null, liquidadoEm: null })
    .where(eq(d.id, id));

/** What the settlement booked: its movement, the aceite it waits for, the asset it created. */
export const registrarResultado = (
  db: Db,
  id: string,
  values: Partial<Pick<DivergenciaRegistradaRow, 'movimentacaoId' | 'aceiteId' | 'bemIncorporadoId'>>,
) => db.update(d).set(values).where(eq(d.id, id));

/** Marks a movement as booked by a campaign's settlement (its origin). */
export const marcarOrigem = (db: Db, movimentacaoId: string, inventarioId: string) =>
  db.update(movimentacoesBens).set({ inventarioId }).where(eq(movimentacoesBens.id, movimentacaoId));

/**
 * When a settlement's transfer is accepted (decision 062), the movement booked then gets the campaign as
 * origin and the divergence its movement. Nothing when the aceite is not a settlement's.
 */
export async function aceiteLiquidado(db: Db, aceiteId: string, movimentacaoId: string) {
  const [row] = await db
    .update(d)
    .set({ movimentacaoId })
    .where(eq(d.aceiteId, aceiteId))
    .returning({ inventarioId: d.inventarioId });
  if (row) await marcarOrigem(db, movimentacaoId, row.inventarioId);
}

/** The names of the places of a page (setores and salas), by id. */
export { lugaresNomes } from './contagens.repository.js';

/** The termos of a campaign (by their ids), without their bytes. */
export async function termosDoInventario(db: Db, ids: (string | null)[]) {
  const wanted = ids.filter((x): x is string => x !== null);
  if (wanted.length === 0) return [];
  return db
    .select({
      id: termosEmitidos.id,
      tipo: termosEmitidos.tipo,
      codigo: termosEmitidos.codigo,
      numero: termosEmitidos.numero,
      ano: termosEmitidos.ano,
    })
    .from(termosEmitidos)
    .where(inArray(termosEmitidos.id, wanted))
    .orderBy(asc(termosEmitidos.tipo));
}
