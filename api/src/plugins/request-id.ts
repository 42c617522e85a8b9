import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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
 * Fastify's request log lines (its `logController` option): one line per request, when it ends — its id
 * (`reqId`, as every line of the request), method, url, status and time. Fastify's default writes two per
 * request (arrival and end), and writing log lines is a measurable part of a cheap call's cost
 * (docs/decisions/018); the arrival is logged at "debug" only.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
