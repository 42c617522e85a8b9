import { randomUUID } from 'node:crypto';
import type { Trabalho } from '@gp/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { jobs } from '../../src/db/schema.js';
import { insertJob } from '../../src/modules/trabalhos/trabalhos.repository.js';
import { RESTORE_MESSAGE } from '../../src/modules/trabalhos/trabalhos.runner.js';
import { until } from '../support/api-process.js';
import { companyByName, PREFEITURA } from '../support/factories.js';
import { patrimonioIds } from '../support/patrimonio.js';
import { type Caller, callerAt } from '../support/sistema.js';
import { createTestApp, DB_KIND, type TestApp } from '../support/test-app.js';

/**
 * Jobs after a restored backup (decision 033; docs/operations-api.md, "Cópias de segurança"): a PostgreSQL
 * backup leaves the `pgboss` schema out, so the restored jobs table may hold queued or running jobs whose
 * queue entry is gone (or ended: a restore over the database the backup came from). The database is put
 * in that state — a large export's job back to "na fila" as it was at the backup, its queue entry already
 * completed; a depreciation run "executando" with no entry at all — and the API started again on it: the
 * export (idempotent) is queued again and makes its file, the run is failed with the restore's reason.
 */
let t: TestApp;
let admin: Caller;
let again: FastifyInstance | null = null;

beforeAll(async () => {
  t = await createTestApp();
  admin = await callerAt(t, 'admin', 'Prefeitura');
});
afterAll(async () => {
  await again?.close();
  await t.close();
});

const get = (app: FastifyInstance, id: string) =>
  app.inject({ method: 'GET', url: `/trabalhos/${id}`, headers: admin.headers });

const ended = (app: FastifyInstance, id: string) =>
  until(
    'o fim do trabalho',
    async () => {
      const j = (await get(app, id)).json() as Trabalho;
      return j.estado === 'concluido' || j.estado === 'falhou' ? j : undefined;
    },
    60_000,
  );

describe('jobs whose queue entry a restore lost', () => {
  it('are queued again when the kind is idempotent, failed with the restore’s reason otherwise', async () => {
    const db = t.database.db;
    const ids = await patrimonioIds(db);
    const prefeitura = (await companyByName(db, PREFEITURA)).id;
    await db.execute(sql`
      insert into bens_patrimoniais (client_id, codigo_bem, descricao, categoria_id, tipo, situacao,
        estado_conservacao, tipo_incorporacao_id, data_aquisicao, data_incorporacao, data_inicio_uso,
        valor_aquisicao, valor_residual, valor_atual, vida_util_meses, depreciavel, conta_contabil, secretaria_id)
      select ${prefeitura}, 900000 + g, 'Carteira escolar ' || g, ${ids.mobiliario}, 'movel', 'em_uso', 'bom', 1,
        date '2020-01-10', date '2020-01-10', date '2020-01-10', 100, 10, 100, 120, true,
        '1.2.3.1.1.03.03', ${ids.adm.id}
      from generate_series(1, 5001) g`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/patrimonio/bempatrimonial/exportar?formato=csv',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(202);
    const exportId = (res.json() as { trabalho_id: string }).trabalho_id;
    const first = await ended(t.app, exportId);
    expect(first.erro).toBeNull();
    await t.app.close();

    // The jobs table as the backup had it: the export still queued (its queue entry has run since), a
    // depreciation run in the middle of its transaction (no queue entry at all), five minutes ago.
    const before = new Date(Date.now() - 5 * 60_000);
    await db
      .update(jobs)
      .set({
        state: 'na_fila',
        createdAt: before,
        startedAt: null,
        finishedAt: null,
        progressDone: 0,
        progressTotal: null,
        progressMessage: null,
        resultCount: null,
        resultFile: null,
        resultExpiresAt: null,
      })
      .where(eq(jobs.id, exportId));
    const runId = randomUUID();
    await insertJob(db, {
      id: runId,
      kind: 'depreciacao',
      title: 'Depreciação de Janeiro de 2026',
      clientId: prefeitura,
      userId: admin.userId,
      state: 'executando',
      createdAt: before,
      startedAt: before,
      heartbeatAt: before,
      dedupeKey: `${prefeitura}:2026-01`,
    });
    // Enqueued a moment ago by another process (its queue entry about to be written): left alone on
    // PostgreSQL, where other processes may be enqueuing; the embedded database has no other process.
    const youngId = randomUUID();
    await insertJob(db, {
      id: youngId,
      kind: 'depreciacao',
      title: 'Depreciação de Fevereiro de 2026',
      clientId: prefeitura,
      userId: admin.userId,
      dedupeKey: `${prefeitura}:2026-02`,
    });

    again = await buildApp({ config: t.config, database: t.database, logger: false });
    await again.ready();

    const run = (await get(again, runId)).json() as Trabalho;
    expect(run).toMatchObject({ estado: 'falhou', erro: RESTORE_MESSAGE });
    expect(RESTORE_MESSAGE).toContain('interrompido pela restauração de um backup');
    const young = (await get(again, youngId)).json() as Trabalho;
    if (DB_KIND === 'postgres') expect(young.estado).toBe('na_fila');
    else expect(young).toMatchObject({ estado: 'falhou', erro: RESTORE_MESSAGE });

    const redone = await ended(again, exportId);
    expect(redone.erro).toBeNull();
    expect(redone.resultado?.quantidade).toBe(first.resultado?.quantidade);
    const file = await again.inject({
      method: 'GET',
      url: redone.resultado!.arquivo!.link,
      headers: admin.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n').filter(Boolean)).toHaveLength(first.resultado!.quantidade! + 1);
  }, 180_000);
});
