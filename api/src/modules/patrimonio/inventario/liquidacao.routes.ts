import {
  DivergenciaRegistradaListQuerySchema,
  DivergenciaRegistradaPageSchema,
  ErrorResponseSchema,
  LiquidacaoBodySchema,
  LiquidacaoResultadoSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { PDF_RESPONSE, ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { sendTermo } from '../termos/termos.routes.js';
import type { LiquidacaoService } from './liquidacao.service.js';

const TAG = 'Patrimônio: inventário';

/**
 * The closed campaign (docs/domain.md, "Inventário"; decision 067): the divergences its closing stored,
 * their settlement, and the termos the closing issued.
 */
export function liquidacaoRoutes(app: FastifyInstance, liquidacao: LiquidacaoService) {
  const r = routesOf(app, [TAG]);
  r.get('/patrimonio/inventario/:id/divergencias-registradas', {
    access: areaAccess(PATRIMONIO_AREA, 'inventories:read'),
    summary: 'As divergências que o encerramento registrou, com a liquidação de cada uma e suas ações',
    description:
      'Paginado, de um tipo (tipo) e pendentes ou liquidadas (situacao), com o resumo (total, liquidadas, ' +
      'restantes, por tipo) e os termos do encerramento. Cada linha traz `acoes`: o que quem chama pode ' +
      'fazer com ela (as mesmas regras que a liquidação aplica).',
    querystring: DivergenciaRegistradaListQuerySchema,
    response: { 200: DivergenciaRegistradaPageSchema, ...ROUTE_ERRORS },
    handler: (request) => liquidacao.registradas(request.actor!, request.params.id, request.query),
  });
  // The commission's president settles with whatever profile he has (as he closes): the service checks him
  // or inventories:update (divergenciaAcoes).
  r.post('/patrimonio/inventario/:id/liquidar', {
    access: areaAccess(PATRIMONIO_AREA),
    summary: 'Liquidar divergências do inventário encerrado (uma, várias ou todas de um tipo)',
    description:
      'transferir (para onde o bem foi encontrado: uma transferência, com o aceite do setor de destino ' +
      'quando a carga pede), manter (com justificativa), baixa (o não encontrado, com o parecer da comissão; ' +
      'motivo 5 Extravio ou 6 Furto/roubo), incorporar (a leitura sem registro: o bem criado com tipo de ' +
      'incorporação 7, onde foi lido) e conforme (o estado de conservação lido passa ao bem). Cada liquidação ' +
      'é uma movimentação com o inventário como origem. Uma divergência já liquidada: 409; em lote, as que ' +
      'não puderam ser liquidadas voltam em `recusadas` com o motivo.',
    body: LiquidacaoBodySchema,
    response: { 200: LiquidacaoResultadoSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => liquidacao.liquidar(request.actor!, request.params.id, request.body),
  });
  r.get('/patrimonio/inventario/:id/termo', {
    access: areaAccess(PATRIMONIO_AREA, 'inventories:read'),
    summary:
      'Um termo do encerramento (PDF): o da comissão (tipo=inventario, padrão) ou o de transição (tipo=transicao)',
    description: 'Os bytes guardados na emissão (o SHA-256 da verificação pública). Sem esse termo: 404.',
    querystring: v.object({
      tipo: v.optional(
        v.picklist(['inventario', 'transicao'] as const, 'Termo inválido: use inventario ou transicao.'),
        'inventario',
      ),
    }),
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS },
    handler: async (request, reply) =>
      sendTermo(reply, await liquidacao.termo(request.actor!, request.params.id, request.query.tipo)),
  });
}
