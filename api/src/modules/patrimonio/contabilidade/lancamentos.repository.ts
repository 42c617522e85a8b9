import { type SQL, sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../../db/client.js';
import { brazilMonth } from '../../../lib/brazil-time.js';
import { AppError } from '../../../lib/errors.js';
import { type MonthRef, monthIndex, monthStartInstant } from '../depreciacao/depreciacao.repository.js';

/**
 * Queries of the accounting events (docs/domain.md, "Lançamentos contábeis e RMB"; decision 065). A month's
 * events are written by a few set-based statements in the depreciation run's transaction, under the client's
 * lock: the movements of the month without events, the estornos, the depreciation and amortization per
 * account. Each statement reserves its numbers in one update of the client's year sequence (the row lock
 * keeps the numbering gapless under concurrency) and inserts its lines numbered by `row_number()`.
 */

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The client's table of events: its own rows over the MCASP default of each kind. */
const eventos = (clientId: string) => sql`
  select p.evento, p.descricao, p.natureza, p.sinal, p.ordem,
    coalesce(c.debito, p.debito) as debito, coalesce(c.credito, p.credito) as credito,
    coalesce(c.historico, p.historico) as historico, (c.evento is not null) as proprio,
    p.debito as padrao_debito, p.credito as padrao_credito, p.historico as padrao_historico
  from contabilidade_eventos_padrao p
  left join contabilidade_eventos c on c.client_id = ${clientId} and c.evento = p.evento`;

export type EventoRow = {
  evento: string;
  descricao: string;
  natureza: string;
  sinal: number;
  ordem: number;
  debito: string;
  credito: string;
  historico: string;
  proprio: boolean;
  padrao_debito: string;
  padrao_credito: string;
  padrao_historico: string;
};

export async function tabelaEventos(db: ReadDb, clientId: string): Promise<EventoRow[]> {
  return rows<EventoRow>(await db.execute(sql`${eventos(clientId)} order by p.ordem`));
}

export async function salvarEvento(
  db: Db,
  clientId: string,
  e: { evento: string; debito: string; credito: string; historico: string },
  userId: string,
) {
  await db.execute(sql`
    insert into contabilidade_eventos (client_id, evento, debito, credito, historico, user_id, updated_at)
    values (${clientId}, ${e.evento}, ${e.debito}, ${e.credito}, ${e.historico}, ${userId}, now())
    on conflict (client_id, evento) do update set debito = excluded.debito, credito = excluded.credito,
      historico = excluded.historico, user_id = excluded.user_id, updated_at = now()`);
}

/** Drops the client's own row of a kind: its events take the MCASP default again. */
export async function restaurarEvento(db: Db, clientId: string, evento: string) {
  await db.execute(
    sql`delete from contabilidade_eventos where client_id = ${clientId} and evento = ${evento}`,
  );
}

/** An account of the table resolved for an asset: a PCASP code, or the category's account of that role. */
const conta = (column: SQL) => sql`case ${column}
  when '[bem]' then l.conta_bem when '[depreciacao]' then l.conta_depreciacao
  when '[reducao]' then l.conta_reducao else ${column} end`;

/**
 * The lines of the client's movements dated in [from, to) that have no event yet: an incorporation by its
 * kind (the implantação's kind has no row in the table: no event), a revaluation up or down, an impairment,
 * a baixa (the asset's accumulated depreciation written off its account, then its book value by reason).
 * Columns: what an event needs, the accounts resolved (null when the category lacks the account). `bemId`
 * narrows them to one asset (a uuid, or a column of an outer query: the legal reports' position).
 */
export function movementLines(
  clientId: string,
  from: Date,
  to: Date | null,
  m: MonthRef,
  bemId?: string | SQL,
) {
  const idx = monthIndex(m);
  return sql`
    with mv as (
      select mov.id, mov.data, mov.bem_id, mov.codigo_bem, mov.valor, mov.valor_anterior,
        mov.tipo_incorporacao_id, mov.motivo_baixa_id, t.efeito, b.conta_contabil as conta_bem,
        cat.nome as categoria, cat.tipo_bem, cat.conta_depreciacao, cat.conta_reducao, b.saldo_implantacao,
        mov.user_id
      from movimentacoes_bens mov
      join tipos_movimentacao t on t.id = mov.tipo_movimentacao_id
      join bens_patrimoniais b on b.id = mov.bem_id
      join categorias_bens cat on cat.id = b.categoria_id
      where mov.client_id = ${clientId} and mov.data >= ${from}
        ${to ? sql`and mov.data < ${to}` : sql``}
        ${bemId ? sql`and mov.bem_id = ${bemId}` : sql``}
        and mov.estorna_id is null and t.efeito in ('incorporacao', 'reavaliacao', 'reducao', 'baixa')
        and not exists (select 1 from contabilidade_lancamentos x
          where x.client_id = ${clientId} and x.movimentacao_id = mov.id)
    ),
    src as (
      select mv.*, 'incorporacao_' || mv.tipo_incorporacao_id as evento, 1 as linha, mv.valor as valor_evento
      from mv where efeito = 'incorporacao'
      union all
      select mv.*, case when mv.valor > mv.valor_anterior then 'reavaliacao_positiva' else 'reavaliacao_negativa' end,
        1, abs(mv.valor - mv.valor_anterior)
      from mv where efeito = 'reavaliacao' and mv.valor <> mv.valor_anterior
      union all
      select mv.*, 'reducao', 1, mv.valor_anterior - mv.valor from mv where efeito = 'reducao'
      union all
      select mv.*, 'baixa_acumulada', 1, coalesce((
          select i.depreciacao_acumulada from depreciacoes_itens i
          where i.client_id = ${clientId} and i.codigo_bem = mv.codigo_bem and i.ano * 12 + i.mes - 1 < ${idx}
          order by i.ano desc, i.mes desc limit 1), mv.saldo_implantacao, 0)
      from mv where efeito = 'baixa'
      union all
      select mv.*, 'baixa_' || mv.motivo_baixa_id, 2, mv.valor_anterior from mv where efeito = 'baixa'
    )
    select (l.data at time zone 'America/Sao_Paulo')::date as data, l.evento, ev.natureza,
      ${conta(sql`ev.debito`)} as debito, ${conta(sql`ev.credito`)} as credito,
      l.valor_evento as valor, ev.sinal * l.valor_evento as efeito,
      ev.historico || ' — bem ' || l.codigo_bem as historico, l.conta_bem, l.tipo_bem,
      l.id as movimentacao_id, l.linha, l.bem_id, l.codigo_bem,
      null::int as estorna_ano, null::int as estorna_numero, l.categoria, null::text as conta_origem,
      l.user_id
    from src l join (${eventos(clientId)}) ev on ev.evento = l.evento
    where l.valor_evento > 0`;
}

/** The estornos dated in [from, to) without events: each event of the reversed movement, accounts swapped. */
function estornoLines(clientId: string, from: Date, to: Date) {
  return sql`
    select (e.data at time zone 'America/Sao_Paulo')::date as data, 'estorno' as evento, l.natureza,
      l.credito as debito, l.debito as credito, l.valor, -l.efeito as efeito,
      'Estorno do lançamento ' || l.numero || '/' || l.ano || ' — ' || l.historico as historico,
      l.conta_bem, l.tipo_bem, e.id as movimentacao_id, l.linha, l.bem_id, l.codigo_bem,
      l.ano as estorna_ano, l.numero as estorna_numero, null::text as categoria, l.conta_origem, e.user_id
    from movimentacoes_bens e
    join contabilidade_lancamentos l on l.client_id = ${clientId} and l.movimentacao_id = e.estorna_id
      and l.estorna_numero is null
    where e.client_id = ${clientId} and e.estorna_id is not null and e.data >= ${from} and e.data < ${to}
      and not exists (select 1 from contabilidade_lancamentos x
        where x.client_id = ${clientId} and x.movimentacao_id = e.id)`;
}

/**
 * An item's share of its account's depreciation event: its quota, plus the depreciation before the
 * implantação the run brought in (`implantacao`) when the asset's incorporation is itself an event (an
 * asset bought this month with an earlier acquisition date: accounting learns of that depreciation now).
 * An asset already in accounting before the client's first month (or brought by the implantação) keeps it
 * out: that depreciation is in the opening balances.
 */
export const quotaContabil = sql`i.quota + case when i.implantacao > 0 and inc.bem_id is not null
  then i.implantacao else 0 end`;

/**
 * The assets whose incorporation is an event, joined to the items `i` as `inc`: one hash join over the
 * client's few incorporation events, never a look-up per item (a client's first month has every asset
 * bringing in its depreciation before the implantação).
 */
export const incorporados = (clientId: string) => sql`left join (
    select distinct x.bem_id from contabilidade_lancamentos x
    where x.client_id = ${clientId} and x.natureza = 'incorporacao' and x.bem_id is not null
  ) inc on inc.bem_id = i.bem_id`;

/** The month's depreciation and amortization: one event per asset account (and its accumulated account). */
function depreciacaoLines(clientId: string, m: MonthRef) {
  const last = new Date(Date.UTC(m.ano, m.mes, 0)).toISOString().slice(0, 10);
  return sql`
    with l as (
      select i.conta_contabil as conta_bem, cat.tipo_bem, cat.conta_depreciacao, null::text as conta_reducao,
        min(cat.nome) as categoria, sum(${quotaContabil}) as valor
      from depreciacoes_itens i join categorias_bens cat on cat.id = i.categoria_id
      ${incorporados(clientId)}
      where i.client_id = ${clientId} and i.ano = ${m.ano} and i.mes = ${m.mes}
        and (i.quota > 0 or i.implantacao > 0)
      group by i.conta_contabil, cat.tipo_bem, cat.conta_depreciacao
    )
    select ${last}::date as data, ev.evento, ev.natureza, ${conta(sql`ev.debito`)} as debito,
      ${conta(sql`ev.credito`)} as credito, l.valor, ev.sinal * l.valor as efeito,
      ev.historico || ' de ' || lpad(${m.mes}::text, 2, '0') || '/' || ${m.ano} || ' — conta ' || l.conta_bem as historico,
      l.conta_bem, l.tipo_bem, null::uuid as movimentacao_id, 1 as linha, null::uuid as bem_id,
      null::int as codigo_bem, null::int as estorna_ano, null::int as estorna_numero, l.categoria,
      null::text as conta_origem, null::uuid as user_id
    from l join (${eventos(clientId)}) ev
      on ev.evento = case when l.tipo_bem = 'intangivel' then 'amortizacao' else 'depreciacao' end
    where l.valor > 0`;
}

/** The month's depreciation events not yet reversed: their reversal (a depreciation month reversed or redone). */
function depreciacaoEstornoLines(clientId: string, m: MonthRef) {
  const last = new Date(Date.UTC(m.ano, m.mes, 0)).toISOString().slice(0, 10);
  return sql`
    select ${last}::date as data, 'estorno' as evento, l.natureza, l.credito as debito, l.debito as credito,
      l.valor, -l.efeito as efeito,
      'Estorno do lançamento ' || l.numero || '/' || l.ano || ' — ' || l.historico as historico,
      l.conta_bem, l.tipo_bem, null::uuid as movimentacao_id, 1 as linha, null::uuid as bem_id,
      null::int as codigo_bem, l.ano as estorna_ano, l.numero as estorna_numero, null::text as categoria,
      l.conta_origem, null::uuid as user_id
    from contabilidade_lancamentos l
    where l.client_id = ${clientId} and l.competencia_ano = ${m.ano} and l.competencia_mes = ${m.mes}
      and l.natureza in ('depreciacao', 'amortizacao') and l.estorna_numero is null
      and not exists (select 1 from contabilidade_lancamentos x where x.client_id = ${clientId}
        and x.estorna_ano = l.ano and x.estorna_numero = l.numero)`;
}

const ROLE_NAMES: Record<string, string> = {
  '[depreciacao]': 'de depreciação (ou amortização) acumulada',
  '[reducao]': 'de redução ao valor recuperável',
};

/**
 * 422 when a line's account is missing (its category lacks the account of that role): which category,
 * which account and for which event, so the accountant knows what to fill in.
 */
async function assertContas(db: Db, clientId: string, lines: SQL) {
  const missing = rows<{ categoria: string; evento: string; falta: string }>(
    await db.execute(sql`
      select l.categoria, l.evento, case when l.debito is null then ev.debito else ev.credito end as falta
      from (${lines}) l join (${eventos(clientId)}) ev on ev.evento = l.evento
      where l.debito is null or l.credito is null limit 1`),
  );
  const m = missing[0];
  if (m) throw contaFaltando(m.categoria, m.falta, m.evento);
}

export const contaFaltando = (categoria: string, papel: string, evento: string) =>
  new AppError(
    'UNPROCESSABLE',
    `A categoria "${categoria}" não tem a conta contábil ${ROLE_NAMES[papel] ?? papel} que o lançamento ` +
      `"${evento}" precisa: informe-a na categoria (Patrimônio › Categorias).`,
    { extra: { code: 'CONTA_CONTABIL_AUSENTE' } },
  );

/**
 * Inserts `lines` numbered after the client's last event of year `ano`, all or nothing; the count. Each
 * event names its user (decision 073): the line's own (the user who recorded the movement or the estorno),
 * else `userId` (who ran the month, or changed the asset's account).
 */
export async function insertLines(db: Db, clientId: string, m: MonthRef, userId: string | null, lines: SQL) {
  const result = await db.execute(sql`
    with l as materialized (${lines}),
    n as (select count(*)::int as c from l),
    seq as (
      insert into contabilidade_sequencias (client_id, ano, proximo)
      select ${clientId}::uuid, ${m.ano}::int, 1 + n.c from n where n.c > 0
      on conflict (client_id, ano) do update set proximo = contabilidade_sequencias.proximo + excluded.proximo - 1
      returning proximo - (select c from n) as base
    ),
    ins as (
      insert into contabilidade_lancamentos (client_id, ano, numero, competencia_ano, competencia_mes, data,
        evento, natureza, debito, credito, valor, efeito, historico, conta_bem, tipo_bem, movimentacao_id, linha,
        bem_id, codigo_bem, estorna_ano, estorna_numero, conta_origem, user_id)
      select ${clientId}::uuid, ${m.ano}::int,
        seq.base + (row_number() over (order by l.data, l.codigo_bem nulls first, l.conta_bem, l.linha, l.evento))::int - 1,
        ${m.ano}::int, ${m.mes}::int, l.data, l.evento, l.natureza, l.debito, l.credito, l.valor, l.efeito,
        l.historico, l.conta_bem, l.tipo_bem, l.movimentacao_id, l.linha, l.bem_id, l.codigo_bem,
        l.estorna_ano, l.estorna_numero, l.conta_origem, coalesce(l.user_id, ${userId}::uuid)
      from l cross join seq
      returning 1
    )
    select count(*)::int as n from ins`);
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0);
}

const monthEnd = (m: MonthRef) =>
  monthStartInstant(m.mes === 12 ? { ano: m.ano + 1, mes: 1 } : { ano: m.ano, mes: m.mes + 1 });

/** The month the client's events start (its opening balances), or null before its first month. */
export async function aberturaMes(db: ReadDb, clientId: string): Promise<MonthRef | null> {
  const r = rows<{ ano: number; mes: number }>(
    await db.execute(sql`select ano, mes from contabilidade_aberturas where client_id = ${clientId} limit 1`),
  );
  return r[0] ? { ano: Number(r[0].ano), mes: Number(r[0].mes) } : null;
}

/**
 * The events of a processed month, written in the run's transaction (after its items): the movements dated
 * from the client's first month up to this month's end that have none (a month skipped by the run has its
 * movements taken here), the estornos, then the month's depreciation and amortization. Before the first
 * month's events, nothing of the register was ever an event: the opening balance of each account is the
 * register's book value less what the events (and the later movements) did to it.
 */
export async function gerarLancamentos(db: Db, clientId: string, m: MonthRef, userId: string | null) {
  const first = (await aberturaMes(db, clientId)) ?? m;
  const from = monthStartInstant(monthIndex(first) <= monthIndex(m) ? first : m);
  const to = monthEnd(m);
  const mov = movementLines(clientId, from, to, m);
  const dep = depreciacaoLines(clientId, m);
  await assertContas(db, clientId, mov);
  await assertContas(db, clientId, dep);
  let n = await insertLines(db, clientId, m, userId, mov);
  n += await insertLines(db, clientId, m, userId, estornoLines(clientId, from, to));
  n += await insertLines(db, clientId, m, userId, dep);
  if (!(await aberturaMes(db, clientId))) await insertAberturas(db, clientId, m, to);
  return n;
}

/** The reversal of a month's depreciation events (its depreciation reversed, or redone). */
export const estornarDepreciacao = (db: Db, clientId: string, m: MonthRef, userId: string | null) =>
  insertLines(db, clientId, m, userId, depreciacaoEstornoLines(clientId, m));

/**
 * What each event did to the book value of each asset account: its own account, and for a transfer between
 * accounts the account it left too (the opposite of what it did to the one it entered).
 */
export const efeitosPorConta = (clientId: string) => sql`
  select conta_bem, tipo_bem, natureza, efeito, competencia_ano, competencia_mes
  from contabilidade_lancamentos where client_id = ${clientId}
  union all
  select conta_origem, tipo_bem, 'transferencia_saida', -efeito, competencia_ano, competencia_mes
  from contabilidade_lancamentos where client_id = ${clientId} and conta_origem is not null`;

/**
 * The opening balance of each asset account at the first month: the book value of the assets not written
 * off now, less what the events of this month and later did, less what the later movements (not yet
 * events) did, per account.
 */
async function insertAberturas(db: Db, clientId: string, m: MonthRef, to: Date) {
  await db.execute(sql`
    with reg as (
      select b.conta_contabil as conta_bem, min(cat.tipo_bem) as tipo_bem, sum(b.valor_atual) as valor
      from bens_patrimoniais b join categorias_bens cat on cat.id = b.categoria_id
      where b.client_id = ${clientId} and b.situacao <> 'baixado' group by b.conta_contabil
    ),
    ev as (
      select conta_bem, min(tipo_bem) as tipo_bem, sum(efeito) as valor from (${efeitosPorConta(clientId)}) e
      where competencia_ano * 12 + competencia_mes - 1 >= ${monthIndex(m)} group by conta_bem
    ),
    depois as (
      select conta_bem, min(tipo_bem) as tipo_bem, sum(efeito) as valor
      from (${movementLines(clientId, to, null, m)}) x group by conta_bem
    ),
    contas as (select conta_bem, tipo_bem from reg union select conta_bem, tipo_bem from ev
      union select conta_bem, tipo_bem from depois)
    insert into contabilidade_aberturas (client_id, conta_bem, tipo_bem, ano, mes, valor)
    select ${clientId}::uuid, c.conta_bem, min(c.tipo_bem), ${m.ano}::int, ${m.mes}::int,
      coalesce(min(reg.valor), 0) - coalesce(min(ev.valor), 0) - coalesce(min(depois.valor), 0)
    from contas c left join reg on reg.conta_bem = c.conta_bem left join ev on ev.conta_bem = c.conta_bem
      left join depois on depois.conta_bem = c.conta_bem
    group by c.conta_bem
    on conflict do nothing`);
}

/**
 * The refusal of a movement whose category lacks an account its events need (the table's `[depreciacao]`
 * or `[reducao]` for that category): 422 naming the category and the account. Null accounts never reach an
 * event: the run checks the same (`assertContas`) for what was registered before the category changed.
 */
export async function assertContasDoMovimento(
  db: ReadDb,
  clientId: string,
  categoriaId: string,
  evs: string[],
) {
  if (!evs.length) return;
  const missing = rows<{ nome: string; evento: string; falta: string }>(
    await db.execute(sql`
      select cat.nome, ev.evento, case
        when ev.debito = '[depreciacao]' and cat.conta_depreciacao is null then ev.debito
        when ev.credito = '[depreciacao]' and cat.conta_depreciacao is null then ev.credito
        when ev.debito = '[reducao]' and cat.conta_reducao is null then ev.debito
        when ev.credito = '[reducao]' and cat.conta_reducao is null then ev.credito end as falta
      from categorias_bens cat cross join (${eventos(clientId)}) ev
      where cat.id = ${categoriaId} and cat.client_id = ${clientId}
        and ev.evento in (${sql.join(
          evs.map((e) => sql`${e}`),
          sql`, `,
        )})
      order by ev.ordem`),
  );
  const m = missing.find((x) => x.falta);
  if (m) throw contaFaltando(m.nome, m.falta, m.evento);
}

/**
 * A transfer between accounts (an asset whose account changes, with its category or alone), written in the
 * transaction of the change: once the client's events have started, the asset's balance as accounting has
 * it (its book value less what its movements not yet written as events did) leaves the old account for
 * the new one, in the current month. Before the first month there is nothing to move: the opening balance
 * is taken by the accounts of that day.
 */
export async function transferirConta(
  db: Db,
  bem: { id: string; clientId: string; codigoBem: number; valorAtual: string; tipo: string },
  contas: { de: string; para: string },
  at: Date,
  userId: string | null,
) {
  const first = await aberturaMes(db, bem.clientId);
  if (!first || contas.de === contas.para) return 0;
  const m = brazilMonth(at);
  const line = sql`
    with pendente as (
      select coalesce(sum(efeito), 0) as v from (${movementLines(bem.clientId, monthStartInstant(first), null, m, bem.id)}) x
    ),
    saldo as (select ${bem.valorAtual}::numeric - pendente.v as v from pendente)
    select (${at}::timestamptz at time zone 'America/Sao_Paulo')::date as data, 'transferencia_conta' as evento,
      'transferencia_entrada' as natureza, ${contas.para}::text as debito, ${contas.de}::text as credito,
      saldo.v as valor, saldo.v as efeito,
      'Transferência do bem ' || ${bem.codigoBem}::int || ' da conta ' || ${contas.de}::text || ' para ' || ${contas.para}::text as historico,
      ${contas.para}::text as conta_bem, ${bem.tipo}::text as tipo_bem, null::uuid as movimentacao_id, 1 as linha,
      ${bem.id}::uuid as bem_id, ${bem.codigoBem}::int as codigo_bem, null::int as estorna_ano,
      null::int as estorna_numero, null::text as categoria, ${contas.de}::text as conta_origem,
      null::uuid as user_id
    from saldo where saldo.v > 0`;
  return insertLines(db, bem.clientId, m, userId, line);
}
