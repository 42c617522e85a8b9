import { DashboardSchema } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../lib/routes.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRoutes(app: FastifyInstance, service: DashboardService) {
  routesOf(app, ['Painel']).get('/dashboard', {
    summary: 'Números do cliente do local selecionado e a atividade recente',
    response: { 200: DashboardSchema },
    handler: (request) => service.forActor(request.actor!),
  });
}
