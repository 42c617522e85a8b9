import {
  CpfRequiredSchema,
  ErrorResponseSchema,
  type InformCpfBody,
  InformCpfBodySchema,
  type LoginBody,
  LoginBodySchema,
  OkResponseSchema,
  PasswordChangeRequiredSchema,
  type RefreshBody,
  RefreshBodySchema,
  RefreshResponseSchema,
  SessionResponseSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { routeSchema } from '../../lib/validation.js';
import type { PasswordService } from '../password/password.service.js';
import type { SessionService } from './session.service.js';

export function sessionRoutes(app: FastifyInstance, service: SessionService, passwords: PasswordService) {
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
          403: v.union([PasswordChangeRequiredSchema, CpfRequiredSchema]),
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

  app.post<{ Body: InformCpfBody }>(
    '/session/cpf',
    {
      config: { access: { auth: 'public' } },
      schema: routeSchema({
        tags: ['Sessão'],
        summary: 'Informar o CPF pedido na entrada (token do 403 CPF_REQUIRED), antes de entrar novamente',
        description:
          'Decreto 10.540/2020, art. 11: quem registra operações é identificado pelo CPF. O CPF é validado ' +
          '(dígitos verificadores) e único entre os usuários (409). O token é de uso único.',
        security: false,
        body: InformCpfBodySchema,
        response: {
          200: OkResponseSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      }),
    },
    async (request) => {
      await passwords.informCpf(request.body.token, request.body.cpf, request.ip);
      return { status: 'Ok', message: 'CPF registrado. Entre novamente para continuar.' };
    },
  );
}
