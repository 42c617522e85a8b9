import { ClientListSchema } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../lib/validation.js';
import type { CompaniesService } from './companies.service.js';

export function companiesRoutes(app: FastifyInstance, service: CompaniesService) {
  app.get(
    '/v1/companies/clients',
    {
      schema: routeSchema({
        tags: ['Empresas'],
        summary: 'Clientes que o local pode escolher (suporte: todos os da aplicação)',
        response: { 200: ClientListSchema },
      }),
    },
    (request) => service.clients(request.actor!),
  );
}
