import {
  ErrorResponseSchema,
  ObraDetailSchema,
  RecebimentoBodySchema,
  RecebimentoTermoQuerySchema,
  TERMO_CODIGO_HEADER,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { PDF_RESPONSE, ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, OBRAS_AREA } from '../auth/area-access.js';
import { sendTermo } from '../patrimonio/termos/termos.routes.js';
import type { RecebimentosService } from './recebimentos.service.js';

/** The recebimentos of a work and their termos (docs/api.md, "Obras"): support's, as every call of the area. */
export function recebimentosRoutes(app: FastifyInstance, service: RecebimentosService) {
  routesOf(app, ['Obras: obras']).post('/obras/obra/:id/recebimentos', {
    access: areaAccess(OBRAS_AREA),
    summary: 'Registrar o recebimento provisório ou definitivo da obra, com o termo (TCE-SP AUDESP)',
    description:
      'Data, vistoria e recebedores (CPF válido, nome e cargo); emite o termo de recebimento verificável ' +
      '(número, QR code, SHA-256, conferência pública) e muda a situação da obra para 6 ou 7 com a ' +
      'publicação informada. O definitivo exige o provisório antes (409 SEM_RECEBIMENTO_PROVISORIO) e não ' +
      'é anterior a ele; a data não é futura nem anterior ao início da obra (400). Um recebimento repetido: ' +
      '409 RECEBIMENTO_REPETIDO; obra não iniciada ou paralisada: 409 OBRA_NAO_RECEBIVEL. Responde a obra.',
    body: RecebimentoBodySchema,
    response: { 201: ObraDetailSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.registrar(request.actor!, request.params.id, request.body),
  });
  routesOf(app, ['Obras: obras']).get('/obras/obra/:id/recebimento/termo', {
    access: areaAccess(OBRAS_AREA),
    summary: 'Termo de recebimento da obra (PDF verificável)',
    description:
      'O termo emitido com o recebimento do tipo pedido, os mesmos bytes de quando foi emitido (o SHA-256 ' +
      `que a conferência pública mostra); o código de verificação vai no cabeçalho ${TERMO_CODIGO_HEADER}. ` +
      'Sem recebimento desse tipo: 404.',
    querystring: RecebimentoTermoQuerySchema,
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS },
    handler: async (request, reply) =>
      sendTermo(reply, await service.termo(request.actor!, request.params.id, request.query.tipo)),
  });
}
