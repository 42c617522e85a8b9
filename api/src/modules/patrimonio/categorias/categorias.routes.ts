import {
  type Categoria,
  CategoriaListSchema,
  CategoriaSchema,
  ClienteQuerySchema,
  CreateCategoriaBodySchema,
  ErrorResponseSchema,
  exportQueryOf,
  StatusBodySchema,
  UpdateCategoriaBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { exportHandler } from '../../../lib/export.js';
import { EXPORT_RESPONSES, ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { CATEGORIAS_EXPORT } from '../patrimonio-exports.js';
import type { CategoriasService } from './categorias.service.js';

export function categoriasRoutes(app: FastifyInstance, service: CategoriasService) {
  const route = routesOf(app, ['Patrimônio: categorias']);

  route.get('/patrimonio/categoriabem', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:read'),
    summary: 'Categorias de bem do cliente (tabela STN na primeira consulta)',
    description: 'Suporte: todas as categorias dos clientes da aplicação, ou as do cliente_id.',
    querystring: ClienteQuerySchema,
    response: { 200: CategoriaListSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query.cliente_id),
  });

  route.get('/patrimonio/categoriabem/exportar', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:read'),
    summary: 'Categorias de bem do cliente em CSV (separador ;) ou XLSX',
    querystring: exportQueryOf(ClienteQuerySchema),
    response: EXPORT_RESPONSES,
    handler: exportHandler<{ cliente_id?: string }, Categoria>(CATEGORIAS_EXPORT, async (request, query) => {
      const data = await service.list(request.actor!, query.cliente_id);
      // The whole list in one call (a client has tens of categories): the first page is all of it.
      return query.page === 1 ? { data, total: data.length } : { data: [], total: data.length };
    }),
  });

  route.get('/patrimonio/categoriabem/:id', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:read'),
    summary: 'Uma categoria de bem',
    response: { 200: CategoriaSchema, ...ROUTE_ERRORS },
    handler: (request) => service.get(request.actor!, request.params.id),
  });

  route.post('/patrimonio/categoriabem/create', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:create'),
    summary: 'Criar uma categoria de bem (suporte informa o cliente_id)',
    body: CreateCategoriaBodySchema,
    response: { 201: CategoriaSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.create(request.actor!, request.body),
  });

  route.put('/patrimonio/categoriabem/id', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:update'),
    summary: 'Ativar ou inativar uma categoria (ativo, user_id_inativa, motivo)',
    description: 'Inativar exige o motivo; o usuário que inativa é o autenticado.',
    body: StatusBodySchema,
    response: { 200: CategoriaSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.setStatus(request.actor!, request.body),
  });

  route.put('/patrimonio/categoriabem/:id', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:update'),
    summary: 'Alterar uma categoria (vida útil, residual, depreciável, conta do PCASP)',
    body: UpdateCategoriaBodySchema,
    response: { 200: CategoriaSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.update(request.actor!, request.params.id, request.body),
  });
}
