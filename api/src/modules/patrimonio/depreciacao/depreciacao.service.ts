import type { Db, ReadDb } from '../../../db/client.js';
import type { JobRunner } from '../../trabalhos/trabalhos.runner.js';
import { createDepreciacaoConfiguracao } from './depreciacao-configuracao.service.js';
import { createDepreciacaoExports } from './depreciacao-exports.service.js';
import { createDepreciacaoFechamento } from './depreciacao-fechamento.service.js';
import { createDepreciacaoMeses } from './depreciacao-meses.service.js';
import { createDepreciacaoPrevisao } from './depreciacao-previsao.service.js';
import { createDepreciacaoRelatorios } from './depreciacao-relatorios.service.js';
import { createDepreciacaoRun } from './depreciacao-run.service.js';

/**
 * The monthly depreciation of a client's assets (docs/domain.md, "Depreciação"; decision 019), one service
 * for the routes made of one part per job: the run and its reversal, close and reopening, the settings, the
 * months, the reports, the forecast and the spreadsheets. The spreadsheets read through `readDb` (the
 * replica when there is one, decision 046); the screens read the primary, right after a run.
 */
export function createDepreciacaoService(db: Db, jobs?: JobRunner, readDb: ReadDb = db) {
  return {
    ...createDepreciacaoRun(db, jobs),
    ...createDepreciacaoFechamento(db),
    ...createDepreciacaoConfiguracao(db),
    ...createDepreciacaoMeses(db),
    ...createDepreciacaoRelatorios(db),
    ...createDepreciacaoPrevisao(db),
    ...createDepreciacaoExports(readDb),
  };
}

export type DepreciacaoService = ReturnType<typeof createDepreciacaoService>;
