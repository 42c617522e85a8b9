import {
  ClientListSchema,
  CompanyBodySchema,
  CompanyListQuerySchema,
  CompanyListSchema,
  CompanyPageSchema,
  CompanySchema,
  CreateCompanyBodySchema,
  ErrorResponseSchema,
  exportQueryOf,
  StoredFileListSchema,
  StoredFileSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { exportHandler } from '../../lib/export.js';
import { readUpload } from '../../lib/multipart.js';
import {
  EXPORT_RESPONSES,
  IMAGE_TYPES,
  ROUTE_ERRORS,
  routesOf,
  storedFileResponse,
} from '../../lib/routes.js';
import { areaAccess, DEPARTMENTS_AREA, SECTORS_AREA, SUPPORT_AREA } from '../auth/area-access.js';
import { sendFile } from '../files/send-file.js';
import type { EmpresasService } from './empresas.service.js';
import { CLIENTES_EXPORT, SECRETARIAS_EXPORT, SETORES_EXPORT } from './empresas-exports.js';

const byKind =
  'A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou ' +
  'flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404.';
const DownloadQuerySchema = v.object({ inline: v.optional(v.picklist(['true', 'false'])) });

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: declares the module's routes, one short call each, in the order of the spec.
export function empresasRoutes(app: FastifyInstance, service: EmpresasService) {
  const route = routesOf(app, ['Empresas']);

  route.get('/v1/companies/clients', {
    summary: 'Clientes que o local pode escolher (suporte: todos os da aplicação)',
    response: { 200: ClientListSchema },
    handler: (request) => service.clients(request.actor!),
  });

  route.get('/empresas/exportar', {
    access: areaAccess(SUPPORT_AREA, 'clients:read'),
    summary: 'Clientes que os filtros da lista encontram, em CSV (separador ;) ou XLSX',
    querystring: exportQueryOf(CompanyListQuerySchema),
    response: EXPORT_RESPONSES,
    handler: exportHandler(CLIENTES_EXPORT, (request, query) => service.listClients(request.actor!, query)),
  });

  route.get('/empresas', {
    access: areaAccess(SUPPORT_AREA, 'clients:read'),
    summary: 'Clientes da aplicação, paginados, com busca por nome ou CPF/CNPJ (suporte)',
    querystring: CompanyListQuerySchema,
    response: { 200: CompanyPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.listClients(request.actor!, request.query),
  });

  route.get('/empresas/secretarias/exportar', {
    access: areaAccess(DEPARTMENTS_AREA, 'departments:read'),
    summary: 'Departamentos que os filtros da lista encontram, em CSV (separador ;) ou XLSX',
    querystring: exportQueryOf(CompanyListQuerySchema),
    response: EXPORT_RESPONSES,
    handler: exportHandler(SECRETARIAS_EXPORT, (request, query) =>
      service.listDepartments(request.actor!, query),
    ),
  });

  route.get('/empresas/secretarias', {
    access: areaAccess(DEPARTMENTS_AREA, 'departments:read'),
    summary: 'Departamentos (secretarias) do cliente do local, paginados (suporte: de todos ou de clientId)',
    querystring: CompanyListQuerySchema,
    response: { 200: CompanyPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.listDepartments(request.actor!, request.query),
  });

  route.get('/empresas/secretarias/byempresa/:id', {
    summary: 'Departamentos de um cliente (lista para seleção)',
    description:
      'Exige departments:read com acesso a Departamentos, ou sectors:read com acesso a Setores (o ' +
      'formulário de setor escolhe o departamento). Cliente fora do escopo: 404.',
    response: { 200: CompanyListSchema, ...ROUTE_ERRORS },
    handler: (request) => service.departmentsOfClient(request.actor!, request.params.id),
  });

  route.get('/empresas/setores/exportar', {
    access: areaAccess(SECTORS_AREA, 'sectors:read'),
    summary: 'Setores que os filtros da lista encontram, em CSV (separador ;) ou XLSX',
    querystring: exportQueryOf(CompanyListQuerySchema),
    response: EXPORT_RESPONSES,
    handler: exportHandler(SETORES_EXPORT, (request, query) => service.listSectors(request.actor!, query)),
  });

  route.get('/empresas/setores', {
    access: areaAccess(SECTORS_AREA, 'sectors:read'),
    summary: 'Setores do cliente do local com seu departamento, paginados (suporte: de todos ou de clientId)',
    querystring: CompanyListQuerySchema,
    response: { 200: CompanyPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.listSectors(request.actor!, request.query),
  });

  route.get('/empresas/setores/byempresa/:id', {
    access: areaAccess(SECTORS_AREA, 'sectors:read'),
    summary: 'Setores de um departamento (id do departamento)',
    response: { 200: CompanyListSchema, ...ROUTE_ERRORS },
    handler: (request) => service.sectorsOfDepartment(request.actor!, request.params.id),
  });

  route.get('/empresas/setores/byroot/:id', {
    access: areaAccess(SECTORS_AREA, 'sectors:read'),
    summary: 'Setores de um cliente (id do cliente, a raiz)',
    response: { 200: CompanyListSchema, ...ROUTE_ERRORS },
    handler: (request) => service.sectorsOfClient(request.actor!, request.params.id),
  });

  route.post('/empresas/create', {
    summary: 'Criar um cliente (is_cliente), departamento (is_secretaria) ou setor (is_setor)',
    description:
      `${byKind} Cliente: só o suporte; razão social, CPF/CNPJ (único entre os clientes da aplicação, ` +
      '409), e-mail e endereço obrigatórios. Departamento: do cliente do local (suporte informa `rootId`). ' +
      'Setor: `parentId` = o seu departamento, do mesmo cliente.',
    body: CreateCompanyBodySchema,
    response: { 201: CompanySchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.create(request.actor!, request.body),
  });

  route.get('/empresas/files/:id', {
    summary: 'Arquivos de uma empresa (id da empresa)',
    description: `Leitura (…:read). ${byKind}`,
    response: { 200: StoredFileListSchema, ...ROUTE_ERRORS },
    handler: (request) => service.listFiles(request.actor!, request.params.id),
  });

  route.post('/empresas/files/create/:id', {
    summary: 'Enviar um arquivo da empresa (multipart, campo "file" e opcional "name"; um por requisição)',
    description:
      `Edição (…:update). ${byKind} Tipos conferidos pelo conteúdo: PDF, imagem, Office/LibreOffice, ` +
      'texto. 413 acima do limite (FILES_MAX_BYTES), 415 tipo não aceito.',
    upload: true,
    response: { 201: StoredFileSchema, ...ROUTE_ERRORS },
    handler: async (request) =>
      service.uploadFile(request.actor!, request.params.id, await readUpload(request)),
  });

  route.get('/empresas/files/download/:id', {
    summary: 'Baixar um arquivo de empresa (id do arquivo); ?inline=true para visualizar',
    description: `Leitura (…:read) da empresa dona do arquivo. ${byKind}`,
    querystring: DownloadQuerySchema,
    response: { 200: storedFileResponse(), ...ROUTE_ERRORS },
    handler: async (request, reply) => {
      const { file, bytes } = await service.downloadFile(request.actor!, request.params.id);
      return sendFile(reply, file, bytes, {
        inline: request.query.inline === 'true',
        cacheControl: 'private, no-store',
      });
    },
  });

  route.delete('/empresas/files/delete/:id', {
    summary: 'Excluir um arquivo de empresa (id do arquivo)',
    description: `Edição (…:update) da empresa dona do arquivo. ${byKind}`,
    response: { 204: v.null(), ...ROUTE_ERRORS },
    handler: (request) => service.removeFile(request.actor!, request.params.id),
  });

  route.post('/empresas/logo/:id', {
    summary: 'Enviar o logo da empresa (multipart, campo "file"; imagem) — preenche profileImg',
    description: `Edição (…:update). ${byKind}`,
    upload: true,
    response: { 200: CompanySchema, ...ROUTE_ERRORS },
    handler: async (request) =>
      service.uploadLogo(request.actor!, request.params.id, await readUpload(request)),
  });

  route.get('/empresas/logo/:id', {
    summary: 'A imagem do logo de uma empresa do escopo do local',
    response: { 200: storedFileResponse('a imagem', ...IMAGE_TYPES), 404: ErrorResponseSchema },
    handler: async (request, reply) => {
      const { file, bytes } = await service.logo(request.actor!, request.params.id);
      return sendFile(reply, file, bytes, { inline: true, cacheControl: 'private, max-age=300' });
    },
  });

  route.get('/empresas/:id', {
    summary: 'Uma empresa (cliente, departamento ou setor) do escopo do local',
    description: `Leitura (…:read). ${byKind}`,
    response: { 200: CompanySchema, ...ROUTE_ERRORS },
    handler: (request) => service.get(request.actor!, request.params.id),
  });

  route.put('/empresas/:id', {
    summary: 'Alterar uma empresa (corpo completo; `active` ativa ou inativa)',
    description:
      `Edição (…:update). ${byKind} Os campos obrigatórios são os do tipo da empresa. Ninguém inativa a ` +
      'empresa do seu próprio acesso.',
    body: CompanyBodySchema,
    response: { 200: CompanySchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => service.update(request.actor!, request.params.id, request.body),
  });
}
