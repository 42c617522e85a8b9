import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, startApiProcess, until } from '../support/api-process.js';
import { DB_KIND } from '../support/test-app.js';

/**
 * Decision 017, graceful stop: the real server (src/server.ts through tsx, on an embedded database in a
 * temp folder, a copy of the migrated test template so it starts without migrating) gets SIGTERM while a request is in flight. The request still gets its whole answer, new
 * connections are refused, and the process exits 0; a request that outlasts SHUTDOWN_TIMEOUT_SECONDS
 * makes it exit 1. The server does not depend on the project's database, so only the pglite project runs it.
 */
type Server = ApiProcess;
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

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const temp = mkdtempSync(join(tmpdir(), 'gp-shutdown-'));
  cpSync(join(template, 'data'), join(temp, 'data'), { recursive: true });
  cleanups.push(() => rmSync(temp, { recursive: true, force: true }));
  // At "debug" the API logs each request's arrival too: the tests wait for it.
  const server = await startApiProcess({
    LOG_LEVEL: 'debug',
    DATA_DIR: join(temp, 'data'),
    STORAGE_DIR: join(temp, 'storage'),
    ...env,
  });
  cleanups.unshift(() => server.child.kill('SIGKILL'));
  return server;
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
