import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import type { Database } from '../src/db/client.js';

/**
 * The API of a benchmark: built on `database` in this process (PGlite is in-process: the server and any
 * direct SQL must share it), listening on 127.0.0.1, rate limits out of the way, files in a temp dir;
 * signed in as the demo `admin` at the Prefeitura. What must be undone is pushed to `cleanups`.
 * Silent, unless `logStream` is given: then it logs at the production level ("info") into it.
 */
export async function startBenchServer(
  database: Database,
  cleanups: (() => Promise<unknown> | unknown)[],
  opts: { logStream?: { write: (line: string) => void } } = {},
) {
  const config = {
    ...loadConfig({
      JWT_SECRET: 'bench-secret-with-at-least-thirty-two-characters!!',
      LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    }),
    rateLimit: { windowSeconds: 300, perIp: 1_000_000, perUsername: 1_000_000, recoveryPerIp: 1_000_000 },
    // Off: these benchmarks time the work itself (bench:load measures the shedding).
    loadShedding: { maxEventLoopDelayMs: 0, maxDbWaiting: 0, retryAfterSeconds: 2, sampleMs: 250 },
    publicRateLimitPerMinute: 1_000_000,
    storageDir: mkdtempSync(join(tmpdir(), 'gp-bench-files-')),
  };
  cleanups.push(() => rmSync(config.storageDir, { recursive: true, force: true }));
  const app = await buildApp({
    config,
    database,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('servidor sem porta');
  const base = `http://127.0.0.1:${address.port}`;
  const session = (await (
    await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin@123' }),
    })
  ).json()) as SessionResponse;
  const local = session.locais.find((l) => l.empresa.no_empresa.includes('Prefeitura'));
  if (!local) throw new Error('admin sem local na Prefeitura');
  return { base, headers: { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id } };
}
