import {
  ClienteQuerySchema,
  ErrorResponseSchema,
  GravarImplantacaoSchema,
  ImplantacaoQuerySchema,
  ImplantacaoTipoQuerySchema,
  ImportacaoListSchema,
  ImportacaoSchema,
  OkResponseSchema,
  PresetImplantacaoSchema,
  PresetsImplantacaoSchema,
  SalvarPresetBodySchema,
  ValidarImplantacaoBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { LIMITE_BYTES } from '../../lib/leitura/erros.js';
import { readUpload } from '../../lib/multipart.js';
import { fileResponse, ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import type { ImplantacaoService } from './implantacao.service.js';

/**
 * The Implantação calls (docs/api.md, "Implantação"): the patrimônio area and the `implantacao` rules,
 * which support holds and a client's administrator is given in a role.
 */
const BASE = '/patrimonio/implantacao';
const WITH_4XX = { ...ROUTE_ERRORS, 409: ErrorResponseSchema, 422: ErrorResponseSchema };

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the module's route list (decision 038), one declaration per call.
export function implantacaoRoutes(app: FastifyInstance, service: ImplantacaoService) {
  const route = routesOf(app, ['Patrimônio: implantação do cadastro']);

  route.post(`${BASE}/bens/upload`, {
    access: areaAccess(PATRIMONIO_AREA, 'implantacao:create'),
    summary:
      'Enviar a planilha do cadastro antigo de bens, fornecedores, veículos ou referências NCM (CSV ou XLSX, até 50 MB e 200.000 linhas)',
    description:
      'multipart/form-data, campo "file"; tipo=bens (padrão), fornecedores, veiculos ou ncm: o cadastro que o ' +
      'arquivo traz (as demais chamadas valem para todos, pelo id); cada um exige a permissão de criar da tela ' +
      'daquele cadastro (GET .../bens diz quais em tipos), senão 403. Responde a prévia: cabeçalho, planilhas, primeiras linhas ' +
      'decodificadas e o mapeamento sugerido. O mesmo arquivo enviado de novo no cliente é a mesma ' +
      'importação (a chave de idempotência é o SHA-256 do arquivo). Recusas com o motivo: não é CSV/XLSX ' +
      '(415), grande demais (413), sem cabeçalho, coluna repetida, mais de 200.000 linhas, XLSX ilegível ou ' +
      'desproporcional ao descompactar (422). Suporte informa cliente_id.',
    querystring: ImplantacaoTipoQuerySchema,
    upload: true,
    response: { 201: ImportacaoSchema, ...WITH_4XX },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.upload(
            request.actor!,
            request.query.cliente_id,
            await readUpload(request, { maxBytes: LIMITE_BYTES }),
            request.query.tipo,
          ),
        ),
  });

  route.get(`${BASE}/bens`, {
    access: areaAccess(PATRIMONIO_AREA, 'implantacao:read'),
    summary: 'As importações do cliente (as 50 mais recentes) e os cadastros que quem chama pode importar',
    querystring: ClienteQuerySchema,
    response: { 200: ImportacaoListSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!, request.query.cliente_id),
  });

  route.get(`${BASE}/bens/:id`, {
    access: areaAccess(PATRIMONIO_AREA, 'implantacao:read'),
    summary: 'Uma importação: prévia, mapeamento, resumo da validação e o que se pode fazer agora',
    description: 'aba: a planilha do XLSX a mostrar (padrão: a da importação, ou a primeira).',
    querystring: ImplantacaoQuerySchema,
    response: { 200: ImportacaoSchema, ...WITH_4XX },
    handler: (request) => service.get(request.actor!, request.params.id, request.query.aba),
  });

  route.post(`${BASE}/bens/:id/validar`, {
    access: areaAccess(PATRIMONIO_AREA, 'implantacao:create'),
    summary: 'Validar todas as linhas com o mapeamento (simulação: nada é gravado)',
    description:
      'As mesmas regras do formulário do cadastro (bens, fornecedores, veículos, NCM), as referências resolvidas (categoria ' +
      'pelo código ou nome, secretaria e setor pelo nome, fornecedor pelo CPF/CNPJ, o bem do veículo pelo número), ' +
      'duplicados no arquivo e no cadastro (um fornecedor, veículo ou código NCM já cadastrado é pulado). opcoes.criar_secretarias / criar_setores / ' +
      'criar_fornecedores (bens): o que falta é avisado ("Será criada a secretaria …") e criado na gravação; ' +
      'cada opção exige a permissão de criar daquele cadastro (acoes.criar_*), senão 403. ' +
      'Coluna escolhida para dois campos ou campo obrigatório sem coluna: 400. Sem mês de implantação, ou ' +
      'com meses de depreciação processados antes dele: 409.',
    body: ValidarImplantacaoBodySchema,
    response: { 200: ImportacaoSchema, ...WITH_4XX },
    handler: (request) => service.validar(request.actor!, request.params.id, request.body),
  });

  route.get(`${BASE}/bens/:id/erros`, {
    access: areaAccess(PATRIMONIO_AREA, 'implantacao:read'),
    summary: 'Baixar as linhas com erro (CSV: a linha original, o número da linha e a mensagem)',
    response: { 200: fileResponse('as linhas com erro em CSV', 'text/csv'), ...WITH_4XX },
    handler: async (request, reply) => {
      const { nome, corpo } = await service.errosCsv(request.actor!, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(nome)}"`)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(corpo);
    },
  });

  route.post(`${BASE}/bens/:id/gravar`, {
    access: areaAccess(PATRIMONIO_AREA, 'implantacao:create'),
    summary: 'Gravar as linhas válidas (em segundo plano: 202, acompanhe em GET /trabalhos/{id})',
    description:
      'Grava em lotes as linhas válidas ainda não importadas (chave de origem por linha): rodar de novo não ' +
      'grava nada duas vezes, e um arquivo corrigido só acrescenta o que faltava. Cada bem recebe o saldo ' +
      'de abertura e a movimentação de incorporação do tipo Implantação na data de corte.',
    response: { 202: GravarImplantacaoSchema, ...WITH_4XX },
    handler: async (request, reply) =>
      reply.status(202).send(await service.gravar(request.actor!, request.params.id)),
  });

  route.post(`${BASE}/bens/:id/desfazer`, {
    access: areaAccess(PATRIMONIO_AREA, 'implantacao:delete'),
    summary: 'Desfazer uma importação gravada (remove os registros que ela criou)',
    description:
      'Bens: só enquanto nenhum mês de depreciação processado inclui os bens e nenhuma outra movimentação os ' +
      'tocou (409 com o motivo); depois disso, só estornos. Remove também as secretarias, setores e ' +
      'fornecedores que a importação criou e que nada mais usa. Fornecedores: só enquanto nenhum bem usa ' +
      'os fornecedores que ela criou. Veículos: enquanto nenhum foi alterado no cadastro. NCM: enquanto nenhum ' +
      'bem usa os códigos que ela criou.',
    response: { 200: OkResponseSchema, ...WITH_4XX },
    handler: (request) => service.desfazer(request.actor!, request.params.id),
  });

  route.get(`${BASE}/modelos`, {
    access: areaAccess(PATRIMONIO_AREA, 'implantacao:read'),
    summary: 'Modelos de mapeamento de um cadastro: os do sistema (e-Cidade) e os salvos pelo cliente',
    querystring: ImplantacaoTipoQuerySchema,
    response: { 200: PresetsImplantacaoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.presets(request.actor!, request.query.cliente_id, request.query.tipo),
  });

  route.post(`${BASE}/modelos`, {
    access: areaAccess(PATRIMONIO_AREA, 'implantacao:create'),
    summary: 'Salvar um modelo de mapeamento do cliente (o mesmo nome é substituído)',
    querystring: ClienteQuerySchema,
    body: SalvarPresetBodySchema,
    response: { 200: PresetImplantacaoSchema, ...ROUTE_ERRORS },
    handler: (request) => service.salvarPreset(request.actor!, request.query.cliente_id, request.body),
  });
}
