import {
  AceiteListQuerySchema,
  AceitePageSchema,
  AceiteSchema,
  CargaQuerySchema,
  CargaSchema,
  CreateCautelaBodySchema,
  CreateServidorBodySchema,
  CreateTransferenciaBodySchema,
  DevolucaoLoteBodySchema,
  DevolucaoLoteSchema,
  ErrorResponseSchema,
  LOTE_BENS_MAX,
  LoteCargaBodySchema,
  LoteCargaSchema,
  LoteRecusadoSchema,
  NamedRefSchema,
  RecusaBodySchema,
  ServidorListQuerySchema,
  ServidorPageSchema,
  ServidorRefSchema,
  ServidorSchema,
  SetorResponsavelBodySchema,
  TERMO_BENS_MAX,
  UpdateServidorBodySchema,
  UsuarioServidorListSchema,
  UsuarioServidorQuerySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { readUpload } from '../../../lib/multipart.js';
import { registerRoutes } from '../../../lib/register-routes.js';
import { PDF_RESPONSE, ROUTE_ERRORS, routesOf, UPLOAD_DESCRIPTION } from '../../../lib/routes.js';
import type { Actor } from '../../auth/actor.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { sendTermo } from '../termos/termos.routes.js';
import type { AceitesService } from './aceites.service.js';
import type { CargaService } from './carga.service.js';
import type { ServidoresService } from './servidores.service.js';

const TERMO =
  'PDF do termo de responsabilidade (decisão 025): numerado, com o QR code e o código da verificação ' +
  'pública e o SHA-256 registrado; reimpresso por GET /patrimonio/bempatrimonial/termos/{codigo}.';

/** The servidores register and the carga patrimonial (docs/domain.md, "Carga patrimonial"). */
export function cargaRoutes(
  app: FastifyInstance,
  s: { servidores: ServidoresService; carga: CargaService; aceites: AceitesService },
) {
  const { servidores, carga, aceites } = s;
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
  /** The PDFs issued on a servidor's or a setor's carga: the same access, answers and sending. */
  const emitir = (
    url: `/patrimonio/carga/${'responsavel' | 'setor'}/:id/${'termo' | 'nada-consta'}`,
    doc: { summary: string; description: string },
    pdf: (actor: Actor, id: string) => Promise<Parameters<typeof sendTermo>[1]>,
  ) =>
    r.post(url, {
      access: custody('update'),
      ...doc,
      response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
      handler: async (request, reply) => sendTermo(reply, await pdf(request.actor!, request.params.id)),
    });
  emitir(
    '/patrimonio/carga/responsavel/:id/termo',
    {
      summary: 'Emitir o termo de responsabilidade da carga de um servidor (PDF)',
      description: `${TERMO} Até ${TERMO_BENS_MAX} bens; sem bens ou acima disso: 409.`,
    },
    carga.termoOfResponsavel,
  );
  emitir(
    '/patrimonio/carga/responsavel/:id/nada-consta',
    {
      summary: 'Emitir a declaração de nada consta de um servidor (PDF verificável)',
      description:
        `${TERMO} Só para quem não responde por nenhum bem e não tem cautela em aberto; senão 409 ` +
        'NADA_CONSTA_BLOQUEADO com o que impede em issues (bens, cautelas). A verificação pública nunca mostra o CPF.',
    },
    carga.nadaConsta,
  );
  emitir(
    '/patrimonio/carga/setor/:id/termo',
    {
      summary: 'Emitir o termo de responsabilidade da carga de um setor, assinado pelo seu responsável (PDF)',
      description: `${TERMO} Setor sem responsável: 409.`,
    },
    carga.termoOfSetor,
  );
  usuariosRoute(app, servidores);
  aceitesRoutes(app, aceites);
  devolucoesRoutes(app, aceites);
}

/** The servidor form's login picker. */
function usuariosRoute(app: FastifyInstance, servidores: ServidoresService) {
  const r = routesOf(app, ['Patrimônio: carga patrimonial']);
  r.get('/patrimonio/carga/servidores/usuarios', {
    // The form's two writes (create, update) need it: the service checks either rule.
    access: areaAccess(PATRIMONIO_AREA),
    summary: 'Usuários do cliente que podem ser ligados a um servidor (o seletor do formulário)',
    description:
      'Usuários ativos com acesso ao cliente e ainda sem servidor nele, por nome ou login (search); só id, ' +
      'nome e login, nunca e-mail ou CPF. servidor_id: o servidor em edição (o seu login continua na lista e ' +
      'o cliente é o dele); id: esse usuário só, para nomear o valor gravado. Pede custody:create ou ' +
      'custody:update.',
    querystring: UsuarioServidorQuerySchema,
    response: { 200: UsuarioServidorListSchema, ...ROUTE_ERRORS },
    handler: (request) => servidores.usuarios(request.actor!, request.query),
  });
}

const WRITE = { ...ROUTE_ERRORS, 409: ErrorResponseSchema };

/**
 * Cautelas and transferências de responsabilidade with their aceite. Listing and deciding need the area
 * only: the receiver (any user of the client) sees and decides what waits for him; the service checks it.
 */
function aceitesRoutes(app: FastifyInstance, aceites: AceitesService) {
  const custody = (action: 'read' | 'create' | 'update') => areaAccess(PATRIMONIO_AREA, `custody:${action}`);
  const area = areaAccess(PATRIMONIO_AREA);
  const r = routesOf(app, ['Patrimônio: carga patrimonial']);
  r.get('/patrimonio/carga/aceites', {
    access: area,
    summary:
      'Cautelas e transferências com o seu aceite (do cliente; sem custody:read, só as do próprio recebedor)',
    description:
      'minhas=true: as do chamador como recebedor; atrasadas=true: cautelas aceitas além da data prevista.',
    querystring: AceiteListQuerySchema,
    response: { 200: AceitePageSchema, ...ROUTE_ERRORS },
    handler: (request) => aceites.list(request.actor!, request.query),
  });
  r.get('/patrimonio/carga/aceites/:id', {
    access: area,
    summary: 'Uma cautela ou transferência, com o que o chamador pode fazer nela',
    response: { 200: AceiteSchema, ...ROUTE_ERRORS },
    handler: (request) => aceites.get(request.actor!, request.params.id),
  });
  r.post('/patrimonio/carga/cautela', {
    access: custody('create'),
    summary:
      'Pedir uma cautela: o bem sai por um tempo, com motivo, destino e retorno previsto, após o aceite',
    description: 'O bem mantém o seu responsável. Bem já fora em cautela ou com aceite pendente: 409.',
    body: CreateCautelaBodySchema,
    response: { 201: AceiteSchema, ...WRITE },
    handler: (request) => aceites.cautela(request.actor!, request.body),
  });
  r.post('/patrimonio/carga/transferencia', {
    access: custody('create'),
    summary:
      'Pedir uma transferência de responsabilidade: o novo responsável passa a responder após o aceite',
    body: CreateTransferenciaBodySchema,
    response: { 201: AceiteSchema, ...WRITE },
    handler: (request) => aceites.transferencia(request.actor!, request.body),
  });
  r.post('/patrimonio/carga/lote', {
    access: custody('create'),
    summary: 'Pedir cautela ou transferência de responsabilidade de vários bens (em lote), a um recebedor',
    description:
      `Os bens escolhidos na lista (bem_ids) ou todos os que os filtros da lista encontram (filtros), até ` +
      `${LOTE_BENS_MAX} bens de um mesmo cliente, numa transação: cada bem é verificado pela mesma regra do ` +
      'pedido de um bem (não baixado, sem cautela ou aceite em aberto, recebedor ativo do cliente). Tudo ou ' +
      'nada: 409 LOTE_RECUSADO com recusas (cada bem e o motivo). Cada bem ganha um aceite pendente com o ' +
      'id do lote (lote.id): aceitar, recusar ou registrar o termo de qualquer um deles decide o lote todo, ' +
      'e o aceite registra as movimentações de todos numa transação. Aceito, o termo que lista todos os ' +
      'bens: POST /patrimonio/movimentacaobem/lote/{id}/termo.',
    body: LoteCargaBodySchema,
    response: { 201: LoteCargaSchema, ...ROUTE_ERRORS, 409: LoteRecusadoSchema },
    handler: (request) => aceites.lote(request.actor!, request.body),
  });
  r.post('/patrimonio/carga/aceites/:id/aceitar', {
    access: area,
    summary: 'Aceitar (o recebedor, no aplicativo): a cautela sai, a transferência é registrada',
    description:
      'Outro usuário que não o recebedor: 403. Já decidida: 409. De um lote: aceita o lote todo (um bem que ' +
      'a regra da movimentação recusa recusa o aceite: 409 LOTE_RECUSADO com recusas).',
    response: { 200: AceiteSchema, ...ROUTE_ERRORS, 409: LoteRecusadoSchema },
    handler: (request) => aceites.aceitar(request.actor!, request.params.id),
  });
  r.post('/patrimonio/carga/aceites/:id/recusar', {
    access: area,
    summary: 'Recusar (o recebedor), dizendo o motivo; de um lote, o lote todo',
    body: RecusaBodySchema,
    response: { 200: AceiteSchema, ...WRITE },
    handler: (request) => aceites.recusar(request.actor!, request.params.id, request.body),
  });
  r.post('/patrimonio/carga/aceites/:id/termo', {
    access: custody('update'),
    summary: 'Registrar o aceite pelo termo assinado em papel (PDF ou imagem), enviado pelo patrimônio',
    description: `${UPLOAD_DESCRIPTION} De um lote: o termo registra o aceite do lote todo.`,
    upload: true,
    response: { 200: AceiteSchema, ...ROUTE_ERRORS, 409: LoteRecusadoSchema },
    handler: async (request) => aceites.termo(request.actor!, request.params.id, await readUpload(request)),
  });
}

/** The return of cautelas: one, or many at once (decision 062); custody:update. */
function devolucoesRoutes(app: FastifyInstance, aceites: AceitesService) {
  const update = areaAccess(PATRIMONIO_AREA, 'custody:update');
  const r = routesOf(app, ['Patrimônio: carga patrimonial']);
  r.post('/patrimonio/carga/devolucao', {
    access: update,
    summary: 'Registrar a devolução de várias cautelas aceitas de uma vez (as escolhidas, ou as de um lote)',
    description:
      `As cautelas escolhidas na lista (aceite_ids) ou todas as ainda fora de um lote (lote_id), até ` +
      `${LOTE_BENS_MAX} de um mesmo cliente, numa transação: cada uma pela regra da devolução de uma (uma ` +
      'cautela aceita e ainda fora; o retorno de cautela pela regra de toda movimentação). Tudo ou nada: 409 ' +
      'LOTE_RECUSADO com recusas (cada bem e o motivo).',
    body: DevolucaoLoteBodySchema,
    response: { 200: DevolucaoLoteSchema, ...ROUTE_ERRORS, 409: LoteRecusadoSchema },
    handler: (request) => aceites.devolverLote(request.actor!, request.body),
  });
  r.post('/patrimonio/carga/aceites/:id/devolver', {
    access: update,
    summary: 'Registrar a devolução de uma cautela aceita: ela se encerra',
    response: { 200: AceiteSchema, ...WRITE },
    handler: (request) => aceites.devolver(request.actor!, request.params.id),
  });
}
