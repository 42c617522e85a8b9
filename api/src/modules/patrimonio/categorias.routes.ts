import {
  CategoriaListSchema,
  CategoriaSchema,
  type ClienteQuery,
  ClienteQuerySchema,
  type CreateCategoriaBody,
  CreateCategoriaBodySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  type UpdateCategoriaBody,
  UpdateCategoriaBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../lib/validation.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import type { CategoriasService } from './categorias.service.js';

const tags = ['Patrimônio: categorias'];
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
type IdParams = { Params: { id: string } };

export function categoriasRoutes(app: FastifyInstance, service: CategoriasService) {
  app.get<{ Querystring: ClienteQuery }>(
    '/patrimonio/categoriabem',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'Categorias de bem do cliente (tabela STN na primeira consulta)',
        description: 'Suporte: todas as categorias dos clientes da aplicação, ou as do cliente_id.',
        querystring: ClienteQuerySchema,
        response: { 200: CategoriaListSchema, ...errors },
      }),
    },
    (request) => service.list(request.actor!, request.query.cliente_id),
  );

  app.get<IdParams>(
    '/patrimonio/categoriabem/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'Uma categoria de bem',
        params: IdParamsSchema,
        response: { 200: CategoriaSchema, ...errors },
      }),
    },
    (request) => service.get(request.actor!, request.params.id),
  );

  app.post<{ Body: CreateCategoriaBody }>(
    '/patrimonio/categoriabem/create',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:create'),
      schema: routeSchema({
        tags,
        summary: 'Criar uma categoria de bem (suporte informa o cliente_id)',
        body: CreateCategoriaBodySchema,
        response: { 201: CategoriaSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );

  app.put<IdParams & { Body: UpdateCategoriaBody }>(
    '/patrimonio/categoriabem/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:update'),
      schema: routeSchema({
        tags,
        summary: 'Alterar uma categoria (vida útil, residual, depreciável, conta do PCASP)',
        params: IdParamsSchema,
        body: UpdateCategoriaBodySchema,
        response: { 200: CategoriaSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.update(request.actor!, request.params.id, request.body),
  );
}
