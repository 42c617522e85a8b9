import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../lib/storage.js';
import type { FilesService } from '../files/files.service.js';
import type { PatrimonioServices } from '../patrimonio/patrimonio.js';
import type { JobRunner } from '../trabalhos/trabalhos.runner.js';
import { createIncorporacaoService } from './incorporacao.service.js';
import { obrasRoutes } from './obras.routes.js';
import { createObrasService } from './obras.service.js';
import { createObrasFiles } from './obras-files.js';
import { pagamentosRoutes } from './pagamentos.routes.js';
import { createPagamentosService } from './pagamentos.service.js';
import { paralisacoesRoutes } from './paralisacoes.routes.js';
import { createParalisacoesService } from './paralisacoes.service.js';
import { planilhaRoutes } from './planilha.routes.js';
import { createPlanilhaService } from './planilha.service.js';
import { recebimentosRoutes } from './recebimentos.routes.js';
import { createRecebimentosService } from './recebimentos.service.js';
import { createRegistrosServices } from './registros.service.js';
import { relatorioRoutes } from './relatorio.routes.js';
import { createRelatorioService } from './relatorio.service.js';

/** The services of the works area, built once in app.ts. */
export function createObrasServices(
  db: Db,
  patrimonio: PatrimonioServices,
  files: FilesService,
  opts: { appUrl: string; storage: FileStorage; jobs?: JobRunner; log?: FastifyBaseLogger },
) {
  const obras = createObrasService(db);
  const registros = createRegistrosServices(db, obras, files);
  return {
    obras,
    pagamentos: createPagamentosService({ db, obras }),
    paralisacoes: createParalisacoesService({ db, obras, appUrl: opts.appUrl }),
    registros,
    arquivos: createObrasFiles(files, opts.storage),
    incorporacao: createIncorporacaoService(db, obras, patrimonio),
    planilha: createPlanilhaService(db, obras, registros.medicao.get, patrimonio.termos),
    recebimentos: createRecebimentosService({ db, obras, termos: patrimonio.termos }),
    relatorio: createRelatorioService({ db, storage: opts.storage, obras, jobs: opts.jobs, log: opts.log }),
  };
}
export type ObrasServices = ReturnType<typeof createObrasServices>;

/** The works area's calls (docs/api.md, "Obras"). */
export function obrasAreaRoutes(app: FastifyInstance, s: ObrasServices) {
  obrasRoutes(app, s.obras, s.registros, s.incorporacao, s.arquivos);
  pagamentosRoutes(app, s.pagamentos);
  paralisacoesRoutes(app, s.paralisacoes);
  planilhaRoutes(app, s.planilha);
  recebimentosRoutes(app, s.recebimentos);
  relatorioRoutes(app, s.relatorio);
}
