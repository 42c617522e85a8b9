import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { type ExportFormat, exportList, type ListExportSpec } from '../../lib/export.js';
import type { Actor } from '../auth/actor.js';
import type { JobRunner } from './trabalhos.runner.js';

/**
 * A list's export past EXPORT_JOB_ROWS rows runs as a job (decision 033): the route's own file and list
 * call (kept on its route config by `exportHandler`), with the caller's actor, query and path params as they
 * were, page after page, into the file storage; the job's result is the file's link.
 */

type ExportParams = {
  route: string;
  formato: ExportFormat;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  actor: Actor;
};

export function registerExportJobs(app: FastifyInstance, jobs: JobRunner) {
  /** Every list export of the app by `METHOD url`, seen as the routes are declared. */
  const routes = new Map<string, ListExportSpec<unknown>>();
  app.addHook('onRoute', (r) => {
    const spec = r.config?.listExport;
    if (spec) for (const method of [r.method].flat()) routes.set(`${method} ${r.url}`, spec);
  });

  app.decorate('exportJobs', {
    start: (
      request: FastifyRequest,
      e: { sheet: string; formato: ExportFormat; query: Record<string, unknown> },
    ) => {
      const actor = request.actor!;
      const params: ExportParams = {
        route: `${request.method} ${request.routeOptions.url}`,
        formato: e.formato,
        query: e.query,
        params: (request.params ?? {}) as Record<string, unknown>,
        actor,
      };
      return jobs.enqueue({
        kind: 'exportacao',
        title: `Exportação: ${e.sheet} (${e.formato.toUpperCase()})`,
        clientId: actor.local?.clientId ?? null,
        userId: actor.userId,
        requestId: request.id,
        params,
      });
    },
  });

  jobs.define('exportacao', {
    failure: 'Falha inesperada ao gerar a exportação.',
    expireInSeconds: 3600,
    idempotent: true,
    handler: async (ctx) => {
      const p = ctx.params as ExportParams;
      const spec = routes.get(p.route);
      if (!spec) throw new AppError('NOT_FOUND', 'Esta exportação não existe mais nesta versão do sistema.');
      // The list's call reads only the caller (its actor) and the path's params from its request.
      const request = {
        actor: p.actor,
        params: p.params,
        query: p.query,
        id: ctx.requestId,
      } as unknown as FastifyRequest;
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
