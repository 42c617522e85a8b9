import {
  type CreateUserBody,
  CreateUserBodySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  type StatusBody,
  StatusBodySchema,
  type UpdateUserBody,
  UpdateUserBodySchema,
  type UserListQuery,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { readUpload } from '../../lib/multipart.js';
import { routeSchema } from '../../lib/validation.js';
import { areaAccess, SUPPORT_AREA } from '../auth/area-access.js';
import { contentDisposition } from '../files/files.service.js';
import type { UsersService } from './users.service.js';

const tags = ['Usuários'];
type IdParams = { Params: { id: string } };
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export function usersRoutes(app: FastifyInstance, service: UsersService) {
  app.get<{ Querystring: UserListQuery }>(
    '/users',
    {
      config: areaAccess(SUPPORT_AREA, 'users:read'),
      schema: routeSchema({
        tags,
        summary: 'Usuários da aplicação, paginados, com busca por usuário, nome ou e-mail (suporte)',
        querystring: UserListQuerySchema,
        response: { 200: UserPageSchema, ...errors },
      }),
    },
    (request) => service.list(request.actor!, request.query),
  );

  app.get<IdParams>(
    '/users/find/:id',
    {
      config: areaAccess(SUPPORT_AREA, 'users:read'),
      schema: routeSchema({
        tags,
        summary: 'Um usuário (suporte)',
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errors },
      }),
    },
    (request) => service.get(request.actor!, request.params.id),
  );

  app.post<{ Body: CreateUserBody }>(
    '/users/create',
    {
      config: areaAccess(SUPPORT_AREA, 'users:create'),
      schema: routeSchema({
        tags,
        summary: 'Criar um usuário, com senha e "redefinir senha no primeiro acesso" (suporte)',
        description:
          'O usuário é único sem distinção de maiúsculas (409 se já existe). A senha é guardada com argon2id. ' +
          'Com `redefine`, o primeiro acesso pede uma nova senha.',
        body: CreateUserBodySchema,
        response: { 201: UserSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );

  // Registered before PUT /users/:id; the router prefers the static segment anyway.
  app.put<{ Body: StatusBody }>(
    '/users/id',
    {
      config: areaAccess(SUPPORT_AREA, 'users:update'),
      schema: routeSchema({
        tags,
        summary: 'Ativar ou inativar um usuário (ativo, user_id_inativa, motivo) (suporte)',
        description:
          'Inativar exige o motivo; o usuário que inativa é o autenticado. Ninguém inativa a si mesmo. ' +
          'A inativação encerra as sessões do usuário (refresh tokens revogados; o token de acesso deixa de ' +
          'valer na próxima chamada).',
        body: StatusBodySchema,
        response: { 200: UserSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.setStatus(request.actor!, request.body),
  );

  app.put<IdParams & { Body: UpdateUserBody }>(
    '/users/:id',
    {
      config: areaAccess(SUPPORT_AREA, 'users:update'),
      schema: routeSchema({
        tags,
        summary: 'Alterar um usuário (suporte)',
        description: 'Corpo completo. `password`, se enviada, troca a senha e encerra as sessões do usuário.',
        params: IdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UserSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.update(request.actor!, request.params.id, request.body),
  );

  app.post<IdParams>(
    '/users/avatar/:id',
    {
      config: areaAccess(SUPPORT_AREA, 'users:update'),
      schema: routeSchema({
        tags,
        summary: 'Enviar o avatar de um usuário (multipart, campo "file"; imagem PNG, JPEG, GIF ou WebP)',
        description: 'O tipo é conferido pelo conteúdo. Substitui o avatar anterior. 413 acima do limite.',
        params: IdParamsSchema,
        response: {
          200: UserSchema,
          ...errors,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      }),
    },
    async (request) => service.uploadAvatar(request.actor!, request.params.id, await readUpload(request)),
  );

  app.get<IdParams>(
    '/users/avatar/:id',
    {
      config: { access: { auth: 'user' } },
      schema: routeSchema({
        tags,
        summary: 'A imagem do avatar de um usuário (o próprio ou um da mesma aplicação)',
        security: 'user',
        params: IdParamsSchema,
        response: { 200: v.any(), 404: ErrorResponseSchema },
      }),
    },
    async (request, reply) => {
      const { file, stream } = await service.avatar(request.actor!, request.params.id);
      return reply
        .type(file.mime)
        .header('Content-Disposition', contentDisposition(file.name, true))
        .header('Cache-Control', 'private, max-age=300')
        .send(stream);
    },
  );
}
