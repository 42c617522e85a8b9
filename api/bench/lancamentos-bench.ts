/**
 * A month's accounting events and RMB at scale (decision 065), on PostgreSQL: fills a database with the asset
 * generator of the list's benchmark (generate-assets.ts; half the assets are the Prefeitura's), gives 10 % of
 * the Prefeitura's assets a revaluation in the month (so the month has movements to write), and measures, in
 * the run's own transaction:
 *
 * - the depreciation run's statements (items, accounts, month) — the baseline the events are added to;
 * - `gerarLancamentos`: the month's movements, estornos and depreciation per account, numbered, with the
 *   refusal's check and the opening balances (the client's first month: the heaviest);
 * then, committed: the RMB computed from the events (`rmbCalculado`), the month's events read whole (the
 * export's read) and the assets of the largest depreciation event (the breakdown).
 *
 * Run: `pnpm --filter @gp/api bench:lancamentos`. Options: --assets=N (default 100000; 1000000 is the
 * target, minutes to generate on a quiet machine). BENCH_PG_URL: the PostgreSQL admin database. Cleans up
 * after itself.
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../src/db/seed.js';
import { brazilMonth } from '../src/lib/brazil-time.js';
import {
  allLancamentos,
  bensDoLancamento,
  rmbCalculado,
} from '../src/modules/patrimonio/contabilidade/contabilidade.repository.js';
import { gerarLancamentos } from '../src/modules/patrimonio/contabilidade/lancamentos.repository.js';
import {
  analyzeItens,
  insertContas,
  insertMes,
  monthStartInstant,
  runItens,
} from '../src/modules/patrimonio/depreciacao/depreciacao.repository.js';
import { benchPostgres, demoPrefeitura, logMachine, option, runBench } from './bench-support.js';
import { generateAssets } from './generate-assets.js';

const ASSETS = option('assets', 100_000);
const s = (ms: number) => (ms / 1000).toFixed(2);

runBench(async () => {
  logMachine();
  const database = await benchPostgres();
  const db = database.db;
  await seedDemo(db);
  const t0 = performance.now();
  const generated = await generateAssets(db, { assets: ASSETS, log: (l) => console.log(`  ${l}`) });
  console.log(`gerados ${generated.assets.toLocaleString('pt-BR')} bens em ${s(performance.now() - t0)} s`);
  const { id: clientId } = await demoPrefeitura(database);
  const m = brazilMonth(new Date());
  const day = new Date(monthStartInstant(m).getTime() + 2 * 86_400_000);
  await db.execute(sql`
    insert into depreciacoes_configuracoes (client_id, primeiro_mes, implantacao_ano, implantacao_mes)
    values (${clientId}, 'integral', ${m.ano}, ${m.mes})
    on conflict (client_id) do update set implantacao_ano = excluded.implantacao_ano, implantacao_mes = excluded.implantacao_mes`);
  // A revaluation of one asset in ten, in the month: movements for the month's events.
  await db.execute(sql`
    insert into movimentacoes_bens (client_id, bem_id, codigo_bem, data, tipo_movimentacao_id, tipo_incorporacao_id,
      conta_contabil, valor, secretaria_id, setor_id, secretaria_anterior_id, setor_anterior_id, situacao_anterior,
      situacao, valor_anterior)
    select b.client_id, b.id, b.codigo_bem, ${day}, 5, b.tipo_incorporacao_id, 123110101,
      round(b.valor_atual * 1.10, 2), b.secretaria_id, b.setor_id, b.secretaria_id, b.setor_id, b.situacao,
      b.situacao, b.valor_atual
    from bens_patrimoniais b where b.client_id = ${clientId} and b.codigo_bem % 10 = 0 and b.situacao <> 'baixado'`);
  await db.execute(sql`vacuum analyze movimentacoes_bens`);
  const [{ n: bens }] = (
    (await db.execute(
      sql`select count(*)::int as n from bens_patrimoniais where client_id = ${clientId}`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows as [{ n: number }];
  console.log(`Prefeitura: ${Number(bens).toLocaleString('pt-BR')} bens; mês ${m.mes}/${m.ano}`);

  let runMs = 0;
  let eventsMs = 0;
  let count = 0;
  await db.transaction(async (tx) => {
    const a = performance.now();
    await runItens(tx, { clientId, mes: m, anterior: null, proRata: false });
    await analyzeItens(tx);
    await insertContas(tx, clientId, m);
    await insertMes(tx, clientId, m, '00000000-0000-4000-8000-000000000000');
    runMs = performance.now() - a;
    const b = performance.now();
    count = await gerarLancamentos(tx, clientId, m, null);
    eventsMs = performance.now() - b;
  });
  console.log(`depreciação do mês (itens, contas, mês): ${s(runMs)} s`);
  console.log(`lançamentos do mês (${count.toLocaleString('pt-BR')} lançamentos): ${s(eventsMs)} s`);

  const r0 = performance.now();
  const rmb = await rmbCalculado(db, clientId, m);
  console.log(`RMB do mês (${rmb.length} contas): ${s(performance.now() - r0)} s`);
  const e0 = performance.now();
  const all = await allLancamentos(db, clientId, m);
  console.log(
    `leitura dos lançamentos para exportar (${all.length.toLocaleString('pt-BR')}): ${s(performance.now() - e0)} s`,
  );
  const maior = all
    .filter((l) => l.natureza === 'depreciacao')
    .sort((x, y) => Number(y.valor) - Number(x.valor))[0];
  if (maior) {
    const b0 = performance.now();
    const bensDoMaior = await bensDoLancamento(db, clientId, maior);
    console.log(
      `bens do maior lançamento de depreciação (${bensDoMaior.length.toLocaleString('pt-BR')} bens): ${s(performance.now() - b0)} s`,
    );
  }
  const total = eventsMs + (performance.now() - r0);
  console.log(`lançamentos + RMB: ${s(total)} s a ${Number(bens).toLocaleString('pt-BR')} bens`);
});
