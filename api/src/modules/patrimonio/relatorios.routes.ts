import { RELATORIO_BENS_FOTOS_MAX, RELATORIO_BENS_MAX, RelatorioBensQuerySchema } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import { sendDocument } from '../files/send-file.js';
import type { RelatoriosService } from './relatorios.service.js';

/** A PDF answer in the OpenAPI document (the body is the file, sent while it is written). */
const PdfSchema = v.pipe(v.string(), v.description('application/pdf'));

const REPORT_DESCRIPTION =
  'PDF (application/pdf, inline) A4: os bens que os filtros de GET /patrimonio/bempatrimonial encontram ' +
  '(sem page, limit, sort, order), agrupados por secretaria e setor, em ordem de código; cada linha: ' +
  'código, descrição, categoria, situação, data e valor de aquisição, valor atual; subtotais por setor ' +
  'e secretaria e o total geral. Cabeçalho em cada página (entidade, título, filtros, data e usuário) e ' +
  '"Página x de y". {id}: a aplicação do local (outra: 404).';

export function relatoriosRoutes(app: FastifyInstance, service: RelatoriosService) {
  const route = routesOf(app, ['Patrimônio: bens']);
  const read = areaAccess(PATRIMONIO_AREA, 'assets:read');

  route.get('/patrimonio/bempatrimonial/reports/aplicacao/:id', {
    access: read,
    summary: 'Relatório de bens patrimoniais (PDF) da aplicação, por secretaria e setor',
    description: `${REPORT_DESCRIPTION} Até ${RELATORIO_BENS_MAX} bens (mais: 400); nenhum bem encontrado: 404.`,
    querystring: RelatorioBensQuerySchema,
    response: { 200: PdfSchema, ...ROUTE_ERRORS },
    handler: async (request, reply) => {
      const { name, stream } = await service.register(request.actor!, request.params.id, request.query);
      return sendDocument(reply, { name, mime: 'application/pdf' }, stream, { inline: true });
    },
  });

  route.get('/patrimonio/bempatrimonial/reports/withImage/aplicacao/:id', {
    access: read,
    summary: 'Relatório de bens patrimoniais com fotos (PDF): cada bem com a miniatura da sua primeira foto',
    description:
      `${REPORT_DESCRIPTION} Cada linha traz a miniatura da primeira foto do bem (anexo JPEG ou PNG de até ` +
      `1 MB; sem foto, a célula fica vazia). Até ${RELATORIO_BENS_FOTOS_MAX} bens (mais: 400); nenhum bem ` +
      'encontrado: 404.',
    querystring: RelatorioBensQuerySchema,
    response: { 200: PdfSchema, ...ROUTE_ERRORS },
    handler: async (request, reply) => {
      const { name, stream } = await service.withImage(request.actor!, request.params.id, request.query);
      return sendDocument(reply, { name, mime: 'application/pdf' }, stream, { inline: true });
    },
  });
}
