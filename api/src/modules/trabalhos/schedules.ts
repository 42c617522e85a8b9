import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { passwordTokens, refreshTokens } from '../../db/schema.js';
import type { FileStorage } from '../../lib/storage.js';
import type { RelatorioService } from '../obras/relatorio.service.js';
import { purgarRecusadas } from '../xml/xml.service.js';
import { expiredResultFiles, markResultRemoved } from './trabalhos.repository.js';
import type { JobRunner } from './trabalhos.runner.js';

/**
 * Work that happens on its own (decision 033): cron expressions in Brasília's time, each due time run by
 * one process however many run. This is the one place schedules are declared: a later area adds its own
 * line here — the quarterly reports below; expiry alerts, digests next — with a handler that does its work
 * (or enqueues a job per client or record, so each shows in the jobs' list).
 */

/** Tokens are kept a day past their expiry (a late use still reads "expirado" rather than "inválido"). */
export const EXPIRED_TOKEN_GRACE_DAYS = 1;

/** The nightly purge: expired tokens, old refused uploads, expired job result files. What it removed. */
export async function purgeExpired(db: Db, storage: FileStorage) {
  const tokensBefore = sql`now() - make_interval(days => ${EXPIRED_TOKEN_GRACE_DAYS})`;
  const refresh = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, tokensBefore))
    .returning({ id: refreshTokens.id });
  const password = await db
    .delete(passwordTokens)
    .where(lt(passwordTokens.expiresAt, tokensBefore))
    .returning({ id: passwordTokens.id });
  // The XML area's own purge (it leaves an audit entry per client with the count).
  const refused = await purgarRecusadas(db);
  let files = 0;
  for (const job of await expiredResultFiles(db)) {
    if (job.resultFile) await storage.remove(job.resultFile.key);
    await markResultRemoved(db, job.id);
    files++;
  }
  return {
    refreshTokens: refresh.length,
    passwordTokens: password.length,
    refusedUploads: refused,
    resultFiles: files,
  };
}

export function registerSchedules(
  jobs: JobRunner,
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger; relatorios: RelatorioService },
) {
  // Every night at 03:30 in Brasília, when nobody works.
  jobs.schedule('limpeza-noturna', '30 3 * * *', async () => {
    const removed = await purgeExpired(deps.db, deps.storage);
    deps.log.info({ removed }, 'nightly purge');
  });
  // The first day of each quarter at 06:00 in Brasília: the report of the quarter just ended for every
  // work in progress of every client (docs/domain.md, "Relatório trimestral"), one job per work. The
  // schedule's name is not the job kind's: pg-boss keeps one queue per name.
  jobs.schedule('relatorios-trimestrais', '0 6 1 1,4,7,10 *', async () => {
    const queued = await deps.relatorios.agendarTrimestre();
    deps.log.info({ queued }, 'quarterly reports queued');
  });
}
