import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { DB_KIND } from '../support/test-app.js';

/**
 * Decision 017, graceful stop: the real server (src/server.ts through tsx, on an embedded database in a
 * temp folder, a copy of the migrated test template so it starts without migrating) gets SIGTERM while a request is in flight. The request still gets its whole answer, new
 * connections are refused, and the process exits 0; a request that outlasts SHUTDOWN_TIMEOUT_SECONDS
 * makes it exit 1. The server does not depend on the project's database, so only the pglite project runs it.
 */
const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

type Server = { child: ChildProcess; port: number; logs: () => string[]; exited: Promise<number | null> };
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const clean of cleanups.splice(0)) clean();
});

let template = '';
beforeAll(async () => {
  if (DB_KIND !== 'pglite') return;
  template = mkdtempSync(join(tmpdir(), 'gp-shutdown-template-'));
  const client = await PGlite.create({
    dataDir: join(template, 'data'),
    loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
  });
  await client.close();
});
afterAll(() => {
  if (template) rmSync(template, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const temp = mkdtempSync(join(tmpdir(), 'gp-shutdown-'));
  const port = await freePort();
  cpSync(join(template, 'data'), join(temp, 'data'), { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(temp, 'data'),
      STORAGE_DIR: join(temp, 'storage'),
      DATABASE_URL: '',
      SEED: 'none',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  cleanups.push(() => {
    child.kill('SIGKILL');
    rmSync(temp, { recursive: true, force: true });
  });
  const out: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    out.push(...parts);
  });
  const err: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  await until(
    '/health',
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${err.join('')}`);
      const res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
      return res?.ok ? true : undefined;
    },
    40_000,
  );
  return { child, port, logs: () => out, exited };
}

const BODY = JSON.stringify({ username: 'ninguem' });
const HALF = Math.floor(BODY.length / 2);

/** Sends a request's head and half its body; the server holds it in flight until `finish`. */
async function startSlowRequest(server: Server, requestId: string) {
  const socket: Socket = connect(server.port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  const closed = new Promise<void>((ok) => socket.once('close', () => ok()));
  socket.on('error', () => {});
  socket.write(
    'POST /password/forgot HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\nX-Request-Id: ${requestId}\r\n\r\n${BODY.slice(0, HALF)}`,
  );
  // The server's log line of the request (with its id) says it is being handled.
  await until('the request to arrive', () =>
    server.logs().some((l) => l.includes(`"reqId":"${requestId}"`) && l.includes('incoming request'))
      ? true
      : undefined,
  );
  return {
    finish: async () => {
      socket.end(BODY.slice(HALF));
      await closed;
      return answer;
    },
  };
}

const refused = (port: number) =>
  new Promise<boolean>((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      ok(false);
    });
    socket.once('error', (e: NodeJS.ErrnoException) => ok(e.code === 'ECONNREFUSED'));
  });

describe.skipIf(DB_KIND !== 'pglite')('graceful shutdown', () => {
  it('answers the request in flight, refuses new connections and exits 0', async () => {
    const server = await startServer();
    const slow = await startSlowRequest(server, 'shutdown-in-flight');

    server.child.kill('SIGTERM');
    await until('new connections to be refused', async () =>
      (await refused(server.port)) ? true : undefined,
    );
    expect(server.child.exitCode).toBeNull();

    const answer = await slow.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 202 /);
    expect(answer).toMatch(/\r\nx-request-id: shutdown-in-flight\r\n/i);
    expect(answer).toContain('"status":"Ok"');

    expect(await server.exited).toBe(0);
    const messages = server.logs().map((l) => JSON.parse(l).msg as string);
    expect(messages).toEqual(
      expect.arrayContaining([
        'SIGTERM recebido: encerrando',
        'Servidor HTTP fechado: nenhuma requisição em andamento',
        'Banco de dados fechado: encerrado',
      ]),
    );
  }, 60_000);

  it('exits 1 when a request outlasts SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    await startSlowRequest(server, 'shutdown-stuck');
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5_000);
  }, 60_000);
});
