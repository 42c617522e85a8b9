import { sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../../db/client.js';
import type { MonthRef } from '../depreciacao/depreciacao.repository.js';
import { efeitosPorConta, incorporados, quotaContabil } from './lancamentos.repository.js';

/** Reads of the accounting events and the RMB (docs/domain.md, "Lançamentos contábeis e RMB"). */

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type LancamentoRow = {
  ano: number;
  numero: number;
  data: string;
  competencia_ano: number;
  competencia_mes: number;
  evento: string;
  natureza: string;
  debito: string;
  credito: string;
  valor: string;
  historico: string;
  conta_bem: string;
  tipo_bem: string;
  movimentacao_id: string | null;
  codigo_bem: number | null;
  estorna_ano: number | null;
  estorna_numero: number | null;
  conta_origem: string | null;
  estornado_ano: number | null;
  estornado_numero: number | null;
  user_id: string | null;
  user_nome: string | null;
  user_cpf: string | null;
};

const SELECT = sql`
  select l.ano, l.numero, l.data::text as data, l.competencia_ano, l.competencia_mes, l.evento, l.natureza,
    l.debito, l.credito, l.valor::text as valor, l.historico, l.conta_bem, l.tipo_bem, l.movimentacao_id,
    l.codigo_bem, l.estorna_ano, l.estorna_numero, l.conta_origem, r.ano as estornado_ano, r.numero as estornado_numero,
    l.user_id, u.fullname as user_nome, u.cpf as user_cpf
  from contabilidade_lancamentos l
  left join contabilidade_lancamentos r on r.client_id = l.client_id and r.estorna_ano = l.ano
    and r.estorna_numero = l.numero
  left join users u on u.id = l.user_id`;

const doMes = (clientId: string, m: MonthRef) =>
  sql`l.client_id = ${clientId} and l.competencia_ano = ${m.ano} and l.competencia_mes = ${m.mes}`;

/** A page of the month's events, in number order, with the month's count and debits total. */
export async function pageLancamentos(
  db: ReadDb,
  clientId: string,
  m: MonthRef,
  w: { limit: number; offset: number },
) {
  const [page, totals] = await Promise.all([
    db.execute(
      sql`${SELECT} where ${doMes(clientId, m)} order by l.ano, l.numero limit ${w.limit} offset ${w.offset}`,
    ),
    db.execute(sql`select count(*)::int as n, coalesce(sum(l.valor), 0)::text as valor
      from contabilidade_lancamentos l where ${doMes(clientId, m)}`),
  ]);
  const t = rows<{ n: number; valor: string }>(totals)[0]!;
  return { rows: rows<LancamentoRow>(page), total: Number(t.n), valor: t.valor };
}

/** Every event of the month, in number order (the export). */
export async function allLancamentos(db: ReadDb, clientId: string, m: MonthRef) {
  return rows<LancamentoRow>(
    await db.execute(sql`${SELECT} where ${doMes(clientId, m)} order by l.ano, l.numero`),
  );
}

export async function findLancamento(db: ReadDb, clientId: string, ano: number, numero: number) {
  const r = rows<LancamentoRow>(
    await db.execute(
      sql`${SELECT} where l.client_id = ${clientId} and l.ano = ${ano} and l.numero = ${numero}`,
    ),
  );
  return r[0] ?? null;
}

/** The assets of a depreciation or amortization event: the month's quotas of its account, by code. */
export async function bensDoLancamento(db: ReadDb, clientId: string, l: LancamentoRow) {
  return rows<{ codigo_bem: number; descricao: string; quota: string }>(
    await db.execute(sql`
      select * from (
      select i.codigo_bem, b.descricao, (${quotaContabil})::text as quota
      from depreciacoes_itens i
      join bens_patrimoniais b on b.client_id = i.client_id and b.codigo_bem = i.codigo_bem
      join categorias_bens cat on cat.id = i.categoria_id
      ${incorporados(clientId)}
      where i.client_id = ${clientId} and i.ano = ${l.competencia_ano} and i.mes = ${l.competencia_mes}
        and i.conta_contabil = ${l.conta_bem} and (i.quota > 0 or i.implantacao > 0)
        and (cat.tipo_bem = 'intangivel') = ${l.tipo_bem === 'intangivel'}
        and cat.conta_depreciacao = ${l.natureza === 'depreciacao' || l.natureza === 'amortizacao' ? l.credito : ''}
      ) x where x.quota::numeric > 0
      order by x.codigo_bem`),
  );
}

export type ExportacaoRow = { formato: string; sha256: string; quantidade: number; por: string; em: Date };

export async function insertExportacao(
  db: Db,
  e: { clientId: string; m: MonthRef; formato: string; sha256: string; quantidade: number; userId: string },
) {
  await db.execute(sql`
    insert into contabilidade_exportacoes (client_id, ano, mes, formato, sha256, quantidade, user_id)
    values (${e.clientId}, ${e.m.ano}, ${e.m.mes}, ${e.formato}, ${e.sha256}, ${e.quantidade}, ${e.userId})`);
}

export async function ultimaExportacao(db: ReadDb, clientId: string, m: MonthRef) {
  const r = rows<ExportacaoRow>(
    await db.execute(sql`
      select x.formato, x.sha256, x.quantidade, coalesce(u.fullname, u.username, '') as por, x.created_at as em
      from contabilidade_exportacoes x left join users u on u.id = x.user_id
      where x.client_id = ${clientId} and x.ano = ${m.ano} and x.mes = ${m.mes}
      order by x.created_at desc limit 1`),
  );
  return r[0] ?? null;
}

export type RmbRow = {
  conta_bem: string;
  tipo_bem: string;
  saldo_anterior: string;
  incorporacoes: string;
  transferencias_entrada: string;
  transferencias_saida: string;
  reavaliacoes: string;
  reducoes: string;
  baixas: string;
  depreciacao: string;
  saldo_final: string;
};

/**
 * The RMB of a month computed from the events: per asset account, the opening balance (the account's
 * opening at the client's first month plus every event of the earlier months), each column the sum of the
 * month's events of its nature (what they did to the book value), and the closing balance.
 */
export const rmbCalculado = (db: ReadDb, clientId: string, m: MonthRef) =>
  movimentacaoPorConta(db, clientId, m, m);

/**
 * The same statement over the months `de` to `ate` (the Modelo 12 and the yearly summary, decision 072):
 * the balance before `de`, each column the sum of the period's events of its nature, the balance at `ate`.
 */
export async function movimentacaoPorConta(
  db: ReadDb,
  clientId: string,
  de: MonthRef,
  ate: MonthRef,
): Promise<RmbRow[]> {
  const from = de.ano * 12 + de.mes - 1;
  const idx = ate.ano * 12 + ate.mes - 1;
  const inPeriod = sql`l.competencia_ano * 12 + l.competencia_mes - 1 between ${from} and ${idx}`;
  const col = (natureza: string) =>
    sql`coalesce(sum(l.efeito) filter (where ${inPeriod} and l.natureza = ${natureza}), 0)`;
  return rows<RmbRow>(
    await db.execute(sql`
      with contas as (
        select conta_bem, tipo_bem, valor from contabilidade_aberturas
        where client_id = ${clientId} and ano * 12 + mes - 1 <= ${idx}
        union all
        select distinct conta_bem, tipo_bem, 0 from (${efeitosPorConta(clientId)}) e
        where competencia_ano * 12 + competencia_mes - 1 <= ${idx}
      ),
      c as (select conta_bem, min(tipo_bem) as tipo_bem, sum(valor) as abertura from contas group by conta_bem),
      s as (
        select c.conta_bem, c.tipo_bem, c.abertura
          + coalesce(sum(l.efeito) filter (where l.competencia_ano * 12 + l.competencia_mes - 1 < ${from}), 0) as anterior,
          ${col('incorporacao')} as incorporacoes, ${col('transferencia_entrada')} as entrada,
          ${col('transferencia_saida')} as saida, ${col('reavaliacao')} as reavaliacoes,
          ${col('reducao')} as reducoes, ${col('baixa')} as baixas,
          coalesce(sum(l.efeito) filter (where ${inPeriod}
            and l.natureza in ('depreciacao', 'amortizacao')), 0) as depreciacao
        from c left join (${efeitosPorConta(clientId)}) l on l.conta_bem = c.conta_bem
          and l.competencia_ano * 12 + l.competencia_mes - 1 <= ${idx}
        group by c.conta_bem, c.tipo_bem, c.abertura
      )
      select conta_bem, tipo_bem, anterior::text as saldo_anterior, incorporacoes::text as incorporacoes,
        entrada::text as transferencias_entrada, saida::text as transferencias_saida,
        reavaliacoes::text as reavaliacoes, reducoes::text as reducoes, baixas::text as baixas,
        depreciacao::text as depreciacao,
        (anterior + incorporacoes + entrada + saida + reavaliacoes + reducoes + baixas + depreciacao)::text as saldo_final
      from s order by tipo_bem, conta_bem`),
  );
}

const RMB_COLUMNS = sql`conta_bem, tipo_bem, saldo_anterior::text as saldo_anterior,
  incorporacoes::text as incorporacoes, transferencias_entrada::text as transferencias_entrada,
  transferencias_saida::text as transferencias_saida, reavaliacoes::text as reavaliacoes,
  reducoes::text as reducoes, baixas::text as baixas, depreciacao::text as depreciacao,
  saldo_final::text as saldo_final`;

/** A closed month's stored RMB (empty when the month is not closed). */
export async function rmbGuardado(db: ReadDb, clientId: string, m: MonthRef): Promise<RmbRow[]> {
  return rows<RmbRow>(
    await db.execute(sql`select ${RMB_COLUMNS} from contabilidade_rmb
      where client_id = ${clientId} and ano = ${m.ano} and mes = ${m.mes} order by tipo_bem, conta_bem`),
  );
}

/** The close of a month stores its RMB as computed now; a reopening drops it. */
export async function guardarRmb(db: Db, clientId: string, m: MonthRef) {
  const linhas = await rmbCalculado(db, clientId, m);
  await apagarRmb(db, clientId, m);
  for (const l of linhas) {
    await db.execute(sql`
      insert into contabilidade_rmb (client_id, ano, mes, conta_bem, tipo_bem, saldo_anterior, incorporacoes,
        transferencias_entrada, transferencias_saida, reavaliacoes, reducoes, baixas, depreciacao, saldo_final)
      values (${clientId}, ${m.ano}, ${m.mes}, ${l.conta_bem}, ${l.tipo_bem}, ${l.saldo_anterior},
        ${l.incorporacoes}, ${l.transferencias_entrada}, ${l.transferencias_saida}, ${l.reavaliacoes},
        ${l.reducoes}, ${l.baixas}, ${l.depreciacao}, ${l.saldo_final})`);
  }
}

export const apagarRmb = (db: Db, clientId: string, m: MonthRef) =>
  db.execute(
    sql`delete from contabilidade_rmb where client_id = ${clientId} and ano = ${m.ano} and mes = ${m.mes}`,
  );

export async function clientName(db: ReadDb, clientId: string) {
  const r = rows<{ name: string }>(await db.execute(sql`select name from companies where id = ${clientId}`));
  return r[0]?.name ?? '';
}

/** Whether the month is processed (its events written) and whether it is closed. */
export async function estadoDoMes(db: ReadDb, clientId: string, m: MonthRef) {
  const r = rows<{ estado: string }>(
    await db.execute(sql`select estado from depreciacoes_meses
      where client_id = ${clientId} and ano = ${m.ano} and mes = ${m.mes}`),
  );
  return r[0]?.estado ?? null;
}

export type IntangivelIndefinidoRow = {
  id: string;
  codigo_bem: number;
  descricao: string;
  categoria: string;
  conta_contabil: string;
  data_incorporacao: string;
  valor_atual: string;
  ultima_reducao: string | null;
};

/**
 * The client's intangíveis of indefinite useful life not written off (decision 071), by code, each with the
 * Brasília date of its latest redução ao valor recuperável that no estorno reversed.
 */
export async function intangiveisIndefinidos(db: ReadDb, clientId: string) {
  return rows<IntangivelIndefinidoRow>(
    await db.execute(sql`
      select b.id, b.codigo_bem, b.descricao, cat.nome as categoria, b.conta_contabil,
        b.data_incorporacao::text as data_incorporacao, b.valor_atual::text as valor_atual,
        r.data::text as ultima_reducao
      from bens_patrimoniais b
      join categorias_bens cat on cat.id = b.categoria_id
      left join lateral (
        select (m.data at time zone 'America/Sao_Paulo')::date as data
        from movimentacoes_bens m join tipos_movimentacao t on t.id = m.tipo_movimentacao_id
        where m.client_id = ${clientId} and m.bem_id = b.id and t.efeito = 'reducao' and m.estorna_id is null
          and not exists (select 1 from movimentacoes_bens e where e.client_id = ${clientId} and e.estorna_id = m.id)
        order by m.data desc limit 1
      ) r on true
      where b.client_id = ${clientId} and b.vida_util_indefinida and b.situacao <> 'baixado'
      order by b.codigo_bem`),
  );
}
