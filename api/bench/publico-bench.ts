/**
 * The public transparency area at scale: fills a PostgreSQL database with 50,000 assets of one entity
 * (the asset generator of bench/generate-assets.ts, 100,000 assets over the demo's two clients), starts
 * the API on it and measures over real HTTP, with no token, p50/p95 of the entity's list (page 1, a deep
 * page, the sorts, each filter, the search), its filter options, an asset's card, and the time to the first
 * byte (and to the last) of the 50,000-row CSV and JSON downloads. Targets: p95 < 100 ms per call, first
 * byte of the CSV < 1 s.
 *
 * Run: `pnpm --filter @gp/api bench:publico`. Options: --assets=N (assets of the entity, default 50000),
 * --runs=N (measured calls per case, default 40). BENCH_PG_URL: the PostgreSQL admin database (default
 * postgres://postgres@127.0.0.1:5432/postgres). Cleans up: bench database dropped, server closed.
 */
import { completeCnpj } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../src/db/seed.js';
import { startBenchServer } from './bench-server.js';
import { benchPostgres, cleanups, logMachine, option, runBench } from './bench-support.js';
import { generateAssets } from './generate-assets.js';
import { measure } from './measure.js';

const ASSETS = option('assets', 50_000);
const RUNS = option('runs', 40);
const WARMUP = 5;
const TARGET_MS = 100;
const TARGET_TTFB_MS = 1000;
/** The demo Prefeitura's CNPJ (api/src/db/seed.ts). */
const CNPJ = completeCnpj('123456780001');

const ms = (x: number) => x.toFixed(1);

/** A download read to its end: the time to its first byte and to its last, and its size in lines. */
async function download(url: string) {
  const t0 = performance.now();
  const res = await fetch(url);
  if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status}`);
  const reader = res.body.getReader();
  let first = Number.NaN;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(first)) first = performance.now() - t0;
    bytes += value.length;
    for (const b of value) if (b === 10) lines++;
  }
  return { ttfb: first, total: performance.now() - t0, bytes, lines };
}

async function main() {
  logMachine();
  const database = await benchPostgres();
  await seedDemo(database.db);
  console.log(`\n=== PostgreSQL: gerando ${(ASSETS * 2).toLocaleString('pt-BR')} bens (2 clientes) ===`);
  const generated = await generateAssets(database.db, {
    assets: ASSETS * 2,
    log: (l) => console.log(`  ${l}`),
  });
  const client = generated.clients.find((c) => c.name.includes('Prefeitura'));
  if (!client) throw new Error('Prefeitura não encontrada');
  console.log(`  a entidade medida: ${client.name}, ${client.assets.toLocaleString('pt-BR')} bens`);

  const { base } = await startBenchServer(database, cleanups);
  const one = async (q: string) =>
    ((await database.db.execute(sql.raw(q))) as unknown as { rows: Record<string, string>[] }).rows[0] ?? {};
  const categoria = await one(
    `select categoria_id as id from bens_patrimoniais where client_id = '${client.id}' group by 1 order by count(*) desc limit 1`,
  );
  const secretaria = await one(
    `select secretaria_id as id from bens_patrimoniais where client_id = '${client.id}' limit 1`,
  );
  const bem = await one(
    `select id from bens_patrimoniais where client_id = '${client.id}' limit 1 offset 777`,
  );
  const list = `/publico/entidades/${CNPJ}/bens`;
  const cases: { name: string; url: string }[] = [
    { name: 'entidade', url: `/publico/entidades/${CNPJ}` },
    { name: 'lista página 1', url: list },
    { name: 'lista página 1.250 (offset 24.980)', url: `${list}?page=1250` },
    { name: 'ordem descrição', url: `${list}?sort=descricao` },
    { name: 'ordem valor desc.', url: `${list}?sort=valor_aquisicao&order=desc` },
    { name: 'filtro secretaria', url: `${list}?secretaria_id=${secretaria.id}` },
    { name: 'filtro categoria', url: `${list}?categoria_id=${categoria.id}` },
    { name: 'filtro situação (ocioso)', url: `${list}?situacao=ocioso` },
    { name: 'filtro ano (2010)', url: `${list}?ano=2010` },
    { name: 'busca "cadeira gir"', url: `${list}?search=cadeira%20gir` },
    { name: 'busca código', url: `${list}?search=25000` },
    {
      name: 'situação + secretaria + ano',
      url: `${list}?situacao=em_uso&secretaria_id=${secretaria.id}&ano=2015`,
    },
    { name: 'opções dos filtros', url: `${list}/filtros` },
    { name: 'ficha de um bem', url: `/patrimonio/bempatrimonial/transparencia/${bem.id}` },
  ];
  console.log(`\n  ${'chamada'.padEnd(38)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}  total`);
  let failed = 0;
  for (const c of cases) {
    let total = '';
    const r = await measure(
      async () => {
        const res = await fetch(`${base}${c.url}`);
        if (res.status !== 200) throw new Error(`${c.url}: ${res.status} ${await res.text()}`);
        const body = (await res.json()) as { total?: number };
        total = body.total === undefined ? '' : body.total.toLocaleString('pt-BR');
      },
      { warmup: WARMUP, runs: RUNS },
    );
    const ok = r.p95 < TARGET_MS;
    if (!ok) failed++;
    console.log(
      `  ${c.name.padEnd(38)} ${ms(r.p50).padStart(7)} ${ms(r.p95).padStart(7)}  ${total}${ok ? '' : '  ← acima da meta'}`,
    );
  }

  console.log('\n  downloads (3 vezes cada, a mediana):');
  for (const formato of ['csv', 'json'] as const) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await download(`${base}${list}/exportar?formato=${formato}`));
    runs.sort((a, b) => a.ttfb - b.ttfb);
    const mid = runs[1]!;
    const ok = formato !== 'csv' || mid.ttfb < TARGET_TTFB_MS;
    if (!ok) failed++;
    console.log(
      `  ${formato.toUpperCase()}: primeiro byte ${ms(mid.ttfb)} ms, último ${ms(mid.total)} ms, ` +
        `${(mid.bytes / 1024 / 1024).toFixed(1)} MiB` +
        (formato === 'csv' ? `, ${mid.lines.toLocaleString('pt-BR')} linhas` : '') +
        (ok ? '' : '  ← acima da meta'),
    );
  }
  console.log(
    `\n  metas: p95 < ${TARGET_MS} ms por chamada, primeiro byte do CSV < ${TARGET_TTFB_MS} ms — ` +
      (failed ? `${failed} fora da meta` : 'todas atendidas'),
  );
}

runBench(main);
