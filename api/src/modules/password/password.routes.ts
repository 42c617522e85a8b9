import {
  ErrorResponseSchema,
  ForgotPasswordBodySchema,
  OkResponseSchema,
  PasswordTokenBodySchema,
  PasswordTokenInfoSchema,
  ResetPasswordBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../lib/routes.js';
import { FORGOT_ANSWER, type PasswordService } from './password.service.js';

export function passwordRoutes(app: FastifyInstance, service: PasswordService) {
  const route = routesOf(app, ['Senha']);

  route.post('/password/forgot', {
    access: { auth: 'public' },
    summary: 'Pedir a recuperação de senha (envia um link de uso único por e-mail)',
    body: ForgotPasswordBodySchema,
    response: { 202: OkResponseSchema, 429: ErrorResponseSchema },
    handler: async (request, reply) => {
      await service.forgot(request.body.username, request.ip);
      return reply.status(202).send({ status: 'Ok', message: FORGOT_ANSWER });
    },
  });

  route.post('/password/verify', {
    access: { auth: 'public' },
    summary: 'Conferir um link de recuperação ou de primeiro acesso',
    body: PasswordTokenBodySchema,
    response: { 200: PasswordTokenInfoSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
    handler: (request) => service.verify(request.body.token, request.ip),
  });

  route.post('/password/reset', {
    access: { auth: 'public' },
    summary: 'Definir a nova senha com o token de uso único (recuperação ou primeiro acesso)',
    body: ResetPasswordBodySchema,
    response: { 200: OkResponseSchema, 400: ErrorResponseSchema },
    handler: async (request) => {
      await service.reset(request.body.token, request.body.password, request.ip);
      return { status: 'Ok', message: 'Senha definida com sucesso. Entre com a nova senha.' };
    },
  });
}
