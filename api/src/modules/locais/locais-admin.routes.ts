import {
  type CreateLocationBody,
  CreateLocationBodySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  LOCATION_TOGGLES,
  type LocationAdminListQuery,
  LocationAdminListQuerySchema,
  LocationAdminPageSchema,
  LocationAdminSchema,
  type LocationRoleBody,
  LocationRoleBodySchema,
  type LocationToggle,
  type LocationToggleBody,
  LocationToggleBodySchema,
  VerifyActivityResponseSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../lib/validation.js';
import { areaAccess, SUPPORT_AREA } from '../auth/area-access.js';
import type { LocaisAdminService } from './locais-admin.service.js';

const tags = ['Acessos'];
type IdParams = { Params: { id: string } };
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

const TOGGLE_LABELS: Record<LocationToggle, string> = {
  toggleAccess: 'o acesso (ativo)',
  toggleObras: 'o acesso a Obras (hasObras)',
  togglePatrimonio: 'o acesso a Patrimônio (hasPatrimonio)',
  toggleDepartments: 'o acesso a Departamentos (departments)',
  toggleSetor: 'o acesso a Setores (hasSetor)',
};

/** Administration of locations (Acessos). GET /locais and /locais/{id} (own locations) stay in locais.routes. */
export function locaisAdminRoutes(app: FastifyInstance, service: LocaisAdminService) {
  app.get<IdParams & { Querystring: LocationAdminListQuery }>(
    '/locais/empresa/:id',
    {
      config: areaAccess(SUPPORT_AREA, 'access:read'),
      schema: routeSchema({
        tags,
        summary: 'Acessos (locais) de uma empresa do escopo, paginados, com busca pelo usuário (suporte)',
        params: IdParamsSchema,
        querystring: LocationAdminListQuerySchema,
        response: { 200: LocationAdminPageSchema, ...errors },
      }),
    },
    (request) => service.listOfCompany(request.actor!, request.params.id, request.query),
  );

  app.post<{ Body: CreateLocationBody }>(
    '/locais/create',
    {
      config: areaAccess(SUPPORT_AREA, 'access:create'),
      schema: routeSchema({
        tags,
        summary: 'Criar um acesso: usuário × empresa, com perfil de acesso opcional (role_id) (suporte)',
        description:
          'O perfil deve ser do cliente da empresa. Um acesso na empresa do suporte (escritório) é um acesso ' +
          'de suporte (isSuporte), sem perfil. As demais flags começam desligadas (use os toggle*). ' +
          '409 se o usuário já tem acesso nessa empresa.',
        body: CreateLocationBodySchema,
        response: { 201: LocationAdminSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );

  app.put<IdParams & { Body: LocationRoleBody }>(
    '/locais/:id/role',
    {
      config: areaAccess(SUPPORT_AREA, 'access:update'),
      schema: routeSchema({
        tags,
        summary: 'Atribuir o perfil de acesso de um acesso (role_id; null remove) (suporte)',
        description: 'O perfil deve ser do cliente da empresa do acesso. Ninguém altera os próprios acessos.',
        params: IdParamsSchema,
        body: LocationRoleBodySchema,
        response: { 200: LocationAdminSchema, ...errors },
      }),
    },
    (request) => service.setRole(request.actor!, request.params.id, request.body),
  );

  for (const which of Object.keys(LOCATION_TOGGLES) as LocationToggle[]) {
    app.put<IdParams & { Body: LocationToggleBody }>(
      `/locais/${which}/:id`,
      {
        config: areaAccess(SUPPORT_AREA, 'access:update'),
        schema: routeSchema({
          tags,
          summary: `Ligar ou desligar ${TOGGLE_LABELS[which]} de um acesso (suporte)`,
          description:
            'Sem corpo (ou sem `value`) inverte o valor; `{ "value": true|false }` define. Vale na próxima ' +
            'chamada do usuário (as flags são lidas a cada chamada). Ninguém altera os próprios acessos; a ' +
            'aplicação mantém ao menos um acesso de suporte ativo (409).',
          params: IdParamsSchema,
          body: LocationToggleBodySchema,
          response: { 200: LocationAdminSchema, ...errors, 409: ErrorResponseSchema },
        }),
      },
      (request) => service.toggle(request.actor!, request.params.id, which, request.body?.value),
    );
  }

  app.post<IdParams>(
    '/locais/verifyActivity/:id',
    {
      schema: routeSchema({
        tags,
        summary: 'Diz se um acesso está ativo e utilizável, com os motivos (próprio acesso, ou suporte)',
        description:
          '`usable` é falso quando há `reasons` (acesso desligado, usuário, empresa ou cliente inativos); ' +
          '`warnings` não impedem o uso (sem perfil de acesso, cliente sem exercício). Acesso de outro ' +
          'usuário: suporte com access:read, no escopo.',
        params: IdParamsSchema,
        response: { 200: VerifyActivityResponseSchema, ...errors },
      }),
    },
    (request) => service.verifyActivity(request.actor!, request.params.id),
  );
}
