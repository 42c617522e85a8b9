/**
 * The asset register report as PDF (decision 020) at 10,000 assets of the Prefeitura that a filter of
 * the list matches, on PostgreSQL with 12,000 generated assets, over real HTTP: the time to the first
 * byte, the total time, the PDF's size, and the process's peak RSS while it was written.
 *
 * Run: `pnpm --filter @gp/api bench:report`. BENCH_PG_URL: the PostgreSQL admin database (default
 * postgres://postgres@127.0.0.1:5432/postgres). Cleans up: bench database dropped, server closed.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';
import { createPgDatabase } from '../test/support/pg-database.js';
import { startBenchServer } from './bench-server.js';
import { generateAssets } from './generate-assets.js';

const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  console.log(
    `máquina: ${cpus().length} núcleos, carga ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const created = await createPgDatabase(PG_ADMIN_URL, `gp_bench_${randomBytes(4).toString('hex')}`);
  cleanups.push(created.drop);
  const database = await openPostgres(created.url, 10);
  cleanups.push(() => database.close());
  await seedDemo(database.db);
  await generateAssets(database.db, {
    assets: 12_000,
    secretarias: 4,
    setoresPorSecretaria: 2,
    suppliers: 20,
  });
  const [prefeitura] = (
    (await database.db.execute(
      sql`select id, application_id from companies where is_client and name like 'Prefeitura%' limit 1`,
    )) as unknown as { rows: { id: string; application_id: string }[] }
  ).rows;
  if (!prefeitura) throw new Error('demo sem Prefeitura');
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
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`${res.status} ${await res.text()}`);
    let first = 0;
    let bytes = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!first) first = performance.now() - t0;
      bytes += value.length;
    }
    clearInterval(timer);
    console.log(
      `${label}: 10.000 bens: primeiro byte ${first.toFixed(0)} ms, total ${(performance.now() - t0).toFixed(0)} ms; ` +
        `PDF ${mb(bytes)} MB; RSS ${mb(before)} MB antes, pico ${mb(peak)} MB`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const undo of cleanups.splice(0).reverse()) {
      await Promise.resolve(undo()).catch((error: unknown) => console.error('limpeza:', error));
    }
  });
