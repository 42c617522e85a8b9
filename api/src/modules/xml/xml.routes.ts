import {
  ClienteQuerySchema,
  ErrorResponseSchema,
  OkResponseSchema,
  XmlIncorporacaoSchema,
  XmlIncorporarBodySchema,
  XmlListQuerySchema,
  XmlNotaListItemSchema,
  XmlNotaPageSchema,
  XmlNotaSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../lib/multipart.js';
import { ROUTE_ERRORS, routesOf, storedFileResponse } from '../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import { sendFile } from '../files/send-file.js';
import type { XmlService } from './xml.service.js';

/** The XML area's calls (docs/product.md, "Áreas e rotas": /app/xml): support or hasPatrimonio, and the xmls rules. */
export function xmlRoutes(app: FastifyInstance, service: XmlService) {
  const route = routesOf(app, ['XML: notas fiscais eletrônicas']);

  route.post('/xml/upload', {
    access: areaAccess(PATRIMONIO_AREA, 'xmls:create'),
    summary: 'Importar o XML de uma NF-e (um arquivo por requisição)',
    description:
      'multipart/form-data, campo "file". Aceita o nfeProc 4.00 autorizado (modelo 55). Recusa, com o motivo ' +
      'em português: arquivo grande demais (413), que não é XML (415), com DOCTYPE/entidades (400), fora do ' +
      'leiaute, chave inválida, NFC-e, sem autorização, cancelada ou destinada a outro cliente (422), e a ' +
      'mesma chave já importada no cliente (409). A recusa fica na lista com situação recusada. ' +
      'Suporte informa cliente_id.',
    querystring: ClienteQuerySchema,
    upload: true,
    response: {
      201: XmlNotaListItemSchema,
      ...ROUTE_ERRORS,
      409: ErrorResponseSchema,
      422: ErrorResponseSchema,
    },
    handler: async (request) =>
      service.upload(request.actor!, request.query.cliente_id, await readUpload(request)),
  });

  route.get('/xml', {
    access: areaAccess(PATRIMONIO_AREA, 'xmls:read'),
    summary: 'Notas importadas do cliente, paginadas (as mais recentes primeiro)',
    description:
      'search: chave, CNPJ/CPF ou nome do emitente, número. Filtros: situacao, data_de/data_ate (emissão). ' +
      'sort: importado_em (padrão, desc), emissao, numero, valor_total.',
    querystring: XmlListQuerySchema,
    response: { 200: XmlNotaPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query),
  });

  route.get('/xml/:id', {
    access: areaAccess(PATRIMONIO_AREA, 'xmls:read'),
    summary: 'Uma nota importada: o que ela diz, o fornecedor e as categorias sugeridas, e os bens criados',
    response: { 200: XmlNotaSchema, ...ROUTE_ERRORS },
    handler: (request) => service.get(request.actor!, request.params.id),
  });

  route.get('/xml/:id/arquivo', {
    access: areaAccess(PATRIMONIO_AREA, 'xmls:read'),
    summary: 'Baixar o XML original da nota (sempre como anexo)',
    response: { 200: storedFileResponse('o XML da NF-e', 'application/xml'), 404: ErrorResponseSchema },
    handler: async (request, reply) => {
      const { row, bytes } = await service.arquivo(request.actor!, request.params.id);
      return sendFile(reply, row, bytes, { inline: false });
    },
  });

  route.post('/xml/:id/incorporar', {
    access: areaAccess(PATRIMONIO_AREA, 'xmls:update'),
    summary: 'Incorporar a nota: fornecedor, bens, movimentações e anexos, numa só transação',
    description:
      'Exige também assets:create. Um item por linha da nota (modo unidade, linha ou nao_incorporar, e a ' +
      'categoria). O valor de cada bem é o da linha com frete, seguro, outras despesas e IPI, menos o ' +
      'desconto, rateado em centavos exatos.',
    body: XmlIncorporarBodySchema,
    response: {
      201: XmlIncorporacaoSchema,
      ...ROUTE_ERRORS,
      409: ErrorResponseSchema,
      422: ErrorResponseSchema,
    },
    handler: (request) => service.incorporar(request.actor!, request.params.id, request.body),
  });

  route.delete('/xml/recusadas', {
    access: areaAccess(PATRIMONIO_AREA, 'xmls:delete'),
    summary: 'Descartar todas as importações recusadas',
    description:
      'Apaga as importações recusadas do cliente (o suporte nomeia o cliente em cliente_id, ou todos os que ' +
      'vê). O motivo de cada recusa continua na resposta do envio e na auditoria; as recusadas com mais de ' +
      '30 dias são apagadas também pela limpeza periódica.',
    querystring: ClienteQuerySchema,
    response: { 200: OkResponseSchema, ...ROUTE_ERRORS },
    handler: (request) => service.discardRecusadas(request.actor!, request.query.cliente_id),
  });

  route.delete('/xml/:id', {
    access: areaAccess(PATRIMONIO_AREA, 'xmls:delete'),
    summary: 'Descartar uma importação pendente ou recusada',
    response: { 200: OkResponseSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.discard(request.actor!, request.params.id),
  });
}
