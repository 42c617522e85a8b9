import { DashboardSchema } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../lib/validation.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRoutes(app: FastifyInstance, service: DashboardService) {
  app.get(
    '/dashboard',
    {
      schema: routeSchema({
        tags: ['Painel'],
        summary: 'Números do cliente do local selecionado e a atividade recente',
        response: { 200: DashboardSchema },
      }),
    },
    (request) => service.forActor(request.actor!),
  );
}
