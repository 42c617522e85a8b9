/**
 * The asset register report as PDF (decision 020) at 10,000 assets of the Prefeitura that a filter of
 * the list matches, on PostgreSQL with 12,000 generated assets, over real HTTP: the time to the first
 * byte, the total time, the PDF's size, and the process's peak RSS while it was written.
 *
 * Run: `pnpm --filter @gp/api bench:report`. BENCH_PG_URL: the PostgreSQL admin database (default
 * postgres://postgres@127.0.0.1:5432/postgres). Cleans up: bench database dropped, server closed.
 */
import { sql } from 'drizzle-orm';
import { startBenchServer } from './bench-server.js';
import { cleanups, documentsBench, fetchPdf, rssPeak, runBench } from './bench-support.js';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const { database, prefeitura } = await documentsBench();
  await database.db.execute(sql`
    update bens_patrimoniais set descricao = descricao || ' lotedez'
    where client_id = ${prefeitura.id} and codigo_bem in (
      select codigo_bem from bens_patrimoniais where client_id = ${prefeitura.id}
      order by codigo_bem limit 10000)`);
  await database.db.execute(sql`analyze bens_patrimoniais`);

  const { base, headers } = await startBenchServer(database, cleanups);
  const url = `${base}/patrimonio/bempatrimonial/reports/aplicacao/${prefeitura.application_id}?descricao=lotedez`;
  for (const label of ['aquecimento', 'medida']) {
    const before = process.memoryUsage.rss();
    const stop = rssPeak();
    const { first, total, bytes } = await fetchPdf(url, headers);
    const peak = stop();
    console.log(
      `${label}: 10.000 bens: primeiro byte ${first.toFixed(0)} ms, total ${total.toFixed(0)} ms; ` +
        `PDF ${mb(bytes)} MB; RSS ${mb(before)} MB antes, pico ${mb(peak)} MB`,
    );
  }
}

runBench(main);
