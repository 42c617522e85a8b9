import {
  CreateUserBodySchema,
  ErrorResponseSchema,
  UpdateUserBodySchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../lib/multipart.js';
import { registerRoutes } from '../../lib/register-routes.js';
import { IMAGE_TYPES, ROUTE_ERRORS, storedFileResponse } from '../../lib/routes.js';
import { areaAccess, SUPPORT_AREA } from '../auth/area-access.js';
import { sendFile } from '../files/send-file.js';
import type { UsersService } from './users.service.js';
import { USUARIOS_EXPORT } from './users-exports.js';

/** The users register's calls (support's), its record at `/users/find/:id`, plus the avatar's two. */
export function usersRoutes(app: FastifyInstance, service: UsersService) {
  const route = registerRoutes(app, {
    base: '/users',
    getPath: '/users/find/:id',
    tag: 'Usuários',
    noun: 'usuário',
    access: (action) => areaAccess(SUPPORT_AREA, `users:${action}`),
    schemas: {
      item: UserSchema,
      page: UserPageSchema,
      query: UserListQuerySchema,
      create: CreateUserBodySchema,
      update: UpdateUserBodySchema,
    },
    service,
    exportar: USUARIOS_EXPORT,
    docs: {
      list: { summary: 'Usuários da aplicação, paginados, com busca por usuário, nome ou e-mail (suporte)' },
      exportar: {
        summary: 'Usuários que os filtros da lista encontram, em CSV (separador ;) ou XLSX (suporte)',
        description: undefined,
      },
      get: { summary: 'Um usuário (suporte)' },
      create: {
        summary: 'Criar um usuário, com senha e "redefinir senha no primeiro acesso" (suporte)',
        description:
          'O usuário é único sem distinção de maiúsculas (409 se já existe). A senha é guardada com argon2id. ' +
          'Com `redefine`, o primeiro acesso pede uma nova senha.',
      },
      status: {
        summary: 'Ativar ou inativar um usuário (ativo, user_id_inativa, motivo) (suporte)',
        description:
          'Inativar exige o motivo; o usuário que inativa é o autenticado. Ninguém inativa a si mesmo. ' +
          'A inativação encerra as sessões do usuário (refresh tokens revogados; o token de acesso deixa de ' +
          'valer na próxima chamada).',
      },
      update: {
        summary: 'Alterar um usuário (suporte)',
        description: 'Corpo completo. `password`, se enviada, troca a senha e encerra as sessões do usuário.',
      },
    },
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
    response: { 200: storedFileResponse('a imagem', ...IMAGE_TYPES), 404: ErrorResponseSchema },
    handler: async (request, reply) => {
      const { file, bytes } = await service.avatar(request.actor!, request.params.id);
      return sendFile(reply, file, bytes, { inline: true, cacheControl: 'private, max-age=300' });
    },
  });
}
