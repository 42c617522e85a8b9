import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = 'pglite' | 'postgres';
/**
 * What a read-only caller may do with a database: build selects and run statements (decision 046). A
 * function that takes a `ReadDb` cannot insert, update, delete or open a transaction through it; a `Db` is
 * also a `ReadDb`. On the replica's pool a raw statement that writes is refused by PostgreSQL itself (the
 * pool's sessions are `default_transaction_read_only`).
 */
export type ReadDb = Pick<
  Db,
  'select' | 'selectDistinct' | 'selectDistinctOn' | '$with' | '$count' | 'execute'
>;

/** The state of the read connection (DATABASE_READ_URL) as support sees it, in `/health/details`. */
export type ReplicaState = {
  /** `pg_is_in_recovery()`: true on a standby; false means the URL points at a primary. */
  inRecovery: boolean;
  /** now() − the last replayed transaction's time on the replica, in seconds; null before any replay. */
  lagSeconds: number | null;
  /** Everything the standby received is replayed (an idle primary makes `lagSeconds` grow anyway). */
  caughtUp: boolean | null;
  latencyMs: number;
};

export type Database = {
  db: Db;
  /**
   * Where the public area and the reports read (decision 046): the read-only pool on DATABASE_READ_URL
   * when it is set, else `db` itself.
   */
  readDb: ReadDb;
  /** Present when the reads go to a connection of their own (DATABASE_READ_URL): its state, read now. */
  replica?: () => Promise<ReplicaState>;
  driver: Driver;
  /**
   * Round trip to the database in ms; throws when it is down or does not answer within `PING_TIMEOUT_MS`.
   * On PostgreSQL it goes over a connection of its own, so a saturated pool does not make a live
   * database look dead to a load balancer (decision 032).
   */
  ping: () => Promise<number>;
  close: () => Promise<void>;
  /** Queries waiting for a connection of the pool (PostgreSQL); PGlite has no pool: always 0. */
  waiting: () => number;
  /**
   * Plain SQL on the same connection(s), for the job queue library (decision 033): text with `$n`
   * parameters, or several statements when there are none.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * PostgreSQL only: LISTEN on `channel` over a connection of its own (other processes' NOTIFY reach
   * `onMessage`); resolves with its stop. The job queue wakes its workers with it (decision 033).
   */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * LISTEN on both drivers: on PostgreSQL as `listen`; on PGlite the embedded engine's own notifications
   * (one process, delivered as the notifying statement ends). The kept callers are emptied by it
   * (decision 047).
   */
  subscribe: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Embedded database only: a consistent copy of its data folder (gzip tar) taken inside the process
   * that owns it, between transactions, while it keeps serving (backups, src/db/backup.ts).
   */
  dump?: () => Promise<Blob>;
};

/** The committed drizzle-kit migrations, found from source (src/db) or from the bundle (dist). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = resolve(dir, 'drizzle');
    if (existsSync(resolve(candidate, 'meta/_journal.json'))) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('Pasta de migrações (drizzle/) não encontrada.');
}

const ping = async (db: Db) => {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
};

export async function openPglite(source: string | PGlite): Promise<Database> {
  let client: PGlite;
  if (typeof source === 'string') {
    mkdirSync(source, { recursive: true });
    client = await PGlite.create(source);
  } else {
    client = source;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    db,
    readDb: db,
    driver: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
    waiting: () => 0,
    subscribe: (channel, onMessage) => client.listen(channel, onMessage),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values as never[]);
      // exec runs several statements (the queue's schema install); the last one's rows are the answer.
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    dump: async () => {
      // The checkpoint makes the copy start up without replaying the log; the transaction holds off every
      // other transaction, so the copy falls between two of them.
      await client.exec('checkpoint');
      return client.transaction(() => client.dumpDataDir('gzip'));
    },
  };
}

/** How long the health check waits for the database before calling it down. */
export const PING_TIMEOUT_MS = 2000;

/** The replica's lag and whether it is one, asked on its own connection (support's health page). */
const REPLICA_STATE_SQL = `select pg_is_in_recovery() as "inRecovery",
  extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as "lagSeconds",
  case when pg_is_in_recovery()
    then pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() end as "caughtUp"`;

/** A pool that cannot write: every transaction of its sessions is read-only (decision 046). */
function readOnlyPool(url: string, max: number, extra: pg.PoolConfig = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: '-c default_transaction_read_only=on',
    application_name: 'gp-api-leitura',
    ...extra,
  });
  // An idle connection the server closed (a replica restarted) is dropped by the pool, not the process.
  pool.on('error', () => {});
  return pool;
}

/** The read side of a PostgreSQL database: its drizzle, its state for support, and its pools. */
function openReadSide(readUrl: string, max: number) {
  const pool = readOnlyPool(readUrl, max);
  const statePool = readOnlyPool(readUrl, 1, {
    connectionTimeoutMillis: PING_TIMEOUT_MS,
    query_timeout: PING_TIMEOUT_MS,
  });
  return {
    pool,
    readDb: drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as ReadDb,
    state: async (): Promise<ReplicaState> => {
      const started = performance.now();
      const { rows } = await statePool.query(REPLICA_STATE_SQL);
      const row = rows[0] as Omit<ReplicaState, 'latencyMs'>;
      const lag = row.lagSeconds === null ? null : Math.max(0, Math.round(row.lagSeconds * 10) / 10);
      return { ...row, lagSeconds: lag, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
    },
    end: async () => {
      await statePool.end();
      await pool.end();
    },
  };
}

export async function openPostgres(url: string, max = 10, readUrl?: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  await migrateNodePg(db as never, { migrationsFolder: migrationsFolder() });
  // The health check's own connection: never queued behind the requests that saturate the pool.
  const healthPool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: PING_TIMEOUT_MS,
    query_timeout: PING_TIMEOUT_MS,
  });
  // An idle connection the server closed is dropped by the pool; the error must not end the process.
  healthPool.on('error', () => {});
  const listen = async (channel: string, onMessage: (payload: string) => void) => {
    const client = new pg.Client({ connectionString: url });
    // A lost connection only loses the notifications: each listener has its own fallback (a poll, an expiry).
    client.on('error', () => undefined);
    client.on('notification', (m) => onMessage(m.payload ?? ''));
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    return () => client.end();
  };
  const read = readUrl ? openReadSide(readUrl, max) : undefined;
  return {
    db,
    readDb: read?.readDb ?? db,
    ...(read ? { replica: read.state } : {}),
    driver: 'postgres',
    ping: async () => {
      const started = performance.now();
      await healthPool.query('select 1');
      return Math.round((performance.now() - started) * 100) / 100;
    },
    close: async () => {
      await read?.end();
      await healthPool.end();
      await pool.end();
    },
    // Both pools: a public area waiting on the replica is load as much as the back office on the primary.
    waiting: () => pool.waitingCount + (read?.pool.waitingCount ?? 0),
    executeSql: (text, values) => pool.query(text, values),
    listen,
    subscribe: listen,
  };
}

export const openDatabase = (opts: {
  databaseUrl?: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
}) =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl, 10, opts.databaseReadUrl) : openPglite(opts.dataDir);
