import {
  CreateUserBodySchema,
  ErrorResponseSchema,
  exportQueryOf,
  StatusBodySchema,
  UpdateUserBodySchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { exportHandler } from '../../lib/export.js';
import { readUpload } from '../../lib/multipart.js';
import { EXPORT_RESPONSES, fileResponse, IMAGE_TYPES, ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, SUPPORT_AREA } from '../auth/area-access.js';
import { sendFile } from '../files/send-file.js';
import type { UsersService } from './users.service.js';
import { USUARIOS_EXPORT } from './users-exports.js';

export function usersRoutes(app: FastifyInstance, service: UsersService) {
  const route = routesOf(app, ['Usuários']);

  route.get('/users', {
    access: areaAccess(SUPPORT_AREA, 'users:read'),
    summary: 'Usuários da aplicação, paginados, com busca por usuário, nome ou e-mail (suporte)',
    querystring: UserListQuerySchema,
    response: { 200: UserPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query),
  });

  route.get('/users/exportar', {
    access: areaAccess(SUPPORT_AREA, 'users:read'),
    summary: 'Usuários que os filtros da lista encontram, em CSV (separador ;) ou XLSX (suporte)',
    querystring: exportQueryOf(UserListQuerySchema),
    response: EXPORT_RESPONSES,
    handler: exportHandler(USUARIOS_EXPORT, (request, query) => service.list(request.actor!, query)),
  });

  route.get('/users/find/:id', {
    access: areaAccess(SUPPORT_AREA, 'users:read'),
    summary: 'Um usuário (suporte)',
    response: { 200: UserSchema, ...ROUTE_ERRORS },
    handler: (request) => service.get(request.actor!, request.params.id),
  });

  route.post('/users/create', {
    access: areaAccess(SUPPORT_AREA, 'users:create'),
    summary: 'Criar um usuário, com senha e "redefinir senha no primeiro acesso" (suporte)',
    description:
      'O usuário é único sem distinção de maiúsculas (409 se já existe). A senha é guardada com argon2id. ' +
      'Com `redefine`, o primeiro acesso pede uma nova senha.',
    body: CreateUserBodySchema,
    response: { 201: UserSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.create(request.actor!, request.body),
  });

  // Registered before PUT /users/:id; the router prefers the static segment anyway.
  route.put('/users/id', {
    access: areaAccess(SUPPORT_AREA, 'users:update'),
    summary: 'Ativar ou inativar um usuário (ativo, user_id_inativa, motivo) (suporte)',
    description:
      'Inativar exige o motivo; o usuário que inativa é o autenticado. Ninguém inativa a si mesmo. ' +
      'A inativação encerra as sessões do usuário (refresh tokens revogados; o token de acesso deixa de ' +
      'valer na próxima chamada).',
    body: StatusBodySchema,
    response: { 200: UserSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.setStatus(request.actor!, request.body),
  });

  route.put('/users/:id', {
    access: areaAccess(SUPPORT_AREA, 'users:update'),
    summary: 'Alterar um usuário (suporte)',
    description: 'Corpo completo. `password`, se enviada, troca a senha e encerra as sessões do usuário.',
    body: UpdateUserBodySchema,
    response: { 200: UserSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.update(request.actor!, request.params.id, request.body),
  });

  route.post('/users/avatar/:id', {
    access: areaAccess(SUPPORT_AREA, 'users:update'),
    summary: 'Enviar o avatar de um usuário (multipart, campo "file"; imagem PNG, JPEG, GIF ou WebP)',
    description: 'O tipo é conferido pelo conteúdo. Substitui o avatar anterior. 413 acima do limite.',
    upload: true,
    response: { 200: UserSchema, ...ROUTE_ERRORS },
    handler: async (request) =>
      service.uploadAvatar(request.actor!, request.params.id, await readUpload(request)),
  });

  route.get('/users/avatar/:id', {
    access: { auth: 'user' },
    summary: 'A imagem do avatar de um usuário (o próprio ou um da mesma aplicação)',
    response: { 200: fileResponse('a imagem', ...IMAGE_TYPES), 404: ErrorResponseSchema },
    handler: async (request, reply) => {
      const { file, bytes } = await service.avatar(request.actor!, request.params.id);
      return sendFile(reply, file, bytes, { inline: true, cacheControl: 'private, max-age=300' });
    },
  });
}
