import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

/**
 * The real API as its own process, for what only a process shows: graceful stop, a kill in the middle of
 * a write, load and latency measured from outside it. `src/server.ts` through tsx (no build needed), or
 * the build in `dist/` with `built: true` (what production runs, for start-up timings).
 *
 * The caller names the database in `env` (DATA_DIR of an embedded database, or DATABASE_URL); the rest
 * defaults to a local, quiet-enough server: 127.0.0.1 on a free port, logs at "info" (JSON lines, kept in
 * `logs()`), no demo seed, rate limits and load shedding out of the way.
 */
export const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type ApiProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** Milliseconds from spawn to the first 200 of GET /health. */
  startMs: number;
  /** The process's stdout, one log line per item. */
  logs: () => string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM (graceful stop), SIGKILL after `graceMs`; resolves when the process is gone. */
  stop: (graceMs?: number) => Promise<void>;
};

/** Waits until `probe` returns something other than undefined; throws naming `what` after `ms`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 15_000,
) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`tempo esgotado esperando ${what}`);
}

const running = new Set<ChildProcess>();
// No API process outlives the test run or benchmark that started it, even on an abrupt exit.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startApiProcess(
  env: Record<string, string>,
  opts: { built?: boolean; nodeArgs?: string[]; startTimeoutMs?: number } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const entry = opts.built ? [join(API_DIR, 'dist', 'server.js')] : ['--import', 'tsx', 'src/server.ts'];
  const began = performance.now();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...entry], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED: 'none',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_USERNAME: '1000000',
      RATE_LIMIT_RECOVERY_PER_IP: '1000000',
      // No load shedding unless asked (the load bench): the test machines are shared and slow.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_DB_WAITING: '0',
      ...env,
    },
  });
  running.add(child);
  const out: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    out.push(...parts);
  });
  const err: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  const exited = new Promise<number | null>((ok) =>
    child.once('exit', (code) => {
      running.delete(child);
      ok(code);
    }),
  );
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async (graceMs = 10_000) => {
    if (gone()) return;
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(killer);
  };
  try {
    await until(
      'GET /health da API',
      async () => {
        if (gone()) throw new Error(`a API terminou ao iniciar: ${err.join('').slice(-2000)}`);
        const res = await fetch(`${url}/health`).catch(() => undefined);
        await res?.body?.cancel();
        return res?.ok ? true : undefined;
      },
      opts.startTimeoutMs ?? 60_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, port, url, startMs: performance.now() - began, logs: () => out, exited, stop };
}
