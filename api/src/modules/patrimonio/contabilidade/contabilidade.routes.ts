import {
  ContabilidadeMesQuerySchema,
  ErrorResponseSchema,
  EventoContabilParamsSchema,
  EventosContabeisSchema,
  IntangiveisExportQuerySchema,
  IntangiveisIndefinidosSchema,
  InventarioAnaliticoQuerySchema,
  LancamentoBensQuerySchema,
  LancamentoBensSchema,
  LancamentoParamsSchema,
  LancamentosExportQuerySchema,
  LancamentosPageSchema,
  LancamentosQuerySchema,
  Modelo12ExportQuerySchema,
  Modelo12QuerySchema,
  RelatorioLegalExportSchema,
  ResumoAnualQuerySchema,
  RmbSchema,
  UpdateEventoContabilBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { pdfHandler, sendExport } from '../../../lib/export.js';
import { EXPORT_FILE, fileResponse, PDF_RESPONSES, ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import type { ContabilidadeService } from './contabilidade.service.js';
import { CONTABILIDADE_EDITAR, CONTABILIDADE_LER } from './contabilidade-access.js';
import type { LegaisService } from './legais.service.js';

const BASE = '/patrimonio/contabilidade';
const WITH_409 = { ...ROUTE_ERRORS, 409: ErrorResponseSchema };
const LANCAMENTOS_FILE = fileResponse(
  'os lançamentos do mês em CSV (separador ;), XLSX ou JSON conforme `formato`; o cabeçalho ' +
    'X-Conteudo-SHA256 traz o SHA-256 dos bytes enviados, registrado com quem exportou e quando',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/json',
);

/**
 * Contabilidade do patrimônio (docs/api.md, "Lançamentos contábeis e RMB"; decision 065). The accountant's
 * rules of the area, as the conciliação's (decision 055): reading the depreciation reads and exports the
 * events and the RMB; changing it (depreciations:update) edits the client's table of events. There is no
 * route that changes or deletes an event: an estorno is a new event.
 */
export function contabilidadeRoutes(
  app: FastifyInstance,
  service: ContabilidadeService,
  legais: LegaisService,
) {
  const route = routesOf(app, ['Patrimônio: lançamentos contábeis e RMB']);
  tabelaRoutes(route, service);

  route.get(`${BASE}/lancamentos`, {
    access: CONTABILIDADE_LER,
    summary: 'Lançamentos contábeis de um mês processado, em ordem de número',
    description:
      'Cada movimentação (incorporação por tipo, reavaliação, redução ao valor recuperável, baixa por motivo, ' +
      'estorno) e a depreciação/amortização do mês por conta geram lançamentos: data, contas PCASP de débito ' +
      'e crédito, valor, histórico e origem, numerados por cliente e ano. Gerados no processamento do mês da ' +
      'depreciação. Suporte informa cliente_id.',
    querystring: LancamentosQuerySchema,
    response: { 200: LancamentosPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query),
  });

  route.get(`${BASE}/lancamentos/exportar`, {
    access: CONTABILIDADE_LER,
    summary: 'Os lançamentos de um mês para o sistema contábil (CSV, XLSX ou JSON), com o SHA-256 registrado',
    querystring: LancamentosExportQuerySchema,
    response: { 200: LANCAMENTOS_FILE, ...ROUTE_ERRORS },
    handler: async (request, reply) => {
      const file = await service.exportar(request.actor!, request.query);
      reply.header('X-Conteudo-SHA256', file.sha256);
      reply.header('Access-Control-Expose-Headers', 'X-Conteudo-SHA256, Content-Disposition');
      return sendExport(reply, file);
    },
  });

  route.get(`${BASE}/lancamentos/:ano/:numero/bens`, {
    access: CONTABILIDADE_LER,
    summary: 'Os bens de um lançamento de depreciação ou amortização e a quota de cada um',
    params: LancamentoParamsSchema,
    querystring: LancamentoBensQuerySchema,
    response: { 200: LancamentoBensSchema, ...ROUTE_ERRORS },
    handler: (request) =>
      service.bens(request.actor!, request.params.ano, request.params.numero, request.query.cliente_id),
  });

  route.get(`${BASE}/rmb`, {
    access: CONTABILIDADE_LER,
    summary: 'RMB — relatório de movimentação de bens do mês, por conta PCASP (móveis, imóveis, intangíveis)',
    description:
      'Saldo anterior, incorporações, transferências, reavaliações, reduções, baixas, depreciação/amortização ' +
      'e saldo atual (valor contábil líquido) de cada conta do bem; cada coluna é a soma dos lançamentos do ' +
      'mês da sua natureza. Mês fechado: o relatório guardado no fechamento.',
    querystring: ContabilidadeMesQuerySchema,
    response: { 200: RmbSchema, ...WITH_409 },
    handler: (request) => service.rmb(request.actor!, request.query),
  });

  route.get(`${BASE}/rmb/pdf`, {
    access: CONTABILIDADE_LER,
    summary: 'O RMB do mês em PDF (A4)',
    querystring: ContabilidadeMesQuerySchema,
    response: { ...PDF_RESPONSES, 409: ErrorResponseSchema },
    handler: pdfHandler('RMB', (request) =>
      service.rmbPdf(request.actor!, request.query as v.InferOutput<typeof ContabilidadeMesQuerySchema>),
    ),
  });

  route.get(`${BASE}/rmb/exportar`, {
    access: CONTABILIDADE_LER,
    summary: 'O RMB do mês em XLSX ou CSV',
    querystring: v.object({ ...ContabilidadeMesQuerySchema.entries, formato: v.picklist(['csv', 'xlsx']) }),
    response: { 200: EXPORT_FILE, ...WITH_409 },
    handler: async (request, reply) =>
      sendExport(reply, await service.rmbExportar(request.actor!, request.query, request.query.formato)),
  });

  legaisRoutes(app, legais);
}

const PDF_409 = { ...PDF_RESPONSES, 409: ErrorResponseSchema };
const NAO_PROCESSADO =
  ' Um mês não processado na depreciação: 409, em palavras; um mês processado e não fechado é impresso ' +
  'com o aviso de que os valores são provisórios até o fechamento.';

/**
 * Relatórios legais da prestação de contas (docs/api.md, "Relatórios legais"; decision 072), guarded as the
 * RMB: the inventário analítico per account, the Modelo 12 and the yearly summary, each as PDF and XLSX/CSV.
 */
function legaisRoutes(app: FastifyInstance, legais: LegaisService) {
  const route = routesOf(app, ['Patrimônio: lançamentos contábeis e RMB']);
  type Mes = v.InferOutput<typeof InventarioAnaliticoQuerySchema>;
  type M12 = v.InferOutput<typeof Modelo12QuerySchema>;
  type Ano = v.InferOutput<typeof ResumoAnualQuerySchema>;

  route.get(`${BASE}/inventario-analitico/pdf`, {
    access: CONTABILIDADE_LER,
    summary: 'Inventário analítico dos bens por conta contábil no fim de um mês processado (PDF)',
    description:
      'Cada bem do cliente no fim do mês, por conta PCASP: código, descrição e local (unidade, setor, sala) ' +
      'inteiros, responsável, valor bruto, depreciação/amortização acumulada e valor contábil líquido; o ' +
      `subtotal de cada conta (igual ao saldo atual do RMB do mês) e o total.${NAO_PROCESSADO}`,
    querystring: InventarioAnaliticoQuerySchema,
    response: PDF_409,
    handler: pdfHandler('Inventário analítico', (request) =>
      legais.inventarioPdf(request.actor!, request.query as Mes),
    ),
  });

  route.get(`${BASE}/inventario-analitico/exportar`, {
    access: CONTABILIDADE_LER,
    summary: 'O inventário analítico por conta em XLSX ou CSV (um bem por linha, subtotais e total)',
    querystring: v.object({
      ...InventarioAnaliticoQuerySchema.entries,
      ...RelatorioLegalExportSchema.entries,
    }),
    response: { 200: EXPORT_FILE, ...WITH_409 },
    handler: async (request, reply) =>
      sendExport(
        reply,
        await legais.inventarioExportar(request.actor!, request.query, request.query.formato),
      ),
  });

  route.get(`${BASE}/modelo-12/pdf`, {
    access: CONTABILIDADE_LER,
    summary: 'Demonstrativo da movimentação dos bens por conta (Modelo 12) de meses de um ano (PDF)',
    description:
      'Por conta contábil do bem: saldo anterior ao período, incorporações, baixas, transferências, ' +
      'reavaliações, reduções, depreciação/amortização e saldo atual; cada coluna é a soma dos lançamentos ' +
      `do período da sua natureza. O último mês do período deve estar processado.${NAO_PROCESSADO}`,
    querystring: Modelo12QuerySchema,
    response: PDF_409,
    handler: pdfHandler('Modelo 12', (request) => legais.modelo12Pdf(request.actor!, request.query as M12)),
  });

  route.get(`${BASE}/modelo-12/exportar`, {
    access: CONTABILIDADE_LER,
    summary: 'O Modelo 12 do período em XLSX ou CSV',
    querystring: Modelo12ExportQuerySchema,
    response: { 200: EXPORT_FILE, ...WITH_409 },
    handler: async (request, reply) =>
      sendExport(reply, await legais.modelo12Exportar(request.actor!, request.query, request.query.formato)),
  });

  route.get(`${BASE}/resumo-anual/pdf`, {
    access: CONTABILIDADE_LER,
    summary: 'Resumo anual dos bens por conta para as notas explicativas (PDF)',
    description:
      'Do início do ano ao último mês processado: por conta, saldo inicial, adições, baixas, reavaliações e ' +
      'reduções, depreciação/amortização do ano e saldo final; valor bruto, acumulada e líquido no fim; os ' +
      'métodos de depreciação (linear) e a vida útil e o valor residual de cada categoria. Nenhum mês ' +
      'processado no ano: 409.',
    querystring: ResumoAnualQuerySchema,
    response: PDF_409,
    handler: pdfHandler('Resumo anual', (request) => legais.resumoPdf(request.actor!, request.query as Ano)),
  });

  route.get(`${BASE}/resumo-anual/exportar`, {
    access: CONTABILIDADE_LER,
    summary: 'O resumo anual por conta em XLSX ou CSV',
    querystring: v.object({ ...ResumoAnualQuerySchema.entries, ...RelatorioLegalExportSchema.entries }),
    response: { 200: EXPORT_FILE, ...WITH_409 },
    handler: async (request, reply) =>
      sendExport(reply, await legais.resumoExportar(request.actor!, request.query, request.query.formato)),
  });
}

/**
 * The accountant's tables: the client's table of events (its GET says whether the caller may edit it, with
 * the rule that guards PUT and DELETE) and the intangíveis of indefinite useful life (decision 071).
 */
function tabelaRoutes(route: ReturnType<typeof routesOf>, service: ContabilidadeService) {
  route.get(`${BASE}/eventos`, {
    access: CONTABILIDADE_LER,
    summary: 'A tabela de eventos contábeis do cliente: contas de débito e crédito e histórico de cada tipo',
    querystring: LancamentoBensQuerySchema,
    response: { 200: EventosContabeisSchema, ...ROUTE_ERRORS },
    handler: (request) => service.eventos(request.actor!, request.query.cliente_id),
  });

  route.put(`${BASE}/eventos/:evento`, {
    access: CONTABILIDADE_EDITAR,
    summary: 'Contas e histórico do cliente para um tipo de evento (valem para os lançamentos seguintes)',
    params: EventoContabilParamsSchema,
    body: UpdateEventoContabilBodySchema,
    response: { 200: EventosContabeisSchema, ...ROUTE_ERRORS },
    handler: (request) => service.salvarEvento(request.actor!, request.params.evento, request.body),
  });

  route.delete(`${BASE}/eventos/:evento`, {
    access: CONTABILIDADE_EDITAR,
    summary: 'Restaurar o padrão do MCASP para um tipo de evento (vale para os lançamentos seguintes)',
    description:
      'Descarta as contas e o histórico próprios do cliente para o tipo; suporte informa cliente_id.',
    params: EventoContabilParamsSchema,
    querystring: LancamentoBensQuerySchema,
    response: { 200: EventosContabeisSchema, ...ROUTE_ERRORS },
    handler: (request) =>
      service.restaurarEvento(request.actor!, request.params.evento, request.query.cliente_id),
  });

  route.get(`${BASE}/intangiveis-indefinidos`, {
    access: CONTABILIDADE_LER,
    summary:
      'Intangíveis de vida útil indefinida: valor contábil e o teste anual de redução ao valor recuperável',
    description:
      'Os intangíveis de vida útil indefinida não baixados (NBC TSP 08: não são amortizados; o teste de ' +
      'redução ao valor recuperável é anual), cada um com a data da sua última redução ao valor recuperável ' +
      'não estornada; teste_pendente quando nenhuma é do exercício corrente. Suporte informa cliente_id.',
    querystring: LancamentoBensQuerySchema,
    response: { 200: IntangiveisIndefinidosSchema, ...ROUTE_ERRORS },
    handler: (request) => service.intangiveis(request.actor!, request.query.cliente_id),
  });

  route.get(`${BASE}/intangiveis-indefinidos/exportar`, {
    access: CONTABILIDADE_LER,
    summary: 'Os intangíveis de vida útil indefinida em XLSX ou CSV',
    querystring: IntangiveisExportQuerySchema,
    response: { 200: EXPORT_FILE, ...ROUTE_ERRORS },
    handler: async (request, reply) =>
      sendExport(
        reply,
        await service.intangiveisExportar(request.actor!, request.query.cliente_id, request.query.formato),
      ),
  });
}
