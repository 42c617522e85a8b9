import {
  type CreateMovimentacaoBody,
  CreateMovimentacaoBodySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  type MovimentacaoListQuery,
  MovimentacaoListQuerySchema,
  MovimentacaoListSchema,
  MovimentacaoPageSchema,
  MovimentacaoSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../lib/validation.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import type { MovimentacoesService } from './movimentacoes.service.js';

const tags = ['Patrimônio: movimentações'];
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Movements are history: there is no route to edit or delete one; a wrong one is reversed by an estorno. */
export function movimentacoesRoutes(app: FastifyInstance, service: MovimentacoesService) {
  app.get<{ Querystring: MovimentacaoListQuery }>(
    '/patrimonio/movimentacaobem',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'Movimentações do cliente, das mais recentes às mais antigas (paginadas, filtros)',
        querystring: MovimentacaoListQuerySchema,
        response: { 200: MovimentacaoPageSchema, ...errors },
      }),
    },
    (request) => service.list(request.actor!, request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/patrimonio/movimentacaobem/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'Histórico de movimentações de um bem ({id} = id do bem), da mais recente à mais antiga',
        params: IdParamsSchema,
        response: { 200: MovimentacaoListSchema, ...errors },
      }),
    },
    (request) => service.history(request.actor!, request.params.id),
  );

  app.post<{ Body: CreateMovimentacaoBody }>(
    '/patrimonio/movimentacaobem/create',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:update'),
      schema: routeSchema({
        tags,
        summary: 'Registrar uma movimentação (transferência, baixa, reavaliação, estorno, ...)',
        description:
          'A transferência move o bem na mesma transação; a baixa exige MotivoBaixa e fecha o bem a tudo ' +
          'menos o estorno; o estorno desfaz a última movimentação ainda não estornada. A data (padrão: agora) ' +
          'precisa estar num exercício aberto do cliente e não pode ser anterior à última movimentação.',
        body: CreateMovimentacaoBodySchema,
        response: { 201: MovimentacaoSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );
}
