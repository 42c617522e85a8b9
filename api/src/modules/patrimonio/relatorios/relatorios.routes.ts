import {
  RELATORIO_BENS_FOTOS_MAX,
  RELATORIO_BENS_MAX,
  RELATORIO_MOVIMENTACOES_MAX,
  type RelatorioBensQuery,
  RelatorioBensQuerySchema,
  type RelatorioMovimentacoesQuery,
  RelatorioMovimentacoesQuerySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pdfHandler } from '../../../lib/export.js';
import {
  PDF_JOB_DESCRIPTION,
  PDF_RESPONSE,
  PDF_RESPONSES,
  ROUTE_ERRORS,
  routesOf,
} from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { sendDocument } from '../../files/send-file.js';
import type { MovimentacoesRelatoriosService } from './movimentacoes-relatorios.service.js';
import type { RelatoriosService } from './relatorios.service.js';

/** A PDF answer in the OpenAPI document (the body is the file, sent while it is written). */

const REPORT_DESCRIPTION =
  'PDF (application/pdf, inline) A4: os bens que os filtros de GET /patrimonio/bempatrimonial encontram ' +
  '(sem page, limit, sort, order), agrupados por secretaria e setor, em ordem de código; cada linha: ' +
  'código, descrição, categoria, situação, data e valor de aquisição, valor atual; subtotais por setor ' +
  'e secretaria e o total geral. Cabeçalho em cada página (entidade, título, filtros, data e usuário) e ' +
  '"Página x de y". {id}: a aplicação do local (outra: 404).';

/** The `{id}` of the path, validated by the route (a job replays it as it was). */
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export function relatoriosRoutes(
  app: FastifyInstance,
  service: RelatoriosService,
  movimentacoes: MovimentacoesRelatoriosService,
) {
  const route = routesOf(app, ['Patrimônio: bens']);
  const read = areaAccess(PATRIMONIO_AREA, 'assets:read');

  route.get('/patrimonio/bempatrimonial/reports/aplicacao/:id', {
    access: read,
    summary: 'Relatório de bens patrimoniais (PDF) da aplicação, por secretaria e setor',
    description: `${REPORT_DESCRIPTION} Até ${RELATORIO_BENS_MAX} bens (mais: 400); nenhum bem encontrado: 404.${PDF_JOB_DESCRIPTION}`,
    querystring: RelatorioBensQuerySchema,
    response: PDF_RESPONSES,
    handler: pdfHandler('Relatório de bens patrimoniais', (request) =>
      service.register(request.actor!, idOf(request), request.query as RelatorioBensQuery),
    ),
  });

  route.get('/patrimonio/bempatrimonial/reports/withImage/aplicacao/:id', {
    access: read,
    summary: 'Relatório de bens patrimoniais com fotos (PDF): cada bem com a miniatura da sua primeira foto',
    description:
      `${REPORT_DESCRIPTION} Cada linha traz a miniatura da primeira foto do bem (anexo JPEG ou PNG de até ` +
      `1 MB; sem foto, a célula fica vazia). Até ${RELATORIO_BENS_FOTOS_MAX} bens (mais: 400); nenhum bem ` +
      `encontrado: 404.${PDF_JOB_DESCRIPTION}`,
    querystring: RelatorioBensQuerySchema,
    response: PDF_RESPONSES,
    handler: pdfHandler('Relatório de bens patrimoniais com fotos', (request) =>
      service.withImage(request.actor!, idOf(request), request.query as RelatorioBensQuery),
    ),
  });

  const movements = routesOf(app, ['Patrimônio: movimentações']);

  movements.get('/patrimonio/bempatrimonial/reports/movimentacoes/bem/:id', {
    access: read,
    summary: 'Histórico de movimentações de um bem (PDF), da mais antiga à mais recente',
    description:
      'PDF (application/pdf, inline) A4: cada movimentação do bem {id} com data, tipo, de/para (local, ' +
      'responsável ou situação, motivo da baixa), quem registrou, valor anterior e valor; as estornadas ' +
      'marcadas. Cabeçalho com a entidade, o bem, data e usuário; "Página x de y". Bem de outro cliente: 404.',
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS },
    handler: async (request, reply) => {
      const { name, stream } = await movimentacoes.historico(request.actor!, request.params.id);
      return sendDocument(reply, { name, mime: 'application/pdf' }, stream, { inline: true });
    },
  });

  movements.get('/patrimonio/bempatrimonial/reports/movimentacoes', {
    access: read,
    summary: 'Relatório de movimentações (PDF) por tipo, com totais: incorporações, transferências, baixas…',
    description:
      'PDF (application/pdf, inline) A4: as movimentações que os filtros de GET /patrimonio/movimentacaobem ' +
      'encontram (data_de/data_ate em dias do Brasil, TipoMovimentacao, bempatrimonial_id, CodigoBEM, ' +
      'cliente_id), por cliente e por tipo, cada uma com data, bem, de/para, valor anterior e valor; ' +
      'subtotal de cada tipo (quantidade, Σ valor anterior, Σ valor, exatos) e o total geral. Cabeçalho com ' +
      `a entidade, os filtros, data e usuário; "Página x de y". Até ${RELATORIO_MOVIMENTACOES_MAX} ` +
      `movimentações (mais: 400); nenhuma: 404.${PDF_JOB_DESCRIPTION}`,
    querystring: RelatorioMovimentacoesQuerySchema,
    response: PDF_RESPONSES,
    handler: pdfHandler('Relatório de movimentações', (request) =>
      movimentacoes.periodo(request.actor!, request.query as RelatorioMovimentacoesQuery),
    ),
  });
}
