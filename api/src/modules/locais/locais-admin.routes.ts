import {
  CreateLocationBodySchema,
  ErrorResponseSchema,
  exportQueryOf,
  LOCATION_TOGGLES,
  LocationAdminListQuerySchema,
  LocationAdminPageSchema,
  LocationAdminSchema,
  LocationRoleBodySchema,
  type LocationToggle,
  LocationToggleBodySchema,
  VerifyActivityResponseSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { exportHandler } from '../../lib/export.js';
import { EXPORT_RESPONSES, ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, SUPPORT_AREA } from '../auth/area-access.js';
import type { LocaisAdminService } from './locais-admin.service.js';
import { ACESSOS_EXPORT } from './locais-exports.js';

const TOGGLE_LABELS: Record<LocationToggle, string> = {
  toggleAccess: 'o acesso (ativo)',
  toggleObras: 'o acesso a Obras (hasObras)',
  togglePatrimonio: 'o acesso a Patrimônio (hasPatrimonio)',
  toggleDepartments: 'o acesso a Departamentos (departments)',
  toggleSetor: 'o acesso a Setores (hasSetor)',
};

/** Administration of locations (Acessos). GET /locais and /locais/{id} (own locations) stay in locais.routes. */
export function locaisAdminRoutes(app: FastifyInstance, service: LocaisAdminService) {
  const route = routesOf(app, ['Acessos']);

  route.get('/locais/empresa/:id', {
    access: areaAccess(SUPPORT_AREA, 'access:read'),
    summary: 'Acessos (locais) de uma empresa do escopo, paginados, com busca pelo usuário (suporte)',
    querystring: LocationAdminListQuerySchema,
    response: { 200: LocationAdminPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.listOfCompany(request.actor!, request.params.id, request.query),
  });

  route.get('/locais/empresa/:id/exportar', {
    access: areaAccess(SUPPORT_AREA, 'access:read'),
    summary: 'Acessos de uma empresa do escopo que a busca da lista encontra, em CSV (separador ;) ou XLSX',
    querystring: exportQueryOf(LocationAdminListQuerySchema),
    response: EXPORT_RESPONSES,
    handler: exportHandler(ACESSOS_EXPORT, (request, query) =>
      service.listOfCompany(request.actor!, (request.params as { id: string }).id, query),
    ),
  });

  route.post('/locais/create', {
    access: areaAccess(SUPPORT_AREA, 'access:create'),
    summary: 'Criar um acesso: usuário × empresa, com perfil de acesso opcional (role_id) (suporte)',
    description:
      'O perfil deve ser do cliente da empresa. Um acesso na empresa do suporte (escritório) é um acesso ' +
      'de suporte (isSuporte), sem perfil. As demais flags começam desligadas (use os toggle*). ' +
      '409 se o usuário já tem acesso nessa empresa.',
    body: CreateLocationBodySchema,
    response: { 201: LocationAdminSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.create(request.actor!, request.body),
  });

  route.put('/locais/:id/role', {
    access: areaAccess(SUPPORT_AREA, 'access:update'),
    summary: 'Atribuir o perfil de acesso de um acesso (role_id; null remove) (suporte)',
    description: 'O perfil deve ser do cliente da empresa do acesso. Ninguém altera os próprios acessos.',
    body: LocationRoleBodySchema,
    response: { 200: LocationAdminSchema, ...ROUTE_ERRORS },
    handler: (request) => service.setRole(request.actor!, request.params.id, request.body),
  });

  for (const which of Object.keys(LOCATION_TOGGLES) as LocationToggle[]) {
    route.put(`/locais/${which}/:id`, {
      access: areaAccess(SUPPORT_AREA, 'access:update'),
      summary: `Ligar ou desligar ${TOGGLE_LABELS[which]} de um acesso (suporte)`,
      description:
        'Sem corpo (ou sem `value`) inverte o valor; `{ "value": true|false }` define. Vale na próxima ' +
        'chamada do usuário (as flags são lidas a cada chamada). Ninguém altera os próprios acessos; a ' +
        'aplicação mantém ao menos um acesso de suporte ativo (409).',
      body: LocationToggleBodySchema,
      response: { 200: LocationAdminSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
      handler: (request) => service.toggle(request.actor!, request.params.id, which, request.body?.value),
    });
  }

  route.post('/locais/verifyActivity/:id', {
    // Records no operation: open without CPF and to a generic account (decision 073).
    access: { auth: 'local', recordsNothing: true },
    summary: 'Diz se um acesso está ativo e utilizável, com os motivos (próprio acesso, ou suporte)',
    description:
      '`usable` é falso quando há `reasons` (acesso desligado, usuário, empresa ou cliente inativos); ' +
      '`warnings` não impedem o uso (sem perfil de acesso, cliente sem exercício). Acesso de outro ' +
      'usuário: suporte com access:read, no escopo.',
    response: { 200: VerifyActivityResponseSchema, ...ROUTE_ERRORS },
    handler: (request) => service.verifyActivity(request.actor!, request.params.id),
  });
}
