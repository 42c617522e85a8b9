import {
  ErrorResponseSchema,
  type LoginBody,
  LoginBodySchema,
  PasswordChangeRequiredSchema,
  type RefreshBody,
  RefreshBodySchema,
  RefreshResponseSchema,
  SessionResponseSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../lib/validation.js';
import type { SessionService } from './session.service.js';

export function sessionRoutes(app: FastifyInstance, service: SessionService) {
  app.post<{ Body: LoginBody }>(
    '/session',
    {
      config: { access: { auth: 'public' } },
      schema: routeSchema({
        tags: ['Sessão'],
        summary: 'Entrar com usuário e senha',
        security: false,
        body: LoginBodySchema,
        response: {
          200: SessionResponseSchema,
          401: ErrorResponseSchema,
          403: PasswordChangeRequiredSchema,
          429: ErrorResponseSchema,
        },
      }),
    },
    (request) => service.signIn(request.body.username, request.body.password, request.ip),
  );

  app.post<{ Body: RefreshBody }>(
    '/refresh-token',
    {
      config: { access: { auth: 'public' } },
      schema: routeSchema({
        tags: ['Sessão'],
        summary: 'Trocar o refresh token por um novo par de tokens',
        security: false,
        body: RefreshBodySchema,
        response: { 200: RefreshResponseSchema, 401: ErrorResponseSchema },
      }),
    },
    (request) => service.refresh(request.body.refresh_token, request.ip),
  );
}
