import {
  ClientListSchema,
  type CompanyBody,
  CompanyBodySchema,
  type CompanyListQuery,
  CompanyListQuerySchema,
  CompanyListSchema,
  CompanyPageSchema,
  CompanySchema,
  type CreateCompanyBody,
  CreateCompanyBodySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  StoredFileListSchema,
  StoredFileSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { readUpload } from '../../lib/multipart.js';
import { routeSchema } from '../../lib/validation.js';
import { areaAccess, DEPARTMENTS_AREA, SECTORS_AREA, SUPPORT_AREA } from '../auth/area-access.js';
import { contentDisposition } from '../files/files.service.js';
import type { EmpresasService } from './empresas.service.js';

const tags = ['Empresas'];
type IdParams = { Params: { id: string } };
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const byKind =
  'A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou ' +
  'flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404.';
const DownloadQuerySchema = v.object({ inline: v.optional(v.picklist(['true', 'false'])) });

export function empresasRoutes(app: FastifyInstance, service: EmpresasService) {
  app.get(
    '/v1/companies/clients',
    {
      schema: routeSchema({
        tags,
        summary: 'Clientes que o local pode escolher (suporte: todos os da aplicação)',
        response: { 200: ClientListSchema },
      }),
    },
    (request) => service.clients(request.actor!),
  );

  app.get<{ Querystring: CompanyListQuery }>(
    '/empresas',
    {
      config: areaAccess(SUPPORT_AREA, 'clients:read'),
      schema: routeSchema({
        tags,
        summary: 'Clientes da aplicação, paginados, com busca por nome ou CPF/CNPJ (suporte)',
        querystring: CompanyListQuerySchema,
        response: { 200: CompanyPageSchema, ...errors },
      }),
    },
    (request) => service.listClients(request.actor!, request.query),
  );

  app.get<{ Querystring: CompanyListQuery }>(
    '/empresas/secretarias',
    {
      config: areaAccess(DEPARTMENTS_AREA, 'departments:read'),
      schema: routeSchema({
        tags,
        summary:
          'Departamentos (secretarias) do cliente do local, paginados (suporte: de todos ou de clientId)',
        querystring: CompanyListQuerySchema,
        response: { 200: CompanyPageSchema, ...errors },
      }),
    },
    (request) => service.listDepartments(request.actor!, request.query),
  );

  app.get<IdParams>(
    '/empresas/secretarias/byempresa/:id',
    {
      schema: routeSchema({
        tags,
        summary: 'Departamentos de um cliente (lista para seleção)',
        description:
          'Exige departments:read com acesso a Departamentos, ou sectors:read com acesso a Setores (o ' +
          'formulário de setor escolhe o departamento). Cliente fora do escopo: 404.',
        params: IdParamsSchema,
        response: { 200: CompanyListSchema, ...errors },
      }),
    },
    (request) => service.departmentsOfClient(request.actor!, request.params.id),
  );

  app.get<{ Querystring: CompanyListQuery }>(
    '/empresas/setores',
    {
      config: areaAccess(SECTORS_AREA, 'sectors:read'),
      schema: routeSchema({
        tags,
        summary:
          'Setores do cliente do local com seu departamento, paginados (suporte: de todos ou de clientId)',
        querystring: CompanyListQuerySchema,
        response: { 200: CompanyPageSchema, ...errors },
      }),
    },
    (request) => service.listSectors(request.actor!, request.query),
  );

  app.get<IdParams>(
    '/empresas/setores/byempresa/:id',
    {
      config: areaAccess(SECTORS_AREA, 'sectors:read'),
      schema: routeSchema({
        tags,
        summary: 'Setores de um departamento (id do departamento)',
        params: IdParamsSchema,
        response: { 200: CompanyListSchema, ...errors },
      }),
    },
    (request) => service.sectorsOfDepartment(request.actor!, request.params.id),
  );

  app.get<IdParams>(
    '/empresas/setores/byroot/:id',
    {
      config: areaAccess(SECTORS_AREA, 'sectors:read'),
      schema: routeSchema({
        tags,
        summary: 'Setores de um cliente (id do cliente, a raiz)',
        params: IdParamsSchema,
        response: { 200: CompanyListSchema, ...errors },
      }),
    },
    (request) => service.sectorsOfClient(request.actor!, request.params.id),
  );

  app.post<{ Body: CreateCompanyBody }>(
    '/empresas/create',
    {
      schema: routeSchema({
        tags,
        summary: 'Criar um cliente (is_cliente), departamento (is_secretaria) ou setor (is_setor)',
        description:
          `${byKind} Cliente: só o suporte; razão social, CPF/CNPJ (único entre os clientes da aplicação, ` +
          '409), e-mail e endereço obrigatórios. Departamento: do cliente do local (suporte informa `rootId`). ' +
          'Setor: `parentId` = o seu departamento, do mesmo cliente.',
        body: CreateCompanyBodySchema,
        response: { 201: CompanySchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );

  app.get<IdParams>(
    '/empresas/files/:id',
    {
      schema: routeSchema({
        tags,
        summary: 'Arquivos de uma empresa (id da empresa)',
        description: `Leitura (…:read). ${byKind}`,
        params: IdParamsSchema,
        response: { 200: StoredFileListSchema, ...errors },
      }),
    },
    (request) => service.listFiles(request.actor!, request.params.id),
  );

  app.post<IdParams>(
    '/empresas/files/create/:id',
    {
      schema: routeSchema({
        tags,
        summary:
          'Enviar um arquivo da empresa (multipart, campo "file" e opcional "name"; um por requisição)',
        description:
          `Edição (…:update). ${byKind} Tipos conferidos pelo conteúdo: PDF, imagem, Office/LibreOffice, ` +
          'texto, XML. 413 acima do limite (FILES_MAX_BYTES), 415 tipo não aceito.',
        params: IdParamsSchema,
        response: { 201: StoredFileSchema, ...errors, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.uploadFile(request.actor!, request.params.id, await readUpload(request))),
  );

  app.get<IdParams & { Querystring: { inline?: 'true' | 'false' } }>(
    '/empresas/files/download/:id',
    {
      schema: routeSchema({
        tags,
        summary: 'Baixar um arquivo de empresa (id do arquivo); ?inline=true para visualizar',
        description: `Leitura (…:read) da empresa dona do arquivo. ${byKind}`,
        params: IdParamsSchema,
        querystring: DownloadQuerySchema,
        response: { 200: v.any(), ...errors },
      }),
    },
    async (request, reply) => {
      const { file, stream } = await service.downloadFile(request.actor!, request.params.id);
      return reply
        .type(file.mime)
        .header('Content-Disposition', contentDisposition(file.name, request.query.inline === 'true'))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.delete<IdParams>(
    '/empresas/files/delete/:id',
    {
      schema: routeSchema({
        tags,
        summary: 'Excluir um arquivo de empresa (id do arquivo)',
        description: `Edição (…:update) da empresa dona do arquivo. ${byKind}`,
        params: IdParamsSchema,
        response: { 204: v.null(), ...errors },
      }),
    },
    async (request, reply) => {
      await service.removeFile(request.actor!, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post<IdParams>(
    '/empresas/logo/:id',
    {
      schema: routeSchema({
        tags,
        summary: 'Enviar o logo da empresa (multipart, campo "file"; imagem) — preenche profileImg',
        description: `Edição (…:update). ${byKind}`,
        params: IdParamsSchema,
        response: { 200: CompanySchema, ...errors, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
      }),
    },
    async (request) => service.uploadLogo(request.actor!, request.params.id, await readUpload(request)),
  );

  app.get<IdParams>(
    '/empresas/logo/:id',
    {
      schema: routeSchema({
        tags,
        summary: 'A imagem do logo de uma empresa do escopo do local',
        params: IdParamsSchema,
        response: { 200: v.any(), 404: ErrorResponseSchema },
      }),
    },
    async (request, reply) => {
      const { file, stream } = await service.logo(request.actor!, request.params.id);
      return reply
        .type(file.mime)
        .header('Content-Disposition', contentDisposition(file.name, true))
        .header('Cache-Control', 'private, max-age=300')
        .send(stream);
    },
  );

  app.get<IdParams>(
    '/empresas/:id',
    {
      schema: routeSchema({
        tags,
        summary: 'Uma empresa (cliente, departamento ou setor) do escopo do local',
        description: `Leitura (…:read). ${byKind}`,
        params: IdParamsSchema,
        response: { 200: CompanySchema, ...errors },
      }),
    },
    (request) => service.get(request.actor!, request.params.id),
  );

  app.put<IdParams & { Body: CompanyBody }>(
    '/empresas/:id',
    {
      schema: routeSchema({
        tags,
        summary: 'Alterar uma empresa (corpo completo; `active` ativa ou inativa)',
        description:
          `Edição (…:update). ${byKind} Os campos obrigatórios são os do tipo da empresa. Ninguém inativa a ` +
          'empresa do seu próprio acesso.',
        params: IdParamsSchema,
        body: CompanyBodySchema,
        response: { 200: CompanySchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.update(request.actor!, request.params.id, request.body),
  );
}
