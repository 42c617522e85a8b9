import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config/env.js';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';
import { seedDemo } from '../../src/db/seed.js';
import { PG_ADMIN_URL } from './global-setup.js';
import { TEST_USERS } from './organisation.js';
import { createPgDatabase } from './pg-database.js';
import { type ReceivedMail, startSmtpReceiver } from './smtp-receiver.js';

export const TEST_JWT_SECRET = 'test-secret-with-at-least-thirty-two-characters!!';
export const DB_KIND = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Messages the API sent, as a real SMTP server on loopback received them (support/smtp-receiver.ts). */
  mails: ReceivedMail[];
  close: () => Promise<void>;
};

/** A fresh copy of the migrated and seeded template for one test file, on the project's database. */
/**
 * An app on its own copy of the test organisation; `from: 'demo'` instead migrates an empty database and
 * fills it with the demo seed (only the tests of the demo data use it). The app logs nothing, unless a
 * test hands it a `logStream` (and a `logLevel` in `overrides`) to read its log lines; `onRoute` sees every
 * route as it is declared.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  from: 'test' | 'demo' = 'test',
  {
    logStream,
    onRoute,
    readUrlOf,
  }: Pick<AppOptions, 'logStream' | 'onRoute'> & {
    /** PostgreSQL: the read connection (DATABASE_READ_URL) of the test file's database, from its URL. */
    readUrlOf?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  // Worker processes run file after file (isolate: false, vitest.config.ts), each within one project: a
  // worker that ever ran another project's files would test the wrong database without a word.
  if ((process.env.TEST_DB ?? 'pglite') !== DB_KIND) throw new Error('um worker do vitest trocou de projeto');
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (DB_KIND === 'postgres') {
    const created = await createPgDatabase(
      PG_ADMIN_URL,
      `gp_test_${randomBytes(5).toString('hex')}`,
      from === 'demo' ? undefined : inject('pgTemplate'),
    );
    database = await openPostgres(created.url, 5, readUrlOf?.(created.url));
    drop = created.drop;
  } else {
    database =
      from === 'demo'
        ? await openPglite(await PGlite.create())
        : await openPglite(
            await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) }),
          );
  }
  if (from === 'demo') await seedDemo(database.db);
  const smtp = await startSmtpReceiver();
  const config: Config = {
    ...loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' }),
    rateLimit: { windowSeconds: 300, perIp: 10_000, perUsername: 10_000, recoveryPerIp: 10_000 },
    // Off: the test machines are shared and slow; test/app/load-shedding.test.ts turns it on.
    loadShedding: { maxEventLoopDelayMs: 0, maxDbWaiting: 0, retryAfterSeconds: 2, sampleMs: 250 },
    publicRateLimitPerMinute: 1_000_000,
    // Off: a test that changes a user, a session or a location straight in the database expects the
    // next call to see it, which the kept callers (decision 047) do only once the change's notification
    // arrives, a few milliseconds later on PostgreSQL. test/auth/callers.test.ts turns them on and tests
    // that notification.
    callerCacheMs: 0,
    smtpUrl: smtp.url,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    logger: logStream !== undefined,
    logStream,
    onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mails: smtp.received,
    close: async () => {
      await app.close();
      await smtp.close();
      await database.close();
      await drop?.();
    },
  };
}

export type TestUser = keyof typeof TEST_USERS;

export async function signIn(app: FastifyInstance, who: TestUser | { username: string; password: string }) {
  const creds = typeof who === 'string' ? TEST_USERS[who] : who;
  const res = await app.inject({
    method: 'POST',
    url: '/session',
    payload: { username: creds.username, password: creds.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${creds.username}: ${res.statusCode} ${res.body}`);
  return res.json<SessionResponse>();
}

/** Signs in and picks the location whose company name contains `company` (or the first one). */
export async function signInAt(app: FastifyInstance, who: TestUser, company?: string) {
  const session = await signIn(app, who);
  const local = company
    ? session.locais.find((l) => l.empresa.no_empresa.includes(company))
    : session.locais[0];
  if (!local) throw new Error(`${who} sem local ${company ?? ''}`);
  return {
    session,
    localId: local.id,
    headers: { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id },
  };
}
