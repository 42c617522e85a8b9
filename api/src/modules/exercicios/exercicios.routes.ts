import {
  type CreateExercicioBody,
  CreateExercicioBodySchema,
  EmpresaIdParamsSchema,
  ErrorResponseSchema,
  ExercicioExistsQuerySchema,
  ExercicioExistsResponseSchema,
  ExercicioSchema,
  ExercicioYearQuerySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { routeSchema } from '../../lib/validation.js';
import type { ExerciciosService } from './exercicios.service.js';

const tags = ['Exercícios'];
type Params = { empresaId: string };

export function exerciciosRoutes(app: FastifyInstance, service: ExerciciosService) {
  // Matches both /exercicios/empresa/{id} and /exercicios/empresa/{id}/?ano= (trailing slash ignored).
  app.get<{ Params: Params; Querystring: { ano?: number } }>(
    '/exercicios/empresa/:empresaId',
    {
      schema: routeSchema({
        tags,
        summary: 'Exercícios (meses contábeis) de uma empresa, opcionalmente de um ano',
        params: EmpresaIdParamsSchema,
        querystring: ExercicioYearQuerySchema,
        response: { 200: v.array(ExercicioSchema), 404: ErrorResponseSchema },
      }),
    },
    (request) => service.list(request.actor!, request.params.empresaId, request.query.ano),
  );

  app.get<{ Params: Params; Querystring: { ano: number; mes: number } }>(
    '/exercicios/exists/:empresaId',
    {
      schema: routeSchema({
        tags,
        summary: 'Diz se o exercício (mês/ano) já existe para a empresa',
        params: EmpresaIdParamsSchema,
        querystring: ExercicioExistsQuerySchema,
        response: { 200: ExercicioExistsResponseSchema },
      }),
    },
    (request) =>
      service.exists(request.actor!, request.params.empresaId, request.query.ano, request.query.mes),
  );

  app.post<{ Body: CreateExercicioBody }>(
    '/exercicios/create',
    {
      config: { access: { auth: 'local', rule: 'clients:update' } },
      schema: routeSchema({
        tags,
        summary: 'Abrir um novo exercício (mês) para a empresa',
        body: CreateExercicioBodySchema,
        response: { 201: ExercicioSchema, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );
}
