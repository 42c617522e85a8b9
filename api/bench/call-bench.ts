/**
 * The fixed cost of an authenticated call: GET /v1/companies/clients (token, location and its flags, one
 * tiny query) over real HTTP with keep-alive, beside its parts measured alone in the same run — the token
 * check, the caller's lookup (`findActor`) and the call's own query — so the HTTP layer's share shows.
 * On PostgreSQL and on PGlite, with the demo data and logging at "info", the API measured twice: in this
 * process (the client's work shares its core; how bench:assets measures, so the figures compare) and in its
 * own process, as production runs it (each call then wakes two processes and the database's: on an idle
 * machine that costs more than the work).
 *
 * Run: `pnpm --filter @gp/api bench:call`. Options: --runs=N (measured calls, default 2000),
 * --no-pglite, --no-postgres, --profile (the API process writes a CPU profile, CPU.*.cpuprofile, into the
 * current folder).
 * BENCH_CALLER_CACHE_MS=0 runs the API in its own process without kept callers (decision 047).
 * BENCH_PG_URL: the PostgreSQL admin database (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';
import { createAccessTokens } from '../src/modules/auth/access-tokens.js';
import { findActor } from '../src/modules/auth/auth.repository.js';
import { listClients } from '../src/modules/empresas/empresas.repository.js';
import { API_DIR, startApiProcess } from '../test/support/api-process.js';
import { freePort } from '../test/support/free-port.js';
import { createPgDatabase } from '../test/support/pg-database.js';
import { startBareServer } from './bare-server.js';
import { startBenchServer } from './bench-server.js';
import { args, cleanup, cleanups, flag, PG_ADMIN_URL, runBench } from './bench-support.js';
import { measure as measureTimes, percentile } from './measure.js';

const option = (name: string, fallback: number) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const RUNS = option('runs', 2000);
const WARMUP = 300;
/** The target: an authenticated call that does almost nothing, p50 over HTTP. */
const TARGET_P50_MS = 1.5;
/** The target against the yardstick (a bare Fastify route with one round trip, bare-server.ts), p50. */
const TARGET_RATIO = 1.3;
const SECRET = 'bench-secret-with-at-least-thirty-two-characters!!';

const ms = (x: number) => x.toFixed(2);
const measure = (fn: () => Promise<unknown>) => measureTimes(fn, { warmup: WARMUP, runs: RUNS });

async function signIn(base: string) {
  const res = await fetch(`${base}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@123' }),
  });
  const session = (await res.json()) as SessionResponse;
  const local = session.locais.find((l) => l.empresa.no_empresa.includes('Prefeitura'));
  if (!local) throw new Error('admin sem local na Prefeitura');
  return { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id };
}

/** Over HTTP with keep-alive: the call, a public call with two tiny queries, and an unknown path. */
async function httpFigures(base: string, headers: Record<string, string>) {
  const get =
    (path: string, h: Record<string, string> = {}) =>
    async () => {
      const res = await fetch(`${base}${path}`, { headers: h });
      await res.arrayBuffer();
      return res.status;
    };
  const clients = get('/v1/companies/clients', headers);
  if ((await clients()) !== 200) throw new Error('GET /v1/companies/clients não respondeu 200');
  return {
    clients: await measure(clients),
    health: await measure(get('/health')),
    unknown: await measure(get('/nao-existe')),
  };
}

/** The bare route (PostgreSQL only), in this process and in its own: their addresses. */
async function startBare(url: string, applicationId: string) {
  const inProcess = await startBareServer(url, applicationId);
  cleanups.push(() => inProcess.close());
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), APPLICATION_ID: applicationId },
  });
  cleanups.push(() => child.kill('SIGTERM'));
  await once(child.stdout as NodeJS.ReadableStream, 'data');
  return { inProcess: inProcess.base, process: `http://127.0.0.1:${port}`, pid: child.pid };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux): what a call costs its server
 * whatever else loads the machine, unlike its wall time.
 */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of the line (11 and 12 after the name), in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The API's call and the yardstick's, alternated call by call (and which goes first, too) so that both see
 * the same load of a shared machine: their ratio is the figure that compares.
 */
async function pairFigures(
  api: { base: string; headers: Record<string, string>; pid?: number | undefined },
  bare: string,
  barePid?: number,
) {
  const call = (url: string, headers: Record<string, string>) => async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t0;
  };
  const a = call(`${api.base}/v1/companies/clients`, api.headers);
  const b = call(`${bare}/clients`, {});
  for (let i = 0; i < WARMUP; i++) {
    await a();
    await b();
  }
  const times = { api: [] as number[], bare: [] as number[] };
  const cpuBefore = { api: cpuMs(api.pid), bare: cpuMs(barePid) };
  for (let i = 0; i < RUNS; i++) {
    if (i % 2 === 0) {
      times.api.push(await a());
      times.bare.push(await b());
    } else {
      times.bare.push(await b());
      times.api.push(await a());
    }
  }
  const stats = (t: number[]) => {
    t.sort((x, y) => x - y);
    return { p50: percentile(t, 50), p95: percentile(t, 95) };
  };
  const cpu = {
    api: (cpuMs(api.pid) - cpuBefore.api) / RUNS,
    bare: (cpuMs(barePid) - cpuBefore.bare) / RUNS,
  };
  return { api: stats(times.api), bare: stats(times.bare), cpu };
}

async function benchDatabase(kind: 'postgres' | 'pglite') {
  // The API in its own process, as in production (the client's work does not share its core), on the
  // demo data; the parts are measured here on the same data (PostgreSQL) or on a copy (PGlite, which one
  // process owns).
  let database: Database;
  let env: Record<string, string>;
  let pgUrl: string | null = null;
  const dir = mkdtempSync(join(tmpdir(), 'gp-bench-call-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  if (kind === 'postgres') {
    const created = await createPgDatabase(PG_ADMIN_URL, `gp_bench_${randomBytes(4).toString('hex')}`);
    cleanups.push(created.drop);
    database = await openPostgres(created.url, 2);
    await seedDemo(database.db);
    env = { DATABASE_URL: created.url };
    pgUrl = created.url;
  } else {
    database = await openPglite(await PGlite.create());
    await seedDemo(database.db);
    env = { DATA_DIR: join(dir, 'data'), SEED: 'demo' };
  }
  cleanups.push(() => database.close());
  // Logged at the production level ("info"): lines written and thrown away, their cost counted.
  const sink = new Writable({ write: (_chunk, _enc, done) => done() });
  const server = await startApiProcess(
    {
      ...env,
      STORAGE_DIR: join(dir, 'files'),
      JWT_SECRET: SECRET,
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
      // BENCH_CALLER_CACHE_MS=0: the caller read on every call, as before decision 047.
      ...(process.env.BENCH_CALLER_CACHE_MS ? { CALLER_CACHE_MS: process.env.BENCH_CALLER_CACHE_MS } : {}),
    },
    flag('profile') ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${process.cwd()}`] } : {},
  );
  cleanups.push(() => server.stop());
  const headers = await signIn(server.url);

  const inProcess = await startBenchServer(database, cleanups, { logStream: sink });
  const figures = {
    process: await httpFigures(server.url, headers),
    inProcess: await httpFigures(inProcess.base, inProcess.headers),
  };
  const bareAt = pgUrl ? await startBare(pgUrl, await applicationOf(database)) : null;
  const pairs = bareAt
    ? {
        inProcess: await pairFigures(inProcess, bareAt.inProcess),
        process: await pairFigures(
          { base: server.url, headers, pid: server.child.pid },
          bareAt.process,
          bareAt.pid,
        ),
      }
    : null;
  await server.stop();
  if (flag('profile')) console.log(`  perfil de CPU da API gravado em ${process.cwd()} (CPU.*.cpuprofile)`);

  // The parts, alone, in this process: the token check, the caller's lookup and the call's own query.
  const tokens = await createAccessTokens(database.db, { secret: SECRET, ttlSeconds: 900 });
  const token = headers.authorization.slice('Bearer '.length);
  const claims = await tokens.verify(token);
  const localId = headers[LOCAL_HEADER] as string;
  const sessionOf = async () => {
    // The copy (PGlite) has its own ids: its admin, with a session id that finds no open session (the
    // lookup costs the same).
    if (kind === 'postgres') return claims;
    const rows = (await database.db.execute(
      sql`select id from users where username = 'admin'`,
    )) as unknown as { rows: { id: string }[] };
    const userId = rows.rows[0]?.id;
    if (!userId) throw new Error('admin não encontrado');
    return { userId, sessionId: randomUUID() };
  };
  const caller = await sessionOf();
  const location = await findLocationOf(database, caller.userId, kind === 'postgres' ? localId : null);
  const verify = await measure(() => tokens.verify(token));
  const lookup = await measure(() => findActor(database.db, caller, location));
  const found = await findActor(database.db, caller, location);
  if (!found?.location?.applicationId) throw new Error('local do admin não encontrado');
  const { applicationId, companyId } = found.location;
  const query = await measure(() => listClients(database.db, applicationId, companyId));

  const line = (label: string, m: { p50: number; p95: number }) =>
    console.log(`  ${label.padEnd(44)} p50 ${ms(m.p50).padStart(6)} ms   p95 ${ms(m.p95).padStart(6)} ms`);
  console.log(`\n=== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${RUNS} chamadas) ===`);
  for (const [label, f] of [
    ['API neste processo (como bench:assets)', figures.inProcess],
    ['API em processo próprio (como em produção)', figures.process],
  ] as const) {
    console.log(`  ${label}:`);
    line('  GET /v1/companies/clients', f.clients);
    line('  GET /health (público, 2 consultas)', f.health);
    line('  GET /nao-existe (404, sem banco)', f.unknown);
  }
  console.log('  partes, medidas sozinhas:');
  line('  verificação do token (já verificado antes)', verify);
  line('  local e perfil do usuário (findActor)', lookup);
  line('  consulta da chamada (clientes do local)', query);
  if (pairs) {
    console.log(
      '  a API e a régua (Fastify puro, uma ida ao banco: bare-server.ts), alternadas chamada a chamada:',
    );
    const ratios: number[] = [];
    for (const [label, pair] of [
      ['neste processo', pairs.inProcess],
      ['em processo próprio', pairs.process],
    ] as const) {
      line(`  API ${label}`, pair.api);
      line(`  régua ${label}`, pair.bare);
      ratios.push(pair.api.p50 / pair.bare.p50);
      console.log(
        `    razão p50 ${(pair.api.p50 / pair.bare.p50).toFixed(2)}×, p95 ${(pair.api.p95 / pair.bare.p95).toFixed(2)}×`,
      );
      if (Number.isFinite(pair.cpu.api))
        console.log(
          `    CPU do processo do servidor por chamada: API ${pair.cpu.api.toFixed(3)} ms, régua ` +
            `${pair.cpu.bare.toFixed(3)} ms (${(pair.cpu.api / pair.cpu.bare).toFixed(2)}×)`,
        );
    }
    console.log(
      `  meta razão p50 ≤ ${TARGET_RATIO}×: ${Math.max(...ratios) <= TARGET_RATIO ? 'atingida' : 'NÃO atingida'}`,
    );
  }
  const fixed = figures.inProcess.clients.p50;
  console.log(
    `  custo fixo p50 ${ms(fixed)} ms com a API neste processo (meta ≤ ${TARGET_P50_MS} ms): ` +
      `${fixed <= TARGET_P50_MS ? 'atingida' : 'NÃO atingida'}; em processo próprio ${ms(figures.process.clients.p50)} ms`,
  );
  await cleanup();
}

/** The application of the demo (the bare route lists its clients). */
async function applicationOf(database: Database) {
  const rows = (await database.db.execute(
    sql`select application_id as id from companies where name like '%Prefeitura%' limit 1`,
  )) as unknown as { rows: { id: string }[] };
  const id = rows.rows[0]?.id;
  if (!id) throw new Error('aplicação da Prefeitura não encontrada');
  return id;
}

/** The admin's location at the Prefeitura in `database` (the API's own id on PostgreSQL). */
async function findLocationOf(database: Database, userId: string, known: string | null) {
  if (known) return known;
  const rows = (await database.db.execute(
    sql`select l.id from locations l join companies c on c.id = l.company_id where l.user_id = ${userId} and c.name like '%Prefeitura%' limit 1`,
  )) as unknown as { rows: { id: string }[] };
  const id = rows.rows[0]?.id;
  if (!id) throw new Error('local do admin não encontrado');
  return id;
}

async function main() {
  console.log(
    `Custo fixo de uma chamada autenticada — ${cpus().length} núcleos, carga 1 min ${loadavg()[0]?.toFixed(2)}`,
  );
  if (!flag('no-postgres')) await benchDatabase('postgres');
  if (!flag('no-pglite')) await benchDatabase('pglite');
}

runBench(main);
