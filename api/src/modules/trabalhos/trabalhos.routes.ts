import {
  ErrorResponseSchema,
  IdParamsSchema,
  TrabalhoSchema,
  TrabalhosListSchema,
  TrabalhosQuerySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ROUTE_ERRORS, routesOf, storedFileResponse } from '../../lib/routes.js';
import { sendFile } from '../files/send-file.js';
import type { TrabalhosService } from './trabalhos.service.js';

/**
 * Trabalhos (docs/api.md, "Trabalhos"; decision 033): the caller's own jobs at the selected location's
 * client. Who may start a job is checked by the call that starts it; these only show, cancel and download.
 */
export function trabalhosRoutes(app: FastifyInstance, service: TrabalhosService) {
  const route = routesOf(app, ['Trabalhos']);

  route.get('/trabalhos', {
    summary: 'Os trabalhos que o usuário iniciou (os 50 mais recentes): estado, progresso, resultado, erro',
    description:
      'estado: na_fila, executando, concluido, falhou, cancelado. resultado.arquivo.link baixa o arquivo ' +
      'até expira_em. tipo filtra (400 para um tipo que não existe).',
    querystring: TrabalhosQuerySchema,
    response: { 200: TrabalhosListSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query),
  });

  route.get('/trabalhos/:id', {
    summary: 'Um trabalho do usuário (404 para o de outro usuário ou cliente)',
    params: IdParamsSchema,
    response: { 200: TrabalhoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.get(request.actor!, request.params.id),
  });

  route.post('/trabalhos/:id/cancelar', {
    // Records no operation: open without CPF and to a generic account (decision 073).
    access: { auth: 'local', recordsNothing: true },
    summary: 'Cancelar um trabalho na fila ou em execução (409 se já terminou)',
    description:
      'Na fila: não será executado. Em execução: para no próximo ponto de verificação (a depreciação ' +
      'desfaz o que fez).',
    params: IdParamsSchema,
    response: { 200: TrabalhoSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.cancel(request.actor!, request.params.id),
  });

  route.get('/trabalhos/:id/arquivo', {
    summary: 'Baixar o arquivo que o trabalho gerou (410 depois que expirou)',
    params: IdParamsSchema,
    response: {
      200: storedFileResponse('o arquivo que o trabalho gerou'),
      ...ROUTE_ERRORS,
      410: ErrorResponseSchema,
    },
    handler: async (request, reply) => {
      const { file, bytes } = await service.download(request.actor!, request.params.id);
      return sendFile(reply, file, bytes, { inline: false, cacheControl: 'private, no-store' });
    },
  });
}
