import {
  ContagemBodySchema,
  ContagemResultadoSchema,
  CreateInventarioBodySchema,
  CreateSalaBodySchema,
  DivergenciaListQuerySchema,
  DivergenciaPageSchema,
  ErrorResponseSchema,
  EtiquetaQuerySchema,
  exportQueryOf,
  FOTO_LEITURA_MAX_BYTES,
  FotoLeituraParamsSchema,
  InventarioConfiguracaoBodySchema,
  InventarioConfiguracaoQuerySchema,
  InventarioConfiguracaoSchema,
  InventarioListQuerySchema,
  InventarioPageSchema,
  InventarioSchema,
  PacoteContagemQuerySchema,
  PacoteContagemSchema,
  SalaListQuerySchema,
  SalaPageSchema,
  SalaSchema,
  StoredFileSchema,
  UpdateInventarioBodySchema,
  UpdateSalaBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { exportHandler } from '../../../lib/export.js';
import { readUpload } from '../../../lib/multipart.js';
import { registerRoutes } from '../../../lib/register-routes.js';
import { EXPORT_RESPONSES, PDF_RESPONSE, ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { sendDocument } from '../../files/send-file.js';
import type { EtiquetasService } from '../etiquetas/etiquetas.service.js';
import { INVENTARIO_ANALITICO_EXPORT } from '../patrimonio-exports.js';
import type { ContagensService } from './contagens.service.js';
import type { InventarioService } from './inventario.service.js';
import { liquidacaoRoutes } from './liquidacao.routes.js';
import type { LiquidacaoService } from './liquidacao.service.js';
import { recontagensRoutes } from './recontagens.routes.js';
import type { RecontagensService } from './recontagens.service.js';
import type { SalasService } from './salas.service.js';

const TAG = 'Patrimônio: inventário';

/**
 * The inventory (docs/domain.md, "Inventário"; decision 063): the salas register with its label, and the
 * campaigns with their commission, portaria and closing.
 */
export function inventarioRoutes(
  app: FastifyInstance,
  s: {
    salas: SalasService;
    inventario: InventarioService;
    contagens: ContagensService;
    etiquetas: EtiquetasService;
    liquidacao: LiquidacaoService;
    recontagens: RecontagensService;
  },
) {
  const inventories = inventoriesAccess;
  salasRoutes(app, s.salas, s.etiquetas);

  // Before the register's `/:id` calls: fastify prefers the static segment.
  const r = routesOf(app, [TAG]);
  r.get('/patrimonio/inventario/configuracao', {
    access: inventories('read'),
    summary:
      'A regra do cliente durante um inventário aberto: se incorporações e baixas também ficam suspensas',
    querystring: InventarioConfiguracaoQuerySchema,
    response: { 200: InventarioConfiguracaoSchema, ...ROUTE_ERRORS },
    handler: (request) => s.inventario.configuracao(request.actor!, request.query),
  });
  r.put('/patrimonio/inventario/configuracao', {
    access: inventories('update'),
    summary: 'Definir se um inventário aberto suspende também incorporações e baixas na sua unidade',
    description:
      'Transferências ficam sempre suspensas; incorporações e baixas, só com congela_incorporacoes_baixas.',
    body: InventarioConfiguracaoBodySchema,
    response: { 200: InventarioConfiguracaoSchema, ...ROUTE_ERRORS },
    handler: (request) => s.inventario.configurar(request.actor!, request.body),
  });

  registerRoutes(app, {
    base: '/patrimonio/inventario',
    tag: TAG,
    noun: 'inventário',
    access: inventories,
    schemas: {
      item: InventarioSchema,
      page: InventarioPageSchema,
      query: InventarioListQuerySchema,
      create: CreateInventarioBodySchema,
      update: UpdateInventarioBodySchema,
    },
    service: s.inventario,
    files: { ...s.inventario, uploadConflicts: true },
    docs: {
      list: {
        summary: 'Campanhas de inventário do cliente, paginadas (estado, tipo, busca por título ou portaria)',
      },
      create: {
        summary: 'Abrir uma campanha de inventário',
        description:
          'Tipo (anual, transicao, ciclico), unidade (cliente — só o anual —, secretaria, setor ou sala), ' +
          'comissão (servidores ativos do cliente, um presidente) e a portaria que a designou. Uma unidade ' +
          'tem no máximo um inventário aberto: abrir um que se sobreponha a outro aberto responde 409 ' +
          'com o nome do aberto. Enquanto aberto, as transferências de bens da unidade ficam suspensas.',
      },
      update: { summary: 'Alterar um inventário aberto (não muda o tipo nem a unidade)' },
      upload: { summary: 'Anexar a portaria (ou outro documento) ao inventário aberto' },
    },
  });
  // The president closes with whatever profile he has (as the receiver decides an aceite): the service
  // checks him or inventories:update (inventarioAcoes).
  r.post('/patrimonio/inventario/:id/encerrar', {
    access: areaAccess(PATRIMONIO_AREA),
    summary: 'Encerrar o inventário (o presidente da comissão ou quem tem inventories:update)',
    description:
      'Registra quando e por quem; a unidade volta a aceitar transferências. Já encerrado, com recontagem ' +
      'aberta ou com empates entre contagens à espera do presidente: 409.',
    response: { 200: InventarioSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => s.inventario.encerrar(request.actor!, request.params.id),
  });
  contagemRoutes(app, s.contagens);
  liquidacaoRoutes(app, s.liquidacao);
  recontagensRoutes(app, s.recontagens);
}

const inventoriesAccess = (action: 'read' | 'create' | 'update') =>
  areaAccess(PATRIMONIO_AREA, `inventories:${action}`);

/** The count of a campaign: the devices' readings, the comparison with the register and its file. */
function contagemRoutes(app: FastifyInstance, contagens: ContagensService) {
  const r = routesOf(app, [TAG]);
  const inventories = inventoriesAccess;
  // The commission's members count with whatever profile they have: the service checks them or
  // inventories:update (inventarioAcoes().contar).
  r.post('/patrimonio/inventario/:id/contagens', {
    access: areaAccess(PATRIMONIO_AREA),
    summary:
      'Registrar leituras de etiquetas do inventário aberto (membros da comissão ou inventories:update)',
    description:
      'Até 500 leituras por envio, cada uma com o identificador (UUID) que o aparelho criou: reenviar a mesma ' +
      'leitura não a grava de novo (repetidas), e um identificador já usado noutro inventário responde 409. ' +
      'A leitura é o endereço do QR code da etiqueta (que traz o id do bem) ou o número do bem; onde foi lida: ' +
      'a sala, ou o setor sem salas, dentro da unidade do inventário (fora dela: 400). Na contagem cega, quem ' +
      'conta não recebe a comparação com o cadastro (situacao nula). Inventário encerrado: 409.',
    body: ContagemBodySchema,
    response: { 200: ContagemResultadoSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => contagens.registrar(request.actor!, request.params.id, request.body),
  });
  r.get('/patrimonio/inventario/:id/pacote', {
    access: areaAccess(PATRIMONIO_AREA),
    summary: 'O que o aparelho da contagem guarda para contar sem rede: locais da unidade e bens esperados',
    description:
      'Para quem conta (membros da comissão ou inventories:update), com o inventário aberto. Os setores ' +
      'da unidade com as suas salas ativas e, fora da contagem cega, os bens esperados em linhas compactas ' +
      '[id, CodigoBEM, descricao, setor_id, sala_id, estado_conservacao]. Na contagem cega, quem conta ' +
      'recebe bens nulo (só o presidente e inventories:update os recebem). setor_id ou sala_id restringem ' +
      'a um local da unidade (fora dela: 400). Encerrado: 409.',
    querystring: PacoteContagemQuerySchema,
    response: { 200: PacoteContagemSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) => contagens.pacote(request.actor!, request.params.id, request.query),
  });
  r.post('/patrimonio/inventario/:id/contagens/:contagemId/foto', {
    access: areaAccess(PATRIMONIO_AREA),
    summary: 'Enviar a foto de uma leitura já registrada (imagem de até 1 MB)',
    description:
      'multipart/form-data, campo "file": PNG, JPEG, GIF ou WebP de até 1 MB (o aparelho a reduz antes). ' +
      'A leitura precisa já estar registrada neste inventário (senão 404); reenviar guarda a nova como a ' +
      'foto da leitura. Mesmas regras de quem conta; encerrado: 409; grande demais: 413; outro tipo: 415.',
    params: FotoLeituraParamsSchema,
    upload: true,
    response: { 201: StoredFileSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await contagens.foto(
            request.actor!,
            request.params.id,
            request.params.contagemId,
            await readUpload(request, { maxBytes: FOTO_LEITURA_MAX_BYTES }),
          ),
        ),
  });
  r.get('/patrimonio/inventario/:id/divergencias', {
    access: inventories('read'),
    summary: 'O cadastro da unidade comparado às leituras: não encontrados, em outro local, desconhecidas',
    description:
      'Cada bem conta pela sua última leitura. Paginado, de um tipo (tipo) ou de todos, com o resumo da ' +
      'campanha inteira. Na contagem cega, enquanto aberto, só para o presidente da comissão e para quem ' +
      'tem inventories:update (os demais: 403).',
    querystring: DivergenciaListQuerySchema,
    response: { 200: DivergenciaPageSchema, ...ROUTE_ERRORS },
    handler: (request) => contagens.divergencias(request.actor!, request.params.id, request.query),
  });
  r.get('/patrimonio/inventario/:id/divergencias/exportar', {
    access: inventories('read'),
    summary: 'O inventário analítico (com conformes=true) ou as divergências, em CSV (separador ;) ou XLSX',
    description:
      'Os filtros da comparação (sem page e limit): com conformes=true, cada bem da unidade com o que a ' +
      'contagem achou, os bens lidos vindos de fora e as leituras desconhecidas. Mesmas regras de acesso ' +
      'da comparação. Grande: 202 com o trabalho que gera o arquivo.',
    querystring: exportQueryOf(DivergenciaListQuerySchema),
    response: EXPORT_RESPONSES,
    handler: exportHandler(INVENTARIO_ANALITICO_EXPORT, (request, query) =>
      contagens.divergencias(request.actor!, (request.params as { id: string }).id, query),
    ),
  });
}

/** The salas register and a sala's label. */
function salasRoutes(app: FastifyInstance, salas: SalasService, etiquetas: EtiquetasService) {
  const inventories = inventoriesAccess;
  // A sala is read with the assets it holds (the asset form picks one); kept by whom runs the inventory.
  const salasAccess = (action: 'read' | 'create' | 'update') =>
    action === 'read' ? areaAccess(PATRIMONIO_AREA, 'assets:read') : inventories(action);

  const route = registerRoutes(app, {
    base: '/patrimonio/salas',
    tag: TAG,
    noun: 'sala',
    access: salasAccess,
    schemas: {
      item: SalaSchema,
      page: SalaPageSchema,
      query: SalaListQuerySchema,
      create: CreateSalaBodySchema,
      update: UpdateSalaBodySchema,
    },
    service: salas,
    docs: {
      list: {
        summary: 'Salas (locais físicos) dos setores do cliente, paginadas (busca por código ou nome)',
      },
      create: {
        summary: 'Cadastrar uma sala num setor',
        description: 'O código é único no setor (sem diferenciar maiúsculas); repetido: 409.',
      },
    },
  });
  route.get('/patrimonio/salas/:id/etiqueta', {
    access: salasAccess('read'),
    summary: 'Etiqueta de uma sala (PDF com QR code e código de barras)',
    description:
      'A etiqueta das etiquetas de bens (mesmas folhas e posição inicial), com o código da sala impresso e ' +
      'em Code 128, o nome da sala e do setor, e um QR code com o endereço da sala no inventário ' +
      '({APP_URL}/app/patrimonio/inventario/sala/{id}). Padrão: folha termica50x30.',
    querystring: EtiquetaQuerySchema,
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS },
    handler: async (request, reply) => {
      const { name, stream } = await etiquetas.sala(request.actor!, request.params.id, request.query);
      return sendDocument(reply, { name, mime: 'application/pdf' }, stream, { inline: true });
    },
  });
}
