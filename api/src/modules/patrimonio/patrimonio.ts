import {
  CreateLocalizacaoBodySchema,
  CreateNcmBodySchema,
  CreateVeiculoBodySchema,
  LocalizacaoListQuerySchema,
  LocalizacaoPageSchema,
  LocalizacaoSchema,
  NcmListQuerySchema,
  NcmPageSchema,
  NcmSchema,
  UpdateLocalizacaoBodySchema,
  UpdateNcmBodySchema,
  UpdateVeiculoBodySchema,
  VeiculoListQuerySchema,
  VeiculoPageSchema,
  VeiculoSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Db, ReadDb } from '../../db/client.js';
import { registerRoutes } from '../../lib/register-routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';
import type { FilesService } from '../files/files.service.js';
import type { JobRunner } from '../trabalhos/trabalhos.runner.js';
import { bensRoutes } from './bens/bens.routes.js';
import { createBensService } from './bens/bens.service.js';
import { createAceitesService } from './carga/aceites.service.js';
import { createCargaEmails } from './carga/carga.emails.js';
import { cargaRoutes } from './carga/carga.routes.js';
import { createCargaService } from './carga/carga.service.js';
import { createServidoresService } from './carga/servidores.service.js';
import { categoriasRoutes } from './categorias/categorias.routes.js';
import { createCategoriasService } from './categorias/categorias.service.js';
import { conciliacaoRoutes } from './conciliacao/conciliacao.routes.js';
import { createConciliacaoService } from './conciliacao/conciliacao.service.js';
import { contabilidadeRoutes } from './contabilidade/contabilidade.routes.js';
import { createContabilidadeService } from './contabilidade/contabilidade.service.js';
import { createLegaisService } from './contabilidade/legais.service.js';
import { depreciacaoRoutes } from './depreciacao/depreciacao.routes.js';
import { createDepreciacaoService } from './depreciacao/depreciacao.service.js';
import { etiquetasRoutes } from './etiquetas/etiquetas.routes.js';
import { createEtiquetasService } from './etiquetas/etiquetas.service.js';
import { fornecedoresRoutes } from './fornecedores/fornecedores.routes.js';
import { createFornecedoresService } from './fornecedores/fornecedores.service.js';
import { createContagensService } from './inventario/contagens.service.js';
import { createEncerramento } from './inventario/encerramento.js';
import { inventarioRoutes } from './inventario/inventario.routes.js';
import { createInventarioService } from './inventario/inventario.service.js';
import { createLiquidacaoService } from './inventario/liquidacao.service.js';
import { createRecontagensService } from './inventario/recontagens.service.js';
import { createSalasService } from './inventario/salas.service.js';
import { createLocalizacoesService } from './localizacoes/localizacoes.service.js';
import { createLoteService } from './movimentacoes/lote.service.js';
import { movimentacoesRoutes } from './movimentacoes/movimentacoes.routes.js';
import { createMovimentacoesService } from './movimentacoes/movimentacoes.service.js';
import { createNcmService } from './ncm/ncm.service.js';
import { IMOVEIS_EXPORT, NCM_EXPORT, VEICULOS_EXPORT } from './patrimonio-exports.js';
import { createPatrimonioFiles } from './patrimonio-files.js';
import { createMovimentacoesRelatoriosService } from './relatorios/movimentacoes-relatorios.service.js';
import { relatoriosRoutes } from './relatorios/relatorios.routes.js';
import { createRelatoriosService } from './relatorios/relatorios.service.js';
import { termosRoutes } from './termos/termos.routes.js';
import { createTermosService } from './termos/termos.service.js';
import { createVeiculosService } from './veiculos/veiculos.service.js';

/** The services of the patrimônio area, built once in app.ts. */
export function createPatrimonioServices(
  db: Db,
  files: FilesService,
  /** `readDb`: where the reports read (decision 046); `db` when absent. */
  opts: { appUrl: string; jobs?: JobRunner; readDb?: ReadDb },
) {
  const readDb = opts.readDb ?? db;
  const categorias = createCategoriasService(db);
  const fornecedores = createFornecedoresService(db, files);
  const ncm = createNcmService(db, categorias, files);
  const termos = createTermosService({ db, appUrl: opts.appUrl });
  const aceites = createAceitesService({
    db,
    files,
    emails: createCargaEmails({ db, jobs: opts.jobs, appUrl: opts.appUrl }),
  });
  const bens = createBensService({ db, files, categorias, fornecedores, ncm });
  return {
    categorias,
    fornecedores,
    ncm,
    bens,
    etiquetas: createEtiquetasService({ db, files, appUrl: opts.appUrl }),
    relatorios: createRelatoriosService({ db: readDb, files }),
    relatoriosMovimentacoes: createMovimentacoesRelatoriosService(readDb),
    termos,
    servidores: createServidoresService(db),
    carga: createCargaService({ db, readDb, termos }),
    aceites,
    // A transfer to someone new waits for the receiver's aceite (decision 062): the carga's requests.
    movimentacoes: createMovimentacoesService(db, aceites.movimentos),
    lotes: createLoteService(db, aceites.movimentos),
    veiculos: createVeiculosService(db),
    localizacoes: createLocalizacoesService(db, files),
    arquivos: createPatrimonioFiles(files),
    depreciacao: createDepreciacaoService(db, opts.jobs, readDb),
    conciliacao: createConciliacaoService(db, readDb),
    contabilidade: createContabilidadeService(db, readDb),
    legais: createLegaisService(readDb),
    salas: createSalasService(db, opts.appUrl),
    inventario: createInventarioService(db, files, createEncerramento(termos)),
    contagens: createContagensService(db, files),
    recontagens: createRecontagensService(db),
    // The settlement of a closed campaign books its movements as every movement (aceite included) and
    // creates the incorporated assets by the assets' own creation (decision 067).
    liquidacao: createLiquidacaoService({
      db,
      termos,
      criarBem: (actor, body) => bens.create(actor, body),
      aceites: aceites.movimentos,
    }),
  };
}
export type PatrimonioServices = ReturnType<typeof createPatrimonioServices>;

/** Spec §7 "Assets", "Movements", "Vehicles and equipment", "Suppliers", "NCM references", "Property locations". */
export function patrimonioRoutes(app: FastifyInstance, s: PatrimonioServices) {
  bensRoutes(app, s.bens, s.arquivos);
  etiquetasRoutes(app, s.etiquetas);
  relatoriosRoutes(app, s.relatorios, s.relatoriosMovimentacoes);
  termosRoutes(app, s.termos);
  cargaRoutes(app, s);
  categoriasRoutes(app, s.categorias);
  movimentacoesRoutes(app, s.movimentacoes, s.lotes);
  fornecedoresRoutes(app, s.fornecedores);
  depreciacaoRoutes(app, s.depreciacao);
  conciliacaoRoutes(app, s.conciliacao);
  contabilidadeRoutes(app, s.contabilidade, s.legais);
  inventarioRoutes(app, s);
  const assets = (action: 'read' | 'create' | 'update') => areaAccess(PATRIMONIO_AREA, `assets:${action}`);
  registerRoutes(app, {
    base: '/patrimonio/veiculoequipamento',
    tag: 'Patrimônio: veículos e equipamentos',
    noun: 'veículo ou equipamento',
    access: assets,
    schemas: {
      item: VeiculoSchema,
      page: VeiculoPageSchema,
      query: VeiculoListQuerySchema,
      create: CreateVeiculoBodySchema,
      update: UpdateVeiculoBodySchema,
    },
    service: s.veiculos,
    exportar: VEICULOS_EXPORT,
  });
  registerRoutes(app, {
    base: '/patrimonio/localizacaoimovel',
    tag: 'Patrimônio: localizações de imóveis',
    noun: 'localização de imóvel',
    access: assets,
    schemas: {
      item: LocalizacaoSchema,
      page: LocalizacaoPageSchema,
      query: LocalizacaoListQuerySchema,
      create: CreateLocalizacaoBodySchema,
      update: UpdateLocalizacaoBodySchema,
    },
    service: s.localizacoes,
    files: s.localizacoes,
    exportar: IMOVEIS_EXPORT,
  });
  registerRoutes(app, {
    base: '/refncm',
    tag: 'Patrimônio: referências NCM',
    noun: 'referência NCM',
    access: assets,
    schemas: {
      item: NcmSchema,
      page: NcmPageSchema,
      query: NcmListQuerySchema,
      create: CreateNcmBodySchema,
      update: UpdateNcmBodySchema,
    },
    service: s.ncm,
    files: s.ncm,
    exportar: NCM_EXPORT,
  });
}
