import {
  ErrorResponseSchema,
  exportQueryOf,
  type RuleId,
  type StatusBody,
  StatusBodySchema,
  StoredFileListSchema,
  StoredFileSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { exportHandler, type ListFile } from '../../lib/export.js';
import { readUpload } from '../../lib/multipart.js';
import { EXPORT_RESPONSES, ROUTE_ERRORS, routesOf, UPLOAD_DESCRIPTION } from '../../lib/routes.js';
import type { Actor } from '../auth/actor.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import type { IncomingFile } from '../files/files.service.js';

type RegisterService<Q, C, U> = {
  list(actor: Actor, q: Q): Promise<unknown>;
  get(actor: Actor, id: string): Promise<unknown>;
  create(actor: Actor, body: C): Promise<unknown>;
  update(actor: Actor, id: string, body: U): Promise<unknown>;
  setStatus(actor: Actor, body: StatusBody): Promise<unknown>;
  upload?(actor: Actor, id: string, file: IncomingFile): Promise<unknown>;
  files?(actor: Actor, id: string): Promise<unknown>;
};

type RegisterSpec<Q, C, U, R> = {
  /** e.g. /patrimonio/veiculoequipamento */
  base: string;
  tag: string;
  /** Singular name for the summaries, e.g. "veículo ou equipamento". */
  noun: string;
  resource: 'assets' | 'suppliers';
  schemas: {
    item: v.GenericSchema;
    page: v.GenericSchema;
    query: v.ObjectSchema<v.ObjectEntries, undefined>;
    create: v.GenericSchema;
    update: v.GenericSchema;
  };
  service: RegisterService<Q, C, U>;
  /** `GET .../exportar`: what the list's filters match as CSV or XLSX. */
  exportar?: ListFile<R>;
  /** The register's own wording of the OpenAPI summaries, where the generic one reads badly. */
  summaries?: Partial<
    Record<'list' | 'listDescription' | 'files' | 'get' | 'create' | 'status' | 'update' | 'upload', string>
  >;
};

/**
 * The calls every patrimônio register has (docs/api.md, "Routes"): list, one, create, update, the literal `PUT .../id`
 * status call (registered before `PUT .../:id`; fastify prefers the static segment), and, where the spec
 * lists them, upload and the list of files.
 */
export function registerRoutes<Q, C, U, R>(app: FastifyInstance, spec: RegisterSpec<Q, C, U, R>) {
  const { base, service, schemas } = spec;
  const route = routesOf(app, [spec.tag]);
  const said = spec.summaries ?? {};
  const access = (action: 'read' | 'create' | 'update') =>
    areaAccess(PATRIMONIO_AREA, `${spec.resource}:${action}` as RuleId);

  route.get(base, {
    access: access('read'),
    summary: said.list ?? `Lista paginada de ${spec.noun} (busca, ativo, ordenação; suporte: cliente_id)`,
    description: said.listDescription,
    querystring: schemas.query,
    response: { 200: schemas.page, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query as Q),
  });

  const { exportar } = spec;
  if (exportar) {
    route.get(`${base}/exportar`, {
      access: access('read'),
      summary: `${said.list ?? `Lista de ${spec.noun}`}: o que os filtros encontram, em CSV (separador ;) ou XLSX`,
      description: 'Os filtros, a busca e a ordem da lista; page e limit não se aplicam. Até 100.000 linhas.',
      querystring: exportQueryOf(schemas.query),
      response: EXPORT_RESPONSES,
      handler: exportHandler<Q, R>(
        exportar,
        (request, query) =>
          service.list(request.actor!, query) as Promise<{ data: R[]; total: number; total_exato?: boolean }>,
      ),
    });
  }

  const { files, upload } = service;
  if (files) {
    route.get(`${base}/files/:id`, {
      access: access('read'),
      summary: said.files ?? `Anexos de ${spec.noun}`,
      response: { 200: StoredFileListSchema, ...ROUTE_ERRORS },
      handler: (request) => files.call(service, request.actor!, request.params.id),
    });
  }

  route.get(`${base}/:id`, {
    access: access('read'),
    summary: said.get ?? `Um(a) ${spec.noun}`,
    response: { 200: schemas.item, ...ROUTE_ERRORS },
    handler: (request) => service.get(request.actor!, request.params.id),
  });

  route.post(`${base}/create`, {
    access: access('create'),
    summary: said.create ?? `Cadastrar ${spec.noun}`,
    body: schemas.create,
    response: { 201: schemas.item, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.create(request.actor!, request.body as C),
  });

  route.put(`${base}/id`, {
    access: access('update'),
    summary: said.status ?? `Ativar ou inativar ${spec.noun} (ativo, user_id_inativa, motivo)`,
    description: 'Inativar exige o motivo; o usuário que inativa é o autenticado.',
    body: StatusBodySchema,
    response: { 200: schemas.item, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.setStatus(request.actor!, request.body),
  });

  route.put(`${base}/:id`, {
    access: access('update'),
    summary: said.update ?? `Alterar ${spec.noun}`,
    body: schemas.update,
    response: { 200: schemas.item, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.update(request.actor!, request.params.id, request.body as U),
  });

  if (upload) {
    route.post(`${base}/upload/:id`, {
      access: access('update'),
      summary: said.upload ?? `Anexar um arquivo a ${spec.noun}`,
      description: UPLOAD_DESCRIPTION,
      upload: true,
      response: { 201: StoredFileSchema, ...ROUTE_ERRORS },
      handler: async (request) =>
        upload.call(service, request.actor!, request.params.id, await readUpload(request)),
    });
  }
  return route;
}
