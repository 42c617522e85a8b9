import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { obrasRoutes } from './obras.routes.js';
import { createObrasService } from './obras.service.js';
import { createRegistrosServices } from './registros.service.js';

/** The services of the works area, built once in app.ts. */
export function createObrasServices(db: Db) {
  const obras = createObrasService(db);
  return { obras, registros: createRegistrosServices(db, obras) };
}
export type ObrasServices = ReturnType<typeof createObrasServices>;

/** The works area's calls (docs/api.md, "Obras"). */
export function obrasAreaRoutes(app: FastifyInstance, s: ObrasServices) {
  obrasRoutes(app, s.obras, s.registros);
}
