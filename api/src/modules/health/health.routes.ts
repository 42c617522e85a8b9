import { HealthDetailsResponseSchema, HealthResponseSchema } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { SUPPORT_AREA } from '../auth/area-access.js';
import { latestMigration } from './health.repository.js';
import { createReplicaHealth } from './replica-health.js';

/**
 * Liveness and the database's state: 200 when the database answers, 503 when it does not. The public
 * answer says no more than that; the driver, the last migration and the read replica's state (never
 * asked by `/health`, kept a few seconds) are for support (`/health/details`). A replica that does not
 * answer does not make the API down: the primary decides the status.
 */
export function healthRoutes(app: FastifyInstance, database: Database, version: string) {
  const route = routesOf(app, ['Saúde']);
  const replica = createReplicaHealth(database);

  // One `select 1` (on PostgreSQL over the check's own connection): cheap, and true while the pool is
  // saturated; the last migration is read for support's details only.
  const check = async (withMigration = false) => {
    let latencyMs: number | null = null;
    let migration: string | null = null;
    try {
      latencyMs = await database.ping();
      if (withMigration) migration = await latestMigration(database.db);
    } catch {
      latencyMs = null;
    }
    const up = latencyMs !== null;
    return {
      up,
      body: {
        status: up ? ('ok' as const) : ('degraded' as const),
        version,
        uptimeSeconds: Math.round(process.uptime()),
        database: { status: up ? ('up' as const) : ('down' as const), latencyMs },
      },
      details: { driver: database.driver, migration },
    };
  };

  route.get('/health', {
    access: { auth: 'public' },
    summary: 'Estado da API e do banco de dados',
    response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    handler: async (_request, reply) => {
      const { up, body } = await check();
      return reply.status(up ? 200 : 503).send(body);
    },
  });

  route.get('/health/details', {
    access: { auth: 'local', flag: SUPPORT_AREA },
    summary: 'Estado da API e do banco, com o driver, a última migração e a réplica de leitura (suporte)',
    response: { 200: HealthDetailsResponseSchema, 503: HealthDetailsResponseSchema, ...ROUTE_ERRORS },
    handler: async (_request, reply) => {
      const [{ up, body, details }, replicaState] = await Promise.all([check(true), replica()]);
      return reply
        .status(up ? 200 : 503)
        .send({ ...body, database: { ...body.database, ...details }, replica: replicaState });
    },
  });
}
