import { HealthResponseSchema } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { routeSchema } from '../../lib/validation.js';

/** Liveness and the database's state: 200 when the database answers, 503 when it does not. */
export function healthRoutes(app: FastifyInstance, database: Database, version: string) {
  app.get(
    '/health',
    {
      config: { access: { auth: 'public' } },
      schema: routeSchema({
        tags: ['Saúde'],
        summary: 'Estado da API e do banco de dados',
        security: false,
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      }),
    },
    async (_request, reply) => {
      let latencyMs: number | null = null;
      let migration: string | null = null;
      try {
        latencyMs = await database.ping();
        const result = await database.db.execute<{ hash: string }>(
          sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
        );
        migration = (result as unknown as { rows: { hash: string }[] }).rows[0]?.hash.slice(0, 12) ?? null;
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
  );
}
