import { LOCAL_HEADER, type SessionResponse, type Trabalho } from '@gp/shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCluster, freePort, nginxBinary, startApiCluster } from '../../../scripts/api-cluster.mjs';
import { until } from '../support/api-process.js';
import { PREFEITURA, TEST_USERS } from '../support/organisation.js';
import { bemBody, patrimonioIds } from '../support/patrimonio.js';
import { type Headers, inspect, useProcessTargets } from '../support/process-target.js';
import { DB_KIND } from '../support/test-app.js';

/**
 * The scale profile (docs/operations-api.md, "Vários processos"): three API processes on one PostgreSQL
 * behind Debian's nginx, started by the same module as `npm run scale`. What one process holds in memory
 * would break here, so this shows it holds nothing that matters: a session opened on one process works and
 * refreshes on the others; a sign-in limit counts the attempts made on every process; a job started
 * through one process is swept by another when its process dies, and the next one is run by a survivor;
 * and a process killed while writes stream through nginx loses none of the writes it answered.
 * PostgreSQL only: PGlite is one process's embedded database.
 */
const { newTarget } = useProcessTargets();
const describeScale = DB_KIND === 'postgres' && nginxBinary() ? describe : describe.skip;
if (DB_KIND === 'postgres' && !nginxBinary())
  console.warn('scale.test.ts: nginx não está instalado (apt-get install -y nginx): teste ignorado.');

let cluster: ApiCluster | undefined;
afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

/** Each process's log lines, by process index (what was started on which). */
function collectLogs(c: ApiCluster) {
  const lines: string[][] = c.processes.map(() => []);
  const follow = (i: number) =>
    c.processes[i]!.child.stdout?.on('data', (chunk: Buffer) => lines[i]!.push(...String(chunk).split('\n')));
  for (let i = 0; i < c.processes.length; i++) follow(i);
  return { lines, follow };
}

async function signIn(
  url: string,
  username: string = TEST_USERS.admin.username,
  password: string = TEST_USERS.admin.password,
) {
  return fetch(`${url}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

async function sessionAt(url: string) {
  const res = await signIn(url);
  expect(res.status).toBe(200);
  const session = (await res.json()) as SessionResponse;
  const local = session.locais.find((l) => l.empresa.no_empresa.includes(PREFEITURA));
  if (!local) throw new Error('admin sem local na Prefeitura');
  return { session, headers: { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id } };
}

const post = (url: string, headers: Headers, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describeScale('three API processes behind nginx on one PostgreSQL', () => {
  it('keeps sessions, sign-in limits and jobs across processes, and loses no answered write to a kill', async () => {
    const target = await newTarget();
    const ids = await inspect(target, (db) => patrimonioIds(db));
    cluster = await startApiCluster({
      count: 3,
      port: await freePort(),
      databaseUrl: target.env.DATABASE_URL!,
      entry: 'src/server.ts',
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'inherit'],
      baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
      env: {
        ...target.env,
        LOG_LEVEL: 'info',
        SEED: 'none',
        RATE_LIMIT_PER_IP: '1000000',
        RATE_LIMIT_PER_USERNAME: '4',
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
        LOAD_SHED_DB_WAITING: '0',
        JOBS_STALE_SECONDS: '2',
        // Every depreciation run waits after writing its items: the kill below finds one under way.
        GP_TEST_PAUSE_AFTER_ITENS_MS: '120000',
      },
    });
    const c = cluster;
    const logs = collectLogs(c);
    const [p0, p1, p2] = c.processes.map((p) => p.url) as [string, string, string];

    // A session opened on one process is honoured and refreshed by the others.
    const { session, headers } = await sessionAt(p0);
    for (const url of [p1, p2, c.url]) {
      const res = await fetch(`${url}/patrimonio/bempatrimonial?limit=1`, { headers });
      expect(res.status, url).toBe(200);
    }
    const refresh = (url: string) =>
      fetch(`${url}/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refreshToken }),
      });
    const refreshed = await refresh(p1);
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    // The refresh token was rotated on process 1: process 2 refuses the old one.
    expect((await refresh(p2)).status).toBe(401);

    // The sign-in limit (4 per user name) counts the attempts made on every process.
    const wrong: number[] = [];
    for (const url of [p0, p1, p2, p0, p1, p2])
      wrong.push((await signIn(url, 'ninguem.aqui', 'senha-errada')).status);
    expect(wrong.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(wrong.slice(4)).toEqual([429, 429]);

    // The replay closed that session (reuse of a rotated token ends its chain): a new one for the rest.
    const { headers: h } = await sessionAt(c.url);

    // Writes streaming through nginx while a process is killed: every write answered 201 is there; the
    // writes cut with their process read as an error of the gateway, never as a success.
    const other = 1;
    const created: string[] = [];
    const statuses: number[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const res = await post(`${c.url}/patrimonio/bempatrimonial/create`, h, bemBody(ids)).catch(
          () => null,
        );
        statuses.push(res?.status ?? 0);
        if (res?.status === 201) created.push(((await res.json()) as { id: string }).id);
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await until('as primeiras escritas', () => (created.length >= 10 ? true : undefined), 30_000);
    await c.kill(other);
    await until('escritas depois da queda', () => (created.length >= 40 ? true : undefined), 60_000);
    stop = true;
    await Promise.all(writers);
    expect(statuses.filter((s) => s !== 201 && s !== 502)).toEqual([]);
    for (const id of created) {
      const res = await fetch(`${c.url}/patrimonio/bempatrimonial/${id}`, { headers: h });
      expect(res.status, id).toBe(200);
    }

    // A job started through nginx runs on one of the two processes left; killed with it, the survivor
    // marks it failed with its reason, and the next run is taken by the survivor. (Last: a run holds its
    // client's lock, decision 019, and the pause keeps it.)
    for (let i = 0; i < 2; i++) {
      const res = await post(`${c.url}/patrimonio/bempatrimonial/create`, h, bemBody(ids));
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const now = new Date().toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 7);
    const [ano, mes] = now.split('-').map(Number) as [number, number];
    const cfg = await fetch(`${c.url}/patrimonio/depreciacao/configuracao`, {
      method: 'PUT',
      headers: { ...h, 'content-type': 'application/json' },
      body: JSON.stringify({ primeiro_mes: 'integral', implantacao: { ano, mes } }),
    });
    expect(cfg.status, await cfg.text()).toBe(200);
    const run = async () => {
      const res = await post(`${c.url}/patrimonio/depreciacao/processar`, h, { ano, mes, confirmado: true });
      expect(res.status, await res.clone().text()).toBe(202);
      return ((await res.json()) as { trabalho_id: string }).trabalho_id;
    };
    const runnerOf = (id: string) =>
      until(`o trabalho ${id} começar`, () => {
        const i = logs.lines.findIndex((l) => l.some((x) => x.includes('job started') && x.includes(id)));
        return i >= 0 ? i : undefined;
      });
    const first = await run();
    const runner = await runnerOf(first);
    await c.kill(runner);
    const survivor = c.processes.map((p) => p.url).find((_, i) => i !== runner && i !== other)!;
    const failed = await until(
      'um sobrevivente marcar o trabalho como falho',
      async () => {
        const res = await fetch(`${survivor}/trabalhos/${first}`, { headers: h });
        const job = (await res.json()) as Trabalho;
        return job.estado === 'falhou' ? job : undefined;
      },
      30_000,
    );
    expect(failed.erro).toMatch(/servidor que o executava parou/);
    const second = await run();
    expect(await runnerOf(second)).not.toBe(runner);
  }, 240_000);
});
