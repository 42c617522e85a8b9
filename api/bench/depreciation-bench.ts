/**
 * The monthly depreciation at scale (decision 019): fills a database with the asset generator of the list's
 * benchmark (generate-assets.ts; half the assets are the Prefeitura's), starts the API on it and measures:
 *
 * - one month's run through the API (POST processar → 202, then GET the months until it is processed),
 *   the Prefeitura's first run, with every asset entering with its implantação balance (the heaviest run),
 *   after a VACUUM and a CHECKPOINT (a monthly run does not follow another heavy write);
 * - its reversal (POST estornar, synchronous), and the run again right after it;
 * - a month after the implantação: the implantação moved one month back, that month run, then the current
 *   one right after it (the dead rows of the runs before still there), and again after a VACUUM and a
 *   CHECKPOINT (what autovacuum and the server leave between two monthly runs);
 * - the same work sent straight to the database in a transaction rolled back: the core statement alone
 *   (the INSERT … SELECT of the month's items, without moving the assets' values) and all the run's
 *   statements (the items written and applied in one statement, then the accounts' and the month's rows);
 * - p50/p95 of GET .../itens (page 1, a deep page, search by code and by text, one account) and of
 *   GET .../contas and of one asset's history (GET .../bem/{id}) over real HTTP.
 *
 * With --fila only the queue's share of a month is measured (decision 033): the same month run by the
 * depreciation job's own handler called directly (no queue) and through the job (POST processar → 202,
 * then GET /trabalhos/{id} every 20 ms until concluído), alternated, each after a VACUUM and a CHECKPOINT
 * and reversed after; it prints both figures, their medians and the overhead %, and the queue's own part
 * read from the jobs table (enqueue → start). --fila-runs=N pairs (default 2).
 *
 * The server runs in this process (as bench:assets: PGlite is in-process). Run:
 * `pnpm --filter @gp/api bench:depreciation`. Options: --assets=N (default 1000000), --runs=N (measured
 * calls per query, default 40), --pglite (also on PGlite, --pglite-assets=N, default 100000),
 * --no-postgres, --template=DB (PostgreSQL: copy the already generated database DB instead of generating;
 * the copy takes seconds where a million assets take minutes). BENCH_PG_URL: the PostgreSQL admin
 * database. Cleans up after itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';
import { brazilMonth } from '../src/lib/brazil-time.js';
import {
  insertContas,
  insertItens,
  insertMes,
  runItens,
} from '../src/modules/patrimonio/depreciacao/depreciacao.repository.js';
import { createDepreciacaoService } from '../src/modules/patrimonio/depreciacao/depreciacao.service.js';
import type { JobContext, JobKind, JobRunner } from '../src/modules/trabalhos/trabalhos.runner.js';
import { createPgDatabase } from '../test/support/pg-database.js';
import { startBenchServer } from './bench-server.js';
import { args, cleanup, cleanups, flag, option, PG_ADMIN_URL, runBench } from './bench-support.js';
import { generateAssets } from './generate-assets.js';
import { measure as measureTimes } from './measure.js';

const PG_ASSETS = option('assets', 1_000_000);
const PGLITE_ASSETS = option('pglite-assets', 100_000);
const RUNS = option('runs', 40);
const FILA_RUNS = option('fila-runs', 2);
const WARMUP = 5;
const TEMPLATE = args.find((a) => a.startsWith('--template='))?.split('=')[1];
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 3600);

const s = (x: number) => (x / 1000).toFixed(2);
const ms = (x: number) => x.toFixed(1);

/** Thrown inside a transaction to roll back what was measured. */
class Rollback extends Error {}

/** The clients of a copied database and their asset counts. */
async function copiedClients(db: Database['db']) {
  const result = await db.execute(sql`
    select c.id, c.name, (select count(*)::int from bens_patrimoniais b where b.client_id = c.id) as assets
    from companies c where c.is_client order by c.name`);
  return (result as unknown as { rows: { id: string; name: string; assets: number }[] }).rows;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read as the bench's other calls read it.
type Call = (method: string, path: string, body?: unknown) => Promise<any>;
const filaResults: ({ kind: string; assets: number } & Awaited<ReturnType<typeof queueShare>>)[] = [];

/**
 * The queue's share of a month's run: the depreciation job's handler called directly (the kind's own
 * definition, captured from the service, with a context that records nothing) against the same month
 * through the job, alternated, each after `settle` and reversed after. The actor of the direct run is the
 * one the first job stored in its params (the bench's admin, as the route builds it).
 */
async function queueShare(database: Database, call: Call, m: { ano: number; mes: number }) {
  const db = database.db;
  let handler: JobKind['handler'] | null = null;
  const capture = {
    define: (_kind: string, def: JobKind) => {
      handler = def.handler;
    },
  };
  createDepreciacaoService(db, capture as unknown as JobRunner);
  if (!handler) throw new Error('o tipo depreciacao não foi definido');
  const runHandler = handler as JobKind['handler'];
  const settle = async () => {
    await db.execute(sql`vacuum (analyze) bens_patrimoniais, depreciacoes_itens`);
    await db.execute(sql`checkpoint`);
  };
  let params: Record<string, unknown> | null = null;
  let clientId: string | null = null;
  const viaJob = async () => {
    const t0 = performance.now();
    const { trabalho_id: id } = await call('POST', '/patrimonio/depreciacao/processar', {
      ...m,
      confirmado: true,
    });
    for (;;) {
      const job = await call('GET', `/trabalhos/${id}`);
      if (job.estado === 'concluido') break;
      if (job.estado !== 'na_fila' && job.estado !== 'executando')
        throw new Error(`o trabalho terminou ${job.estado}: ${job.erro}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const wall = performance.now() - t0;
    const [row] = (
      (await db.execute(sql`
      select params, client_id, extract(epoch from started_at - created_at) * 1000 as espera,
             extract(epoch from finished_at - started_at) * 1000 as execucao
      from jobs where id = ${id}`)) as unknown as {
        rows: { params: Record<string, unknown>; client_id: string; espera: number; execucao: number }[];
      }
    ).rows;
    if (!row) throw new Error('trabalho sem linha');
    params = row.params;
    clientId = row.client_id;
    return { wall, espera: Number(row.espera), execucao: Number(row.execucao) };
  };
  const direct = async () => {
    if (!params) throw new Error('sem o ator do primeiro trabalho');
    const ctx: JobContext = {
      id: '00000000-0000-4000-8000-000000000000',
      params,
      clientId,
      userId: null,
      requestId: null,
      progress: () => undefined,
      throwIfCancelled: async () => undefined,
    };
    const t0 = performance.now();
    await runHandler(ctx);
    return performance.now() - t0;
  };
  const estornar = () => call('POST', '/patrimonio/depreciacao/estornar', m);
  const jobs: { wall: number; espera: number; execucao: number }[] = [];
  const directs: number[] = [];
  // The order alternates within each pair (job then direct, then direct then job) so that neither always
  // comes first after the settle.
  for (let i = 0; i < FILA_RUNS; i++) {
    const order = i % 2 === 0 ? (['job', 'direct'] as const) : (['direct', 'job'] as const);
    let j = { wall: 0, espera: 0, execucao: 0 };
    let d = 0;
    for (const what of order) {
      await settle();
      if (what === 'job') j = await viaJob();
      else d = await direct();
      await estornar();
    }
    jobs.push(j);
    directs.push(d);
    console.log(
      `  par ${i + 1}: pelo trabalho ${s(j.wall)} s (fila até o início ${ms(j.espera)} ms, execução ${s(j.execucao)} s, ` +
        `a fila e a espera da resposta ${ms(j.wall - j.execucao)} ms); direto ${s(d)} s`,
    );
  }
  const jobMedian = median(jobs.map((j) => j.wall));
  const directMedian = median(directs);
  const overhead = ((jobMedian - directMedian) / directMedian) * 100;
  // What the queue adds around the run itself, whatever the run's own time did between two runs.
  const queueMs = median(jobs.map((j) => j.wall - j.execucao));
  const queueShare = (queueMs / directMedian) * 100;
  console.log(
    `  mediana: direto ${s(directMedian)} s, pelo trabalho ${s(jobMedian)} s (${overhead.toFixed(1)} %); ` +
      `a parte da fila (do POST ao concluído, menos a execução): ${ms(queueMs)} ms = ${queueShare.toFixed(2)} % do direto`,
  );
  return { directs, jobs, directMedian, jobMedian, overhead, queueMs, queueShare };
}

async function benchDatabase(kind: 'postgres' | 'pglite', assets: number) {
  console.log(
    kind === 'postgres' && TEMPLATE
      ? `\n=== PostgreSQL: cópia de ${TEMPLATE} ===`
      : `\n=== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: gerando ${assets.toLocaleString('pt-BR')} bens ===`,
  );
  let database: Database;
  if (kind === 'postgres') {
    const created = await createPgDatabase(
      PG_ADMIN_URL,
      `gp_bench_${randomBytes(4).toString('hex')}`,
      TEMPLATE,
    );
    cleanups.push(created.drop);
    database = await openPostgres(created.url, 10);
    cleanups.push(() => database.close());
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'gp-bench-pglite-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    database = await openPglite(await PGlite.create(dir));
    cleanups.push(() => database.close());
  }
  const clients =
    kind === 'postgres' && TEMPLATE
      ? await copiedClients(database.db)
      : await seedDemo(database.db).then(async () => {
          const generated = await generateAssets(database.db, {
            assets,
            log: (line) => console.log(`  ${line}`),
          });
          return generated.clients;
        });
  const client = clients.find((c) => c.name.includes('Prefeitura'));
  if (!client) throw new Error('Prefeitura não encontrada');
  console.log(`  Prefeitura: ${client.assets.toLocaleString('pt-BR')} bens`);

  const { base, headers } = await startBenchServer(database, cleanups);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text || 'null');
  };
  // The current month (its exercício is open in the demo data) is the implantação month: every asset in
  // use before it enters the run with its accumulated depreciation computed from its start of use.
  const m = brazilMonth(new Date());
  await call('PUT', '/patrimonio/depreciacao/configuracao', { primeiro_mes: 'integral', implantacao: m });

  const runViaApi = async (month = m) => {
    const t0 = performance.now();
    await call('POST', '/patrimonio/depreciacao/processar', { ...month, confirmado: true });
    for (;;) {
      const months = await call('GET', `/patrimonio/depreciacao?ano=${month.ano}`);
      const mes = months.meses[month.mes - 1];
      if (mes.estado === 'processado') return { ms: performance.now() - t0, mes };
      if (mes.estado === 'nao_processado') throw new Error(`a execução falhou: ${mes.erro}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const db = database.db;
  if (flag('fila')) {
    filaResults.push({ kind, assets: client.assets, ...(await queueShare(database, call, m)) });
    await cleanup();
    return null;
  }
  const rolledBack = async (work: (tx: typeof db) => Promise<void>) => {
    let took = 0;
    await db
      .transaction(async (tx) => {
        const t0 = performance.now();
        await work(tx as typeof db);
        took = performance.now() - t0;
        throw new Rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
    return took;
  };
  const args0 = { clientId: client.id, mes: m, anterior: null, proRata: false };
  const coreSql = () => rolledBack(async (tx) => void (await insertItens(tx, args0)));
  const allSql = () =>
    rolledBack(async (tx) => {
      await runItens(tx, args0);
      await insertContas(tx, client.id, m);
      await insertMes(tx, client.id, m, '00000000-0000-4000-8000-000000000000');
    });

  // A month's run comes weeks after the last heavy write: `settle` clears the dead rows the benchmark's own
  // rolled-back statements leave (what autovacuum does between two months) and writes out what earlier
  // steps left dirty (what the server's checkpoints do in the meantime), so a measured run does not pay for
  // the writes of the step before it. The runs measured "right after" another one skip it on purpose.
  const settle = async () => {
    await db.execute(sql`vacuum (analyze) bens_patrimoniais, depreciacoes_itens`);
    await db.execute(sql`checkpoint`);
  };
  // Warm the caches once with the bare statement, then: SQL alone (twice), every statement of the run (all
  // rolled back). Then the run through the API, its reversal, and the run again at once (the reversed
  // month's dead rows still there, as when an accountant reverses and reprocesses).
  await coreSql();
  const core1 = await coreSql();
  const core2 = await coreSql();
  const all1 = await allSql();
  await settle();
  const api1 = await runViaApi();
  const t0 = performance.now();
  await call('POST', '/patrimonio/depreciacao/estornar', m);
  const estorno = performance.now() - t0;
  const api2 = await runViaApi();
  // The month after the implantação: what every later month costs. The current month cannot be followed
  // (a month not yet begun is refused), so the implantação moves back one month, in the same exercício
  // (not measured in January).
  let regular: { implantacao: number; mes: number; vacuumed: number; moved: number } | null = null;
  if (m.mes > 1) {
    const previous = { ano: m.ano, mes: m.mes - 1 };
    await call('POST', '/patrimonio/depreciacao/estornar', m);
    await call('PUT', '/patrimonio/depreciacao/configuracao', {
      primeiro_mes: 'integral',
      implantacao: previous,
    });
    const first = await runViaApi(previous);
    const next = await runViaApi(m);
    // Right after the implantação the tables still hold the dead rows of every run and reversal before it
    // (a client catching up months at once). A month later autovacuum has cleared them: the same month
    // again, reversed and run after a VACUUM, is what a client's monthly run costs.
    await call('POST', '/patrimonio/depreciacao/estornar', m);
    await settle();
    const monthly = await runViaApi(m);
    regular = { implantacao: first.ms, mes: next.ms, vacuumed: monthly.ms, moved: next.mes.quantidade_bens };
    console.log(
      `  mês seguinte ao da implantação: ${s(next.ms)} s logo depois dela, ${s(monthly.ms)} s após um VACUUM ` +
        `(${next.mes.quantidade_bens.toLocaleString('pt-BR')} bens com quota); ` +
        `a implantação em ${previous.mes}/${previous.ano}: ${s(first.ms)} s`,
    );
  }
  const coreMs = Math.min(core1, core2);
  const apiMs = api1.ms;
  const rerunMs = api2.ms;
  console.log(
    `  execução pela API: ${s(api1.ms)} s, e ${s(api2.ms)} s logo após o estorno; comando principal sozinho: ${s(core1)} s e ${s(core2)} s; ` +
      `todos os comandos: ${s(all1)} s; estorno: ${s(estorno)} s; ${api1.mes.quantidade_bens.toLocaleString('pt-BR')} bens com quota, ` +
      `depreciado ${api1.mes.valor_depreciado}, implantação ${api1.mes.valor_implantacao}`,
  );

  const itemsUrl = `/patrimonio/depreciacao/${m.mes}/${m.ano}/itens`;
  const firstPage = await call('GET', `${itemsUrl}?limit=10`);
  const total = firstPage.total as number;
  const deep = Math.max(2, Math.min(10_000, Math.floor(total / 10 / 2)));
  const sample = firstPage.data[0];
  const cases: [string, string][] = [
    ['itens: página 1', `${itemsUrl}?limit=10`],
    [`itens: página ${deep}`, `${itemsUrl}?limit=10&page=${deep}`],
    ['itens: busca código', `${itemsUrl}?limit=10&search=${Math.floor(total / 2)}`],
    ['itens: busca "notebook"', `${itemsUrl}?limit=10&search=notebook`],
    ['itens: conta', `${itemsUrl}?limit=10&conta_contabil=${encodeURIComponent(sample.conta_contabil)}`],
    ['itens: página 1 desc.', `${itemsUrl}?limit=10&order=desc`],
    ['contas', `/patrimonio/depreciacao/${m.mes}/${m.ano}/contas`],
    ['posição', `/patrimonio/depreciacao/posicao?mes=${m.mes}&ano=${m.ano}&limit=10`],
    ['meses do ano', `/patrimonio/depreciacao?ano=${m.ano}`],
    ['histórico de um bem', `/patrimonio/depreciacao/bem/${sample.bem_id}`],
  ];
  const rows: { name: string; p50: number; p95: number }[] = [];
  for (const [name, url] of cases) {
    const r = await measureTimes(() => call('GET', url), { warmup: WARMUP, runs: RUNS });
    rows.push({ name, ...r });
    console.log(`  ${name}: p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms`);
  }
  const previsao = performance.now();
  await call('GET', '/patrimonio/depreciacao/previsao');
  const previsaoMs = performance.now() - previsao;
  const exportStart = performance.now();
  const csv = await fetch(`${base}${itemsUrl}/exportar?formato=csv`, { headers });
  const csvBytes = (await csv.arrayBuffer()).byteLength;
  const csvMs = performance.now() - exportStart;
  const xlsxStart = performance.now();
  const xlsx = await fetch(`${base}${itemsUrl}/exportar?formato=xlsx`, { headers });
  // The file goes out as it is compressed: the first bytes, then the whole.
  const reader = (xlsx.body as ReadableStream<Uint8Array>).getReader();
  let xlsxBytes = 0;
  let xlsxFirstMs = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!xlsxBytes) xlsxFirstMs = performance.now() - xlsxStart;
    xlsxBytes += chunk.value.byteLength;
  }
  const xlsxMs = performance.now() - xlsxStart;
  console.log(
    `  previsão (12 meses): ${s(previsaoMs)} s; exportação CSV ${s(csvMs)} s (${(csvBytes / 1e6).toFixed(1)} MB), ` +
      `XLSX ${s(xlsxMs)} s (${(xlsxBytes / 1e6).toFixed(1)} MB; primeiro byte em ${s(xlsxFirstMs)} s)`,
  );
  await cleanup();
  return { kind, client, apiMs, rerunMs, regular, coreMs, all1, estorno, rows, previsaoMs, csvMs, xlsxMs };
}

async function main() {
  console.log(
    `Máquina: ${cpus().length} núcleos, Node ${process.version}, carga média ${loadavg()[0]?.toFixed(1)}`,
  );
  const results = [];
  if (!flag('no-postgres')) results.push(await benchDatabase('postgres', PG_ASSETS));
  if (flag('pglite')) results.push(await benchDatabase('pglite', PGLITE_ASSETS));
  for (const f of filaResults) {
    console.log(
      `\n${f.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} — ${f.assets.toLocaleString('pt-BR')} bens da Prefeitura: um mês direto × pelo trabalho`,
    );
    console.log(
      '| direto | pelo trabalho | acréscimo (medianas) | parte da fila | parte da fila / direto |\n|---:|---:|---:|---:|---:|',
    );
    console.log(
      `| ${f.directs.map(s).join(' / ')} s | ${f.jobs.map((j) => s(j.wall)).join(' / ')} s | ${f.overhead.toFixed(1)} % | ${ms(f.queueMs)} ms | ${f.queueShare.toFixed(2)} % |`,
    );
  }
  for (const r of results) {
    if (!r) continue;
    console.log(
      `\n${r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} — ${r.client.assets.toLocaleString('pt-BR')} bens da Prefeitura`,
    );
    console.log(
      `| execução pela API | de novo após o estorno | mês seguinte | mês seguinte após VACUUM | comando principal | API/SQL | todos os comandos | API/todos | estorno | previsão | CSV | XLSX |\n` +
        `|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n` +
        `| ${s(r.apiMs)} s | ${s(r.rerunMs)} s | ${r.regular ? `${s(r.regular.mes)} s` : '—'} | ${r.regular ? `${s(r.regular.vacuumed)} s` : '—'} | ${s(r.coreMs)} s | ${(r.apiMs / r.coreMs).toFixed(2)}× | ${s(r.all1)} s | ${(r.apiMs / r.all1).toFixed(2)}× | ${s(r.estorno)} s | ${s(r.previsaoMs)} s | ${s(r.csvMs)} s | ${s(r.xlsxMs)} s |`,
    );
    console.log('| consulta | p50 (ms) | p95 (ms) |\n|---|---:|---:|');
    for (const row of r.rows) console.log(`| ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} |`);
  }
}

runBench(main, TIMEOUT_S);
