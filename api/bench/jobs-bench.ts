/**
 * The job queue (decision 033): pg-boss over the app's own connection.
 *
 * - enqueue-to-start latency with an idle queue: jobs enqueued one at a time, 150 ms apart, by a process
 *   that runs none, taken by two worker processes (each polling every 0.5 s): `started_at − created_at` of
 *   the jobs table (both the database's clock); and the same in one process on PGlite (the embedded
 *   default), where the enqueuing process wakes its own worker;
 * - 1,000 small jobs enqueued at once and run by two worker processes on PostgreSQL: from the first
 *   enqueue to the last job concluído.
 *
 * Run: `pnpm --filter @gp/api bench:jobs`. Options: --jobs=N (default 1000), --latency=N (default 100).
 * BENCH_PG_URL: the PostgreSQL admin database. Cleans up after itself. The worker processes are this file
 * run with `--worker=URL`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { createDiskStorage } from '../src/lib/storage.js';
import { createJobRunner } from '../src/modules/trabalhos/trabalhos.runner.js';
import { createPgDatabase } from '../test/support/pg-database.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JOBS = Number(arg('jobs', '1000'));
const LATENCY = Number(arg('latency', '100'));

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (o: unknown, m?: string) => console.error(m, o),
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

function runner(database: Database, storageDir: string, work: boolean) {
  const jobs = createJobRunner({
    database,
    storage: createDiskStorage(storageDir),
    log: quiet,
    staleSeconds: 60,
    resultTtlHours: 1,
    work,
  });
  // A small job: what a digest's e-mail or an alert is (a few milliseconds of its own).
  jobs.define('exportacao', { failure: 'Falha.', handler: async () => ({ count: 1 }) });
  return jobs;
}

const rowsOf = async <T>(db: Database['db'], q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** How many jobs have finished. */
const doneCount = async (db: Database['db']) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from jobs where state = 'concluido'`))[0]!.n;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms (n=${xs.length})`;

async function latencies(db: Database['db'], ids: string[]) {
  const rows = await rowsOf<{ ms: number }>(
    db,
    sql`select extract(epoch from started_at - created_at) * 1000 as ms from jobs
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return rows.map((r) => Number(r.ms));
}

async function until(what: string, probe: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`tempo esgotado: ${what}`);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function worker(url: string) {
  const database = await openPostgres(url, 4);
  const storage = mkdtempSync(join(tmpdir(), 'gp-jobs-worker-'));
  const jobs = runner(database, storage, true);
  await jobs.start();
  process.stdout.write('ready\n');
  process.on('SIGTERM', async () => {
    await jobs.stop(5000);
    await database.close();
    rmSync(storage, { recursive: true, force: true });
    process.exit(0);
  });
}

async function startWorker(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/jobs-bench.ts', `--worker=${url}`], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`worker saiu com ${code}`)));
  });
  return child;
}

async function enqueueOne(jobs: ReturnType<typeof runner>, i: number) {
  return jobs.enqueue({ kind: 'exportacao', title: `Bench ${i}`, clientId: null, userId: null });
}

async function onPostgres() {
  const created = await createPgDatabase(PG_ADMIN, `gp_bench_jobs_${randomBytes(4).toString('hex')}`);
  const storage = mkdtempSync(join(tmpdir(), 'gp-jobs-bench-'));
  const database = await openPostgres(created.url, 4);
  const jobs = runner(database, storage, false);
  await jobs.start();
  const workers = [await startWorker(created.url), await startWorker(created.url)];
  try {
    await pause(1000);
    const ids: string[] = [];
    for (let i = 0; i < LATENCY; i++) {
      ids.push(await enqueueOne(jobs, i));
      await pause(150);
    }
    await until('latência', async () => (await doneCount(database.db)) >= LATENCY, 30_000);
    console.log(
      `PostgreSQL, fila ociosa, 2 processos de trabalho: enfileirar → início ${fmt(await latencies(database.db, ids))}`,
    );

    await pause(1000);
    const before = (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from jobs`))[0]!.n;
    const started = performance.now();
    for (let i = 0; i < JOBS; i++) await enqueueOne(jobs, i);
    const enqueued = performance.now() - started;
    await until(`${JOBS} trabalhos`, async () => (await doneCount(database.db)) >= before + JOBS, 300_000);
    const total = performance.now() - started;
    const [split] = await rowsOf<{ failed: number }>(
      database.db,
      sql`select count(*) filter (where state <> 'concluido')::int as failed from jobs`,
    );
    console.log(
      `PostgreSQL, ${JOBS} trabalhos pequenos, 2 processos de trabalho: ${(total / 1000).toFixed(1)} s do primeiro enfileiramento ao último concluído (enfileirar: ${(enqueued / 1000).toFixed(1)} s; ${(JOBS / (total / 1000)).toFixed(0)} trabalhos/s; ${split!.failed} não concluídos)`,
    );
  } finally {
    for (const w of workers) w.kill('SIGTERM');
    await Promise.all(workers.map((w) => new Promise((r) => w.once('exit', r))));
    await jobs.stop(5000);
    await database.close();
    await created.drop();
    rmSync(storage, { recursive: true, force: true });
  }
}

async function onPglite() {
  const storage = mkdtempSync(join(tmpdir(), 'gp-jobs-bench-'));
  const database = await openPglite(await PGlite.create());
  const jobs = runner(database, storage, true);
  await jobs.start();
  try {
    const ids: string[] = [];
    for (let i = 0; i < LATENCY; i++) {
      ids.push(await enqueueOne(jobs, i));
      await pause(100);
    }
    await until('latência PGlite', async () => (await doneCount(database.db)) >= LATENCY, 30_000);
    console.log(
      `PGlite (um processo), fila ociosa: enfileirar → início ${fmt(await latencies(database.db, ids))}`,
    );
  } finally {
    await jobs.stop(5000);
    await database.close();
    rmSync(storage, { recursive: true, force: true });
  }
}

const workerUrl = arg('worker', '');
if (workerUrl) {
  await worker(workerUrl);
} else {
  console.log(
    `load average antes: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await onPostgres();
  await onPglite();
}
