import type { ReplicaHealth } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '../../src/db/client.js';
import { bemBody, createBem, patrimonioIds } from '../support/patrimonio.js';
import { type Replica, replicaUnavailable, startReplica } from '../support/replica.js';
import { type Caller, callerAt } from '../support/sistema.js';
import { createTestApp, DB_KIND, type TestApp } from '../support/test-app.js';

/**
 * The read replica (decision 046) against a real hot standby the test makes (support/replica.ts): the
 * public area and the reports read there, over a pool that cannot write; support's health page tells its
 * lag. PostgreSQL only; skipped, saying why, on a machine that cannot make a standby (not root, no
 * Debian postgresql-common).
 */
const unavailable = DB_KIND === 'postgres' ? replicaUnavailable() : null;
if (unavailable) console.warn(`» réplica de leitura: teste ignorado — ${unavailable}`);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// A ReadDb has no way to write: these lines would not compile (tsc checks the tests too).
export function neverCalled(readDb: ReadDb) {
  // @ts-expect-error a ReadDb has no insert
  readDb.insert;
  // @ts-expect-error a ReadDb has no update
  readDb.update;
  // @ts-expect-error a ReadDb has no delete
  readDb.delete;
  // @ts-expect-error a ReadDb opens no transaction
  readDb.transaction;
}

describe.skipIf(DB_KIND !== 'postgres' || unavailable !== null)(
  `read replica${unavailable ? ` (ignorado: ${unavailable})` : ''}`,
  () => {
    let replica: Replica;
    let t: TestApp;
    let primaryUrl = '';
    let admin: Caller;
    let suporte: Caller;

    /** SQL on the standby itself, as the server's superuser (the replay's pause and resume). */
    const onReplica = (text: string) =>
      replica.waitFor(
        primaryUrl,
        async (c: pg.Client) => {
          await c.query(text);
          return true;
        },
        5000,
      );

    beforeAll(async () => {
      const started = performance.now();
      replica = await startReplica();
      t = await createTestApp({}, 'test', {
        readUrlOf: (url) => {
          primaryUrl = url;
          return replica.urlOf(url);
        },
      });
      // The test file's database was made after the base backup: wait for its creation to be replayed.
      await replica.waitFor(
        primaryUrl,
        async (c) => (await c.query('select 1 from companies limit 1')).rowCount === 1,
      );
      admin = await callerAt(t, 'admin', 'Prefeitura');
      suporte = await callerAt(t, 'suporte');
      console.info(`» réplica de teste pronta em ${Math.round(performance.now() - started)} ms`);
    }, 90_000);
    afterAll(async () => {
      await t?.close();
      await replica?.stop();
    });

    it('reads through a read-only session of a standby, and a write through it is refused', async () => {
      const { readDb } = t.database;
      expect(readDb).not.toBe(t.database.db);
      const [state] = rowsOf<{ recovery: boolean; readOnly: string }>(
        await readDb.execute(
          sql`select pg_is_in_recovery() as recovery, current_setting('default_transaction_read_only') as "readOnly"`,
        ),
      );
      expect(state).toEqual({ recovery: true, readOnly: 'on' });
      await expect(readDb.execute(sql`update companies set name = name`)).rejects.toMatchObject({
        cause: { code: '25006' },
      });
      // The primary is where the back office reads and writes.
      const [primary] = rowsOf<{ recovery: boolean }>(
        await t.database.db.execute(sql`select pg_is_in_recovery() as recovery`),
      );
      expect(primary!.recovery).toBe(false);
    });

    it('the public card reads the replica: a new asset shows once the replica replays it', async () => {
      const ids = await patrimonioIds(t.database.db);
      await onReplica('select pg_wal_replay_pause()');
      let id = '';
      try {
        const created = await createBem(
          t,
          admin.headers,
          bemBody(ids, { descricao: 'Mesa vinda do primário' }),
        );
        expect(created.statusCode, created.body).toBe(201);
        id = created.json().id;
        // Replay paused: the primary has the asset, the replica not yet; the public area does not see it.
        const card = `/patrimonio/bempatrimonial/transparencia/${id}`;
        const before = await t.app.inject({ method: 'GET', url: card });
        expect(before.statusCode, before.body).toBe(404);
        // Support's page says the replica is behind (asked now: nothing cached yet).
        const details = await t.app.inject({
          method: 'GET',
          url: '/health/details',
          headers: suporte.headers,
        });
        expect(details.statusCode, details.body).toBe(200);
        const health = details.json().replica as ReplicaHealth;
        expect(health).toMatchObject({ configured: true, status: 'up', inRecovery: true, caughtUp: false });
        expect(health.lagSeconds).toEqual(expect.any(Number));
        expect(health.message).toMatch(
          /^Réplica atrasada: última transação do primário aplicada há \d+,\d s\.$/,
        );
        // The load balancer's /health never asks the replica.
        const plain = await t.app.inject({ method: 'GET', url: '/health' });
        expect(plain.statusCode).toBe(200);
        expect(plain.json()).not.toHaveProperty('replica');
      } finally {
        await onReplica('select pg_wal_replay_resume()');
      }
      // Bounded poll: the replay catches up within seconds.
      const until = Date.now() + 15_000;
      let res = await t.app.inject({ method: 'GET', url: `/patrimonio/bempatrimonial/transparencia/${id}` });
      while (res.statusCode === 404 && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
        res = await t.app.inject({ method: 'GET', url: `/patrimonio/bempatrimonial/transparencia/${id}` });
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ descricao: 'Mesa vinda do primário' });
    });

    it('the reports are read on the replica without a write there: the register PDF answers 200', async () => {
      const [row] = rowsOf<{ application_id: string }>(
        await t.database.db.execute(
          sql`select application_id from companies where name like 'Prefeitura%' limit 1`,
        ),
      );
      const res = await t.app.inject({
        method: 'GET',
        url: `/patrimonio/bempatrimonial/reports/aplicacao/${row!.application_id}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  },
);
