import {
  CreateFornecedorBodySchema,
  FornecedorListQuerySchema,
  FornecedorPageSchema,
  FornecedorSchema,
  UpdateFornecedorBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '../../../lib/register-routes.js';
import { ROUTE_ERRORS } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { FORNECEDORES_EXPORT } from '../patrimonio-exports.js';
import type { FornecedoresService } from './fornecedores.service.js';

/** The supplier register's calls, plus its two lists by application and by registering client. */
export function fornecedoresRoutes(app: FastifyInstance, service: FornecedoresService) {
  const route = registerRoutes(app, {
    base: '/patrimonio/fornecedor',
    tag: 'Patrimônio: fornecedores',
    noun: 'fornecedor',
    access: (action) => areaAccess(PATRIMONIO_AREA, `suppliers:${action}`),
    schemas: {
      item: FornecedorSchema,
      page: FornecedorPageSchema,
      query: FornecedorListQuerySchema,
      create: CreateFornecedorBodySchema,
      update: UpdateFornecedorBodySchema,
    },
    service,
    files: service,
    exportar: FORNECEDORES_EXPORT,
    docs: {
      list: {
        summary: 'Fornecedores da aplicação, paginados (busca por razão social, fantasia ou CPF/CNPJ)',
        description: 'cliente_id filtra pelo cliente que cadastrou o fornecedor.',
      },
      files: { summary: 'Anexos de um fornecedor' },
      get: { summary: 'Um fornecedor' },
      create: { summary: 'Cadastrar um fornecedor (CPF/CNPJ único na aplicação)' },
      status: { summary: 'Ativar ou inativar um fornecedor (ativo, user_id_inativa, motivo)' },
      update: { summary: 'Alterar um fornecedor' },
      upload: { summary: 'Anexar um arquivo ao fornecedor (PDF, imagem, Office, texto)' },
    },
  });

  const list = {
    access: areaAccess(PATRIMONIO_AREA, 'suppliers:read'),
    querystring: FornecedorListQuerySchema,
  };
  route.get('/patrimonio/fornecedor/findByAplicacao/:id', {
    ...list,
    summary: 'Fornecedores de uma aplicação (a do local)',
    response: { 200: FornecedorPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.findByAplicacao(request.actor!, request.params.id, request.query),
  });

  route.get('/patrimonio/fornecedor/findByRoot/:id', {
    ...list,
    summary: 'Fornecedores cadastrados por um cliente',
    response: { 200: FornecedorPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.findByRoot(request.actor!, request.params.id, request.query),
  });
}
