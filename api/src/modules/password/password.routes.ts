import {
  ErrorResponseSchema,
  type ForgotPasswordBody,
  ForgotPasswordBodySchema,
  OkResponseSchema,
  type PasswordTokenBody,
  PasswordTokenBodySchema,
  PasswordTokenInfoSchema,
  type ResetPasswordBody,
  ResetPasswordBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../lib/validation.js';
import { FORGOT_ANSWER, type PasswordService } from './password.service.js';

const tags = ['Senha'];
const publicAccess = { access: { auth: 'public' as const } };

export function passwordRoutes(app: FastifyInstance, service: PasswordService) {
  app.post<{ Body: ForgotPasswordBody }>(
    '/password/forgot',
    {
      config: publicAccess,
      schema: routeSchema({
        tags,
        summary: 'Pedir a recuperação de senha (envia um link de uso único por e-mail)',
        security: false,
        body: ForgotPasswordBodySchema,
        response: { 202: OkResponseSchema, 429: ErrorResponseSchema },
      }),
    },
    async (request, reply) => {
      await service.forgot(request.body.username, request.ip);
      return reply.status(202).send({ status: 'Ok', message: FORGOT_ANSWER });
    },
  );

  app.post<{ Body: PasswordTokenBody }>(
    '/password/verify',
    {
      config: publicAccess,
      schema: routeSchema({
        tags,
        summary: 'Conferir um link de recuperação ou de primeiro acesso',
        security: false,
        body: PasswordTokenBodySchema,
        response: { 200: PasswordTokenInfoSchema, 400: ErrorResponseSchema },
      }),
    },
    (request) => service.verify(request.body.token),
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/password/reset',
    {
      config: publicAccess,
      schema: routeSchema({
        tags,
        summary: 'Definir a nova senha com o token de uso único (recuperação ou primeiro acesso)',
        security: false,
        body: ResetPasswordBodySchema,
        response: { 200: OkResponseSchema, 400: ErrorResponseSchema },
      }),
    },
    async (request) => {
      await service.reset(request.body.token, request.body.password, request.ip);
      return { status: 'Ok', message: 'Senha definida com sucesso. Entre com a nova senha.' };
    },
  );
}
