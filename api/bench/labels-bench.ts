/**
 * Asset labels as PDF (decision 020) at the sizes a person prints: 1,000 and 5,000 labels (the limit) of
 * the assets a filter of the list matches, on PostgreSQL with 12,000 generated assets, over real HTTP.
 * For each: the time to the first byte of the PDF, the total time, the PDF's size and pages, and the
 * process's peak RSS while it was written (the server runs in this process, so the peak holds both).
 * Also one asset's label on the thermal roll (p50 of several).
 *
 * Run: `pnpm --filter @gp/api bench:labels`. Options: --sheet=pimaco6180|termica50x30 (default
 * pimaco6180), --runs=N (runs per size, default 3; the figures are the median run's, the peak the
 * highest). BENCH_PG_URL: the PostgreSQL admin database (default
 * postgres://postgres@127.0.0.1:5432/postgres). Cleans up: bench database dropped, temp dirs removed,
 * server closed.
 */
import { sql } from 'drizzle-orm';
import { startBenchServer } from './bench-server.js';
import { cleanups, documentsBench, fetchPdf, rssPeak, runBench } from './bench-support.js';
import { percentile } from './measure.js';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SHEET = option('sheet') ?? 'pimaco6180';
const RUNS = Number(option('runs') ?? 3);
/** Target: 1,000 labels in one PDF in under 5 s. */
const TARGET_MS = 5000;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function main() {
  const { database, prefeitura } = await documentsBench(`; folha ${SHEET}; ${RUNS} rodadas por tamanho`);
  // Two batches of the Prefeitura's assets marked in their description, so a filter of the list (the
  // one way labels are chosen) matches exactly 1,000 and 5,000 of them.
  const mark = (word: string, from: number, count: number) =>
    database.db.execute(sql`
      update bens_patrimoniais set descricao = descricao || ' ' || ${word}
      where client_id = ${prefeitura.id} and codigo_bem in (
        select codigo_bem from bens_patrimoniais where client_id = ${prefeitura.id}
        order by codigo_bem offset ${from} limit ${count})`);
  await mark('lotemil', 0, 1000);
  await mark('lotecinco', 1000, 5000);
  await database.db.execute(sql`analyze bens_patrimoniais`);

  const { base, headers } = await startBenchServer(database, cleanups);
  const url = (word: string) =>
    `${base}/patrimonio/bempatrimonial/reports/etiquetas?descricao=${word}&folha=${SHEET}`;
  await fetchPdf(url('lotemil'), headers); // warm-up: fonts, plans, JIT

  for (const [word, n] of [
    ['lotemil', 1000],
    ['lotecinco', 5000],
  ] as const) {
    const runs: Awaited<ReturnType<typeof fetchPdf>>[] = [];
    let peak = 0;
    const before = process.memoryUsage.rss();
    for (let run = 0; run < RUNS; run++) {
      const stop = rssPeak();
      runs.push(await fetchPdf(url(word), headers));
      peak = Math.max(peak, stop());
    }
    runs.sort((a, b) => a.total - b.total);
    const median = runs[Math.floor(runs.length / 2)]!;
    const verdict = n === 1000 ? ` (meta < ${TARGET_MS} ms: ${median.total < TARGET_MS ? 'ok' : 'NÃO'})` : '';
    console.log(
      `PostgreSQL: ${n.toLocaleString('pt-BR')} etiquetas: primeiro byte ${median.first.toFixed(0)} ms, ` +
        `total ${median.total.toFixed(0)} ms${verdict}; PDF ${mb(median.bytes)} MB; RSS do processo ` +
        `${mb(before)} MB antes, pico ${mb(peak)} MB`,
    );
  }

  // One asset's label, as the asset page opens it.
  const [one] = (
    (await database.db.execute(
      sql`select id from bens_patrimoniais where client_id = ${prefeitura.id} order by codigo_bem limit 1`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const times: number[] = [];
  for (let run = 0; run < 20; run++) {
    times.push(
      (await fetchPdf(`${base}/patrimonio/bempatrimonial/reports/etiqueta/${one!.id}`, headers)).total,
    );
  }
  times.sort((a, b) => a - b);
  console.log(
    `PostgreSQL: etiqueta de um bem (rolo térmico): p50 ${percentile(times, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(0)} ms (20 chamadas)`,
  );
}

runBench(main);
