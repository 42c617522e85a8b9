import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  bensPatrimoniais as b,
  movimentacoesBens as m,
  motivosBaixa,
  tiposMovimentacao,
} from '../../../db/schema-patrimonio.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';
import { insertJsonRows, uuidList } from '../../../lib/sql.js';
import { type BemListFilter, bemListConditions } from '../bens/bens.repository.js';
import { COUNT_DIMENSION, COUNT_GROUPS } from '../depreciacao/depreciacao.repository.js';
import { bemLine } from '../termos/termos.repository.js';
import type { MovimentacaoValues } from './movimentacoes.repository.js';

/** The ids of the assets the list's filters match, in code order, up to `limit` (one more tells "too many"). */
export async function bemIdsOfFilter(db: Db, f: BemListFilter, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: b.id })
    .from(b)
    .where(and(...bemListConditions(f)))
    .orderBy(asc(b.codigoBem), asc(b.clientId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The date of each asset's latest movement (the date order rule of a batch, read once for all). */
export async function latestDatesOf(db: Db, bemIds: string[]): Promise<Map<string, Date>> {
  const rows = await db
    .selectDistinctOn([m.bemId], { bemId: m.bemId, data: m.data })
    .from(m)
    .where(inArray(m.bemId, uuidList(bemIds)))
    .orderBy(m.bemId, desc(m.data), desc(m.createdAt));
  return new Map(rows.map((r) => [r.bemId, r.data]));
}

/** A batch's movements in one statement (`insertJsonRows`); their ids, in the order given. */
export async function insertMovimentacoes(db: Db, values: MovimentacaoValues[]) {
  const rows = await insertJsonRows<{ id: string; bem_id: string }>(db, m, values, ['id', 'bem_id']);
  return rows.map((r) => ({ id: r.id, bemId: r.bem_id }));
}

/** The movements of a batch of the caller's scope, with what a termo prints of each asset, in code order. */
export const loteMovements = (db: Db, scope: Scope, loteId: string) =>
  db
    .select({
      mov: m,
      efeito: tiposMovimentacao.efeito,
      motivo: motivosBaixa.descricao,
      bem: bemLine,
    })
    .from(m)
    .innerJoin(b, eq(b.id, m.bemId))
    .innerJoin(tiposMovimentacao, eq(tiposMovimentacao.id, m.tipoMovimentacaoId))
    .leftJoin(motivosBaixa, eq(motivosBaixa.id, m.motivoBaixaId))
    .where(and(eq(m.loteId, loteId), inClientScope(m.clientId, scope)))
    .orderBy(asc(b.codigoBem));
export type LoteMovementRow = Awaited<ReturnType<typeof loteMovements>>[number];

/** Whether any movement of the batch was reversed since (its termo is then no longer issued). */
export async function loteHasReversed(db: Db, loteId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(m)
    .where(and(eq(m.loteId, loteId), sql`${m.estornadaPorId} is not null`))
    .limit(1);
  return row !== undefined;
}

/** The clients of the assets `ids` the caller sees, and how many of them it sees (read without locks). */
export async function clientsOfBens(db: Db, scope: Scope, ids: string[]) {
  const rows = await db
    .select({ clientId: b.clientId, n: sql<number>`count(*)::integer` })
    .from(b)
    .where(and(inArray(b.id, uuidList(ids)), inClientScope(b.clientId, scope)))
    .groupBy(b.clientId);
  return { clients: rows.map((r) => r.clientId), found: rows.reduce((s, r) => s + Number(r.n), 0) };
}

/** The asset columns a movement may change, by the rule's names (AssetState). */
const ASSET_COLUMN = {
  secretariaId: b.secretariaId,
  setorId: b.setorId,
  salaId: b.salaId,
  situacao: b.situacao,
  valorAtual: b.valorAtual,
  responsavel: b.responsavel,
  responsavelId: b.responsavelId,
} as const;

/**
 * Sets the same values on the assets `ids` of the client in one statement, and moves the list's kept
 * counts (bens_contagens) by the summed change once, instead of the per-row trigger's upsert for each
 * asset (the depreciation run does the same, decision 019).
 */
export async function updateBensCounted(
  db: Db,
  clientId: string,
  ids: string[],
  values: Partial<Record<keyof typeof ASSET_COLUMN, string | null>>,
) {
  const set = Object.entries(values).map(
    ([k, v]) => sql`${sql.identifier(ASSET_COLUMN[k as keyof typeof ASSET_COLUMN].name)} = ${v}`,
  );
  const dims = sql.raw('situacao, estado_conservacao, categoria_id, secretaria_id, setor_id, fornecedor_id');
  await db.execute(sql`select set_config('gp.contagens_em_lote', 'on', true)`);
  await db.execute(sql`
    with old as materialized (
      select id, ${dims}, valor_atual from ${b} where id in ${uuidList(ids)} and client_id = ${clientId}
    ),
    moved as (
      update ${b} as bem set ${sql.join(set, sql`, `)}, updated_at = now()
      from old where bem.id = old.id
      returning bem.situacao, bem.estado_conservacao, bem.categoria_id, bem.secretaria_id, bem.setor_id,
        bem.fornecedor_id, bem.valor_atual
    ),
    d as (
      select ${dims}, 1 as n, valor_atual as v from moved
      union all
      select ${dims}, -1, -valor_atual from old
    )
    insert into bens_contagens (client_id, dimensao, valor, quantidade, valor_atual)
    select ${clientId}::uuid, g.dimensao, g.valor, g.n, g.v
    from (
      select ${COUNT_DIMENSION}, sum(n) as n, sum(v) as v
      from d
      group by ${COUNT_GROUPS}
      having sum(n) <> 0 or sum(v) <> 0
    ) g
    order by g.dimensao, g.valor
    on conflict (client_id, dimensao, valor)
    do update set quantidade = bens_contagens.quantidade + excluded.quantidade,
      valor_atual = bens_contagens.valor_atual + excluded.valor_atual`);
  await db.execute(sql`select set_config('gp.contagens_em_lote', 'off', true)`);
}
