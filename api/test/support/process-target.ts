import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';
import { type ApiProcess, startApiProcess } from './api-process.js';
import { PG_ADMIN_URL } from './global-setup.js';
import { PREFEITURA, TEST_USERS } from './organisation.js';
import { createPgDatabase } from './pg-database.js';
import { DB_KIND } from './test-app.js';

/**
 * For the tests of the API as a process (crash, backup): each test gets a copy of the test organisation
 * on the project's database — a PGlite data folder or a PostgreSQL database — with its own files folder,
 * and starts real API processes on it (api-process.ts). Everything is killed and removed after each test.
 */
export type Target = {
  /** The API's environment for this copy: its database and its files folder. */
  env: Record<string, string>;
  /** Opens the database here (for PGlite only while no API process runs on it). */
  open: () => Promise<Database>;
  remove: () => Promise<void>;
  /**
   * Starts watching the database for writes of the API (call it before the request): the function it
   * returns says whether a transaction has begun writing since. PostgreSQL: a backend of the database
   * holds a transaction id. PGlite: a file of its data directory changed (the embedded engine runs in
   * the API's thread, so its log lines only flush once the request ends; its files, written as the
   * transaction extends its tables, show the work under way).
   */
  watchWrites: () => () => Promise<boolean>;
};
export type Db = Database['db'];

export function useProcessTargets() {
  let pgliteTemplate = '';
  const servers: ApiProcess[] = [];
  const targets: Target[] = [];

  beforeAll(async () => {
    if (DB_KIND !== 'pglite') return;
    pgliteTemplate = mkdtempSync(join(tmpdir(), 'gp-process-template-'));
    const client = await PGlite.create({
      dataDir: join(pgliteTemplate, 'data'),
      loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
    });
    await client.close();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) server.child.kill('SIGKILL');
    for (const target of targets.splice(0)) await target.remove();
  });
  afterAll(() => {
    if (pgliteTemplate) rmSync(pgliteTemplate, { recursive: true, force: true });
  });

  async function newTarget(): Promise<Target> {
    const files = mkdtempSync(join(tmpdir(), 'gp-process-'));
    let target: Target;
    if (DB_KIND === 'postgres') {
      const created = await createPgDatabase(
        PG_ADMIN_URL,
        `gp_process_${randomBytes(5).toString('hex')}`,
        inject('pgTemplate'),
      );
      const name = new URL(created.url).pathname.slice(1);
      target = {
        env: { DATABASE_URL: created.url, STORAGE_DIR: join(files, 'storage') },
        open: () => openPostgres(created.url, 2),
        remove: async () => {
          await created.drop();
          rmSync(files, { recursive: true, force: true });
        },
        // A backend with a transaction id has written in its open transaction.
        watchWrites: () => async () => {
          const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
          await admin.connect();
          try {
            const found = await admin.query(
              'select 1 from pg_stat_activity where datname = $1 and backend_xid is not null',
              [name],
            );
            return (found.rowCount ?? 0) > 0;
          } finally {
            await admin.end();
          }
        },
      };
    } else {
      cpSync(join(pgliteTemplate, 'data'), join(files, 'data'), { recursive: true });
      target = {
        env: { DATA_DIR: join(files, 'data'), STORAGE_DIR: join(files, 'storage') },
        open: () => openPglite(join(files, 'data')),
        remove: async () => rmSync(files, { recursive: true, force: true }),
        watchWrites: () => {
          const before = dataDirState(join(files, 'data'));
          return async () => dataDirState(join(files, 'data')) !== before;
        },
      };
    }
    targets.push(target);
    return target;
  }

  /** An API process on the target; `env` adds settings (SHUTDOWN_TIMEOUT_SECONDS...). */
  async function start(target: Target, env: Record<string, string> = {}) {
    // At "debug" the API logs each request's arrival: a test can wait for a request to be under way.
    const server = await startApiProcess({ LOG_LEVEL: 'debug', ...target.env, ...env });
    servers.push(server);
    return server;
  }

  return { newTarget, start };
}

/** Reads the database with the API stopped (an embedded database has one owner at a time). */
export async function inspect<T>(target: Target, read: (db: Db) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

export const rows = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type Headers = Record<string, string>;

/** Signs in over HTTP as the test organisation's admin, at the Prefeitura. */
export async function signInOver(server: ApiProcess): Promise<Headers> {
  const res = await fetch(`${server.url}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: TEST_USERS.admin.username, password: TEST_USERS.admin.password }),
  });
  const session = (await res.json()) as SessionResponse;
  const local = session.locais.find((l) => l.empresa.no_empresa.includes(PREFEITURA));
  if (!local) throw new Error('admin sem local na Prefeitura');
  return { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id };
}

export const postJson = (server: ApiProcess, headers: Headers, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Size and modification time of every file of a data directory, as one string to compare. */
function dataDirState(dir: string): string {
  return readdirSync(dir, { recursive: true })
    .map((name) => {
      try {
        const st = statSync(join(dir, String(name)));
        return st.isFile() ? `${name}:${st.size}:${st.mtimeMs}` : '';
      } catch {
        return ''; // removed while listed
      }
    })
    .join('|');
}
