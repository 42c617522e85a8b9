import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for a server a test or a benchmark starts as a process). */
export const freePort = () =>
  new Promise<number>((ok, ko) => {
    const srv = createServer();
    srv.once('error', ko);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? ok(address.port) : ko(new Error('no port'))));
    });
  });
