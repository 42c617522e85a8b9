import {
  ErrorResponseSchema,
  IdParamsSchema,
  type RoleBody,
  RoleBodySchema,
  type RoleListQuery,
  RoleListQuerySchema,
  RoleListSchema,
  RoleSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { routeSchema } from '../../lib/validation.js';
import type { RolesService } from './roles.service.js';

const tags = ['Perfis de Acesso'];
type IdParams = { Params: { id: string } };

export function rolesRoutes(app: FastifyInstance, service: RolesService) {
  app.get<{ Querystring: RoleListQuery }>(
    '/v1/iam/roles',
    {
      config: { access: { auth: 'local', rule: 'roles:read' } },
      schema: routeSchema({
        tags,
        summary: 'Perfis de acesso de um cliente (sem companyId: os do escopo do local)',
        querystring: RoleListQuerySchema,
        response: { 200: RoleListSchema, 404: ErrorResponseSchema },
      }),
    },
    (request) => service.list(request.actor!, request.query.companyId),
  );

  app.get<IdParams>(
    '/v1/iam/roles/:id',
    {
      config: { access: { auth: 'local', rule: 'roles:read' } },
      schema: routeSchema({
        tags,
        summary: 'Um perfil de acesso com suas regras',
        params: IdParamsSchema,
        response: { 200: RoleSchema, 404: ErrorResponseSchema },
      }),
    },
    (request) => service.get(request.actor!, request.params.id),
  );

  app.post<{ Body: RoleBody }>(
    '/v1/iam/roles',
    {
      config: { access: { auth: 'local', rule: 'roles:create' } },
      schema: routeSchema({
        tags,
        summary: 'Criar um perfil de acesso',
        body: RoleBodySchema,
        response: { 201: RoleSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );

  app.patch<IdParams & { Body: RoleBody }>(
    '/v1/iam/roles/:id',
    {
      config: { access: { auth: 'local', rule: 'roles:update' } },
      schema: routeSchema({
        tags,
        summary: 'Alterar nome e regras de um perfil de acesso',
        params: IdParamsSchema,
        body: RoleBodySchema,
        response: { 200: RoleSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.update(request.actor!, request.params.id, request.body),
  );

  app.delete<IdParams>(
    '/v1/iam/roles/:id',
    {
      config: { access: { auth: 'local', rule: 'roles:delete' } },
      schema: routeSchema({
        tags,
        summary: 'Excluir um perfil de acesso que nenhum acesso usa',
        params: IdParamsSchema,
        response: { 204: v.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => {
      await service.remove(request.actor!, request.params.id);
      return reply.status(204).send();
    },
  );
}
