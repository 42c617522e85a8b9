import { ErrorResponseSchema, IdParamsSchema } from '@gp/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { RouteAccess } from '../plugins/auth.js';
import { LIST_EXPORT, type ListExportSpec, PDF_EXPORT, PDF_JOB_PAGES, type PdfExportSpec } from './export.js';
import { FileResponse, type RouteSchema, routeSchema } from './validation.js';

/** The errors most calls can answer: a refused body or query, a refused rule or area, a record not found. */
export const ROUTE_ERRORS = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/**
 * A call that answers a file instead of JSON, with the media types it may have (documented as a binary
 * body). `fileResponse()` alone: a stored file, of the type it was stored with.
 */
export const fileResponse = (description = 'o arquivo, do tipo com que foi guardado', ...types: string[]) =>
  new FileResponse(types.length ? types : ['*/*'], description);

/**
 * A stored file sent by `sendFile` (modules/files/send-file.ts): its answer also documents 206 (one range
 * of `Range: bytes=a-b`) and 416 (a range past the end).
 */
export const storedFileResponse = (
  description = 'o arquivo, do tipo com que foi guardado',
  ...types: string[]
) => new FileResponse(types.length ? types : ['*/*'], description, true);

/** The images a logo, an avatar or a public photo is sent as (lib/file-types.ts). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** A PDF the API writes (a report, labels; docs/api.md, "Documents (PDF)"). */
export const PDF_RESPONSE = fileResponse('o documento em PDF', 'application/pdf');

/**
 * A PDF's answers (lib/export.ts, `pdfHandler`): the file, or 202 with the job that makes a PDF of more
 * than 200 pages (decision 033), or the usual errors.
 */
export const PDF_JOB_DESCRIPTION =
  ` Mais de ${PDF_JOB_PAGES} páginas: 202 { trabalho_id }, o PDF gerado por um trabalho (GET /trabalhos/{id}: ` +
  'o progresso em páginas e, concluído, o link do arquivo).';
export const PDF_RESPONSES = {
  200: PDF_RESPONSE,
  202: v.object({ trabalho_id: v.string() }),
  ...ROUTE_ERRORS,
};

/** An export's file (lib/export.ts): CSV or XLSX. */
export const EXPORT_FILE = fileResponse(
  'a planilha, em CSV (separador ;) ou XLSX conforme `formato`',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
);

/**
 * A list export's answers: the file, 202 with the job that makes a large file (decision 033), or the usual
 * errors and more rows than an export writes.
 */
export const EXPORT_RESPONSES = {
  200: EXPORT_FILE,
  202: v.object({ trabalho_id: v.string() }),
  ...ROUTE_ERRORS,
  422: ErrorResponseSchema,
};

export const UPLOAD_DESCRIPTION =
  'multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo ' +
  '"name" com o nome a guardar. O tipo é verificado pelo conteúdo.';

type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : unknown;
/** `{ id: string }` for a path with an `:id` segment, the params the route gets without naming them. */
type IdOf<U extends string> = U extends `${string}/:id` | `${string}/:id/${string}`
  ? { id: string }
  : unknown;

export type RouteDef<U extends string, P, Q, B> = Omit<RouteSchema, 'tags' | 'security' | 'response'> & {
  /**
   * Who may call it (checked by the auth hook before the handler, decision 012); absent: a token and an
   * active location, the rest checked by the service. Also gives the OpenAPI security of the call.
   */
  access?: RouteAccess;
  params?: P;
  querystring?: Q;
  body?: B;
  /**
   * The answers by status (a file: `fileResponse`). The document adds those every call of its kind may give
   * (400, 401, 403; 413 and 415 for an `upload`): see `routeSchema`.
   */
  response: Record<number, Schema | FileResponse>;
  /**
   * Returns what the call answers: sent with 201 when `response` has a 201, nothing with 204 when it has a
   * 204, else as it is (a handler that sends through `reply` returns the reply).
   */
  handler: (
    request: FastifyRequest<{
      Params: P extends Schema ? Out<P> : IdOf<U>;
      Querystring: Out<Q>;
      Body: Out<B>;
    }>,
    reply: FastifyReply,
  ) => unknown;
};

const SECURITY: Record<RouteAccess['auth'], RouteSchema['security']> = {
  public: false,
  user: 'user',
  local: 'local',
};

/**
 * Declares the routes of one module (docs/api.md, "Routes"): `route.get(url, def)` and so on, with the
 * module's OpenAPI tags. A path with an `:id` segment validates it with `IdParamsSchema` unless the route
 * names its own `params`; the OpenAPI security follows `access`.
 */
export function routesOf(app: FastifyInstance, tags: string[]) {
  const add =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    <U extends string, P = undefined, Q = undefined, B = undefined>(url: U, def: RouteDef<U, P, Q, B>) => {
      const { access, handler, params, querystring, body, ...doc } = def;
      const status = 201 in def.response ? 201 : 204 in def.response ? 204 : undefined;
      // The document tells what a call answers when it succeeds (decision 031): a file too (`fileResponse`).
      if (!Object.keys(def.response).some((code) => code.startsWith('2'))) {
        throw new Error(
          `${method} ${url}: response sem uma resposta 2xx (use fileResponse para um arquivo).`,
        );
      }
      // A list's export leaves its file and list for the export jobs (lib/export.ts, exportHandler).
      const listExport = (handler as { [LIST_EXPORT]?: ListExportSpec<unknown> })[LIST_EXPORT];
      const pdfExport = (handler as { [PDF_EXPORT]?: PdfExportSpec })[PDF_EXPORT];
      app.route({
        method,
        url,
        config: {
          ...(access ? { access } : {}),
          ...(listExport ? { listExport } : {}),
          ...(pdfExport ? { pdfExport } : {}),
          // A PDF read by GET also opens from a signed link, without the token (decision 041).
          ...(method === 'GET' && def.response[200] === PDF_RESPONSE ? { documentLink: true } : {}),
          upload: def.upload === true,
        },
        schema: routeSchema({
          ...doc,
          tags,
          security: SECURITY[access?.auth ?? 'local'],
          params: (params as Schema | undefined) ?? (/\/:id(\/|$)/.test(url) ? IdParamsSchema : undefined),
          querystring: querystring as Schema | undefined,
          body: body as Schema | undefined,
        }),
        handler: async (request, reply) => {
          const out = await handler(request as never, reply);
          // A handler that answers one of two statuses (201 or 202) sends through `reply` itself.
          if (reply.sent) return reply;
          if (status === 204) return reply.status(204).send();
          if (status === 201) return reply.status(201).send(out);
          return out;
        },
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') };
}
