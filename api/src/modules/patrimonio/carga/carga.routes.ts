import {
  CargaQuerySchema,
  CargaSchema,
  CreateServidorBodySchema,
  ErrorResponseSchema,
  NamedRefSchema,
  ServidorListQuerySchema,
  ServidorPageSchema,
  ServidorRefSchema,
  ServidorSchema,
  SetorResponsavelBodySchema,
  TERMO_BENS_MAX,
  UpdateServidorBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { registerRoutes } from '../../../lib/register-routes.js';
import { PDF_RESPONSE, ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { sendTermo } from '../termos/termos.routes.js';
import type { CargaService } from './carga.service.js';
import type { ServidoresService } from './servidores.service.js';

const TERMO =
  'PDF do termo de responsabilidade (decisão 025): numerado, com o QR code e o código da verificação ' +
  'pública e o SHA-256 registrado; reimpresso por GET /patrimonio/bempatrimonial/termos/{codigo}.';

/** The servidores register and the carga patrimonial (docs/domain.md, "Carga patrimonial"). */
export function cargaRoutes(app: FastifyInstance, servidores: ServidoresService, carga: CargaService) {
  const custody = (action: 'read' | 'create' | 'update') => areaAccess(PATRIMONIO_AREA, `custody:${action}`);
  registerRoutes(app, {
    base: '/patrimonio/servidor',
    tag: 'Patrimônio: carga patrimonial',
    noun: 'servidor',
    access: custody,
    schemas: {
      item: ServidorSchema,
      page: ServidorPageSchema,
      query: ServidorListQuerySchema,
      create: CreateServidorBodySchema,
      update: UpdateServidorBodySchema,
    },
    service: servidores,
    docs: {
      list: {
        summary: 'Servidores do cliente (responsáveis por bens), paginados',
        description: 'Busca por nome, matrícula ou CPF (11 dígitos). O CPF só para quem tem custody:update.',
      },
      create: { summary: 'Cadastrar um servidor (usuário do cliente ou servidor sem login)' },
    },
  });

  const r = routesOf(app, ['Patrimônio: carga patrimonial']);
  r.get('/patrimonio/carga/responsavel/:id', {
    access: custody('read'),
    summary: 'Carga de um servidor: os bens não baixados pelos quais responde, com o total',
    querystring: CargaQuerySchema,
    response: { 200: CargaSchema, ...ROUTE_ERRORS },
    handler: (request) => carga.ofResponsavel(request.actor!, request.params.id, request.query),
  });
  r.get('/patrimonio/carga/setor/:id', {
    access: custody('read'),
    summary: 'Carga de um setor: os bens não baixados nele, com o total e o responsável do setor',
    querystring: CargaQuerySchema,
    response: { 200: CargaSchema, ...ROUTE_ERRORS },
    handler: (request) => carga.ofSetor(request.actor!, request.params.id, request.query),
  });
  r.put('/patrimonio/carga/setor/:id/responsavel', {
    access: custody('update'),
    summary: 'Definir (ou, com null, retirar) o responsável de um setor',
    description: 'Um servidor ativo do cliente do setor; os bens postos no setor passam a tê-lo por padrão.',
    body: SetorResponsavelBodySchema,
    response: {
      200: v.object({ setor: NamedRefSchema, responsavel: v.nullable(ServidorRefSchema) }),
      ...ROUTE_ERRORS,
      409: ErrorResponseSchema,
    },
    handler: (request) => carga.setHead(request.actor!, request.params.id, request.body),
  });
  r.post('/patrimonio/carga/responsavel/:id/termo', {
    access: custody('update'),
    summary: 'Emitir o termo de responsabilidade da carga de um servidor (PDF)',
    description: `${TERMO} Até ${TERMO_BENS_MAX} bens; sem bens ou acima disso: 409.`,
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) =>
      sendTermo(reply, await carga.termoOfResponsavel(request.actor!, request.params.id)),
  });
  r.post('/patrimonio/carga/setor/:id/termo', {
    access: custody('update'),
    summary: 'Emitir o termo de responsabilidade da carga de um setor, assinado pelo seu responsável (PDF)',
    description: `${TERMO} Setor sem responsável: 409.`,
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) =>
      sendTermo(reply, await carga.termoOfSetor(request.actor!, request.params.id)),
  });
}
