import {
  ErrorResponseSchema,
  GerarRemessasBodySchema,
  GerarRemessasJobSchema,
  MarcarEnviadoBodySchema,
  RemessaClienteQuerySchema,
  RemessaConfiguracaoBodySchema,
  RemessaConfiguracaoSchema,
  RemessaSchema,
  RemessasDoPeriodoSchema,
  RemessasQuerySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ROUTE_ERRORS, routesOf, storedFileResponse } from '../../lib/routes.js';
import { sendFile } from '../files/send-file.js';
import { REMESSAS_ACCESS } from './remessas.access.js';
import type { RemessasService } from './remessas.service.js';

const BASE = '/patrimonio/prestacao-contas';

/** The remessas centre (docs/api.md, "Prestação de contas: remessas"; decision 066). */
export function remessasRoutes(app: FastifyInstance, service: RemessasService) {
  const route = routesOf(app, ['Prestação de contas: remessas']);
  route.get(`${BASE}/remessas`, {
    access: REMESSAS_ACCESS.ler,
    summary:
      'Os arquivos de um mês para o tribunal de contas (todas as versões), os avisos do mês e o trabalho em curso',
    description:
      'data: por tipo e parte, a versão mais nova primeiro, cada uma com o relatório de validação ' +
      '(erros por obra e campo, avisos, transliterações), a diferença da versão anterior e o envio. avisos: ' +
      'o que o mês ainda não fechou (medições sem conferência, depreciação não processada ou não fechada).',
    querystring: RemessasQuerySchema,
    response: { 200: RemessasDoPeriodoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query),
  });
  route.post(`${BASE}/remessas`, {
    access: REMESSAS_ACCESS.gerar,
    summary: 'Gerar (de novo) os arquivos de um mês (em segundo plano: 202 com o trabalho)',
    description:
      'TCE-SP AUDESP Fase IV, obras: Execução e Exigências de Obras, até 50 obras por arquivo, em ' +
      'ISO-8859-1, validados pelo XSD oficial. Cada geração é uma nova versão; as anteriores ficam. 409: mês ' +
      'que não começou, mês sem obra em execução, remessa do mesmo mês já em geração.',
    body: GerarRemessasBodySchema,
    response: { 202: GerarRemessasJobSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) =>
      reply.status(202).send(await service.gerar(request.actor!, request.body, request.id)),
  });
  route.get(`${BASE}/remessas/:id/arquivo`, {
    access: REMESSAS_ACCESS.ler,
    summary:
      'O arquivo de uma remessa, como foi gerado (ISO-8859-1); 409 para um arquivo com erros de validação',
    response: {
      200: storedFileResponse('o XML da remessa', 'application/xml'),
      ...ROUTE_ERRORS,
      409: ErrorResponseSchema,
    },
    handler: async (request, reply) => {
      const { file, bytes } = await service.arquivo(request.actor!, request.params.id);
      return sendFile(reply, file, bytes, { inline: false, cacheControl: 'private, no-store' });
    },
  });
  route.post(`${BASE}/remessas/:id/envio`, {
    access: REMESSAS_ACCESS.atualizar,
    summary: 'Marcar o arquivo como enviado ao tribunal, com o número do protocolo e a data',
    description:
      '409: arquivo com erros de validação, já marcado como enviado, data futura ou anterior à geração.',
    body: MarcarEnviadoBodySchema,
    response: { 200: RemessaSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.marcarEnviado(request.actor!, request.params.id, request.body),
  });
  route.get(`${BASE}/configuracao`, {
    access: REMESSAS_ACCESS.ler,
    summary: 'Os códigos do cliente no tribunal de contas (AUDESP: entidade e município)',
    querystring: RemessaClienteQuerySchema,
    response: { 200: RemessaConfiguracaoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.config(request.actor!, request.query.cliente_id),
  });
  route.put(`${BASE}/configuracao`, {
    access: REMESSAS_ACCESS.atualizar,
    summary: 'Gravar os códigos do cliente no tribunal de contas (AUDESP: entidade e município)',
    body: RemessaConfiguracaoBodySchema,
    response: { 200: RemessaConfiguracaoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.salvarConfig(request.actor!, request.body),
  });
}
