import {
  ConciliacaoExportQuerySchema,
  ConciliacaoSchema,
  ConciliacoesPageSchema,
  ConciliacoesQuerySchema,
  CreateConciliacaoBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pdfHandler, sendExport } from '../../../lib/export.js';
import { EXPORT_FILE, PDF_RESPONSES, ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import type { ConciliacaoService } from './conciliacao.service.js';

const BASE = '/patrimonio/conciliacoes';
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * Conciliação contábil (docs/api.md, "Conciliação contábil"). The accountant's rules of the area: reading
 * the depreciation's reports reads the conciliações, running a month (depreciations:create) takes one.
 */
export function conciliacaoRoutes(app: FastifyInstance, service: ConciliacaoService) {
  const route = routesOf(app, ['Patrimônio: conciliação contábil']);
  const read = areaAccess(PATRIMONIO_AREA, 'depreciations:read');

  route.get(BASE, {
    access: read,
    summary: 'Conciliações do cadastro com o balancete da contabilidade, da mais recente à mais antiga',
    querystring: ConciliacoesQuerySchema,
    response: { 200: ConciliacoesPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query),
  });

  route.post(BASE, {
    access: areaAccess(PATRIMONIO_AREA, 'depreciations:create'),
    summary: 'Conciliar: a posição do cadastro por conta contábil agora, comparada com o balancete informado',
    description:
      'Por conta (PCASP): quantidade de bens não baixados, valor bruto (valor líquido + depreciação ' +
      'acumulada), depreciação acumulada (a do último mês processado do bem, ou o saldo de implantação) e ' +
      'valor líquido, contra o saldo do balancete (e, se informada, a depreciação acumulada da conta). ' +
      'Diferença = saldo − valor bruto; uma conta fora do balancete conta como saldo zero. A conciliação é ' +
      'guardada como tirada. Suporte informa cliente_id.',
    body: CreateConciliacaoBodySchema,
    response: { 201: ConciliacaoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.create(request.actor!, request.body),
  });

  route.get(`${BASE}/:id`, {
    access: read,
    summary: 'Uma conciliação: cada conta com os dois lados e as diferenças, e o total',
    response: { 200: ConciliacaoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.get(request.actor!, request.params.id),
  });

  route.get(`${BASE}/:id/pdf`, {
    access: read,
    summary: 'Uma conciliação em PDF (A4): o cabeçalho da entidade, as contas, o total e se confere',
    response: PDF_RESPONSES,
    handler: pdfHandler('Conciliação contábil', (request) => service.pdf(request.actor!, idOf(request))),
  });

  route.get(`${BASE}/:id/exportar`, {
    access: read,
    summary: 'Uma conciliação em CSV (separador ;) ou XLSX, o total na última linha',
    querystring: ConciliacaoExportQuerySchema,
    response: { 200: EXPORT_FILE, ...ROUTE_ERRORS },
    handler: async (request, reply) =>
      sendExport(reply, await service.exportar(request.actor!, request.params.id, request.query.formato)),
  });
}
