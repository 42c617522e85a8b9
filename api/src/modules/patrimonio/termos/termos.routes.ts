import { Readable } from 'node:stream';
import {
  ErrorResponseSchema,
  LOTE_BENS_MAX,
  TERMO_BENS_MAX,
  TERMO_CODIGO_HEADER,
  TermoEmitidoListQuerySchema,
  TermoEmitidoPageSchema,
  TermoResponsabilidadeBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { PDF_RESPONSE, ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { sendFile } from '../../files/send-file.js';
import type { TermosService } from './termos.service.js';
import { TERMO_ISSUE_ACCESS } from './termos-access.js';

/** A PDF answer in the OpenAPI document. */

const ISSUED =
  'PDF (application/pdf, inline) A4: cabeçalho da entidade, título e número do termo no ano, o texto, a ' +
  'tabela dos bens (código, descrição, estado, valor) com o total, as linhas de assinatura e, no pé de cada ' +
  'página, o QR code e o código de verificação de {APP_URL}/publico/documento/{codigo}, "Página x de y". ' +
  'Cada emissão é registrada (número, código, os bytes do PDF e seu SHA-256, quem e quando) e reimpressa igual ' +
  `por GET /patrimonio/bempatrimonial/termos/{codigo}; o cabeçalho ${TERMO_CODIGO_HEADER} ` +
  'traz o código. A verificação pública é GET /publico/documentos/{codigo}.';

/** The termo's bytes, with the common download policy and its verification code in a header. */
export function sendTermo(reply: FastifyReply, termo: { name: string; pdf: Buffer; codigo: string }) {
  reply.header(TERMO_CODIGO_HEADER, termo.codigo);
  return sendFile(
    reply,
    { name: termo.name, mime: 'application/pdf', size: termo.pdf.length },
    (range) => Readable.from([range ? termo.pdf.subarray(range.start, range.end + 1) : termo.pdf]),
    { inline: true, cacheControl: 'no-store' },
  );
}

export function termosRoutes(app: FastifyInstance, service: TermosService) {
  const issue = TERMO_ISSUE_ACCESS;

  routesOf(app, ['Patrimônio: bens']).post('/patrimonio/bempatrimonial/termos/responsabilidade', {
    access: issue,
    summary: 'Emitir um termo de responsabilidade (PDF): uma pessoa assume a guarda de bens',
    description:
      `${ISSUED} Os bens: os escolhidos (bem_ids, até ${TERMO_BENS_MAX}, nenhum baixado, todos de um cliente) ` +
      'ou os bens não baixados de um setor (setor_id), nunca os dois. Bem ou setor de outro cliente: 404.',
    body: TermoResponsabilidadeBodySchema,
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS },
    handler: async (request, reply) =>
      sendTermo(reply, await service.responsabilidade(request.actor!, request.body)),
  });

  routesOf(app, ['Patrimônio: movimentações']).post('/patrimonio/movimentacaobem/:id/termo', {
    access: issue,
    summary: 'Emitir o termo de transferência ou de baixa de uma movimentação (PDF)',
    description:
      `${ISSUED} De uma transferência: origem, destino, data e os bens; de uma baixa: motivo, data e os bens ` +
      'pelo valor contábil. O termo traz todas as movimentações registradas com esta (mesmo tipo, origem, ' +
      'destino ou motivo, usuário e dia, não estornadas). Um termo já emitido desta movimentação (ou de uma ' +
      'registrada com ela) é respondido como foi guardado (mesmos bytes, número e código), nunca emitido de ' +
      'novo. Outro tipo de movimentação ou uma estornada: 409.',
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) =>
      sendTermo(reply, await service.movimentacao(request.actor!, request.params.id)),
  });

  routesOf(app, ['Patrimônio: movimentações']).post('/patrimonio/movimentacaobem/lote/:id/termo', {
    access: issue,
    summary: 'Emitir o termo de uma movimentação em lote (PDF): todos os bens do lote num termo',
    description:
      `${ISSUED} Da transferência em lote: origem (ou quantas origens), destino, data e todos os bens; da ` +
      `baixa em lote: motivo, data e os bens pelo valor contábil (até ${LOTE_BENS_MAX} bens). Emitido uma ` +
      'vez: pedido de novo, responde o guardado. Lote de outro cliente ou desconhecido: 404; com uma ' +
      'movimentação estornada: 409.',
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) =>
      sendTermo(reply, await service.lote(request.actor!, request.params.id)),
  });

  routesOf(app, ['Patrimônio: bens']).get('/patrimonio/bempatrimonial/termos', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:read'),
    summary: 'Termos emitidos do cliente, dos mais recentes aos mais antigos (paginados)',
    description:
      'Cada termo com o tipo e número, o código, os bens (quantidade e total), quem emitiu e quando e o ' +
      'SHA-256; filtro pelo tipo. O PDF de cada um: GET /patrimonio/bempatrimonial/termos/{codigo}.',
    querystring: TermoEmitidoListQuerySchema,
    response: { 200: TermoEmitidoPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query),
  });

  routesOf(app, ['Patrimônio: bens']).get('/patrimonio/bempatrimonial/termos/:codigo', {
    access: areaAccess(PATRIMONIO_AREA, 'assets:read'),
    summary: 'Reimprimir um termo emitido, pelo seu código de verificação (PDF)',
    description:
      'Os bytes guardados na emissão, sem mudança: o mesmo arquivo, o mesmo SHA-256 da verificação pública ' +
      `(GET /publico/documentos/{codigo}); o cabeçalho ${TERMO_CODIGO_HEADER} traz o código. O código em ` +
      'qualquer caixa, com ou sem hífens. Termo de outro cliente, código desconhecido ou malformado: 404.',
    params: v.object({ codigo: v.string() }),
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS },
    handler: async (request, reply) =>
      sendTermo(reply, await service.reimprimir(request.actor!, request.params.codigo)),
  });
}
