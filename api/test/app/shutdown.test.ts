import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type ApiProcess, until } from '../support/api-process.js';
import { useProcessTargets } from '../support/process-target.js';
import { DB_KIND } from '../support/test-app.js';

/**
 * Decision 017, graceful stop: the real server (an API process on a copy of the test organisation) gets
 * SIGTERM while a request is in flight. The request still gets its whole answer, new connections are
 * refused, and the process exits 0; a request that outlasts SHUTDOWN_TIMEOUT_SECONDS makes it exit 1.
 * The stop does not depend on the database, so only the pglite project runs it.
 */
type Server = ApiProcess;
const { newTarget, start } = useProcessTargets();
const startServer = async (env: Record<string, string> = {}): Promise<Server> =>
  start(await newTarget(), env);

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
