import {
  DepreciacaoAcaoSchema,
  DepreciacaoBemSchema,
  DepreciacaoClienteQuerySchema,
  DepreciacaoConfiguracaoSchema,
  DepreciacaoContasSchema,
  DepreciacaoExportQuerySchema,
  DepreciacaoItensPageSchema,
  DepreciacaoItensQuerySchema,
  DepreciacaoMesBodySchema,
  DepreciacaoMesesQuerySchema,
  DepreciacaoMesesSchema,
  DepreciacaoMesParamsSchema,
  DepreciacaoPosicaoExportQuerySchema,
  DepreciacaoPosicaoQuerySchema,
  DepreciacaoPosicaoSchema,
  DepreciacaoPrevisaoSchema,
  ErrorResponseSchema,
  ReabrirDepreciacaoBodySchema,
  UpdateDepreciacaoConfiguracaoBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../../lib/export.js';
import { EXPORT_FILE, ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import type { DepreciacaoService } from './depreciacao.service.js';

const BASE = '/patrimonio/depreciacao';
const WITH_409 = { ...ROUTE_ERRORS, 409: ErrorResponseSchema };
const CLIENTE = 'Suporte informa cliente_id (o cliente do local, nos demais).';

/**
 * Depreciação (docs/api.md, "Depreciação"; decision 019). Rules: read for every report, create to run a
 * month, update for the settings and to close a month, delete to reverse a run and to reopen a month.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: declares the module's routes, one short call each, in the order of the spec.
export function depreciacaoRoutes(app: FastifyInstance, service: DepreciacaoService) {
  const route = routesOf(app, ['Patrimônio: depreciação']);
  const read = areaAccess(PATRIMONIO_AREA, 'depreciations:read');
  /** GET {BASE}/:mes/:ano/{itens|contas}/exportar: a table of a processed month as a file. */
  const exportRoute = (
    table: 'itens' | 'contas',
    summary: string,
    exportar: DepreciacaoService['exportarItens'],
  ) =>
    route.get(`${BASE}/:mes/:ano/${table}/exportar`, {
      access: read,
      summary,
      params: DepreciacaoMesParamsSchema,
      querystring: DepreciacaoExportQuerySchema,
      response: { 200: EXPORT_FILE, ...WITH_409 },
      handler: async (request, reply) => {
        const { formato, cliente_id } = request.query;
        return sendExport(reply, await exportar(request.actor!, request.params, formato, cliente_id));
      },
    });

  route.get(`${BASE}/configuracao`, {
    access: read,
    summary: 'Configuração da depreciação do cliente (regra do primeiro mês, mês de implantação)',
    description: CLIENTE,
    querystring: DepreciacaoClienteQuerySchema,
    response: { 200: DepreciacaoConfiguracaoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.configuracao(request.actor!, request.query.cliente_id),
  });

  route.put(`${BASE}/configuracao`, {
    access: areaAccess(PATRIMONIO_AREA, 'depreciations:update'),
    summary: 'Alterar a configuração da depreciação do cliente',
    description:
      'primeiro_mes: integral (o mês de início de uso é depreciado inteiro) ou pro_rata (pelos dias de uso). ' +
      'implantacao {mes, ano}: o mês a partir do qual o cliente deprecia; não muda depois de um mês processado (409). ' +
      CLIENTE,
    body: UpdateDepreciacaoConfiguracaoBodySchema,
    response: { 200: DepreciacaoConfiguracaoSchema, ...WITH_409 },
    handler: (request) => service.salvarConfiguracao(request.actor!, request.body),
  });

  route.get(BASE, {
    access: read,
    summary: 'Os doze meses de um ano: estado, total depreciado e nº de bens; o próximo mês a processar',
    description:
      'estado: nao_processado, processando (o trabalho do mês na fila ou em execução), processado, ' +
      `fechado. erro: a falha da última execução do mês. trabalho_id: o trabalho em andamento (GET /trabalhos/{id}). ${CLIENTE}`,
    querystring: DepreciacaoMesesQuerySchema,
    response: { 200: DepreciacaoMesesSchema, ...ROUTE_ERRORS },
    handler: (request) => service.meses(request.actor!, request.query),
  });

  route.post(`${BASE}/processar`, {
    access: areaAccess(PATRIMONIO_AREA, 'depreciations:create'),
    summary:
      'Processar a depreciação de um mês (em segundo plano: 202, acompanhe em GET /patrimonio/depreciacao)',
    description:
      'Os meses são processados em ordem a partir do mês de implantação; o último mês processado pode ser ' +
      'processado de novo (mesmo resultado) enquanto não fechado. Recusas (409) antes de começar: mês fora ' +
      'de ordem (nomeia o próximo), fechado, futuro, sem exercício aberto, já em processamento.',
    body: DepreciacaoMesBodySchema,
    response: { 202: DepreciacaoAcaoSchema, ...WITH_409 },
    handler: async (request, reply) =>
      reply.status(202).send(await service.processar(request.actor!, request.body, request.id)),
  });

  route.post(`${BASE}/estornar`, {
    access: areaAccess(PATRIMONIO_AREA, 'depreciations:delete'),
    summary: 'Estornar a depreciação do último mês processado (mês aberto e exercício aberto)',
    body: DepreciacaoMesBodySchema,
    response: { 200: DepreciacaoAcaoSchema, ...WITH_409 },
    handler: (request) => service.estornar(request.actor!, request.body),
  });

  route.post(`${BASE}/fechar`, {
    access: areaAccess(PATRIMONIO_AREA, 'depreciations:update'),
    summary: 'Fechar um mês processado: não aceita mais movimentações, mudanças de valor nem depreciação',
    body: DepreciacaoMesBodySchema,
    response: { 200: DepreciacaoAcaoSchema, ...WITH_409 },
    handler: (request) => service.fechar(request.actor!, request.body),
  });

  route.post(`${BASE}/reabrir`, {
    access: areaAccess(PATRIMONIO_AREA, 'depreciations:delete'),
    summary: 'Reabrir um mês fechado (motivo obrigatório, registrado na auditoria)',
    body: ReabrirDepreciacaoBodySchema,
    response: { 200: DepreciacaoAcaoSchema, ...WITH_409 },
    handler: (request) => service.reabrir(request.actor!, request.body),
  });

  route.get(`${BASE}/:mes/:ano/itens`, {
    access: read,
    summary: 'Itens de um mês processado: por bem, valor anterior, quota, valor atual, acumulada e %',
    description:
      'Paginada no servidor, na ordem do código (order asc/desc). search: número = código, texto = descrição ' +
      `(sem acento). conta_contabil filtra por conta. motivo diz por que um bem não teve quota. ${CLIENTE}`,
    params: DepreciacaoMesParamsSchema,
    querystring: DepreciacaoItensQuerySchema,
    response: { 200: DepreciacaoItensPageSchema, ...WITH_409 },
    handler: (request) => service.itens(request.actor!, request.params, request.query),
  });

  exportRoute('itens', 'Itens de um mês processado em CSV (separador ;) ou XLSX', service.exportarItens);

  route.get(`${BASE}/:mes/:ano/contas`, {
    access: read,
    summary: 'Totais de um mês processado por conta contábil (PCASP) do bem, e o total do mês',
    params: DepreciacaoMesParamsSchema,
    querystring: DepreciacaoClienteQuerySchema,
    response: { 200: DepreciacaoContasSchema, ...WITH_409 },
    handler: (request) => service.contas(request.actor!, request.params, request.query.cliente_id),
  });

  exportRoute(
    'contas',
    'Totais por conta de um mês processado em CSV (separador ;) ou XLSX',
    service.exportarContas,
  );

  route.get(`${BASE}/posicao`, {
    access: read,
    summary: 'Valor contábil no fim de um mês processado: por conta e por bem (paginado)',
    querystring: DepreciacaoPosicaoQuerySchema,
    response: { 200: DepreciacaoPosicaoSchema, ...WITH_409 },
    handler: (request) => service.posicao(request.actor!, request.query),
  });

  route.get(`${BASE}/posicao/exportar`, {
    access: read,
    summary: 'Posição no fim de um mês processado em CSV (separador ;) ou XLSX: por bem ou por conta',
    description:
      'por=bens (padrão): valor contábil e depreciação acumulada de cada bem; por=contas: por conta contábil, com o total.',
    querystring: DepreciacaoPosicaoExportQuerySchema,
    response: { 200: EXPORT_FILE, ...WITH_409 },
    handler: async (request, reply) =>
      sendExport(reply, await service.exportarPosicao(request.actor!, request.query)),
  });

  route.get(`${BASE}/bem/:id`, {
    access: read,
    summary:
      'A depreciação de um bem mês a mês: valor anterior, quota, valor atual e acumulada (o gráfico da página do bem)',
    response: { 200: DepreciacaoBemSchema, ...ROUTE_ERRORS },
    handler: (request) => service.doBem(request.actor!, request.params.id),
  });

  route.get(`${BASE}/previsao`, {
    access: read,
    summary: 'Previsão: as quotas dos doze meses a partir do próximo mês a processar',
    querystring: DepreciacaoClienteQuerySchema,
    response: { 200: DepreciacaoPrevisaoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.previsao(request.actor!, request.query.cliente_id),
  });

  route.get(`${BASE}/previsao/exportar`, {
    access: read,
    summary: 'Previsão dos próximos doze meses em CSV (separador ;) ou XLSX, com o total',
    querystring: DepreciacaoExportQuerySchema,
    response: { 200: EXPORT_FILE, ...ROUTE_ERRORS },
    handler: async (request, reply) =>
      sendExport(
        reply,
        await service.exportarPrevisao(request.actor!, request.query.formato, request.query.cliente_id),
      ),
  });
}
