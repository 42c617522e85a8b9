import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id comes in and goes out with (decision 017). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a caller (a proxy, the front end) may name a request: short, and safe in a log line. */
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's `genReqId` option: the caller's `X-Request-Id` when it is sane, a new uuid otherwise.
 * Fastify's own `requestIdHeader` would take any value as it comes (newlines, kilobytes) into every log line.
 */
export function genReqId(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Every answer, success or error, carries its request's id, so a report can be matched with the logs. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}

/**
 * One log line per request, when it ends: its id (`reqId`, as every line of the request), method, url,
 * status and time. Fastify's own request logging writes two lines per request (arrival and end), and
 * writing log lines is a measurable part of a cheap call's cost (docs/decisions/018); the arrival is
 * logged at "debug" only.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  });
}
