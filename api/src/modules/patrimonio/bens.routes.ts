import {
  BemHistoricoSchema,
  type BemListQuery,
  BemListQuerySchema,
  BemPageSchema,
  BemSchema,
  BemUtilsSchema,
  type ClienteQuery,
  ClienteQuerySchema,
  type CreateBemBody,
  CreateBemBodySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  StoredFileListSchema,
  StoredFileSchema,
  type UpdateBemBody,
  UpdateBemBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { readUpload } from '../../lib/multipart.js';
import { routeSchema } from '../../lib/validation.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import { contentDisposition } from '../files/files.service.js';
import type { BensService } from './bens.service.js';
import type { PatrimonioFiles } from './patrimonio-files.js';
import { UPLOAD_DESCRIPTION } from './register.routes.js';

const tags = ['Patrimônio: bens'];
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
type IdParams = { Params: { id: string } };

const LIST_DESCRIPTION =
  'Paginada no servidor. search: número = código, palavras = prefixos na descrição/marca/modelo (sem acento). ' +
  'Filtros: codigo, descricao, categoria_id, situacao, estado_conservacao, secretaria_id, setor_id, ' +
  'fornecedor_id, data_de/data_ate (aquisição), valor_de/valor_ate (aquisição, "1234.56"). ' +
  'sort: codigo (padrão), descricao, data_aquisicao, valor_aquisicao; order: asc/desc. ' +
  'total é exato quando total_exato; senão (acima de 10.000 resultados, ou 200 numa busca por palavras) é ' +
  'a estimativa do banco, nunca menor que o contado.';

export function bensRoutes(app: FastifyInstance, service: BensService, files: PatrimonioFiles) {
  app.get<{ Querystring: BemListQuery }>(
    '/patrimonio/bempatrimonial',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'Bens patrimoniais do cliente (suporte: da aplicação, ou do cliente_id)',
        description: LIST_DESCRIPTION,
        querystring: BemListQuerySchema,
        response: { 200: BemPageSchema, ...errors },
      }),
    },
    (request) => service.list(request.actor!, request.query),
  );

  app.get<IdParams & { Querystring: BemListQuery }>(
    '/patrimonio/bempatrimonial/findByAplicacao/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'Bens patrimoniais de uma aplicação (a do local; suporte vê todos os clientes)',
        description: LIST_DESCRIPTION,
        params: IdParamsSchema,
        querystring: BemListQuerySchema,
        response: { 200: BemPageSchema, ...errors },
      }),
    },
    (request) => service.findByAplicacao(request.actor!, request.params.id, request.query),
  );

  app.get<IdParams>(
    '/patrimonio/bempatrimonial/files/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'Anexos (fotos e documentos) de um bem',
        params: IdParamsSchema,
        response: { 200: StoredFileListSchema, ...errors },
      }),
    },
    (request) => service.files(request.actor!, request.params.id),
  );

  app.get<IdParams>(
    '/patrimonio/bempatrimonial/historico/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'Histórico de alterações do bem (log de auditoria), do mais recente ao mais antigo',
        params: IdParamsSchema,
        response: { 200: BemHistoricoSchema, ...errors },
      }),
    },
    (request) => service.historico(request.actor!, request.params.id),
  );

  app.get<IdParams>(
    '/patrimonio/bempatrimonial/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'Um bem patrimonial, com veículo ou localização quando houver',
        params: IdParamsSchema,
        response: { 200: BemSchema, ...errors },
      }),
    },
    (request) => service.get(request.actor!, request.params.id),
  );

  app.post<{ Body: CreateBemBody }>(
    '/patrimonio/bempatrimonial/create',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:create'),
      schema: routeSchema({
        tags,
        summary: 'Cadastrar um bem (registra a incorporação no exercício aberto do mês)',
        description:
          'CodigoBEM ausente: o próximo da sequência do cliente. Vida útil, residual, depreciável e conta ' +
          'contábil ausentes: os da categoria. Dinheiro como texto "1234.56".',
        body: CreateBemBodySchema,
        response: { 201: BemSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.actor!, request.body)),
  );

  app.put<IdParams & { Body: UpdateBemBody }>(
    '/patrimonio/bempatrimonial/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:update'),
      schema: routeSchema({
        tags,
        summary: 'Alterar um bem (o corpo traz o id)',
        description:
          'Campo ausente mantém o valor; null apaga. Secretaria, setor, responsável e situações além de ' +
          'em uso/ocioso mudam por movimentação. Um bem baixado não aceita alterações.',
        params: IdParamsSchema,
        body: UpdateBemBodySchema,
        response: { 200: BemSchema, ...errors, 409: ErrorResponseSchema },
      }),
    },
    (request) => service.update(request.actor!, request.params.id, request.body),
  );

  app.post<IdParams>(
    '/patrimonio/bempatrimonial/upload/:id',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:update'),
      schema: routeSchema({
        tags,
        summary: 'Anexar uma foto ou documento ao bem (imagem, PDF, Office, XML)',
        description: UPLOAD_DESCRIPTION,
        params: IdParamsSchema,
        response: {
          201: StoredFileSchema,
          ...errors,
          409: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.upload(request.actor!, request.params.id, await readUpload(request))),
  );

  app.get<{ Querystring: ClienteQuery }>(
    '/utils/bempatrimonial',
    {
      config: areaAccess(PATRIMONIO_AREA, 'assets:read'),
      schema: routeSchema({
        tags,
        summary: 'O que o formulário do bem precisa: listas de opções e o próximo código do cliente',
        description: 'Suporte informa cliente_id. Fornecedores: use a busca de /patrimonio/fornecedor.',
        querystring: ClienteQuerySchema,
        response: { 200: BemUtilsSchema, ...errors },
      }),
    },
    (request) => service.utils(request.actor!, request.query.cliente_id),
  );

  app.get<IdParams & { Querystring: { inline?: boolean } }>(
    '/patrimonio/arquivo/:id',
    {
      config: areaAccess(PATRIMONIO_AREA),
      schema: routeSchema({
        tags,
        summary: 'Baixar um anexo do patrimônio (bem, fornecedor, NCM, imóvel)',
        description: 'inline=true abre no navegador (pré-visualização de imagens e PDFs).',
        params: IdParamsSchema,
        querystring: v.object({
          inline: v.optional(
            v.pipe(
              v.picklist(['true', 'false']),
              v.transform((x) => x === 'true'),
            ),
          ),
        }),
        response: { 404: ErrorResponseSchema },
      }),
    },
    async (request, reply) => {
      const { row, stream } = await files.open(request.actor!, request.params.id);
      return reply
        .header('Content-Type', row.mime)
        .header('Content-Length', row.size)
        .header('Content-Disposition', contentDisposition(row.name, request.query.inline === true))
        .header('X-Content-Type-Options', 'nosniff')
        .send(stream);
    },
  );
}
