import { HealthResponseSchema } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { routesOf } from '../../lib/routes.js';
import { latestMigration } from './health.repository.js';

/** Liveness and the database's state: 200 when the database answers, 503 when it does not. */
export function healthRoutes(app: FastifyInstance, database: Database, version: string) {
  routesOf(app, ['Saúde']).get('/health', {
    access: { auth: 'public' },
    summary: 'Estado da API e do banco de dados',
    response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    handler: async (_request, reply) => {
      let latencyMs: number | null = null;
      let migration: string | null = null;
      try {
        latencyMs = await database.ping();
        migration = await latestMigration(database.db);
      } catch {
        latencyMs = null;
      }
      const up = latencyMs !== null;
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        version,
        uptimeSeconds: Math.round(process.uptime()),
        database: { status: up ? 'up' : 'down', driver: database.driver, latencyMs, migration },
      });
    },
  });
}
