/**
 * Load: N signed-in sessions (default 50) working at once for S seconds (default 60) against the API in
 * its own process, on the demo data, on PostgreSQL and on PGlite. Each session loops over a mix of what
 * the patrimônio staff does all day — asset lists with filters and searches, an asset's page and history,
 * movements and suppliers lists, the dashboard, new assets, transfers of them, photo uploads.
 *
 * Two paces, per database:
 * - **people** (the target): after each call a session pauses like a person reading the screen — a
 *   random pause of 0.5× to 1.5× of --think (default 1,000 ms, i.e. 50 people each doing about one
 *   thing per second, far busier than a municipal office). Run --runs times on the same API process, so
 *   its memory at the end of each run shows whether it grows.
 * - **saturated** (capacity): no pause at all, once: the throughput the machine gives and the latency
 *   when every session waits only for the server. Skipped with --no-saturated.
 *
 * Prints, per database and run: calls, throughput, p50/p95/p99 (overall and per kind of call), errors
 * (any status ≥ 400 or network failure), and the API process's memory (RSS) at the end of each run.
 *
 * Run: `pnpm --filter @gp/api bench:load`. Options: --users=N (50), --seconds=N (60), --runs=N (2),
 * --think=MS (1000; 0 makes every run saturated), --no-saturated, --no-pglite, --no-postgres.
 *
 * **Load shedding** (decision 032): `--connections=50,250` instead measures, on PostgreSQL only, with the
 * production's shedding limits, that many sessions without pause (saturated) for --seconds each, --runs
 * times over the same API process: the 2xx throughput and their p50/p95/p99, the 503 count (and whether
 * each carried Retry-After), other errors, and the process's memory after each run. A session that gets
 * a 503 waits its Retry-After (with jitter), as a client told to back off does. Targets: 50 → 0 × 503;
 * 250 → 2xx throughput ≥ 90 % of the 50 figure, p99 of the 2xx < 1 s, every other answer a 503 with
 * Retry-After.
 * Target (PostgreSQL, people's pace): 0 errors, p95 < 200 ms. BENCH_PG_URL: the PostgreSQL admin database
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BemListItem, LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import { loadConfig } from '../src/config/env.js';
import { type ApiProcess, startApiProcess } from '../test/support/api-process.js';
import { createPgDatabase } from '../test/support/pg-database.js';
import { args, cleanup, cleanups, flag, PG_ADMIN_URL, runBench } from './bench-support.js';
import { percentile } from './measure.js';

const option = (name: string, fallback: number) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer`);
  return value;
};
const USERS = option('users', 50);
const SECONDS = option('seconds', 60);
const RUNS = Math.max(1, option('runs', 2));
const THINK_MS = option('think', 1000);
const TARGET_P95_MS = 200;

type Headers = Record<string, string>;
type Pool = { assets: BemListItem[]; places: { secretaria: string; setor: string | null }[] };
/** One call: `status` 0 when the network failed; `retryAfter` whether a 503 said when to come back. */
type Sample = { kind: string; ms: number; ok: boolean; status?: number; retryAfter?: boolean };

/** A PNG of a few hundred bytes (the signature and filler): a photo as the upload checks it. */
const PHOTO = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(400).fill(7)]);
const WORDS = ['cadeira', 'mesa', 'notebook', 'armário', 'impressora', 'ar condicionado', 'monitor'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
/** The wait a 503 asks for (Retry-After seconds, 1 s when absent), with up to 50 % jitter. */
const backOffMs = (res: Response) =>
  Number(res.headers.get('retry-after') ?? 1) * 1000 * (1 + Math.random() / 2);

/** A fetch of the set-up (signing in, reading the demo data) that comes back when shed. */
async function fetchUntilServed(url: string, init?: RequestInit) {
  for (;;) {
    const res = await fetch(url, init);
    if (res.status !== 503) return res;
    await res.arrayBuffer();
    await sleep(backOffMs(res));
  }
}

async function signIn(base: string): Promise<Headers> {
  const res = await fetchUntilServed(`${base}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@123' }),
  });
  if (res.status !== 200) throw new Error(`entrar: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as SessionResponse;
  const local = session.locais.find((l) => l.empresa.no_empresa.includes('Prefeitura'));
  if (!local) throw new Error('admin sem local na Prefeitura');
  return { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id };
}

/** The assets and places the sessions work with, read through the API as a user would see them. */
async function poolOf(base: string, headers: Headers): Promise<Pool> {
  const res = await fetchUntilServed(`${base}/patrimonio/bempatrimonial?limit=100`, { headers });
  const page = (await res.json()) as { data: BemListItem[] };
  // New assets copy the category of a movable asset outside vehicles (which need their own data).
  const assets = page.data.filter((a) => a.tipo === 'movel' && !/ve[ií]culo/i.test(a.categoria.nome));
  const places = new Map<string, { secretaria: string; setor: string | null }>();
  for (const a of page.data)
    places.set(`${a.secretaria.id}/${a.setor?.id}`, {
      secretaria: a.secretaria.id,
      setor: a.setor?.id ?? null,
    });
  if (!assets.length || places.size < 2) throw new Error('dados de demonstração insuficientes para a carga');
  return { assets, places: [...places.values()] };
}

/** One session's loop: a weighted mix of calls until `deadline`. */
async function session(
  base: string,
  headers: Headers,
  pool: Pool,
  pace: { deadline: number; thinkMs: number },
  samples: Sample[],
) {
  const mine: { id: string; secretaria: string }[] = [];
  const json = { ...headers, 'content-type': 'application/json' };
  const timed = async (kind: string, call: () => Promise<Response>, expected: number) => {
    const began = performance.now();
    let ok = false;
    let body: unknown = null;
    let status = 0;
    let backOff = 0;
    let retryAfter = false;
    try {
      const res = await call();
      status = res.status;
      body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer();
      ok = res.status === expected;
      if (res.status === 503) {
        // Shed: not an error of the call; the session waits as told.
        retryAfter = res.headers.has('retry-after');
        backOff = backOffMs(res);
      } else if (!ok) console.error(`  ${kind}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    } catch (error) {
      console.error(`  ${kind}: ${error instanceof Error ? error.message : error}`);
    }
    samples.push({ kind, ms: performance.now() - began, ok, status, retryAfter });
    if (backOff) await sleep(backOff);
    return ok ? body : null;
  };
  const get = (kind: string, path: string) => timed(kind, () => fetch(`${base}${path}`, { headers }), 200);

  const actions: [number, () => Promise<unknown>][] = [
    [
      20,
      () =>
        get('lista de bens', `/patrimonio/bempatrimonial?page=${1 + Math.floor(Math.random() * 5)}&limit=10`),
    ],
    [
      10,
      () =>
        get('lista de bens (busca)', `/patrimonio/bempatrimonial?search=${encodeURIComponent(pick(WORDS))}`),
    ],
    [
      10,
      () => {
        const place = pick(pool.places);
        return get(
          'lista de bens (filtros)',
          `/patrimonio/bempatrimonial?secretaria_id=${place.secretaria}&situacao=em_uso&sort=descricao`,
        );
      },
    ],
    [15, () => get('página do bem', `/patrimonio/bempatrimonial/${pick(pool.assets).id}`)],
    [5, () => get('histórico do bem', `/patrimonio/movimentacaobem/${pick(pool.assets).id}`)],
    [8, () => get('lista de movimentações', '/patrimonio/movimentacaobem?limit=10')],
    [5, () => get('lista de fornecedores', '/patrimonio/fornecedor?limit=10')],
    [5, () => get('painel', '/dashboard')],
    [
      8,
      async () => {
        const model = pick(pool.assets);
        const place = pick(pool.places);
        const created = (await timed(
          'novo bem',
          () =>
            fetch(`${base}/patrimonio/bempatrimonial/create`, {
              method: 'POST',
              headers: json,
              body: JSON.stringify({
                descricao: `${model.descricao} (carga)`,
                categoria_id: model.categoria.id,
                tipo: 'movel',
                estado_conservacao: 'novo',
                TipoIncorporacao: 1,
                data_aquisicao: '2025-03-15',
                valor_aquisicao: `${100 + Math.floor(Math.random() * 5000)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
                secretaria_id: place.secretaria,
                setor_id: place.setor,
                responsavel: 'Maria Souza',
              }),
            }),
          201,
        )) as { id: string; secretaria_id: string } | null;
        if (created) mine.push({ id: created.id, secretaria: created.secretaria_id });
      },
    ],
    [
      8,
      async () => {
        const bem = mine.length ? pick(mine) : null;
        if (!bem) return;
        const to = pick(pool.places.filter((p) => p.secretaria !== bem.secretaria));
        const moved = await timed(
          'transferência',
          () =>
            fetch(`${base}/patrimonio/movimentacaobem/create`, {
              method: 'POST',
              headers: json,
              body: JSON.stringify({
                bempatrimonial_id: bem.id,
                TipoMovimentacao: 2,
                secretaria_id: to.secretaria,
                setor_id: to.setor,
                Observacao: 'Remanejamento (carga)',
              }),
            }),
          201,
        );
        if (moved) bem.secretaria = to.secretaria;
      },
    ],
    [
      4,
      async () => {
        const bem = mine.length ? pick(mine) : null;
        if (!bem) return;
        const form = new FormData();
        form.append('file', new Blob([PHOTO], { type: 'image/png' }), 'foto.png');
        await timed(
          'envio de foto',
          () =>
            fetch(`${base}/patrimonio/bempatrimonial/upload/${bem.id}`, {
              method: 'POST',
              headers,
              body: form,
            }),
          201,
        );
      },
    ],
    [2, () => get('clientes do local', '/v1/companies/clients')],
  ];
  const total = actions.reduce((sum, [w]) => sum + w, 0);
  while (Date.now() < pace.deadline) {
    // A weighted draw: the first action whose running sum of weights passes the draw.
    const draw = Math.random() * total;
    let sum = 0;
    const action =
      actions.find(([w]) => {
        sum += w;
        return draw < sum;
      })?.[1] ?? actions[0]![1];
    await action();
    if (pace.thinkMs) await new Promise((ok) => setTimeout(ok, pace.thinkMs * (0.5 + Math.random())));
  }
}

const ms = (x: number) => x.toFixed(1);

function report(samples: Sample[], seconds: number) {
  const line = (label: string, list: Sample[]) => {
    const times = list.map((s) => s.ms).sort((a, b) => a - b);
    const errors = list.filter((s) => !s.ok).length;
    console.log(
      `  ${label.padEnd(26)} ${String(list.length).padStart(7)} ${(list.length / seconds).toFixed(1).padStart(8)}/s` +
        `  p50 ${ms(percentile(times, 50)).padStart(6)}  p95 ${ms(percentile(times, 95)).padStart(6)}` +
        `  p99 ${ms(percentile(times, 99)).padStart(6)} ms  erros ${errors}`,
    );
  };
  line('todas as chamadas', samples);
  const kinds = [...new Set(samples.map((s) => s.kind))].sort();
  for (const kind of kinds)
    line(
      `  ${kind}`,
      samples.filter((s) => s.kind === kind),
    );
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { calls: samples.length, p95: percentile(times, 95), errors: samples.filter((s) => !s.ok).length };
}

/** Resident memory of the API process, from /proc (Linux). */
const rssMb = (server: ApiProcess) => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function benchDatabase(kind: 'postgres' | 'pglite') {
  const dir = mkdtempSync(join(tmpdir(), 'gp-bench-load-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  let env: Record<string, string>;
  if (kind === 'postgres') {
    const created = await createPgDatabase(PG_ADMIN_URL, `gp_bench_${randomBytes(4).toString('hex')}`);
    cleanups.push(created.drop);
    env = { DATABASE_URL: created.url, SEED: 'demo' };
  } else {
    env = { DATA_DIR: join(dir, 'data'), SEED: 'demo' };
  }
  // Logs at "warn": a line per request of 50 busy sessions would measure the pipe to this process.
  const server = await startApiProcess({ ...env, STORAGE_DIR: join(dir, 'files'), LOG_LEVEL: 'warn' });
  cleanups.push(() => server.stop());
  const sessions = await Promise.all(Array.from({ length: USERS }, () => signIn(server.url)));
  const pool = await poolOf(server.url, sessions[0]!);

  console.log(
    `\n=== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${USERS} sessões, ${SECONDS} s por rodada ===`,
  );
  console.log(`  memória da API ao iniciar: ${rssMb(server).toFixed(0)} MB`);
  const measureRun = async (label: string, thinkMs: number) => {
    const samples: Sample[] = [];
    const pace = { deadline: Date.now() + SECONDS * 1000, thinkMs };
    await Promise.all(sessions.map((headers) => session(server.url, headers, pool, pace, samples)));
    console.log(`  ${label} (carga 1 min ${loadavg()[0]?.toFixed(2)}):`);
    const result = report(samples, SECONDS);
    const rss = rssMb(server);
    console.log(`  memória da API ao fim: ${rss.toFixed(0)} MB`);
    return { ...result, rss };
  };
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    const pace = THINK_MS ? `ritmo de pessoas, pausa ${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms` : 'saturada';
    results.push(await measureRun(`rodada ${run}, ${pace}`, THINK_MS));
  }
  const last = results.at(-1)!;
  console.log(
    `  meta (PostgreSQL): 0 erros e p95 < ${TARGET_P95_MS} ms — ${kind}: ${results.reduce((n, r) => n + r.errors, 0)} erros, p95 ${ms(last.p95)} ms` +
      (results.length > 1 ? `; memória ${results.map((r) => r.rss.toFixed(0)).join(' → ')} MB` : ''),
  );
  if (THINK_MS && !flag('no-saturated')) {
    const saturated = await measureRun('capacidade: sem pausa (saturada)', 0);
    console.log(
      `  capacidade: ${(saturated.calls / SECONDS).toFixed(0)} chamadas/s, p95 ${ms(saturated.p95)} ms`,
    );
  }
  await cleanup();
}

/**
 * Load shedding: `connections` sessions without pause against one API process on PostgreSQL with the
 * production's shedding limits, --runs times; 2xx throughput and latency, 503s, memory (decision 032).
 */
async function benchShedding(connections: number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'gp-bench-shed-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const created = await createPgDatabase(PG_ADMIN_URL, `gp_bench_${randomBytes(4).toString('hex')}`);
  cleanups.push(created.drop);
  // The production's limits, unless this shell sets others to try.
  const limits = loadConfig({
    LOAD_SHED_EVENT_LOOP_DELAY_MS: process.env.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    LOAD_SHED_DB_WAITING: process.env.LOAD_SHED_DB_WAITING,
    LOAD_SHED_MAX_IN_FLIGHT: process.env.LOAD_SHED_MAX_IN_FLIGHT,
  }).loadShedding;
  const server = await startApiProcess({
    DATABASE_URL: created.url,
    SEED: 'demo',
    STORAGE_DIR: join(dir, 'files'),
    LOG_LEVEL: 'warn',
    LOAD_SHED_EVENT_LOOP_DELAY_MS: String(limits.maxEventLoopDelayMs),
    LOAD_SHED_DB_WAITING: String(limits.maxDbWaiting),
    LOAD_SHED_MAX_IN_FLIGHT: String(limits.maxInFlight ?? 0),
  });
  cleanups.push(() => server.stop());
  const most = Math.max(...connections);
  const sessions: Headers[] = [];
  // Signed in a few at a time: the sign-ins are not what is measured.
  while (sessions.length < most)
    sessions.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, most - sessions.length) }, () => signIn(server.url)),
      )),
    );
  const pool = await poolOf(server.url, sessions[0]!);
  console.log(
    `\n=== PostgreSQL, descarte de carga (mais de ${limits.maxInFlight ?? 0} requisições em andamento, atraso do laço > ${limits.maxEventLoopDelayMs} ms ou > ${limits.maxDbWaiting} consultas na fila do pool): ` +
      `${connections.join(' e ')} conexões sem pausa, ${SECONDS} s cada, ${RUNS} rodadas ===`,
  );
  console.log(`  memória da API ao iniciar: ${rssMb(server).toFixed(0)} MB`);
  const figures = new Map<number, { throughput: number; p99: number; shed: number; bad: number }[]>();
  for (let run = 1; run <= RUNS; run++) {
    for (const n of connections) {
      const samples: Sample[] = [];
      const pace = { deadline: Date.now() + SECONDS * 1000, thinkMs: 0 };
      await Promise.all(
        sessions.slice(0, n).map((headers) => session(server.url, headers, pool, pace, samples)),
      );
      const ok = samples.filter((x) => x.status !== undefined && x.status >= 200 && x.status < 300);
      const shed = samples.filter((x) => x.status === 503);
      const other = samples.length - ok.length - shed.length;
      const times = ok.map((x) => x.ms).sort((a, b) => a - b);
      const rss = rssMb(server);
      const throughput = ok.length / SECONDS;
      console.log(
        `  rodada ${run}, ${String(n).padStart(3)} conexões (carga 1 min ${loadavg()[0]?.toFixed(2)}): ` +
          `2xx ${ok.length} (${throughput.toFixed(1)}/s)  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}` +
          `  p99 ${ms(percentile(times, 99))} ms  503 ${shed.length} (sem Retry-After ${shed.filter((x) => !x.retryAfter).length})` +
          `  outros ${other}  memória ${rss.toFixed(0)} MB`,
      );
      if (flag('por-tipo')) report(ok, SECONDS);
      const list = figures.get(n) ?? [];
      list.push({
        throughput,
        p99: percentile(times, 99),
        shed: shed.length,
        bad: other + shed.filter((x) => !x.retryAfter).length,
      });
      figures.set(n, list);
    }
  }
  const [low, high] = [Math.min(...connections), most];
  const avg = (n: number, f: (x: { throughput: number; p99: number }) => number) => {
    const list = figures.get(n) ?? [];
    return list.reduce((sum, x) => sum + f(x), 0) / Math.max(1, list.length);
  };
  if (low !== high) {
    const ratio =
      avg(high, (x) => x.throughput) /
      Math.max(
        1e-9,
        avg(low, (x) => x.throughput),
      );
    const p99 = Math.max(...(figures.get(high) ?? []).map((x) => x.p99));
    const shedLow = (figures.get(low) ?? []).reduce((n, x) => n + x.shed, 0);
    const bad = [...figures.values()].flat().reduce((n, x) => n + x.bad, 0);
    console.log(
      `  metas: ${low} conexões 0 × 503 → ${shedLow}; ${high} conexões 2xx ≥ 90 % de ${low} → ${(ratio * 100).toFixed(0)} %, ` +
        `p99 dos 2xx < 1 s → ${ms(p99)} ms; respostas que não são 2xx nem 503 com Retry-After → ${bad}`,
    );
  }
  await cleanup();
}

async function main() {
  const connections = args.find((a) => a.startsWith('--connections='));
  if (connections) {
    const counts = connections
      .split('=')[1]!
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    if (!counts.length) throw new Error('--connections=N[,N…]');
    console.log(
      `${cpus().length} núcleos, carga 1 min ${loadavg()[0]?.toFixed(2)} (cliente e API na mesma máquina)`,
    );
    return benchShedding(counts);
  }
  console.log(
    `Carga: ${USERS} sessões, ${SECONDS} s × ${RUNS} rodadas, pausa média ${THINK_MS} ms — ${cpus().length} núcleos, ` +
      `carga 1 min ${loadavg()[0]?.toFixed(2)} (cliente e API na mesma máquina)`,
  );
  if (!flag('no-postgres')) await benchDatabase('postgres');
  if (!flag('no-pglite')) await benchDatabase('pglite');
}

runBench(main);
