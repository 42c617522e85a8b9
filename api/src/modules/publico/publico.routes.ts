import { createHash } from 'node:crypto';
import {
  ErrorResponseSchema,
  PublicoBemListQuerySchema,
  PublicoBemPageSchema,
  PublicoBemSchema,
  PublicoCpfCnpjParamsSchema,
  PublicoDocumentoSchema,
  PublicoEntidadeSchema,
  PublicoExportJsonSchema,
  PublicoExportQuerySchema,
  PublicoFiltrosSchema,
  PublicoItemListSchema,
  PublicoItensQuerySchema,
  PublicoObraDetalheSchema,
  PublicoObraListQuerySchema,
  PublicoObraPageSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { IMAGE_TYPES, routesOf, storedFileResponse } from '../../lib/routes.js';
import { sendFile } from '../files/send-file.js';
import type { IpLimiter } from './ip-limiter.js';
import type { PublicDownload, PublicoService } from './publico.service.js';

/** How long a browser or a proxy may reuse a public answer before asking again (with its ETag). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

const PUBLIC = { auth: 'public' } as const;
/** A public id is any text: a malformed one answers the same 404 as an unknown one (no hint to probe). */
const AnyIdParams = v.object({ id: v.string() });
const ObraParams = v.object({ ...PublicoCpfCnpjParamsSchema.entries, id: v.string() });
const ERRORS = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema };
const DOC =
  'Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ' +
  'ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *). ';

const etagOf = (payload: string | Buffer) =>
  `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;

const matches = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

/**
 * The HTTP policy of the public calls, on their own (an encapsulated plugin): open CORS for these GETs
 * only, the per-IP limit, short public caching with an ETag and 304, and no cookie either way. The rest
 * of the API keeps its own CORS and no caching.
 */
function publicPolicy(app: FastifyInstance, limiter: IpLimiter) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, cors: { origin: '*', credentials: false } } as typeof route.config;
  });
  app.addHook('onRequest', async (request) => {
    limiter.hit(request.ip);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.removeHeader('set-cookie');
    if (reply.statusCode !== 200) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      etag = etagOf(payload);
      reply.header('etag', etag);
    }
    if (!etag || !matches(request.headers['if-none-match'], etag)) return payload;
    // The caller holds this answer already: 304 without a body (a stream not sent is closed).
    if (payload && typeof (payload as NodeJS.ReadableStream).pipe === 'function')
      (payload as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    reply.removeHeader('content-disposition');
    return null;
  });
}

function sendDownload(reply: FastifyReply, d: PublicDownload) {
  reply
    .type(d.contentType)
    .header('Content-Disposition', `attachment; filename="${d.filename}"`)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff');
  if (d.lastModified) reply.header('Last-Modified', d.lastModified.toUTCString());
  // A caller that goes away stops the reading of the batches.
  reply.raw.once('close', () => {
    if (!d.stream.destroyed) d.stream.destroy();
  });
  return reply.send(d.stream);
}

/** The public transparency calls (docs/api.md, "Área pública"), no token, read-only. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: declares the module's routes, one short call each, in the order of the spec.
export function publicoRoutes(app: FastifyInstance, service: PublicoService, limiter: IpLimiter) {
  // biome-ignore lint/complexity/noExcessiveLinesPerFunction: declares the module's routes, one short call each, in the order of the spec.
  return app.register(async (scope) => {
    publicPolicy(scope, limiter);
    const route = routesOf(scope, ['Transparência (pública)']);

    route.get('/patrimonio/bempatrimonial/transparencia/:id', {
      access: PUBLIC,
      summary: 'Ficha pública de um bem (QR code da etiqueta)',
      description: `${DOC}Só os campos públicos; bem desconhecido, id malformado ou entidade que não publica: 404.`,
      params: AnyIdParams,
      response: { 200: PublicoBemSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
      handler: (request) => service.bem(request.params.id),
    });

    route.get('/publico/bens/:id/foto', {
      access: PUBLIC,
      summary: 'A primeira foto de um bem da ficha pública (somente imagens)',
      description: `${DOC}Imagem (PNG, JPEG, GIF ou WebP) com X-Content-Type-Options: nosniff; ETag: o conteúdo.`,
      params: AnyIdParams,
      response: {
        200: storedFileResponse('a imagem', ...IMAGE_TYPES),
        404: ErrorResponseSchema,
        429: ErrorResponseSchema,
      },
      handler: async (request, reply) => {
        const { file, bytes } = await service.foto(request.params.id);
        reply.header('etag', `"${file.sha256}"`);
        return sendFile(reply, file, bytes, {
          inline: true,
          cacheControl: PUBLIC_CACHE_CONTROL,
          public: true,
        });
      },
    });

    route.get('/publico/documentos/:codigo', {
      access: PUBLIC,
      summary: 'Verificação de um termo pelo código impresso nele (o QR code do termo)',
      description:
        `${DOC}O código em qualquer caixa, com ou sem hífens. Responde a entidade, o tipo e número do termo, ` +
        'quem o emitiu (só o nome), quando, quantos bens e o SHA-256 do PDF emitido, para comparar com o ' +
        'arquivo em mãos. Código desconhecido ou malformado: 404 "Documento não encontrado.".',
      params: v.object({ codigo: v.string() }),
      response: { 200: PublicoDocumentoSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
      handler: (request) => service.documento(request.params.codigo),
    });

    route.get('/publico/entidades/:cpf_cnpj', {
      access: PUBLIC,
      summary: 'Entidade pelo CPF ou CNPJ (com ou sem máscara; CNPJ alfanumérico aceito)',
      description: `${DOC}Documento inválido: 400; nenhuma entidade que publique: 404 "Nenhuma entidade encontrada.".`,
      params: PublicoCpfCnpjParamsSchema,
      response: { 200: PublicoEntidadeSchema, ...ERRORS },
      handler: (request) => service.entidade(request.params.cpf_cnpj),
    });

    route.get('/publico/entidades/:cpf_cnpj/logo', {
      access: PUBLIC,
      summary: 'O logo da entidade (somente imagens)',
      description: DOC,
      params: PublicoCpfCnpjParamsSchema,
      response: { 200: storedFileResponse('a imagem', ...IMAGE_TYPES), ...ERRORS },
      handler: async (request, reply) => {
        const { file, bytes } = await service.logo(request.params.cpf_cnpj);
        reply.header('etag', `"${file.sha256}"`);
        return sendFile(reply, file, bytes, {
          inline: true,
          cacheControl: PUBLIC_CACHE_CONTROL,
          public: true,
        });
      },
    });

    route.get('/publico/entidades/:cpf_cnpj/bens', {
      access: PUBLIC,
      summary: 'Bens da entidade: busca, filtros, página e totais exatos',
      description:
        `${DOC}search: número = código, palavras = prefixos na descrição/marca/modelo (sem acento). Filtros: ` +
        'secretaria_id, categoria_id, situacao, ano (de aquisição). sort: codigo (padrão), descricao, ' +
        'data_aquisicao, valor_aquisicao; order: asc/desc; page, limit (até 100, padrão 20). totais: ' +
        'quantidade, Σ valor de aquisição e Σ valor contábil de tudo o que os filtros encontram.',
      params: PublicoCpfCnpjParamsSchema,
      querystring: PublicoBemListQuerySchema,
      response: { 200: PublicoBemPageSchema, ...ERRORS },
      handler: (request) => service.bens(request.params.cpf_cnpj, request.query),
    });

    route.get('/publico/entidades/:cpf_cnpj/obras', {
      access: PUBLIC,
      summary: 'Obras da entidade: página por número e as paralisadas há mais de um mês',
      description:
        `${DOC}data: número, objeto, tipo, situação (código TCE e descrição), secretaria, contratada (razão ` +
        'social), valor contratado, aditivos, total, % executado (Σ medições ÷ (contrato + aditivos)), ' +
        'início e previsão de conclusão; page, limit (até 100, padrão 20). paralisadas: toda obra ' +
        'paralisada (códigos 3 e 4) desde antes do mesmo dia do mês anterior, a mais antiga primeiro ' +
        '(até 100), com motivo, quem registrou a paralisação (só o nome), data e previsão de reinício.',
      params: PublicoCpfCnpjParamsSchema,
      querystring: PublicoObraListQuerySchema,
      response: { 200: PublicoObraPageSchema, ...ERRORS },
      handler: (request) => service.obras(request.params.cpf_cnpj, request.query),
    });

    route.get('/publico/entidades/:cpf_cnpj/obras/:id', {
      access: PUBLIC,
      summary: 'Uma obra da entidade: seus dados, a curva S prevista × realizada e os totais da planilha',
      description:
        `${DOC}curva: por mês, previsto (cronograma) e realizado (medições e acompanhamentos), físico e ` +
        'financeiro, acumulados em % do valor da obra. itens: quantidade de itens, total contratado e executado. ' +
        'relatorios: a versão mais recente de cada relatório trimestral, com o link do PDF.',
      params: ObraParams,
      response: { 200: PublicoObraDetalheSchema, ...ERRORS },
      handler: (request) => service.obra(request.params.cpf_cnpj, request.params.id),
    });

    route.get('/publico/entidades/:cpf_cnpj/obras/:id/relatorios/:relatorio_id', {
      access: PUBLIC,
      summary: 'Um relatório trimestral publicado da obra (PDF: identificação, curva S, medições, fotos)',
      description:
        `${DOC}Os bytes guardados quando foi gerado (o SHA-256 listado na página da obra). Relatório de outra ` +
        'obra, id malformado ou desconhecido: 404.',
      params: v.object({ ...ObraParams.entries, relatorio_id: v.string() }),
      response: { 200: storedFileResponse('o relatório em PDF', 'application/pdf'), ...ERRORS },
      handler: async (request, reply) => {
        const { cpf_cnpj, id, relatorio_id } = request.params;
        const { file, bytes } = await service.obraRelatorio(cpf_cnpj, id, relatorio_id);
        return sendFile(reply, file, bytes, {
          inline: true,
          cacheControl: PUBLIC_CACHE_CONTROL,
          public: true,
        });
      },
    });

    route.get('/publico/entidades/:cpf_cnpj/obras/:id/itens', {
      access: PUBLIC,
      summary:
        'Dados abertos: os itens da obra, contratado × executado (quantidades e valores), em JSON ou CSV',
      description:
        `${DOC}Lei 14.133/2021, art. 94, § 3º. formato=json (padrão): { obra, itens }; formato=csv: UTF-8 com ` +
        'BOM, separador ";", vírgula decimal; colunas codigo;descricao;unidade;quantidade_contratada;' +
        'preco_unitario;preco_com_bdi;total_contratado;quantidade_executada;valor_executado.',
      params: ObraParams,
      querystring: PublicoItensQuerySchema,
      response: { 200: v.object({ itens: PublicoItemListSchema }), ...ERRORS },
      handler: async (request, reply) =>
        sendDownload(
          reply,
          await service.obraItens(request.params.cpf_cnpj, request.params.id, request.query.formato),
        ),
    });

    route.get('/publico/entidades/:cpf_cnpj/bens/filtros', {
      access: PUBLIC,
      summary: 'Opções dos filtros: secretarias, categorias, situações e anos com bens',
      description: DOC,
      params: PublicoCpfCnpjParamsSchema,
      response: { 200: PublicoFiltrosSchema, ...ERRORS },
      handler: (request) => service.filtros(request.params.cpf_cnpj),
    });

    route.get('/publico/entidades/:cpf_cnpj/bens/exportar', {
      access: PUBLIC,
      summary:
        'Dados abertos: os bens que os filtros encontram, em CSV ou JSON (enviados enquanto são lidos)',
      description:
        `${DOC}formato=csv (padrão): UTF-8 com BOM, separador ";", vírgula decimal, datas dd/MM/aaaa; colunas ` +
        'codigo;descricao;categoria;situacao;estado_conservacao;secretaria;setor;data_aquisicao;' +
        'valor_aquisicao;valor_contabil;baixado. formato=json: o objeto descrito (entidade, ' +
        'dados_atualizados_em, gerado_em, filtros, bens). Last-Modified: a última alteração dos dados.',
      params: PublicoCpfCnpjParamsSchema,
      querystring: PublicoExportQuerySchema,
      response: { 200: PublicoExportJsonSchema, ...ERRORS },
      handler: async (request, reply) =>
        sendDownload(reply, await service.exportar(request.params.cpf_cnpj, request.query)),
    });
  });
}
