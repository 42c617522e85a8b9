import {
  ErrorResponseSchema,
  OkResponseSchema,
  PagamentoBodySchema,
  PagamentoSchema,
  PagamentosDaObraSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, OBRAS_AREA } from '../auth/area-access.js';
import type { PagamentosService } from './pagamentos.service.js';

/** Every call of the area: support only, at a location with `hasObras` (checked by the auth hook). */
const access = areaAccess(OBRAS_AREA);
const WRITE_ERRORS = { ...ROUTE_ERRORS, 409: ErrorResponseSchema };
const RULES =
  'A medição é uma medição ativa da obra; a data não é anterior à entrega da medição nem futura (400); ' +
  'a soma dos pagamentos da medição não passa do seu valor (409 PAGAMENTO_ACIMA_DA_MEDICAO, com a ' +
  'medição, o seu valor e o saldo a pagar); medição inativa: 409 MEDICAO_INATIVA.';

/** The payments of a work (docs/api.md, "Obras"): support's, as every call of the area. */
export function pagamentosRoutes(app: FastifyInstance, service: PagamentosService) {
  const route = routesOf(app, ['Obras: obras']);
  route.get('/obras/obra/:id/pagamentos', {
    access,
    summary: 'Pagamentos da obra, o pago e o saldo a pagar de cada medição ativa, e o total pago',
    response: { 200: PagamentosDaObraSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.params.id),
  });
  route.post('/obras/obra/:id/pagamentos/create', {
    access,
    summary:
      'Registrar um pagamento de uma medição da obra (data, valor, documento: ordem bancária, empenho)',
    description: RULES,
    body: PagamentoBodySchema,
    response: { 201: PagamentoSchema, ...WRITE_ERRORS },
    handler: (request) => service.create(request.actor!, request.params.id, request.body),
  });
  route.put('/obras/obra/pagamentos/:id', {
    access,
    summary: 'Alterar um pagamento da obra',
    description: RULES,
    body: PagamentoBodySchema,
    response: { 200: PagamentoSchema, ...WRITE_ERRORS },
    handler: (request) => service.update(request.actor!, request.params.id, request.body),
  });
  route.delete('/obras/obra/pagamentos/:id', {
    access,
    summary: 'Excluir um pagamento da obra (registrado por engano)',
    response: { 200: OkResponseSchema, ...ROUTE_ERRORS },
    handler: (request) => service.remove(request.actor!, request.params.id),
  });
}
