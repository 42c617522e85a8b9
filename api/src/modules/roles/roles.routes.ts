import {
  ErrorResponseSchema,
  RoleBodySchema,
  RoleListQuerySchema,
  RoleListSchema,
  RoleSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { routesOf } from '../../lib/routes.js';
import type { RolesService } from './roles.service.js';

export function rolesRoutes(app: FastifyInstance, service: RolesService) {
  const route = routesOf(app, ['Perfis de Acesso']);

  route.get('/v1/iam/roles', {
    access: { auth: 'local', rule: 'roles:read' },
    summary: 'Perfis de acesso de um cliente (sem companyId: os do escopo do local)',
    querystring: RoleListQuerySchema,
    response: { 200: RoleListSchema, 404: ErrorResponseSchema },
    handler: (request) => service.list(request.actor!, request.query.companyId),
  });

  route.get('/v1/iam/roles/:id', {
    access: { auth: 'local', rule: 'roles:read' },
    summary: 'Um perfil de acesso com suas regras',
    response: { 200: RoleSchema, 404: ErrorResponseSchema },
    handler: (request) => service.get(request.actor!, request.params.id),
  });

  route.post('/v1/iam/roles', {
    access: { auth: 'local', rule: 'roles:create' },
    summary: 'Criar um perfil de acesso',
    body: RoleBodySchema,
    response: { 201: RoleSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
    handler: (request) => service.create(request.actor!, request.body),
  });

  route.patch('/v1/iam/roles/:id', {
    access: { auth: 'local', rule: 'roles:update' },
    summary: 'Alterar nome e regras de um perfil de acesso',
    body: RoleBodySchema,
    response: { 200: RoleSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
    handler: (request) => service.update(request.actor!, request.params.id, request.body),
  });

  route.delete('/v1/iam/roles/:id', {
    access: { auth: 'local', rule: 'roles:delete' },
    summary: 'Excluir um perfil de acesso que nenhum acesso usa',
    response: { 204: v.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
    handler: (request) => service.remove(request.actor!, request.params.id),
  });
}
