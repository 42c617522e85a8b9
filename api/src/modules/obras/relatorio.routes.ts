import {
  ErrorResponseSchema,
  RelatoriosTrimestraisSchema,
  RelatorioTrimestralBodySchema,
  RelatorioTrimestralJobSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { PDF_RESPONSE, ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, OBRAS_AREA } from '../auth/area-access.js';
import { sendFile } from '../files/send-file.js';
import type { RelatorioService } from './relatorio.service.js';

const access = areaAccess(OBRAS_AREA);

/** The work's quarterly reports (docs/api.md, "Obras: relatório trimestral"; decision 058). */
export function relatorioRoutes(app: FastifyInstance, service: RelatorioService) {
  const route = routesOf(app, ['Obras: relatório trimestral']);
  route.get('/obras/obra/:id/relatorios', {
    access,
    summary:
      'Os relatórios trimestrais da obra (todas as versões), os trimestres que podem ser gerados e o trabalho em curso',
    description:
      'data: do trimestre mais recente ao mais antigo, a versão mais nova primeiro. trimestres: do início da ' +
      'obra ao trimestre atual (vazio, com o motivo, para obra sem início ou que ainda não começou). ' +
      'trabalho_id: o relatório desta obra na fila ou em execução (GET /trabalhos/{id}).',
    response: { 200: RelatoriosTrimestraisSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.params.id),
  });
  route.post('/obras/obra/:id/relatorios', {
    access,
    summary: 'Gerar (de novo) o relatório de um trimestre da obra (em segundo plano: 202 com o trabalho)',
    description:
      'O PDF (identificação da obra, curva S prevista × realizada, medições e itens medidos no trimestre, ' +
      'acompanhamentos com fotos) é gerado por um trabalho, guardado e publicado na página pública da obra. ' +
      'Um trimestre já gerado ganha nova versão; as anteriores ficam. 409: obra sem data de início, ' +
      'trimestre que terminou antes do início da obra ou que ainda não começou, relatório do mesmo trimestre ' +
      'já em geração.',
    body: RelatorioTrimestralBodySchema,
    response: { 202: RelatorioTrimestralJobSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(await service.gerar(request.actor!, request.params.id, request.body, request.id)),
  });
  route.get('/obras/relatorio/:id/pdf', {
    access,
    summary: 'O PDF guardado de um relatório trimestral (os mesmos bytes publicados)',
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS },
    handler: async (request, reply) => {
      const { file, bytes } = await service.pdf(request.actor!, request.params.id);
      return sendFile(reply, file, bytes, { inline: true, cacheControl: 'private, no-store' });
    },
  });
}
