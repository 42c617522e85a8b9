import {
  type CreateFornecedorBody,
  CreateFornecedorBodySchema,
  ErrorResponseSchema,
  type FornecedorListQuery,
  FornecedorListQuerySchema,
  FornecedorPageSchema,
  FornecedorSchema,
  IdParamsSchema,
  type StatusBody,
  StatusBodySchema,
  StoredFileListSchema,
  StoredFileSchema,
  type UpdateFornecedorBody,
  UpdateFornecedorBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../lib/multipart.js';
import { routeSchema } from '../../lib/validation.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import type { FornecedoresService } from './fornecedores.service.js';

const tags = ['Patrimônio: fornecedores'];
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
type IdParams = { Params: { id: string } };
type ListRoute = IdParams & { Querystring: FornecedorListQuery };

export const UPLOAD_DESCRIPTION =
  'multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo ' +
  '"name" com o nome a guardar. O tipo é verificado pelo conteúdo.';

export function fornecedoresRoutes(app: FastifyInstance, service: FornecedoresService) {
  app.get<{ Querystring: FornecedorListQuery }>(
    '/patrimonio/fornecedor',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:read'),
      schema: routeSchema({
        tags,
        summary: 'Fornecedores da aplicação, paginados (busca por razão social, fantasia ou CPF/CNPJ)',
        description: 'cliente_id filtra pelo cliente que cadastrou o fornecedor.',
        querystring: FornecedorListQuerySchema,
        response: { 200: FornecedorPageSchema, ...errors },
      }),
    },
    (request) => service.list(request.actor!, request.query),
  );

  app.get<ListRoute>(
    '/patrimonio/fornecedor/findByAplicacao/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:read'),
      schema: routeSchema({
        tags,
        summary: 'Fornecedores de uma aplicação (a do local)',
        params: IdParamsSchema,
        querystring: FornecedorListQuerySchema,
        response: { 200: FornecedorPageSchema, ...errors },
      }),
    },
    (request) => service.findByAplicacao(request.actor!, request.params.id, request.query),
  );

  app.get<ListRoute>(
    '/patrimonio/fornecedor/findByRoot/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:read'),
      schema: routeSchema({
        tags,
        summary: 'Fornecedores cadastrados por um cliente',
        params: IdParamsSchema,
        querystring: FornecedorListQuerySchema,
        response: { 200: FornecedorPageSchema, ...errors },
      }),
    },
    (request) => service.findByRoot(request.actor!, request.params.id, request.query),
  );

  app.get<IdParams>(
    '/patrimonio/fornecedor/files/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:read'),
      schema: routeSchema({
        tags,
        summary: 'Anexos de um fornecedor',
        params: IdParamsSchema,
        response: { 200: StoredFileListSchema, ...errors },
      }),
    },
    (request) => service.files(request.actor!, request.params.id),
  );

  app.get<IdParams>(
    '/patrimonio/fornecedor/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:read'),
      schema: routeSchema({
        tags,
        summary: 'Um fornecedor',
        params: IdParamsSchema,
        response: { 200: FornecedorSchema, ...errors },
      }),
    },
    (request) => service.get(request.actor!, request.params.id),
  );

  app.post<{ Body: CreateFornecedorBody }>(
    '/patrimonio/fornecedor/create',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:create'),
      schema: routeSchema({
        tags,
        summary: 'Cadastrar um fornecedor (CPF/CNPJ único na aplicação)',
        body: CreateFornecedorBodySchema,
        response: { 201: FornecedorSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );

  app.put<{ Body: StatusBody }>(
    '/patrimonio/fornecedor/id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:update'),
      schema: routeSchema({
        tags,
        summary: 'Ativar ou inativar um fornecedor (ativo, user_id_inativa, motivo)',
        description: 'Inativar exige o motivo; o usuário que inativa é o autenticado.',
        body: StatusBodySchema,
        response: { 200: FornecedorSchema, ...errors },
      }),
    },
    (request) => service.setStatus(request.actor!, request.body),
  );

  app.put<IdParams & { Body: UpdateFornecedorBody }>(
    '/patrimonio/fornecedor/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:update'),
      schema: routeSchema({
        tags,
        summary: 'Alterar um fornecedor',
        params: IdParamsSchema,
        body: UpdateFornecedorBodySchema,
        response: { 200: FornecedorSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.update(request.actor!, request.params.id, request.body),
  );

  app.post<IdParams>(
    '/patrimonio/fornecedor/upload/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:update'),
      schema: routeSchema({
        tags,
        summary: 'Anexar um arquivo ao fornecedor (PDF, imagem, Office, texto)',
        description: UPLOAD_DESCRIPTION,
        params: IdParamsSchema,
        response: { 201: StoredFileSchema, ...errors, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.upload(request.actor!, request.params.id, await readUpload(request))),
  );
}
