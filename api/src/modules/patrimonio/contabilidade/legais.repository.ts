import { type SQL, sql } from 'drizzle-orm';
import type { ReadDb } from '../../../db/client.js';
import { type MonthRef, monthIndex, monthStartInstant } from '../depreciacao/depreciacao.repository.js';
import { aberturaMes, movementLines } from './lancamentos.repository.js';

/**
 * Reads of the legal reports (docs/domain.md, "Relatórios legais"; decision 072): each asset's position at
 * a processed month's end, per account and in code order, read a batch at a time.
 *
 * The position of an asset at the end of month m is its position now taken back by what came after m,
 * the same way the RMB's opening balance is the register less the later events (decision 065): its book
 * value now (zero once written off), less its movement events of later months, less its movements not yet
 * events, plus its depreciation quotas of later months. Summed per account, that is the RMB's closing
 * balance of m. Its accumulated depreciation is that of its item of m (or the latest before it); its
 * account at m is the one a later transfer between accounts took it from, else its account now.
 */

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type PosicaoBemRow = {
  codigo_bem: number;
  descricao: string;
  conta: string;
  tipo_bem: string;
  secretaria: string;
  setor: string | null;
  sala: string | null;
  responsavel: string | null;
  acumulada: string;
  liquido: string;
};

export type PosicaoContaRow = {
  conta: string;
  tipo_bem: string;
  quantidade: number;
  acumulada: string;
  liquido: string;
};

const idxOf = (alias: string, ano = 'ano', mes = 'mes') =>
  sql.raw(`${alias}.${ano} * 12 + ${alias}.${mes} - 1`);

const nextMonth = (m: MonthRef): MonthRef =>
  m.mes === 12 ? { ano: m.ano + 1, mes: 1 } : { ano: m.ano, mes: m.mes + 1 };

/** The assets of the client at month m's end, each with its account, accumulated depreciation and book value. */
async function posicaoSql(db: ReadDb, clientId: string, m: MonthRef) {
  const idx = monthIndex(m);
  const end = monthStartInstant(nextMonth(m));
  const first = (await aberturaMes(db, clientId)) ?? m;
  const later = sql`${idxOf('x', 'competencia_ano', 'competencia_mes')} > ${idx}`;
  /** A movement of the asset of this effect, not reversed, dated from m's end on. */
  const depois = (efeito: string) => sql`exists (select 1 from movimentacoes_bens mv
      join tipos_movimentacao t on t.id = mv.tipo_movimentacao_id
      where mv.client_id = ${clientId} and mv.bem_id = b.id and t.efeito = ${efeito} and mv.estorna_id is null
        and mv.data >= ${end}
        and not exists (select 1 from movimentacoes_bens e where e.client_id = ${clientId} and e.estorna_id = mv.id))`;
  return sql`
    select b.id, b.codigo_bem, b.descricao, cat.tipo_bem,
      coalesce((select x.conta_origem from contabilidade_lancamentos x
        where x.client_id = ${clientId} and x.bem_id = b.id and x.evento = 'transferencia_conta' and ${later}
        order by x.ano, x.numero limit 1), b.conta_contabil) as conta,
      sec.name as secretaria, setor.name as setor, sala.nome as sala, coalesce(srv.nome, b.responsavel) as responsavel,
      coalesce((select i.depreciacao_acumulada from depreciacoes_itens i
        where i.client_id = ${clientId} and i.codigo_bem = b.codigo_bem and ${idxOf('i')} <= ${idx}
        order by i.ano desc, i.mes desc limit 1), 0) as acumulada,
      case when b.situacao = 'baixado' then 0 else b.valor_atual end
        - coalesce((select sum(x.efeito) from contabilidade_lancamentos x
            where x.client_id = ${clientId} and x.bem_id = b.id and ${later}
              and x.natureza not in ('transferencia_entrada', 'transferencia_saida')), 0)
        - coalesce((select sum(p.efeito) from (${movementLines(clientId, monthStartInstant(first), null, m, sql`b.id`)}) p), 0)
        + coalesce((select sum(i.quota + case when i.implantacao > 0 and exists (
              select 1 from contabilidade_lancamentos y where y.client_id = ${clientId} and y.bem_id = b.id
                and y.natureza = 'incorporacao') then i.implantacao else 0 end)
            from depreciacoes_itens i
            where i.client_id = ${clientId} and i.codigo_bem = b.codigo_bem and ${idxOf('i')} > ${idx}), 0) as liquido
    from bens_patrimoniais b
    join categorias_bens cat on cat.id = b.categoria_id
    join companies sec on sec.id = b.secretaria_id
    left join companies setor on setor.id = b.setor_id
    left join salas sala on sala.id = b.sala_id
    left join servidores srv on srv.id = b.responsavel_id
    where b.client_id = ${clientId}
      and not ${depois('incorporacao')}
      and (b.situacao <> 'baixado' or ${depois('baixa')})`;
}

/** The assets whose account at m is not their account now: those a later transfer moved. */
const transferidos = (clientId: string, m: MonthRef) => sql`(select x.bem_id from contabilidade_lancamentos x
  where x.client_id = ${clientId} and x.evento = 'transferencia_conta'
    and ${idxOf('x', 'competencia_ano', 'competencia_mes')} > ${monthIndex(m)})`;

/** Per account at m's end: how many assets, their accumulated depreciation and book value (one pass). */
export async function posicaoPorContaNoMes(db: ReadDb, clientId: string, m: MonthRef) {
  const pos = await posicaoSql(db, clientId, m);
  return rows<PosicaoContaRow>(
    await db.execute(sql`
      select p.conta, min(p.tipo_bem) as tipo_bem, count(*)::int as quantidade,
        sum(p.acumulada)::text as acumulada, sum(p.liquido)::text as liquido
      from (${pos}) p group by p.conta
      order by case min(p.tipo_bem) when 'movel' then 1 when 'imovel' then 2 else 3 end, p.conta`),
  );
}

/** A batch of an account's assets at m's end, in code order after `after` (keyset: never an offset). */
export async function posicaoBatch(
  db: ReadDb,
  clientId: string,
  m: MonthRef,
  conta: string,
  after: number | null,
  limit: number,
) {
  const pos = await posicaoSql(db, clientId, m);
  const scope: SQL = sql`(b.conta_contabil = ${conta} or b.id in ${transferidos(clientId, m)})`;
  return rows<PosicaoBemRow>(
    await db.execute(sql`
      select p.codigo_bem, p.descricao, p.conta, p.tipo_bem, p.secretaria, p.setor, p.sala, p.responsavel,
        p.acumulada::text as acumulada, p.liquido::text as liquido
      from (${pos} and ${scope} ${after === null ? sql`` : sql`and b.codigo_bem > ${after}`}
        order by b.codigo_bem) p
      where p.conta = ${conta}
      order by p.codigo_bem limit ${limit}`),
  );
}

export type CategoriaMetodoRow = {
  nome: string;
  tipo_bem: string;
  conta_contabil: string;
  depreciavel: boolean;
  vida_util_anos: number | null;
  valor_residual_percentual: string | null;
};

/** The client's categories with what their depreciation uses: the methods of the notes. */
export async function metodosDasCategorias(db: ReadDb, clientId: string) {
  return rows<CategoriaMetodoRow>(
    await db.execute(sql`
      select nome, tipo_bem, conta_contabil, depreciavel, vida_util_anos,
        valor_residual_percentual::text as valor_residual_percentual
      from categorias_bens where client_id = ${clientId}
      order by case tipo_bem when 'movel' then 1 when 'imovel' then 2 else 3 end, conta_contabil, nome`),
  );
}

/** The processed months of a year (ano, mes, estado), in order. */
export async function mesesDoAno(db: ReadDb, clientId: string, ano: number) {
  return rows<{ mes: number; estado: string }>(
    await db.execute(sql`select mes, estado from depreciacoes_meses
      where client_id = ${clientId} and ano = ${ano} order by mes`),
  ).map((r) => ({ mes: Number(r.mes), estado: r.estado }));
}
