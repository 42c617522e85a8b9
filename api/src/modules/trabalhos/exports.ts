import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { type ExportFormat, exportList, type ListExportSpec, type PdfExportSpec } from '../../lib/export.js';
import type { Actor } from '../auth/actor.js';
import type { JobContext, JobRunner } from './trabalhos.runner.js';

/**
 * A list's export past EXPORT_JOB_ROWS rows runs as a job (decision 033): the route's own file and list
 * call (kept on its route config by `exportHandler`), with the caller's actor, query and path params as they
 * were, page after page, into the file storage; the job's result is the file's link. A PDF past
 * PDF_JOB_PAGES pages is the same job: the route's own builder (kept by `pdfHandler`) with the caller's
 * request as it was, written into the file storage, its progress the pages drawn.
 */

type ExportParams = {
  route: string;
  /** A PDF (`pdfHandler`) instead of a list's CSV or XLSX. */
  pdf?: boolean;
  formato: ExportFormat;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  actor: Actor;
};

/** The call's request as the job sees it: the list's call and a PDF's builder read only these. */
const requestOf = (ctx: JobContext, p: ExportParams) =>
  ({ actor: p.actor, params: p.params, query: p.query, id: ctx.requestId }) as unknown as FastifyRequest;

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: registers the export job: the routes it learns, the two ways to queue one and its handler share the maps of routes.
export function registerExportJobs(app: FastifyInstance, jobs: JobRunner) {
  /** Every list export of the app by `METHOD url`, seen as the routes are declared. */
  const routes = new Map<string, ListExportSpec<unknown>>();
  /** Every PDF of the app by `METHOD url`. */
  const pdfs = new Map<string, PdfExportSpec>();
  app.addHook('onRoute', (r) => {
    const spec = r.config?.listExport;
    if (spec) for (const method of [r.method].flat()) routes.set(`${method} ${r.url}`, spec);
    const pdf = r.config?.pdfExport;
    if (pdf) for (const method of [r.method].flat()) pdfs.set(`${method} ${r.url}`, pdf);
  });

  /** Queues the export of the call `request` answers, as the user who made it. */
  const enqueueExport = (
    request: FastifyRequest,
    title: string,
    e: Pick<ExportParams, 'formato' | 'query' | 'pdf'>,
  ) => {
    const actor = request.actor!;
    const params: ExportParams = {
      route: `${request.method} ${request.routeOptions.url}`,
      ...e,
      params: (request.params ?? {}) as Record<string, unknown>,
      actor,
    };
    return jobs.enqueue({
      kind: 'exportacao',
      title,
      clientId: actor.local?.clientId ?? null,
      userId: actor.userId,
      requestId: request.id,
      params,
    });
  };

  app.decorate('exportJobs', {
    start: (
      request: FastifyRequest,
      e: { sheet: string; formato: ExportFormat; query: Record<string, unknown> },
    ) =>
      enqueueExport(request, `Exportação: ${e.sheet} (${e.formato.toUpperCase()})`, {
        formato: e.formato,
        query: e.query,
      }),
    startPdf: (request: FastifyRequest, title: string) =>
      enqueueExport(request, `Exportação: ${title} (PDF)`, {
        pdf: true,
        formato: 'csv',
        query: (request.query ?? {}) as Record<string, unknown>,
      }),
  });

  /** A PDF past PDF_JOB_PAGES pages: built as at the request (its checks again), drawn into the storage. */
  async function pdfJob(ctx: JobContext, p: ExportParams) {
    const spec = pdfs.get(p.route);
    if (!spec) throw new AppError('NOT_FOUND', 'Este documento não existe mais nesta versão do sistema.');
    const doc = await spec.build(requestOf(ctx, p));
    const body = doc.render();
    let page = 0;
    const total = doc.pages;
    ctx.progress(0, total, `Gerando ${total.toLocaleString('pt-BR')} páginas`);
    // pdfkit tells each page it begins.
    body.on('pageAdded', () => {
      page++;
      ctx.progress(
        page,
        total,
        `Gerando a página ${page.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`,
      );
    });
    return { file: { name: doc.name, mime: 'application/pdf', body } };
  }

  jobs.define('exportacao', {
    failure: 'Falha inesperada ao gerar a exportação.',
    expireInSeconds: 3600,
    idempotent: true,
    handler: async (ctx) => {
      const p = ctx.params as ExportParams;
      if (p.pdf) return pdfJob(ctx, p);
      const spec = routes.get(p.route);
      if (!spec) throw new AppError('NOT_FOUND', 'Esta exportação não existe mais nesta versão do sistema.');
      const request = requestOf(ctx, p);
      let done = 0;
      let total = 0;
      const exported = await exportList({
        ...spec.file,
        formato: p.formato,
        page: async (page, limit) => {
          const rows = await spec.list(request, { ...p.query, page, limit });
          await ctx.throwIfCancelled();
          done += rows.data.length;
          total = rows.total;
          ctx.progress(
            done,
            total,
            `Exportando ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} linhas`,
          );
          return rows;
        },
      });
      return {
        count: total,
        file: { name: exported.filename, mime: exported.contentType, body: exported.body },
      };
    },
  });
}
