import {
  ErrorResponseSchema,
  exportQueryOf,
  type StatusBody,
  StatusBodySchema,
  StoredFileListSchema,
  StoredFileSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { Actor } from '../modules/auth/actor.js';
import type { FileRow } from '../modules/files/files.repository.js';
import type { IncomingFile } from '../modules/files/files.service.js';
import { sendFile } from '../modules/files/send-file.js';
import type { RouteAccess } from '../plugins/auth.js';
import { exportHandler, type ListFile } from './export.js';
import { readUpload } from './multipart.js';
import {
  EXPORT_RESPONSES,
  ROUTE_ERRORS,
  routesOf,
  storedFileResponse,
  UPLOAD_DESCRIPTION,
} from './routes.js';
import type { FileBytes } from './storage.js';

/** The calls of a register, each with its OpenAPI summary and description (docs/api.md, "Registers"). */
export type RegisterCall =
  | 'list'
  | 'exportar'
  | 'files'
  | 'preview'
  | 'get'
  | 'create'
  | 'status'
  | 'update'
  | 'upload';

type CallDoc = { summary: string; description?: string };

/** What a register's service answers; `setStatus` absent: the register has no status call. */
export type RegisterService<Q, C, U> = {
  list(actor: Actor, q: Q): Promise<unknown>;
  /** The list's page as its export writes it, where the file carries more than the screen's list. */
  listForExport?(actor: Actor, q: Q): Promise<unknown>;
  get(actor: Actor, id: string): Promise<unknown>;
  create(actor: Actor, body: C): Promise<unknown>;
  update(actor: Actor, id: string, body: U): Promise<unknown>;
  setStatus?(actor: Actor, body: StatusBody): Promise<unknown>;
};

/** The files of a register's records: upload and list, and optionally the preview of one file. */
export type RegisterFiles = {
  files(actor: Actor, id: string): Promise<unknown>;
  upload(actor: Actor, id: string, file: IncomingFile): Promise<unknown>;
  /** Opens a file of the register (`id` = the file's id) for the inline preview; another owner: 404. */
  preview?(
    actor: Actor,
    id: string,
  ): Promise<{ row: Pick<FileRow, 'name' | 'mime' | 'size'>; bytes: FileBytes }>;
  /** The upload may answer 409 (an inactive or closed record takes no file). */
  uploadConflicts?: boolean;
};

export type RegisterSpec<Q, C, U, R> = {
  /** e.g. /patrimonio/veiculoequipamento */
  base: string;
  /** The path of one record where it is not `<base>/:id` (the users': `/users/find/:id`). */
  getPath?: `${string}/:id`;
  tag: string;
  /** Singular name for the summaries, e.g. "veículo ou equipamento". */
  noun: string;
  /** Who may call each kind of call (the area, and the role rule of the action where the area has them). */
  access: (action: 'read' | 'create' | 'update') => RouteAccess;
  schemas: {
    item: v.GenericSchema;
    page: v.GenericSchema;
    query: v.ObjectSchema<v.ObjectEntries, undefined>;
    /** The export's query, where it is not the list's query with `formato` (exportQueryOf). */
    exportQuery?: v.GenericSchema;
    create: v.GenericSchema;
    update: v.GenericSchema;
  };
  service: RegisterService<Q, C, U>;
  /** `GET <base>/exportar`: what the list's filters match as CSV or XLSX. */
  exportar?: ListFile<R>;
  files?: RegisterFiles;
  /** The register's own wording of a call's summary or description, where the generic one reads badly. */
  docs?: Partial<Record<RegisterCall, Partial<CallDoc>>>;
};

const WRITE_ERRORS = { ...ROUTE_ERRORS, 409: ErrorResponseSchema };

/** The generic wording of each call, for the register named `noun`. */
function defaultDocs(noun: string, listSummary: string | undefined): Record<RegisterCall, CallDoc> {
  return {
    list: { summary: `Lista paginada de ${noun} (busca, ativo, ordenação; suporte: cliente_id)` },
    exportar: {
      summary: `${listSummary ?? `Lista de ${noun}`}: o que os filtros encontram, em CSV (separador ;) ou XLSX`,
      description: 'Os filtros, a busca e a ordem da lista; page e limit não se aplicam. Até 100.000 linhas.',
    },
    files: { summary: `Anexos de ${noun}` },
    preview: {
      summary: `Pré-visualizar um arquivo de ${noun} ({id} = id do arquivo)`,
      description:
        'Imagens (PNG, JPEG, GIF, WebP) e PDF vêm inline, com o tipo guardado no envio; qualquer outro tipo ' +
        'vem como anexo (Content-Disposition: attachment), nunca inline. Sempre X-Content-Type-Options: ' +
        "nosniff e Content-Security-Policy: default-src 'none'; sandbox. Arquivo de outro registro ou de " +
        'outra aplicação: 404.',
    },
    get: { summary: `Um(a) ${noun}` },
    create: { summary: `Cadastrar ${noun}` },
    status: {
      summary: `Ativar ou inativar ${noun} (ativo, user_id_inativa, motivo)`,
      description: 'Inativar exige o motivo; o usuário que inativa é o autenticado.',
    },
    update: { summary: `Alterar ${noun}` },
    upload: { summary: `Anexar um arquivo a ${noun}`, description: UPLOAD_DESCRIPTION },
  };
}

/**
 * The one builder of a register's calls (docs/api.md, "Registers"): the paginated list, its export, the
 * record's files (list, preview, upload) where it keeps them, one record, create, the literal `PUT <base>/id`
 * status call (before `PUT <base>/:id`; fastify prefers the static segment) and update. Returns the
 * module's `route` for the register's own further calls. The scope and the rules stay in the service.
 */
export function registerRoutes<Q, C, U, R>(app: FastifyInstance, spec: RegisterSpec<Q, C, U, R>) {
  const { base, service, schemas, access } = spec;
  const route = routesOf(app, [spec.tag]);
  const generic = defaultDocs(spec.noun, spec.docs?.list?.summary);
  const doc = (call: RegisterCall): CallDoc => ({ ...generic[call], ...spec.docs?.[call] });
  const read = access('read');

  route.get(base, {
    access: read,
    ...doc('list'),
    querystring: schemas.query,
    response: { 200: schemas.page, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query as Q),
  });

  const { exportar } = spec;
  if (exportar) {
    route.get(`${base}/exportar`, {
      access: read,
      ...doc('exportar'),
      querystring: schemas.exportQuery ?? exportQueryOf(schemas.query),
      response: EXPORT_RESPONSES,
      handler: exportHandler<Q, R>(
        exportar,
        (request, query) =>
          (service.listForExport
            ? service.listForExport(request.actor!, query)
            : service.list(request.actor!, query)) as Promise<{
            data: R[];
            total: number;
            total_exato?: boolean;
          }>,
      ),
    });
  }

  const { files } = spec;
  if (files) {
    route.get(`${base}/files/:id`, {
      access: read,
      ...doc('files'),
      response: { 200: StoredFileListSchema, ...ROUTE_ERRORS },
      handler: (request) => files.files(request.actor!, request.params.id),
    });
    const { preview } = files;
    if (preview) {
      route.get(`${base}/preview/:id`, {
        access: read,
        ...doc('preview'),
        response: { 200: storedFileResponse(), 404: ErrorResponseSchema },
        handler: async (request, reply) => {
          const { row, bytes } = await preview.call(files, request.actor!, request.params.id);
          return sendFile(reply, row, bytes, { inline: true });
        },
      });
    }
  }

  route.get(spec.getPath ?? `${base}/:id`, {
    access: read,
    ...doc('get'),
    response: { 200: schemas.item, ...ROUTE_ERRORS },
    handler: (request) => service.get(request.actor!, request.params.id),
  });

  route.post(`${base}/create`, {
    access: access('create'),
    ...doc('create'),
    body: schemas.create,
    response: { 201: schemas.item, ...WRITE_ERRORS },
    handler: (request) => service.create(request.actor!, request.body as C),
  });

  const { setStatus } = service;
  if (setStatus) {
    route.put(`${base}/id`, {
      access: access('update'),
      ...doc('status'),
      body: StatusBodySchema,
      response: { 200: schemas.item, ...WRITE_ERRORS },
      handler: (request) => setStatus.call(service, request.actor!, request.body),
    });
  }

  route.put(`${base}/:id`, {
    access: access('update'),
    ...doc('update'),
    body: schemas.update,
    response: { 200: schemas.item, ...WRITE_ERRORS },
    handler: (request) => service.update(request.actor!, request.params.id, request.body as U),
  });

  if (files) {
    route.post(`${base}/upload/:id`, {
      access: access('update'),
      ...doc('upload'),
      upload: true,
      response: { 201: StoredFileSchema, ...(files.uploadConflicts ? WRITE_ERRORS : ROUTE_ERRORS) },
      handler: async (request) =>
        files.upload.call(files, request.actor!, request.params.id, await readUpload(request)),
    });
  }
  return route;
}
