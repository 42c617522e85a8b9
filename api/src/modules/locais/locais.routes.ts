import {
  ErrorResponseSchema,
  LocationPermissionsSchema,
  LocationSchema,
  UuidSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { routesOf } from '../../lib/routes.js';
import type { LocaisService } from './locais.service.js';

export function locaisRoutes(app: FastifyInstance, service: LocaisService) {
  const route = routesOf(app, ['Locais']);

  route.get('/locais', {
    access: { auth: 'user' },
    summary: 'Locais de trabalho ativos do usuário autenticado',
    response: { 200: v.array(LocationSchema) },
    handler: (request) => service.listMine(request.actor!),
  });

  route.get('/locais/:id', {
    access: { auth: 'user' },
    summary: 'Um local de trabalho do usuário, com a empresa e seus exercícios',
    response: { 200: LocationSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
    handler: (request) => service.getMine(request.actor!, request.params.id),
  });

  route.get('/permissions/:localId', {
    access: { auth: 'user' },
    summary: 'Flags e regras do perfil de acesso de um local do usuário',
    params: v.object({ localId: UuidSchema }),
    response: { 200: LocationPermissionsSchema, 403: ErrorResponseSchema },
    handler: (request) => service.permissions(request.actor!, request.params.localId),
  });
}
