import {
  ErrorResponseSchema,
  IdParamsSchema,
  LocationPermissionsSchema,
  LocationSchema,
  UuidSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { routeSchema } from '../../lib/validation.js';
import type { LocaisService } from './locais.service.js';

const userAccess = { access: { auth: 'user' as const } };

export function locaisRoutes(app: FastifyInstance, service: LocaisService) {
  app.get(
    '/locais',
    {
      config: userAccess,
      schema: routeSchema({
        tags: ['Locais'],
        summary: 'Locais de trabalho ativos do usuário autenticado',
        security: 'user',
        response: { 200: v.array(LocationSchema) },
      }),
    },
    (request) => service.listMine(request.actor!),
  );

  app.get<{ Params: { id: string } }>(
    '/locais/:id',
    {
      config: userAccess,
      schema: routeSchema({
        tags: ['Locais'],
        summary: 'Um local de trabalho do usuário, com a empresa e seus exercícios',
        security: 'user',
        params: IdParamsSchema,
        response: { 200: LocationSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
      }),
    },
    (request) => service.getMine(request.actor!, request.params.id),
  );

  app.get<{ Params: { localId: string } }>(
    '/permissions/:localId',
    {
      config: userAccess,
      schema: routeSchema({
        tags: ['Locais'],
        summary: 'Flags e regras do perfil de acesso de um local do usuário',
        security: 'user',
        params: v.object({ localId: UuidSchema }),
        response: { 200: LocationPermissionsSchema, 403: ErrorResponseSchema },
      }),
    },
    (request) => service.permissions(request.actor!, request.params.localId),
  );
}
