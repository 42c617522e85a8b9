import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';

/** What an overloaded API answers (decision 032): try again shortly, rather than wait in a queue. */
export const OVERLOADED_MESSAGE =
  'O sistema está sobrecarregado no momento. Tente novamente em alguns segundos.';

/** `/health` always answers: a load balancer must tell a busy API from a dead one. */
const EXEMPT = new Set(['/health']);

const overloaded = (retryAfterSeconds: number) =>
  new AppError('UNAVAILABLE', OVERLOADED_MESSAGE, { headers: { 'retry-after': String(retryAfterSeconds) } });

/**
 * Load shedding (decision 032): past what the process can serve promptly a request is answered at once
 * with 503 and `Retry-After`, instead of joining a queue that makes every answer late. Three signals: the
 * requests in flight in this process (counted from their arrival to their answer's end, so the answers
 * taken in stay prompt however many more wait at the door), the event loop's delay
 * (`@fastify/under-pressure`, sampled every `sampleMs`) and, on PostgreSQL, the queries waiting for a
 * connection of the pool, read on each request. A limit of 0 turns its check off.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  database: Database,
  config: Config['loadShedding'],
) {
  const exempt = (request: FastifyRequest) => EXEMPT.has(request.routeOptions.url ?? '');
  const maxInFlight = config.maxInFlight ?? 0;
  if (maxInFlight > 0) {
    // First of the hooks: a request refused here costs no other check. Its place is given back when its
    // answer ends or its connection closes, whichever comes first (`close` comes in both cases).
    let inFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (exempt(request)) return;
      if (inFlight >= maxInFlight) throw overloaded(config.retryAfterSeconds);
      inFlight++;
      reply.raw.once('close', () => {
        inFlight--;
      });
    });
  }
  if (config.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      sampleInterval: config.sampleMs,
      retryAfter: config.retryAfterSeconds,
      // The answer goes through the error handler: the API's Portuguese body, request id and headers.
      pressureHandler: async (request) => {
        if (!exempt(request)) throw overloaded(config.retryAfterSeconds);
      },
    });
  }
  if (config.maxDbWaiting > 0) {
    app.addHook('onRequest', async (request) => {
      if (database.waiting() > config.maxDbWaiting && !exempt(request))
        throw overloaded(config.retryAfterSeconds);
    });
  }
}
