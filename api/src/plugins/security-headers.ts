import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with `options`, computed once: helmet builds its middleware and every header
 * value from the options on each call it is given, yet with fixed options they never change.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/**
 * Helmet's headers on every answer (decision 047), set as constants at the arrival of each request, where
 * helmet would set them: a route that needs another value (the /docs policy, a file's sandbox) overrides
 * it on its reply.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
