import {
  BemExportQuerySchema,
  BemHistoricoSchema,
  BemListQuerySchema,
  BemPageSchema,
  BemSchema,
  BemUtilsSchema,
  ClienteQuerySchema,
  CreateBemBodySchema,
  ErrorResponseSchema,
  UpdateBemBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '../../../lib/register-routes.js';
import { ROUTE_ERRORS, storedFileResponse } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { InlineQuerySchema, sendFile } from '../../files/send-file.js';
import { BENS_EXPORT } from '../patrimonio-exports.js';
import type { PatrimonioFiles } from '../patrimonio-files.js';
import type { BensService } from './bens.service.js';

const LIST_DESCRIPTION =
  'Paginada no servidor. search: número = código, palavras = prefixos na descrição/marca/modelo (sem acento). ' +
  'Filtros: codigo, descricao, categoria_id, situacao, estado_conservacao, secretaria_id, setor_id, ' +
  'fornecedor_id, data_de/data_ate (aquisição), valor_de/valor_ate (aquisição, "1234.56"). ' +
  'sort: codigo (padrão), descricao, data_aquisicao, valor_aquisicao; order: asc/desc. ' +
  'total é exato quando total_exato; senão (acima de 10.000 resultados, ou 200 numa busca por palavras) é ' +
  'a estimativa do banco, nunca menor que o contado.';

/**
 * The asset register's calls through the register builder (an asset has no status call: its situação
 * changes by movement), plus its list by application, its history, the form's options and the download of
 * any patrimônio file.
 */
export function bensRoutes(app: FastifyInstance, service: BensService, files: PatrimonioFiles) {
  const read = areaAccess(PATRIMONIO_AREA, 'assets:read');
  const route = registerRoutes(app, {
    base: '/patrimonio/bempatrimonial',
    tag: 'Patrimônio: bens',
    noun: 'bem patrimonial',
    access: (action) => areaAccess(PATRIMONIO_AREA, `assets:${action}`),
    schemas: {
      item: BemSchema,
      page: BemPageSchema,
      query: BemListQuerySchema,
      exportQuery: BemExportQuerySchema,
      create: CreateBemBodySchema,
      update: UpdateBemBodySchema,
    },
    service,
    exportar: BENS_EXPORT,
    files: {
      files: service.files,
      upload: service.upload,
      preview: files.openAsset,
      uploadConflicts: true,
    },
    docs: {
      list: {
        summary: 'Bens patrimoniais do cliente (suporte: da aplicação, ou do cliente_id)',
        description: LIST_DESCRIPTION,
      },
      exportar: {
        summary: 'Bens patrimoniais que os filtros da lista encontram, em CSV (separador ;) ou XLSX',
        description: 'Os filtros, a busca e a ordem da lista (sem page e limit). Até 100.000 linhas.',
      },
      files: { summary: 'Anexos (fotos e documentos) de um bem' },
      preview: {
        summary: 'Pré-visualizar um anexo do bem ({id} = id do anexo)',
        description:
          'Imagens (PNG, JPEG, GIF, WebP) e PDF vêm inline, com o tipo guardado no envio; qualquer outro tipo ' +
          'vem como anexo (Content-Disposition: attachment), nunca inline. Sempre X-Content-Type-Options: ' +
          "nosniff e Content-Security-Policy: default-src 'none'; sandbox. Anexo de outro cliente: 404.",
      },
      get: { summary: 'Um bem patrimonial, com veículo ou localização quando houver' },
      create: {
        summary: 'Cadastrar um bem (registra a incorporação no exercício aberto do mês)',
        description:
          'CodigoBEM ausente: o próximo da sequência do cliente. Vida útil, residual, depreciável e conta ' +
          'contábil ausentes: os da categoria. Dinheiro como texto "1234.56".',
      },
      update: {
        summary: 'Alterar um bem (o corpo traz o id)',
        description:
          'Campo ausente mantém o valor; null apaga. Secretaria, setor, responsável e situações além de ' +
          'em uso/ocioso mudam por movimentação. Um bem baixado não aceita alterações.',
      },
      upload: { summary: 'Anexar uma foto ou documento ao bem (imagem, PDF, Office)' },
    },
  });

  route.get('/patrimonio/bempatrimonial/findByAplicacao/:id', {
    access: read,
    summary: 'Bens patrimoniais de uma aplicação (a do local; suporte vê todos os clientes)',
    description: LIST_DESCRIPTION,
    querystring: BemListQuerySchema,
    response: { 200: BemPageSchema, ...ROUTE_ERRORS },
    handler: (request) => service.findByAplicacao(request.actor!, request.params.id, request.query),
  });

  route.get('/patrimonio/bempatrimonial/historico/:id', {
    access: read,
    summary: 'Histórico de alterações do bem (log de auditoria), do mais recente ao mais antigo',
    response: { 200: BemHistoricoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.historico(request.actor!, request.params.id),
  });

  route.get('/utils/bempatrimonial', {
    access: read,
    summary: 'O que o formulário do bem precisa: listas de opções e o próximo código do cliente',
    description: 'Suporte informa cliente_id. Fornecedores: use a busca de /patrimonio/fornecedor.',
    querystring: ClienteQuerySchema,
    response: { 200: BemUtilsSchema, ...ROUTE_ERRORS },
    handler: (request) => service.utils(request.actor!, request.query.cliente_id),
  });

  route.get('/patrimonio/arquivo/:id', {
    access: areaAccess(PATRIMONIO_AREA),
    summary: 'Baixar um anexo do patrimônio (bem, fornecedor, NCM, imóvel)',
    description: 'inline=true abre no navegador imagens e PDFs (os demais tipos vêm sempre como anexo).',
    querystring: InlineQuerySchema,
    response: { 200: storedFileResponse(), 404: ErrorResponseSchema },
    handler: async (request, reply) => {
      const { row, bytes } = await files.open(request.actor!, request.params.id);
      return sendFile(reply, row, bytes, { inline: request.query.inline === true });
    },
  });
}
