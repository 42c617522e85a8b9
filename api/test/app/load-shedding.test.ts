import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOADED_MESSAGE } from '../../src/plugins/load-shedding.js';
import { until } from '../support/api-process.js';
import { createTestApp, DB_KIND, type TestApp } from '../support/test-app.js';

/**
 * An overloaded API answers at once with 503 and Retry-After (decision 032), and /health keeps
 * answering. The figures under load come from `pnpm bench:load`, not from here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loadShedding: { maxEventLoopDelayMs: 100, maxDbWaiting: 2, retryAfterSeconds: 3, sampleMs: 20 },
  });
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
