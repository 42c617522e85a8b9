import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOADED_MESSAGE } from '../../src/plugins/load-shedding.js';
import { until } from '../support/api-process.js';
import { type Caller, callerAt } from '../support/sistema.js';
import { createTestApp, DB_KIND, type TestApp } from '../support/test-app.js';

/**
 * An overloaded API answers at once with 503 and Retry-After (decision 032), and /health keeps
 * answering. The figures under load come from `pnpm bench:load`, not from here.
 */
let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp({
    loadShedding: {
      maxEventLoopDelayMs: 100,
      maxDbWaiting: 2,
      maxInFlight: 2,
      retryAfterSeconds: 3,
      sampleMs: 20,
    },
  });
  // Signed in when the busy test machine lets the shedding limits through (the event loop may lag).
  admin = await until(
    'entrar sem 503',
    () => callerAt(t, 'admin', 'Prefeitura').catch(() => undefined),
    20_000,
  );
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
/** The API answers a request normally again (the shared test machine may lag for a moment by itself). */
const servesAgain = () =>
  until(
    'a API responder sem 503',
    async () => ((await get('/locais')).statusCode === 401 ? true : undefined),
    5000,
  );
const get = (url: string) => t.app.inject({ method: 'GET', url });

function expectShed(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('3');
  expect(res.json()).toEqual({
    status: 'Error',
    message: OVERLOADED_MESSAGE,
    request_id: expect.any(String),
  });
}

describe('load shedding', () => {
  it('answers normally when the process is not overloaded', async () => {
    await servesAgain();
  });

  it('refuses with 503 and Retry-After while the event loop lags; /health still answers', async () => {
    // Keeps the event loop lagging, as CPU-bound work would: 200 ms busy, a turn of the loop, again.
    let lagging = true;
    const lag = () => {
      const until = Date.now() + 200;
      while (Date.now() < until) {}
      if (lagging) setTimeout(lag, 0);
    };
    lag();
    await sleep(250);
    const [shed, health] = [await get('/locais'), await get('/health')];
    lagging = false;
    expectShed(shed);
    expect(health.statusCode).toBe(200);
    // Once the loop is responsive again, so is the API.
    await servesAgain();
  });

  it('refuses with 503 at once past the requests in flight, and takes them again as they end', async () => {
    // Two asset lists held in flight: the assets' table locked by a transaction (on PGlite it holds the
    // one connection, so they wait all the same).
    let release = () => {};
    const held = new Promise<void>((ok) => {
      release = ok;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((ok) => {
      locked = ok;
    });
    const lock = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table bens_patrimoniais in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    await servesAgain();
    const list = () =>
      t.app.inject({ method: 'GET', url: '/patrimonio/bempatrimonial?limit=5', headers: admin.headers });
    const inFlight = [list(), list()];
    await sleep(100);
    const started = Date.now();
    const third = await list();
    expectShed(third);
    // Refused at once, not after waiting for the lock.
    expect(Date.now() - started).toBeLessThan(1000);
    release();
    await lock;
    for (const res of await Promise.all(inFlight)) expect(res.statusCode).toBe(200);
    // Their places are given back (when their connections close): the next ones are served.
    await until('a lista de novo', async () => ((await list()).statusCode === 200 ? true : undefined), 5000);
  });

  it.skipIf(DB_KIND !== 'postgres')(
    "refuses with 503 while queries queue for the pool's connections; /health uses its own",
    async () => {
      // The test pool has 5 connections: 9 slow queries leave 4 waiting (the limit is 2).
      // (`.then` sends each query now: a drizzle query runs when awaited.)
      const slow = Array.from({ length: 9 }, () =>
        t.database.db.execute(sql`select pg_sleep(0.8)`).then(() => undefined),
      );
      await sleep(250);
      expect(t.database.waiting()).toBeGreaterThan(2);
      expectShed(await get('/locais'));
      const health = await get('/health');
      expect(health.statusCode).toBe(200);
      expect(health.json().database.status).toBe('up');
      await Promise.all(slow);
      await servesAgain();
    },
  );
});
