/**
 * Figures the foundation issue asks for, measured on the built server over real HTTP:
 *  - cold start until GET /health answers 200: on an empty embedded database (migrations + demo seed)
 *    and on the existing one (same DATA_DIR, second start); the same on an empty PostgreSQL database;
 *  - sign-in latency (p50/p95 of 200 sequential POST /session) on PGlite and on PostgreSQL.
 *
 * Run: `pnpm --filter @gp/api bench` (builds first). Options: --runs=N (cold starts per case, default 3),
 * --signins=N (default 200), --no-build, --no-postgres. BENCH_PG_URL points at a PostgreSQL server's
 * admin database (default postgres://postgres@127.0.0.1:5432/postgres).
 *
 * It cleans up after itself (servers stopped, bench database dropped, temp dirs removed) and gives up
 * after BENCH_TIMEOUT_SECONDS (default 300).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_DIR, type ApiProcess, startApiProcess } from '../test/support/api-process.js';

const args = new Set(process.argv.slice(2));
const option = (name: string, fallback: number) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const RUNS = option('runs', 3);
const SIGNINS = option('signins', 200);
const WARMUP = 10;
const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 300);
const CREDENTIALS = { username: 'admin', password: 'Admin@123' };

// ---- what must be undone, whatever happens ----
const servers = new Set<Server>();
const tempDirs: string[] = [];
const benchDbs = new Set<string>();
/** Set when the time is up or a signal came: nothing new is started while cleaning up. */
let aborted = false;
const checkAborted = () => {
  if (aborted) throw new Error('aborted');
};

async function dropDatabase(name: string) {
  await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  benchDbs.delete(name);
}

async function cleanup() {
  await Promise.all([...servers].map((s) => stop(s)));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const name of [...benchDbs]) {
    await dropDatabase(name).catch((error: unknown) =>
      console.error(`could not drop database ${name}:`, error),
    );
  }
}

// ---- helpers ----

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

type Server = ApiProcess;

/** Spawns the built server (timed until /health answers 200); it is stopped by `cleanup` if not before. */
async function start(env: Record<string, string>): Promise<Server> {
  checkAborted();
  const server = await startApiProcess({ LOG_LEVEL: 'warn', SEED: 'auto', ...env }, { built: true });
  servers.add(server);
  return server;
}

async function stop(server: Server) {
  await server.stop();
  servers.delete(server);
}

async function signInOnce(url: string): Promise<number> {
  const began = performance.now();
  const res = await fetch(`${url}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  const body = (await res.json()) as { token?: string };
  const ms = performance.now() - began;
  if (res.status !== 200 || !body.token)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return ms;
}

/** Sequential sign-ins over one keep-alive connection pool, after a short warm-up. */
async function signInLatency(url: string) {
  for (let i = 0; i < WARMUP; i++) await signInOnce(url);
  const samples: number[] = [];
  for (let i = 0; i < SIGNINS; i++) samples.push(await signInOnce(url));
  return stats(samples);
}

type Stats = { n: number; min: number; p50: number; p95: number; max: number; mean: number };
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest-rank percentiles.
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return {
    n: sorted.length,
    min: sorted[0] ?? Number.NaN,
    p50: pct(50),
    p95: pct(95),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
  };
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 100 ? 1 : 0)} ms` : '—');

function table(title: string, head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

// ---- the cases ----
type ColdStart = { label: string; samples: number[] };

async function pgliteCase(cold: ColdStart[]): Promise<Stats> {
  const empty: number[] = [];
  const existing: number[] = [];
  let dataDir = '';
  for (let i = 0; i < RUNS; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'gp-bench-pglite-'));
    tempDirs.push(dir);
    const server = await start({ DATA_DIR: join(dir, 'data') });
    empty.push(server.startMs);
    await stop(server);
    dataDir ||= join(dir, 'data');
    process.stdout.write('.');
  }
  for (let i = 0; i < RUNS; i++) {
    const server = await start({ DATA_DIR: dataDir });
    existing.push(server.startMs);
    await stop(server);
    process.stdout.write('.');
  }
  cold.push({ label: 'PGlite, empty data dir (migrate + seed)', samples: empty });
  cold.push({ label: 'PGlite, existing data dir', samples: existing });

  const server = await start({ DATA_DIR: dataDir });
  try {
    return await signInLatency(server.url);
  } finally {
    await stop(server);
  }
}

async function postgresCase(cold: ColdStart[]): Promise<Stats> {
  const envFor = (name: string) => {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    return { DATABASE_URL: url.toString(), SEED: 'demo' };
  };
  // Each empty-database start gets a database of its own; the first one is kept for the rest.
  const empty: number[] = [];
  const names: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const name = `gp_bench_${randomBytes(5).toString('hex')}`;
    checkAborted();
    benchDbs.add(name); // before creating it, so a cleanup running meanwhile drops it too
    await withAdmin((admin) => admin.query(`create database ${name}`));
    names.push(name);
    const server = await start(envFor(name));
    empty.push(server.startMs);
    await stop(server);
    if (i > 0) await dropDatabase(name);
    process.stdout.write('.');
  }
  const env = envFor(names[0]!);
  const existing: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await start(env);
    existing.push(server.startMs);
    await stop(server);
    process.stdout.write('.');
  }
  cold.push({ label: 'PostgreSQL, empty database (migrate + seed)', samples: empty });
  cold.push({ label: 'PostgreSQL, existing database', samples: existing });

  const server = await start(env);
  try {
    return await signInLatency(server.url);
  } finally {
    await stop(server);
  }
}

async function main() {
  const deadline = setTimeout(() => {
    console.error(`\nbench exceeded ${TIMEOUT_S} s: stopped`);
    aborted = true;
    process.exitCode = 1;
    void cleanup().finally(() => process.exit(1));
  }, TIMEOUT_S * 1000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      aborted = true;
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    if (!args.has('--no-build')) {
      // The server imports the shared contracts' build: made once if missing, never rebuilt under
      // whoever is editing them.
      const build = (pkg: string) =>
        execFileSync('pnpm', ['--filter', pkg, 'build'], {
          cwd: API_DIR,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
      if (!existsSync(join(API_DIR, '..', 'shared-contracts', 'dist', 'index.js'))) {
        console.log('building @gp/shared-contracts…');
        build('@gp/shared-contracts');
      }
      console.log('building @gp/api…');
      build('@gp/api');
    }
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
    console.log(
      `node ${process.version}, ${cpus().length} CPU(s) ${cpus()[0]?.model ?? ''}, load average ${load()}`,
    );
    console.log(
      `cold starts: ${RUNS} per case; sign-ins: ${SIGNINS} sequential after ${WARMUP} warm-up, over HTTP`,
    );

    const cold: ColdStart[] = [];
    const latency: [string, Stats][] = [];
    process.stdout.write('PGlite ');
    latency.push(['PGlite (embedded)', await pgliteCase(cold)]);
    if (!args.has('--no-postgres')) {
      process.stdout.write('\nPostgreSQL ');
      latency.push(['PostgreSQL (server)', await postgresCase(cold)]);
    }
    console.log('');

    console.log(`load average at the end: ${load()} (other work on the machine skews the figures)`);
    table(
      'Cold start: process spawn → first 200 from GET /health',
      ['case', 'runs', 'min', 'median', 'max'],
      cold.map(({ label, samples }) => {
        const s = stats(samples);
        return [label, String(s.n), ms(s.min), ms(s.p50), ms(s.max)];
      }),
    );
    table(
      `Sign-in latency: ${SIGNINS} sequential POST /session (argon2id verify + tokens + audit row)`,
      ['database', 'n', 'p50', 'p95', 'mean', 'min', 'max'],
      latency.map(([label, s]) => [
        label,
        String(s.n),
        ms(s.p50),
        ms(s.p95),
        ms(s.mean),
        ms(s.min),
        ms(s.max),
      ]),
    );
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await cleanup();
  }
}

await main();
