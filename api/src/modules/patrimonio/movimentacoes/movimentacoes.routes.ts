import {
  AceiteSchema,
  CreateMovimentacaoBodySchema,
  ErrorResponseSchema,
  exportQueryOf,
  LOTE_BENS_MAX,
  LoteAguardandoAceiteSchema,
  LoteMovimentacaoBodySchema,
  LoteMovimentacaoSchema,
  LoteRecusadoSchema,
  MovimentacaoListQuerySchema,
  MovimentacaoListSchema,
  MovimentacaoPageSchema,
  MovimentacaoSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { exportHandler } from '../../../lib/export.js';
import { EXPORT_RESPONSES, ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { MOVIMENTACOES_EXPORT } from '../patrimonio-exports.js';
import type { LoteService } from './lote.service.js';
import type { MovimentacoesService } from './movimentacoes.service.js';

/** Movements are history: there is no route to edit or delete one; a wrong one is reversed by an estorno. */
export function movimentacoesRoutes(app: FastifyInstance, service: MovimentacoesService, lotes: LoteService) {
  const route = routesOf(app, ['Patrimônio: movimentações']);

  route.get('/patrimonio/movimentacaobem', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:read'),
    summary: 'Movimentações do cliente, das mais recentes às mais antigas (paginadas, filtros)',
    querystring: MovimentacaoListQuerySchema,
    response: { 200: MovimentacaoPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query),
  });

  route.get('/patrimonio/movimentacaobem/exportar', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:read'),
    summary: 'Movimentações que os filtros da lista encontram, em CSV (separador ;) ou XLSX',
    description:
      'Os filtros da lista (sem page e limit), das mais recentes às mais antigas. Até 100.000 linhas.',
    querystring: exportQueryOf(MovimentacaoListQuerySchema),
    response: EXPORT_RESPONSES,
    handler: exportHandler(MOVIMENTACOES_EXPORT, (request, query) => service.list(request.actor!, query)),
  });

  route.get('/patrimonio/movimentacaobem/:id', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:read'),
    summary: 'Histórico de movimentações de um bem ({id} = id do bem), da mais recente à mais antiga',
    response: { 200: MovimentacaoListSchema, ...ROUTE_ERRORS },
    handler: (request) => service.history(request.actor!, request.params.id),
  });

  route.post('/patrimonio/movimentacaobem/create', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:update'),
    summary: 'Registrar uma movimentação (transferência, baixa, reavaliação, estorno, ...)',
    description:
      'A transferência move o bem na mesma transação; a baixa exige MotivoBaixa e fecha o bem a tudo ' +
      'menos o estorno; o estorno desfaz a última movimentação ainda não estornada. A data (padrão: agora) ' +
      'precisa estar num exercício aberto do cliente e não pode ser anterior à última movimentação. ' +
      'A transferência (tipo 2) para outro setor e a transferência de responsabilidade (tipo 3) para um ' +
      'servidor aguardam o aceite do recebedor (o responsável do setor de destino; o novo responsável): ' +
      'respondem 202 com o aceite pendente, e a movimentação é registrada quando ele é aceito (no app ou ' +
      'pelo termo assinado). Destino sem responsável: 409 SETOR_SEM_RESPONSAVEL. Dentro do próprio setor, ' +
      'para uma secretaria sem setor, para um nome sem servidor e as correções do suporte: 201, na hora.',
    body: CreateMovimentacaoBodySchema,
    response: { 201: MovimentacaoSchema, 202: AceiteSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) => {
      const out = await service.create(request.actor!, request.body);
      return reply.status(out.status).send(out.body);
    },
  });

  route.post('/patrimonio/movimentacaobem/lote', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:update'),
    summary: 'Registrar uma movimentação em lote (transferência ou baixa de vários bens)',
    description:
      `Os bens escolhidos na lista (bem_ids) ou todos os que os filtros da lista encontram (filtros: os de ` +
      `GET /patrimonio/bempatrimonial, sem page, limit, sort, order), até ${LOTE_BENS_MAX} bens de um mesmo ` +
      'cliente, numa transação: cada bem é verificado pela mesma regra da movimentação de um bem (exercício ' +
      'aberto, mês da depreciação, data não anterior à última movimentação, situação). Tudo ou nada: um bem ' +
      'recusado recusa o lote (409 LOTE_RECUSADO com recusas: cada bem e o motivo; um motivo comum a todos é ' +
      'respondido com o seu próprio status). Bens de dois clientes: 400; bem fora do escopo: 404. O termo que ' +
      'lista todos os bens: POST /patrimonio/movimentacaobem/lote/{id}/termo. A transferência para outro ' +
      'setor aguarda o aceite do responsável do setor de destino: 202 com o lote e os seus aceites, ' +
      'registrados sob o id do lote; aceito, todos os bens são movimentados de uma vez.',
    body: LoteMovimentacaoBodySchema,
    response: {
      201: LoteMovimentacaoSchema,
      202: LoteAguardandoAceiteSchema,
      ...ROUTE_ERRORS,
      409: LoteRecusadoSchema,
    },
    handler: async (request, reply) => {
      const out = await lotes.register(request.actor!, request.body);
      return reply.status(out.status).send(out.body);
    },
  });
}
