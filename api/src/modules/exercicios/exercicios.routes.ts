import {
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
import { routesOf } from '../../lib/routes.js';
import type { ExerciciosService } from './exercicios.service.js';

export function exerciciosRoutes(app: FastifyInstance, service: ExerciciosService) {
  const route = routesOf(app, ['Exercícios']);

  // Matches both /exercicios/empresa/{id} and /exercicios/empresa/{id}/?ano= (trailing slash ignored).
  route.get('/exercicios/empresa/:empresaId', {
    summary: 'Exercícios (meses contábeis) de uma empresa, opcionalmente de um ano',
    params: EmpresaIdParamsSchema,
    querystring: ExercicioYearQuerySchema,
    response: { 200: v.array(ExercicioSchema), 404: ErrorResponseSchema },
    handler: (request) => service.list(request.actor!, request.params.empresaId, request.query.ano),
  });

  route.get('/exercicios/exists/:empresaId', {
    summary: 'Diz se o exercício (mês/ano) já existe para a empresa',
    params: EmpresaIdParamsSchema,
    querystring: ExercicioExistsQuerySchema,
    response: { 200: ExercicioExistsResponseSchema },
    handler: (request) =>
      service.exists(request.actor!, request.params.empresaId, request.query.ano, request.query.mes),
  });

  route.post('/exercicios/create', {
    access: { auth: 'local', rule: 'clients:update' },
    summary: 'Abrir um novo exercício (mês) para a empresa',
    body: CreateExercicioBodySchema,
    response: { 201: ExercicioSchema, 409: ErrorResponseSchema },
    handler: (request) => service.create(request.actor!, request.body),
  });
}
