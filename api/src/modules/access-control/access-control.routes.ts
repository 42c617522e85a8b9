import {
  ErrorResponseSchema,
  IdParamsSchema,
  type PermissionBody,
  PermissionBodySchema,
  PermissionGroupListSchema,
  PermissionListSchema,
  PermissionSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../lib/validation.js';
import { areaAccess, SUPPORT_AREA } from '../auth/area-access.js';
import type { AccessControlService } from './access-control.service.js';

const tags = ['Permissões'];
type IdParams = { Params: { id: string } };
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The permission catalogue behind 'Perfis de Acesso' (resource roles; support only). */
export function accessControlRoutes(app: FastifyInstance, service: AccessControlService) {
  app.get(
    '/accessControl/permissions',
    {
      config: areaAccess(SUPPORT_AREA, 'roles:read'),
      schema: routeSchema({
        tags,
        summary: 'Permissões (regras recurso:ação) com seus grupos (suporte)',
        response: { 200: PermissionListSchema, ...errors },
      }),
    },
    () => service.list(),
  );

  app.get(
    '/accessControl/permissionGroups',
    {
      config: areaAccess(SUPPORT_AREA, 'roles:read'),
      schema: routeSchema({
        tags,
        summary: 'Grupos de permissões (um por recurso), para escolher o permissionGroupId (suporte)',
        response: { 200: PermissionGroupListSchema, ...errors },
      }),
    },
    () => service.groups(),
  );

  app.get<IdParams>(
    '/accessControl/permissions/:id',
    {
      config: areaAccess(SUPPORT_AREA, 'roles:read'),
      schema: routeSchema({
        tags,
        summary: 'Uma permissão (suporte)',
        params: IdParamsSchema,
        response: { 200: PermissionSchema, ...errors },
      }),
    },
    (request) => service.get(request.params.id),
  );

  app.post<{ Body: PermissionBody }>(
    '/accessControl/permissions/criar',
    {
      config: areaAccess(SUPPORT_AREA, 'roles:create'),
      schema: routeSchema({
        tags,
        summary: 'Criar uma permissão num grupo (name recurso:ação do recurso do grupo) (suporte)',
        description:
          'Uma permissão nova dá nome a uma regra; ela só concede algo quando uma rota do sistema a confere. ' +
          '409 se o nome já existe.',
        body: PermissionBodySchema,
        response: { 201: PermissionSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );

  app.put<IdParams & { Body: PermissionBody }>(
    '/accessControl/permissions/:id',
    {
      config: areaAccess(SUPPORT_AREA, 'roles:update'),
      schema: routeSchema({
        tags,
        summary: 'Alterar uma permissão (rótulo, descrição; nome e grupo só das criadas aqui) (suporte)',
        params: IdParamsSchema,
        body: PermissionBodySchema,
        response: { 200: PermissionSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.update(request.actor!, request.params.id, request.body),
  );
}
