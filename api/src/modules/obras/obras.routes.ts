import {
  AcompanhamentoListQuerySchema,
  AcompanhamentoPageSchema,
  AcompanhamentoSchema,
  AditivoBodySchema,
  AditivoListSchema,
  AditivoSchema,
  CnoListQuerySchema,
  CnoPageSchema,
  CnoSchema,
  CreateAcompanhamentoBodySchema,
  CreateCnoBodySchema,
  CreateLicencaBodySchema,
  CreateMedicaoBodySchema,
  CreateObraBodySchema,
  CreateOrdemServicoBodySchema,
  CreateResponsabilidadeBodySchema,
  ErrorResponseSchema,
  IncorporarObraBodySchema,
  LicencaListQuerySchema,
  LicencaPageSchema,
  LicencaSchema,
  MedicaoListQuerySchema,
  MedicaoPageSchema,
  MedicaoSchema,
  ObraDetailSchema,
  ObraEvolucaoSchema,
  ObraExportQuerySchema,
  ObraListQuerySchema,
  ObraPageSchema,
  ObraSituacaoBodySchema,
  OkResponseSchema,
  OrdemServicoListQuerySchema,
  OrdemServicoPageSchema,
  OrdemServicoSchema,
  ResponsabilidadeListQuerySchema,
  ResponsabilidadePageSchema,
  ResponsabilidadeSchema,
  UpdateAcompanhamentoBodySchema,
  UpdateCnoBodySchema,
  UpdateLicencaBodySchema,
  UpdateMedicaoBodySchema,
  UpdateObraBodySchema,
  UpdateOrdemServicoBodySchema,
  UpdateResponsabilidadeBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { exportHandler, type ListFile } from '../../lib/export.js';
import { KIND_LABELS } from '../../lib/file-types.js';
import { type RegisterSpec, registerRoutes } from '../../lib/register-routes.js';
import {
  EXPORT_RESPONSES,
  ROUTE_ERRORS,
  routesOf,
  storedFileResponse,
  UPLOAD_DESCRIPTION,
} from '../../lib/routes.js';
import { areaAccess, OBRAS_AREA } from '../auth/area-access.js';
import { InlineQuerySchema, sendFile } from '../files/send-file.js';
import type { IncorporacaoService } from './incorporacao.service.js';
import type { ObrasService } from './obras.service.js';
import {
  ACOMPANHAMENTOS_EXPORT,
  CNOS_EXPORT,
  LICENCAS_EXPORT,
  MEDICOES_EXPORT,
  OBRAS_EXPORT,
  ORDENS_SERVICO_EXPORT,
  RESPONSABILIDADES_EXPORT,
} from './obras-exports.js';
import { OBRAS_FILES, type ObrasFiles } from './obras-files.js';
import type { RegisterService, RegistrosServices } from './registros.service.js';

/** Every call of the area: support only, at a location with `hasObras` (checked by the auth hook). */
const access = areaAccess(OBRAS_AREA);
const WRITE_ERRORS = { ...ROUTE_ERRORS, 409: ErrorResponseSchema };

/**
 * A work's register (docs/api.md, "Obras") through the one register builder, with the works' access and
 * wording: for the registers that keep files ("fotos"), their upload, list and preview, as the asset's
 * attachments; an inactive record takes no file (409).
 */
function obrasRegister(
  app: FastifyInstance,
  spec: Pick<RegisterSpec<unknown, unknown, unknown, unknown>, 'base' | 'tag' | 'noun' | 'schemas'> & {
    service: RegisterService;
    // biome-ignore lint/suspicious/noExplicitAny: each register's file has its own row type.
    file: ListFile<any>;
    /** What the record's files are ("fotos"), for the registers that keep files. */
    files?: { noun: string; owner: (typeof OBRAS_FILES)[keyof typeof OBRAS_FILES]; arquivos: ObrasFiles };
  },
) {
  const { service, files } = spec;
  const stored = service.files;
  registerRoutes(app, {
    ...spec,
    access: () => access,
    service: service as RegisterSpec<unknown, unknown, unknown, unknown>['service'],
    exportar: spec.file,
    files:
      files && stored
        ? {
            files: stored.files,
            upload: stored.upload,
            preview: (actor, id) => files.arquivos.open(actor, id, files.owner.type),
            uploadConflicts: true,
          }
        : undefined,
    docs: {
      list: { summary: `Lista paginada de ${spec.noun} (busca, obra_id, ativo, ordenação; cliente_id)` },
      exportar: {
        summary: `Lista de ${spec.noun} em CSV (separador ;) ou XLSX, com os filtros da lista`,
        description: undefined,
      },
      files: { summary: `Arquivos (${files?.noun}) de um(a) ${spec.noun}, do mais antigo ao mais recente` },
      upload: {
        summary: `Anexar um arquivo a ${spec.noun} (${files?.owner.kinds.map((k) => KIND_LABELS[k]).join('; ')})`,
        description: `${UPLOAD_DESCRIPTION} Um registro inativo não recebe arquivos (409).`,
      },
    },
  });
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: declares the module's routes, one short call each, in the order of the spec.
export function obrasRoutes(
  app: FastifyInstance,
  obras: ObrasService,
  registros: RegistrosServices,
  incorporacao: IncorporacaoService,
  arquivos: ObrasFiles,
) {
  const route = routesOf(app, ['Obras: obras']);
  route.get('/obras/obra', {
    access,
    summary:
      'Lista paginada de obras (busca por número ou objeto; situação, secretaria, tipo, período de início)',
    querystring: ObraListQuerySchema,
    response: { 200: ObraPageSchema, ...ROUTE_ERRORS },
    handler: (request) => obras.list(request.actor!, request.query),
  });
  route.get('/obras/obra/exportar', {
    access,
    summary: 'Obras em CSV (separador ;) ou XLSX, com os filtros da lista',
    querystring: ObraExportQuerySchema,
    response: EXPORT_RESPONSES,
    handler: exportHandler(OBRAS_EXPORT, (request, query) =>
      obras.listForExport(request.actor!, query as never),
    ),
  });
  route.get('/obras/obra/:id', {
    access,
    summary: 'Uma obra, com seus aditivos e o histórico de situações',
    response: { 200: ObraDetailSchema, ...ROUTE_ERRORS },
    handler: (request) => obras.get(request.actor!, request.params.id),
  });
  route.post('/obras/obra/create', {
    access,
    summary: 'Cadastrar uma obra (nasce "não iniciada"; número único no cliente)',
    body: CreateObraBodySchema,
    response: { 201: ObraDetailSchema, ...WRITE_ERRORS },
    handler: (request) => obras.create(request.actor!, request.body),
  });
  route.put('/obras/obra/id', {
    access,
    summary: 'Mudar a situação da obra (código TCE, data, motivo; paralisada: previsão de reinício)',
    description:
      'Iniciar exige uma ordem de serviço e, nos tipos construção, ampliação, pavimentação, ' +
      'saneamento e drenagem, uma Licença de Instalação ativa e válida na data (sem ela, 409 ' +
      'LI_AUSENTE; reenviada com justificativa_sem_li, a obra é iniciada e a justificativa fica no ' +
      'histórico); reiniciar exige a obra paralisada; a obra recebida definitivamente não muda mais ' +
      'de situação. Cada mudança fica no histórico.',
    body: ObraSituacaoBodySchema,
    response: { 200: ObraDetailSchema, ...WRITE_ERRORS },
    handler: (request) => obras.setSituacao(request.actor!, request.body),
  });
  route.put('/obras/obra/:id', {
    access,
    summary: 'Alterar uma obra (a situação muda por PUT /obras/obra/id)',
    body: UpdateObraBodySchema,
    response: { 200: ObraDetailSchema, ...WRITE_ERRORS },
    handler: (request) => obras.update(request.actor!, request.params.id, request.body),
  });
  route.get('/obras/obra/:id/evolucao', {
    access,
    summary: 'Evolução da obra: % físico (acompanhamentos) e % financeiro (medições) por data',
    description:
      'Físico: o percentual do último acompanhamento ativo de cada dia. Financeiro: a partir da primeira ' +
      'medição ativa, em cada data de entrega de medição ou de aditivo, Σ medido até a data ÷ (valor ' +
      'contratado + aditivos datados até a data), truncado em duas casas.',
    response: { 200: ObraEvolucaoSchema, ...ROUTE_ERRORS },
    handler: (request) => obras.evolucao(request.actor!, request.params.id),
  });
  route.post('/obras/obra/incorporar/:id', {
    access,
    summary: 'Incorporar ao patrimônio a obra recebida definitivamente (imóvel novo ou melhoria de imóvel)',
    description:
      'Exige também a área de Patrimônio no local (403). Imóvel novo: bem imóvel com o valor (padrão: Σ ' +
      'medido), a categoria (padrão: a de edificações do cliente), a secretaria da obra, a movimentação ' +
      'de incorporação e a localização do imóvel com o endereço e as coordenadas da obra. Melhoria: o ' +
      'imóvel ativo bem_id do mesmo cliente tem o valor acrescido por uma reavaliação datada na data de ' +
      'incorporação (as regras da depreciação valem). Uma vez por obra (409); tudo numa transação.',
    body: IncorporarObraBodySchema,
    response: { 201: ObraDetailSchema, ...WRITE_ERRORS },
    handler: (request) => incorporacao.incorporar(request.actor!, request.params.id, request.body),
  });
  route.get('/obras/obra/:id/aditivos', {
    access,
    summary: 'Aditivos de uma obra (valor e prazo acrescidos)',
    response: { 200: AditivoListSchema, ...ROUTE_ERRORS },
    handler: (request) => obras.aditivos(request.actor!, request.params.id),
  });
  route.post('/obras/obra/:id/aditivos/create', {
    access,
    summary: 'Registrar um aditivo da obra (número do ato, data, valor e/ou prazo em dias)',
    body: AditivoBodySchema,
    response: { 201: AditivoSchema, ...WRITE_ERRORS },
    handler: (request) => obras.createAditivo(request.actor!, request.params.id, request.body),
  });
  route.put('/obras/obra/aditivos/:id', {
    access,
    summary: 'Alterar um aditivo (não pode deixar o total medido acima do valor da obra)',
    body: AditivoBodySchema,
    response: { 200: AditivoSchema, ...WRITE_ERRORS },
    handler: (request) => obras.updateAditivo(request.actor!, request.params.id, request.body),
  });
  route.get('/obras/arquivo/:id', {
    access,
    summary: 'Baixar um arquivo das obras (acompanhamento, medição, licença, responsabilidade técnica)',
    description:
      'inline=true abre no navegador imagens e PDFs (os demais tipos vêm sempre como anexo). Sempre ' +
      "X-Content-Type-Options: nosniff e Content-Security-Policy: default-src 'none'; sandbox.",
    querystring: InlineQuerySchema,
    response: { 200: storedFileResponse(), 404: ErrorResponseSchema },
    handler: async (request, reply) => {
      const { row, bytes } = await arquivos.open(request.actor!, request.params.id);
      return sendFile(reply, row, bytes, { inline: request.query.inline === true });
    },
  });

  route.delete('/obras/arquivo/:id', {
    access,
    summary: 'Excluir um arquivo das obras (foto de acompanhamento, anexo de medição, documento)',
    description:
      'Apaga o arquivo e o que foi feito dele (a cópia reduzida de uma foto para o relatório trimestral); ' +
      'os relatórios já gerados continuam como foram publicados.',
    response: { 200: OkResponseSchema, 404: ErrorResponseSchema },
    handler: (request) => arquivos.remove(request.actor!, request.params.id),
  });

  obrasRegister(app, {
    base: '/obras/medicao',
    tag: 'Obras: medições',
    noun: 'medição',
    schemas: {
      item: MedicaoSchema,
      page: MedicaoPageSchema,
      query: MedicaoListQuerySchema,
      create: CreateMedicaoBodySchema,
      update: UpdateMedicaoBodySchema,
    },
    service: registros.medicao,
    files: { noun: 'anexos', owner: OBRAS_FILES.medicao, arquivos },
    file: MEDICOES_EXPORT,
  });
  obrasRegister(app, {
    base: '/obras/ordemservico',
    tag: 'Obras: ordens de serviço',
    noun: 'ordem de serviço',
    schemas: {
      item: OrdemServicoSchema,
      page: OrdemServicoPageSchema,
      query: OrdemServicoListQuerySchema,
      create: CreateOrdemServicoBodySchema,
      update: UpdateOrdemServicoBodySchema,
    },
    service: registros.ordemServico,
    file: ORDENS_SERVICO_EXPORT,
  });
  obrasRegister(app, {
    base: '/obras/cadastronacional',
    tag: 'Obras: cadastro nacional (CNO)',
    noun: 'cadastro nacional de obra (CNO)',
    schemas: {
      item: CnoSchema,
      page: CnoPageSchema,
      query: CnoListQuerySchema,
      create: CreateCnoBodySchema,
      update: UpdateCnoBodySchema,
    },
    service: registros.cno,
    file: CNOS_EXPORT,
  });
  obrasRegister(app, {
    base: '/obras/licencaambiental',
    tag: 'Obras: licenças ambientais',
    noun: 'licença ambiental',
    schemas: {
      item: LicencaSchema,
      page: LicencaPageSchema,
      query: LicencaListQuerySchema,
      create: CreateLicencaBodySchema,
      update: UpdateLicencaBodySchema,
    },
    service: registros.licenca,
    files: { noun: 'documento da licença', owner: OBRAS_FILES.licenca, arquivos },
    file: LICENCAS_EXPORT,
  });
  obrasRegister(app, {
    base: '/obras/responsabilidadetecnica',
    tag: 'Obras: responsabilidades técnicas',
    noun: 'responsabilidade técnica (ART/RRT/TRT)',
    schemas: {
      item: ResponsabilidadeSchema,
      page: ResponsabilidadePageSchema,
      query: ResponsabilidadeListQuerySchema,
      create: CreateResponsabilidadeBodySchema,
      update: UpdateResponsabilidadeBodySchema,
    },
    service: registros.responsabilidade,
    files: { noun: 'documento da ART/RRT/TRT', owner: OBRAS_FILES.responsabilidade, arquivos },
    file: RESPONSABILIDADES_EXPORT,
  });
  obrasRegister(app, {
    base: '/obras/acompanhamento',
    tag: 'Obras: acompanhamentos',
    noun: 'acompanhamento',
    schemas: {
      item: AcompanhamentoSchema,
      page: AcompanhamentoPageSchema,
      query: AcompanhamentoListQuerySchema,
      create: CreateAcompanhamentoBodySchema,
      update: UpdateAcompanhamentoBodySchema,
    },
    service: registros.acompanhamento,
    files: { noun: 'fotos', owner: OBRAS_FILES.acompanhamento, arquivos },
    file: ACOMPANHAMENTOS_EXPORT,
  });
}
