import type { DepreciacaoAcao, DepreciacaoMesBody } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { AppError, conflict } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor } from '../../auth/actor.js';
import type { JobContext, JobRunner } from '../../trabalhos/trabalhos.runner.js';
import { estornarDepreciacao, gerarLancamentos } from '../contabilidade/lancamentos.repository.js';
import { label, summary } from './depreciacao.mapper.js';
import {
  analyzeItens,
  applyItens,
  deleteMonth,
  findConfig,
  findMes,
  insertContas,
  insertMes,
  lockClient,
  lockMonth,
  type MonthRef,
  monthsRunning,
  previousMonth,
  runItens,
} from './depreciacao.repository.js';
import { assertAcao, checkRun, clientOf, fatosDoCliente, fatosDoMes, monthKey } from './depreciacao-fatos.js';
import { aviso } from './depreciacao-regras.js';

/**
 * The run of a depreciation month (docs/domain.md, "Depreciação"; decision 019): in the background, as a job,
 * in one transaction of a few set-based statements under the client's lock; and its reversal.
 */

/** Test-only: called inside the run's transaction after its first statement (the crash test throws there). */
export const depreciacaoTestHooks: { afterItens: null | (() => Promise<void>) } = {
  // The kill test of a running job (test/trabalhos/crash.test.ts) holds a child API process's run here.
  afterItens: process.env.GP_TEST_PAUSE_AFTER_ITENS_MS
    ? () => new Promise((r) => setTimeout(r, Number(process.env.GP_TEST_PAUSE_AFTER_ITENS_MS)))
    : null,
};

export function createDepreciacaoRun(db: Db, jobs?: JobRunner) {
  // A month's run is a job (decision 033): its state and error are in the jobs table, seen by every process.
  jobs?.define('depreciacao', {
    failure: 'Falha inesperada ao processar a depreciação.',
    expireInSeconds: 4 * 3600,
    handler: async (ctx) => {
      const p = ctx.params as { actor: Actor; ano: number; mes: number };
      const m = { ano: p.ano, mes: p.mes };
      ctx.progress(0, 1, `Calculando a depreciação de ${label(m)}`);
      const after = await run(p.actor, ctx.clientId!, m, ctx);
      ctx.progress(1, 1, `Depreciação de ${label(m)} processada`);
      return { count: after?.quantidadeBens ?? 0 };
    },
  });

  /** The whole run of a month, in one transaction under the client's lock: all of it or nothing. */
  async function run(actor: Actor, clientId: string, m: MonthRef, job?: JobContext) {
    return db.transaction(async (tx) => {
      await lockClient(tx, clientId);
      await lockMonth(tx, clientId, m);
      const kind = await checkRun(tx, clientId, m);
      const before = kind === 'refazer' ? await findMes(tx, clientId, m) : null;
      if (kind === 'refazer') {
        await applyItens(tx, clientId, m, 1);
        await deleteMonth(tx, clientId, m);
        // The month's depreciation events are reversed (never changed); the run writes new ones.
        await estornarDepreciacao(tx, clientId, m, actor.userId);
      }
      const config = await findConfig(tx, clientId);
      const anterior = await previousMonth(tx, clientId, m);
      await runItens(tx, { clientId, mes: m, anterior, proRata: config?.primeiroMes === 'pro_rata' });
      await depreciacaoTestHooks.afterItens?.();
      // Before the month's totals are summed from its items, so that reading is planned on them too.
      await analyzeItens(tx);
      await insertContas(tx, clientId, m);
      await insertMes(tx, clientId, m, actor.userId);
      // The month's accounting events, in the same transaction (decision 065): a processed month always has them.
      await gerarLancamentos(tx, clientId, m, actor.userId);
      const after = await findMes(tx, clientId, m);
      await recordAudit(tx, auditActor(actor), {
        action: 'depreciation-run',
        entity: 'depreciacao',
        entityId: null,
        before: before && summary(before),
        after: after && summary(after),
        clientId,
      });
      // A run cancelled meanwhile rolls back: the month stays as it was.
      await job?.throwIfCancelled(tx);
      return after;
    });
  }

  return {
    /**
     * POST processar: checks the month now (a refusal is the answer), then runs it in the background and
     * answers 202 "processando"; the screen polls the months. A second call while it runs is a 409.
     */
    async processar(actor: Actor, body: DepreciacaoMesBody, requestId?: string): Promise<DepreciacaoAcao> {
      const clientId = await clientOf(db, actor, body.cliente_id);
      const m = { ano: body.ano, mes: body.mes };
      const running = conflict(`A depreciação de ${label(m)} já está sendo processada.`, 'PROCESSANDO');
      if ((await monthsRunning(db, clientId, m.ano)).includes(m.mes)) throw running;
      await checkRun(db, clientId, m);
      if (!body.confirmado) {
        const cliente = await fatosDoCliente(db, clientId);
        const warning = aviso('processar', m, cliente, await fatosDoMes(db, clientId, m, cliente));
        if (warning) throw conflict(warning, 'CONFIRMAR_MES_CORRENTE');
      }
      if (!jobs) throw new AppError('UNAVAILABLE', 'A fila de trabalhos não está disponível.');
      // One queued or running job per client and month (the jobs table's unique key): a second one is 409.
      const trabalhoId = await jobs.enqueue({
        kind: 'depreciacao',
        title: `Depreciação de ${label(m)}`,
        clientId,
        userId: actor.userId,
        requestId,
        params: { actor, ano: m.ano, mes: m.mes },
        dedupeKey: monthKey(clientId, m),
        conflict: running,
      });
      return { cliente_id: clientId, mes: m.mes, ano: m.ano, estado: 'processando', trabalho_id: trabalhoId };
    },

    /** POST estornar: undoes the latest processed month (open, its exercício open), in one transaction. */
    async estornar(actor: Actor, body: DepreciacaoMesBody): Promise<DepreciacaoAcao> {
      const clientId = await clientOf(db, actor, body.cliente_id);
      const m = { ano: body.ano, mes: body.mes };
      await db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        const { row } = (await assertAcao(tx, clientId, 'estornar', m)).mes;
        if (!row) throw conflict(`O mês ${label(m)} não foi processado.`, 'MES_NAO_PROCESSADO');
        await applyItens(tx, clientId, m, 1);
        await deleteMonth(tx, clientId, m);
        await estornarDepreciacao(tx, clientId, m, actor.userId);
        await recordAudit(tx, auditActor(actor), {
          action: 'depreciation-reverse',
          entity: 'depreciacao',
          before: summary(row),
          clientId,
        });
      });
      return { cliente_id: clientId, mes: m.mes, ano: m.ano, estado: 'nao_processado' };
    },
  };
}
