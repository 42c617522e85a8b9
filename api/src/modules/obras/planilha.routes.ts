import {
  CronogramaBodySchema,
  CronogramaSchema,
  ErrorResponseSchema,
  ItemAlteracaoListSchema,
  MedicaoItensSchema,
  PlanilhaBodySchema,
  PlanilhaExportQuerySchema,
  PlanilhaImportQuerySchema,
  PlanilhaSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { pdfHandler, sendExport } from '../../lib/export.js';
import { readUpload } from '../../lib/multipart.js';
import { EXPORT_RESPONSES, PDF_RESPONSES, ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, OBRAS_AREA } from '../auth/area-access.js';
import type { PlanilhaService } from './planilha.service.js';

const access = areaAccess(OBRAS_AREA);
const WRITE_ERRORS = { ...ROUTE_ERRORS, 409: ErrorResponseSchema };

/** The work's budget sheet (docs/api.md, "Obras: planilha, medição por item e cronograma"). */
export function planilhaRoutes(app: FastifyInstance, planilha: PlanilhaService) {
  const route = routesOf(app, ['Obras: planilha orçamentária']);
  route.get('/obras/obra/:id/planilha', {
    access,
    summary:
      'A planilha orçamentária da obra: itens, preço com BDI, total, quantidade medida e saldo de cada um',
    response: { 200: PlanilhaSchema, ...ROUTE_ERRORS },
    handler: (request) => planilha.get(request.actor!, request.params.id),
  });
  route.put('/obras/obra/:id/planilha', {
    access,
    summary:
      'Salvar a planilha inteira (itens pelo código: alterados, novos e retirados, cada mudança no histórico)',
    description:
      'Preço com BDI = preço unitário × (1 + BDI/100), arredondado meio para cima em centavos; total do item = ' +
      'quantidade × esse preço, arredondado igual. BDI do item omitido: o da planilha. Códigos repetidos, ' +
      'quantidade negativa ou preço com três casas: 400. Um item medido não sai da planilha nem fica abaixo do ' +
      'medido (409).',
    body: PlanilhaBodySchema,
    response: { 200: PlanilhaSchema, ...WRITE_ERRORS },
    handler: (request) => planilha.salvar(request.actor!, request.params.id, request.body),
  });
  route.post('/obras/obra/:id/planilha/importar', {
    access,
    summary:
      'Importar a planilha de um CSV (; ou ,) ou XLSX (colunas Código, Descrição, Unidade, Quantidade, Preço unitário, BDI (%))',
    description:
      'multipart/form-data, campo "file". Substitui a planilha como o PUT, tudo ou nada: uma linha inválida ' +
      'recusa o arquivo inteiro (400, com as linhas). bdi: o BDI da planilha (padrão: o atual).',
    querystring: PlanilhaImportQuerySchema,
    upload: true,
    response: { 200: PlanilhaSchema, ...WRITE_ERRORS },
    handler: async (request) =>
      planilha.importar(request.actor!, request.params.id, await readUpload(request), request.query.bdi),
  });
  route.get('/obras/obra/:id/planilha/exportar', {
    access,
    summary: 'A planilha em CSV (separador ;) ou XLSX, nas colunas que a importação lê',
    querystring: PlanilhaExportQuerySchema,
    response: EXPORT_RESPONSES,
    handler: async (request, reply) =>
      sendExport(reply, await planilha.exportar(request.actor!, request.params.id, request.query.formato)),
  });
  route.get('/obras/medicao/:id/itens', {
    access,
    summary: 'Os itens medidos de uma medição: contratado, medido antes, nesta, acumulado, saldo e valor',
    response: { 200: MedicaoItensSchema, ...ROUTE_ERRORS },
    handler: (request) => planilha.itensDaMedicao(request.actor!, request.params.id),
  });
  route.get('/obras/medicao/:id/boletim', {
    access,
    summary:
      'O boletim de medição (PDF): cada item medido, o acumulado, o saldo, o total, a conferência e as assinaturas',
    response: PDF_RESPONSES,
    handler: pdfHandler('Boletim de medição', (request) =>
      planilha.boletimPdf(request.actor!, (request.params as { id: string }).id),
    ),
  });
  route.get('/obras/obra/:id/cronograma', {
    access,
    summary: 'Cronograma físico-financeiro previsto e a curva S prevista × realizada, mês a mês',
    description:
      'Previsto: Σ valor previsto até o mês ÷ valor da obra (contrato + aditivos) e Σ % físico previsto. ' +
      'Realizado: Σ medições ativas entregues até o mês ÷ valor da obra e o último % físico dos ' +
      'acompanhamentos; meses futuros sem realizado. Percentuais truncados em duas casas.',
    response: { 200: CronogramaSchema, ...ROUTE_ERRORS },
    handler: (request) => planilha.cronograma(request.actor!, request.params.id),
  });
  route.put('/obras/obra/:id/cronograma', {
    access,
    summary: 'Salvar o cronograma previsto (valor e % físico de cada mês; soma do físico até 100%)',
    body: CronogramaBodySchema,
    response: { 200: CronogramaSchema, ...WRITE_ERRORS },
    handler: (request) => planilha.salvarCronograma(request.actor!, request.params.id, request.body),
  });
  route.get('/obras/obra/:id/planilha/historico', {
    access,
    summary:
      'Histórico dos itens da planilha: cada mudança (planilha, importação ou aditivo), antes e depois',
    response: { 200: ItemAlteracaoListSchema, ...ROUTE_ERRORS },
    handler: (request) => planilha.alteracoes(request.actor!, request.params.id),
  });
}
