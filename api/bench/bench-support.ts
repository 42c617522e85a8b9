/**
 * What every bench of this folder shares: its command line, the PostgreSQL admin database, the list of
 * what must be undone whatever happens (bench databases, temp dirs, servers) and the way a bench runs, so
 * that an error, a timeout or Ctrl-C still cleans up.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';
import { createPgDatabase } from '../test/support/pg-database.js';
import { generateAssets } from './generate-assets.js';

/** The bench's arguments: `--name` flags and `--name=N` options (a positive number, else its fallback). */
export const args = process.argv.slice(2);
export const flag = (name: string) => args.includes(`--${name}`);
export const option = (name: string, fallback: number) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};

/** The PostgreSQL admin database the benches create their databases from. */
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What must be undone, in reverse order, whatever happens. */
export const cleanups: (() => Promise<unknown> | unknown)[] = [];
export async function cleanup() {
  for (const undo of cleanups.splice(0).reverse()) {
    await Promise.resolve(undo()).catch((error: unknown) => console.error('limpeza:', error));
  }
}

/**
 * Runs a bench's `main`, then cleans up: also on an error (exit code 1), on Ctrl-C or SIGTERM (130) and,
 * with `timeoutSeconds`, when time runs out (2).
 */
export function runBench(main: () => Promise<void>, timeoutSeconds?: number) {
  const timer =
    timeoutSeconds === undefined
      ? undefined
      : setTimeout(async () => {
          console.error(`\nTempo esgotado (${timeoutSeconds} s): limpando e saindo.`);
          await cleanup();
          process.exit(2);
        }, timeoutSeconds * 1000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(async () => {
      await cleanup();
      clearTimeout(timer);
    });
}

/** A new PostgreSQL bench database (dropped on cleanup), open, migrated. */
export async function benchPostgres(poolSize = 10): Promise<Database> {
  const created = await createPgDatabase(PG_ADMIN_URL, `gp_bench_${randomBytes(4).toString('hex')}`);
  cleanups.push(created.drop);
  const database = await openPostgres(created.url, poolSize);
  cleanups.push(() => database.close());
  return database;
}

/** A new PGlite bench database in a temp dir (removed on cleanup), open, migrated. */
export async function benchPglite(): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'gp-bench-pglite-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const database = await openPglite(dir);
  cleanups.push(() => database.close());
  return database;
}

/** A new bench database of either kind: the benches that measure both run the same steps on each. */
export const benchDatabase = (kind: 'postgres' | 'pglite') =>
  kind === 'postgres' ? benchPostgres() : benchPglite();

/** The machine a figure was measured on: its cores and load (1, 5 and 15 minutes), then `more`. */
export function logMachine(more = '') {
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  console.log(`máquina: ${cpus().length} núcleos, carga ${load}${more}`);
}

/** The demo's Prefeitura (api/src/db/seed.ts): its id and application. */
export async function demoPrefeitura(database: Database) {
  const result = (await database.db.execute(
    sql`select id, application_id from companies where is_client and name like 'Prefeitura%' limit 1`,
  )) as unknown as { rows: { id: string; application_id: string }[] };
  const prefeitura = result.rows[0];
  if (!prefeitura) throw new Error('demo sem Prefeitura');
  return prefeitura;
}

/** The demo with 12,000 generated assets (4 secretarias of 2 setores, 20 suppliers): the documents' benches. */
export async function demoWith12kAssets(database: Database) {
  await seedDemo(database.db);
  await generateAssets(database.db, {
    assets: 12_000,
    secretarias: 4,
    setoresPorSecretaria: 2,
    suppliers: 20,
  });
}

/** Samples the process's RSS every 5 ms until stopped; returns the highest seen. */
export function rssPeak() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage.rss());
  };
}

/** One PDF call read to the end as a browser would: first byte, total, size and pages. */
export async function fetchPdf(url: string, headers: Record<string, string>, method = 'GET') {
  const t0 = performance.now();
  // A POST (a termo) carries an empty JSON body, as the screens send it.
  const res = await fetch(
    url,
    method === 'POST'
      ? { method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }
      : { headers },
  );
  if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let first = 0;
  let bytes = 0;
  let tail = '';
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!first) first = performance.now() - t0;
    bytes += value.length;
    tail = (tail + Buffer.from(value).toString('latin1')).slice(-4096);
  }
  const total = performance.now() - t0;
  if (!tail.includes('%%EOF')) throw new Error(`${url}: PDF sem %%EOF`);
  return { first, total, bytes };
}

/**
 * The documents' benches' start (lote, report, labels): the machine logged (then `more`), a PostgreSQL
 * bench database with the demo and 12,000 generated assets, and its Prefeitura.
 */
export async function documentsBench(more = '') {
  logMachine(more);
  const database = await benchPostgres();
  await demoWith12kAssets(database);
  return { database, prefeitura: await demoPrefeitura(database) };
}
