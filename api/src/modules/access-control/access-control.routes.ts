import {
  ErrorResponseSchema,
  PermissionBodySchema,
  PermissionGroupListSchema,
  PermissionListSchema,
  PermissionSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, SUPPORT_AREA } from '../auth/area-access.js';
import type { AccessControlService } from './access-control.service.js';

/** The permission catalogue behind 'Perfis de Acesso' (resource roles; support only). */
export function accessControlRoutes(app: FastifyInstance, service: AccessControlService) {
  const route = routesOf(app, ['Permissões']);

  route.get('/accessControl/permissions', {
    access: areaAccess(SUPPORT_AREA, 'roles:read'),
    summary: 'Permissões (regras recurso:ação) com seus grupos (suporte)',
    response: { 200: PermissionListSchema, ...ROUTE_ERRORS },
    handler: () => service.list(),
  });

  route.get('/accessControl/permissionGroups', {
    access: areaAccess(SUPPORT_AREA, 'roles:read'),
    summary: 'Grupos de permissões (um por recurso), para escolher o permissionGroupId (suporte)',
    response: { 200: PermissionGroupListSchema, ...ROUTE_ERRORS },
    handler: () => service.groups(),
  });

  route.get('/accessControl/permissions/:id', {
    access: areaAccess(SUPPORT_AREA, 'roles:read'),
    summary: 'Uma permissão (suporte)',
    response: { 200: PermissionSchema, ...ROUTE_ERRORS },
    handler: (request) => service.get(request.params.id),
  });

  route.post('/accessControl/permissions/criar', {
    access: areaAccess(SUPPORT_AREA, 'roles:create'),
    summary: 'Criar uma permissão num grupo (name recurso:ação do recurso do grupo) (suporte)',
    description:
      'Uma permissão nova dá nome a uma regra; ela só concede algo quando uma rota do sistema a confere. ' +
      '409 se o nome já existe.',
    body: PermissionBodySchema,
    response: { 201: PermissionSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.create(request.actor!, request.body),
  });

  route.put('/accessControl/permissions/:id', {
    access: areaAccess(SUPPORT_AREA, 'roles:update'),
    summary: 'Alterar uma permissão (rótulo, descrição; nome e grupo só das criadas aqui) (suporte)',
    body: PermissionBodySchema,
    response: { 200: PermissionSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.update(request.actor!, request.params.id, request.body),
  });
}
