import {
  ErrorResponseSchema,
  IdParamsSchema,
  type RuleId,
  type StatusBody,
  StatusBodySchema,
  StoredFileListSchema,
  StoredFileSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { readUpload } from '../../lib/multipart.js';
import { routeSchema } from '../../lib/validation.js';
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

type RegisterSpec<Q, C, U> = {
  /** e.g. /patrimonio/veiculoequipamento */
  base: string;
  tag: string;
  /** Singular name for the summaries, e.g. "veículo ou equipamento". */
  noun: string;
  resource: 'assets' | 'suppliers';
  schemas: {
    item: v.GenericSchema;
    page: v.GenericSchema;
    query: v.GenericSchema;
    create: v.GenericSchema;
    update: v.GenericSchema;
  };
  service: RegisterService<Q, C, U>;
  /** The register's own wording of the OpenAPI summaries, where the generic one reads badly. */
  summaries?: Partial<
    Record<'list' | 'listDescription' | 'files' | 'get' | 'create' | 'status' | 'update' | 'upload', string>
  >;
};

export const REGISTER_ERRORS = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const errors = REGISTER_ERRORS;

export const UPLOAD_DESCRIPTION =
  'multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo ' +
  '"name" com o nome a guardar. O tipo é verificado pelo conteúdo.';
type IdParams = { Params: { id: string } };

/**
 * The calls every patrimônio register has (docs/api.md, "Routes"): list, one, create, update, the literal `PUT .../id`
 * status call (registered before `PUT .../:id`; fastify prefers the static segment), and, where the spec
 * lists them, upload and the list of files.
 */
export function registerRoutes<Q, C, U>(app: FastifyInstance, spec: RegisterSpec<Q, C, U>) {
  const { base, service, schemas } = spec;
  const tags = [spec.tag];
  const said = spec.summaries ?? {};
  const rule = (action: 'read' | 'create' | 'update') =>
    areaAccess(PATRIMONIO_AREA, `${spec.resource}:${action}` as RuleId);

  app.get<{ Querystring: Q }>(
    base,
    {
      config: rule('read'),
      schema: routeSchema({
        tags,
        summary: said.list ?? `Lista paginada de ${spec.noun} (busca, ativo, ordenação; suporte: cliente_id)`,
        description: said.listDescription,
        querystring: schemas.query,
        response: { 200: schemas.page, ...errors },
      }),
    },
    (request) => service.list(request.actor!, request.query as Q),
  );

  if (service.files) {
    const files = service.files.bind(service);
    app.get<IdParams>(
      `${base}/files/:id`,
      {
        config: rule('read'),
        schema: routeSchema({
          tags,
          summary: said.files ?? `Anexos de ${spec.noun}`,
          params: IdParamsSchema,
          response: { 200: StoredFileListSchema, ...errors },
        }),
      },
      (request) => files(request.actor!, request.params.id),
    );
  }

  app.get<IdParams>(
    `${base}/:id`,
    {
      config: rule('read'),
      schema: routeSchema({
        tags,
        summary: said.get ?? `Um(a) ${spec.noun}`,
        params: IdParamsSchema,
        response: { 200: schemas.item, ...errors },
      }),
    },
    (request) => service.get(request.actor!, request.params.id),
  );

  app.post<{ Body: C }>(
    `${base}/create`,
    {
      config: rule('create'),
      schema: routeSchema({
        tags,
        summary: said.create ?? `Cadastrar ${spec.noun}`,
        body: schemas.create,
        response: { 201: schemas.item, ...errors, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body as C)),
  );

  app.put<{ Body: StatusBody }>(
    `${base}/id`,
    {
      config: rule('update'),
      schema: routeSchema({
        tags,
        summary: said.status ?? `Ativar ou inativar ${spec.noun} (ativo, user_id_inativa, motivo)`,
        description: 'Inativar exige o motivo; o usuário que inativa é o autenticado.',
        body: StatusBodySchema,
        response: { 200: schemas.item, ...errors, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.setStatus(request.actor!, request.body),
  );

  app.put<IdParams & { Body: U }>(
    `${base}/:id`,
    {
      config: rule('update'),
      schema: routeSchema({
        tags,
        summary: said.update ?? `Alterar ${spec.noun}`,
        params: IdParamsSchema,
        body: schemas.update,
        response: { 200: schemas.item, ...errors, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.update(request.actor!, request.params.id, request.body as U),
  );

  if (service.upload) {
    const upload = service.upload.bind(service);
    app.post<IdParams>(
      `${base}/upload/:id`,
      {
        config: rule('update'),
        schema: routeSchema({
          tags,
          summary: said.upload ?? `Anexar um arquivo a ${spec.noun}`,
          description: UPLOAD_DESCRIPTION,
          params: IdParamsSchema,
          response: { 201: StoredFileSchema, ...errors, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
        }),
      },
      async (request, reply) =>
        reply.status(201).send(await upload(request.actor!, request.params.id, await readUpload(request))),
    );
  }
}
