import {
  CreateFornecedorBodySchema,
  type FornecedorListQuery,
  FornecedorListQuerySchema,
  FornecedorPageSchema,
  FornecedorSchema,
  IdParamsSchema,
  UpdateFornecedorBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../lib/validation.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import type { FornecedoresService } from './fornecedores.service.js';
import { REGISTER_ERRORS, registerRoutes } from './register.routes.js';

const tags = ['Patrimônio: fornecedores'];
type ListRoute = { Params: { id: string }; Querystring: FornecedorListQuery };

/** The supplier register's calls, plus its two lists by application and by registering client. */
export function fornecedoresRoutes(app: FastifyInstance, service: FornecedoresService) {
  registerRoutes(app, {
    base: '/patrimonio/fornecedor',
    tag: tags[0]!,
    noun: 'fornecedor',
    resource: 'suppliers',
    schemas: {
      item: FornecedorSchema,
      page: FornecedorPageSchema,
      query: FornecedorListQuerySchema,
      create: CreateFornecedorBodySchema,
      update: UpdateFornecedorBodySchema,
    },
    service,
    summaries: {
      list: 'Fornecedores da aplicação, paginados (busca por razão social, fantasia ou CPF/CNPJ)',
      listDescription: 'cliente_id filtra pelo cliente que cadastrou o fornecedor.',
      files: 'Anexos de um fornecedor',
      get: 'Um fornecedor',
      create: 'Cadastrar um fornecedor (CPF/CNPJ único na aplicação)',
      status: 'Ativar ou inativar um fornecedor (ativo, user_id_inativa, motivo)',
      update: 'Alterar um fornecedor',
      upload: 'Anexar um arquivo ao fornecedor (PDF, imagem, Office, texto)',
    },
  });

  app.get<ListRoute>(
    '/patrimonio/fornecedor/findByAplicacao/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'suppliers:read'),
      schema: routeSchema({
        tags,
        summary: 'Fornecedores de uma aplicação (a do local)',
        params: IdParamsSchema,
        querystring: FornecedorListQuerySchema,
        response: { 200: FornecedorPageSchema, ...REGISTER_ERRORS },
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
        response: { 200: FornecedorPageSchema, ...REGISTER_ERRORS },
      }),
    },
    (request) => service.findByRoot(request.actor!, request.params.id, request.query),
  );
}
