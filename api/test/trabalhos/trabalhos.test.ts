import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DepreciacaoMeses, Trabalho } from '@gp/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercicios, jobs, passwordTokens, refreshTokens, users } from '../../src/db/schema.js';
import { xmlNotas } from '../../src/db/schema-xml.js';
import { createDiskStorage } from '../../src/lib/storage.js';
import { purgeExpired } from '../../src/modules/trabalhos/schedules.js';
import { insertJob, type NewJob } from '../../src/modules/trabalhos/trabalhos.repository.js';
import { createJobRunner } from '../../src/modules/trabalhos/trabalhos.runner.js';
import { expectErrorBody } from '../support/error-body.js';
import { companyByName, createClient, PREFEITURA } from '../support/factories.js';
import { patrimonioIds } from '../support/patrimonio.js';
import { type Caller, caller, callerAt } from '../support/sistema.js';
import { createTestApp, DB_KIND, type TestApp } from '../support/test-app.js';

/**
 * Trabalhos (decision 033): the jobs table and its calls, the depreciation run as a job, the schedules.
 * Rows are inserted directly where a case needs a job in a given state (a running one, a failed one, an
 * expired file); the depreciation case goes through the queue for real.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: Caller;
let admin: Caller;
let adminCamara: Caller;
let consulta: Caller;
let prefeitura: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await callerAt(t, 'suporte');
  admin = await callerAt(t, 'admin', 'Prefeitura');
  adminCamara = await callerAt(t, 'admin', 'Câmara');
  consulta = await callerAt(t, 'consulta');
  prefeitura = (await companyByName(t.database.db, PREFEITURA)).id;
});
afterAll(() => t.close());

async function job(o: Partial<NewJob> = {}) {
  const id = randomUUID();
  await insertJob(t.database.db, {
    id,
    kind: 'exportacao',
    title: 'Exportação de teste',
    clientId: prefeitura,
    userId: admin.userId,
    ...o,
  });
  return id;
}

const get = (id: string, who = admin) => call('GET', `/trabalhos/${id}`, who.headers);

async function until<T>(probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('tempo esgotado');
}

describe('the calls', () => {
  it('list the caller’s own jobs at its client, newest first, with progress, result and error', async () => {
    const running = await job({
      state: 'executando',
      progressDone: 40,
      progressTotal: 100,
      progressMessage: 'Lendo os bens',
      createdAt: new Date(Date.now() + 60_000),
    });
    // Newest first (explicit times: two inserts may fall on the same instant).
    const failed = await job({
      state: 'falhou',
      error: 'O arquivo não pôde ser gerado.',
      createdAt: new Date(Date.now() + 120_000),
    });
    await job({ userId: consulta.userId }); // another user's
    const res = await call('GET', '/trabalhos', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Trabalho[];
    expect(data.map((j) => j.id).slice(0, 2)).toEqual([failed, running]);
    expect(data.every((j) => j.cliente_id === prefeitura)).toBe(true);
    expect(data.find((j) => j.id === running)!.progresso).toEqual({
      feito: 40,
      total: 100,
      mensagem: 'Lendo os bens',
    });
    expect(data.find((j) => j.id === failed)!.erro).toBe('O arquivo não pôde ser gerado.');
    // The same user at another client sees none of them.
    const other = (await call('GET', '/trabalhos', adminCamara.headers)).json().data as Trabalho[];
    expect(other.some((j) => j.id === running || j.id === failed)).toBe(false);
  });

  it('refuses a kind that does not exist (400) and another client’s or user’s job (404)', async () => {
    expectErrorBody(await call('GET', '/trabalhos?tipo=foguete', admin.headers), 400, 'tipo');
    const id = await job();
    expect((await get(id)).statusCode).toBe(200);
    expectErrorBody(await get(id, adminCamara), 404);
    expectErrorBody(await get(id, consulta), 404);
    expectErrorBody(await call('POST', `/trabalhos/${id}/cancelar`, adminCamara.headers), 404);
    expectErrorBody(await get(randomUUID()), 404);
    expectErrorBody(await get('nao-e-um-id'), 400);
  });

  it('cancels a queued job (it never runs) and refuses to cancel a finished one (409)', async () => {
    const id = await job({ state: 'na_fila' });
    const res = await call('POST', `/trabalhos/${id}/cancelar`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().estado).toBe('cancelado');
    const again = await call('POST', `/trabalhos/${id}/cancelar`, admin.headers);
    expectErrorBody(again, 409);
    expect(again.json().message).toBe('Este trabalho já terminou (cancelado): não pode ser cancelado.');
    const done = await job({ state: 'concluido' });
    const finished = await call('POST', `/trabalhos/${done}/cancelar`, admin.headers);
    expectErrorBody(finished, 409);
    expect(finished.json().message).toBe('Este trabalho já terminou (concluído): não pode ser cancelado.');
  });

  it('downloads a result file until it expires, then answers 410 with the date', async () => {
    const storage = createDiskStorage(t.config.storageDir);
    const key = `trabalhos/${randomUUID()}`;
    const { size } = await storage.write(key, Readable.from([Buffer.from('codigo;descricao\r\n1;Mesa\r\n')]));
    const file = { key, name: 'bens.csv', mime: 'text/csv; charset=utf-8', size };
    const valid = await job({
      state: 'concluido',
      resultCount: 1,
      resultFile: file,
      resultExpiresAt: new Date(Date.now() + 3600_000),
    });
    const shown = (await get(valid)).json() as Trabalho;
    expect(shown.resultado).toMatchObject({
      quantidade: 1,
      arquivo: { nome: 'bens.csv', link: `/trabalhos/${valid}/arquivo` },
    });
    const ok = await call('GET', `/trabalhos/${valid}/arquivo`, admin.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('codigo;descricao\r\n1;Mesa\r\n');
    expect(ok.headers['content-disposition']).toContain('bens.csv');

    const expired = await job({
      state: 'concluido',
      resultFile: file,
      resultExpiresAt: new Date('2026-03-05T18:30:00Z'),
    });
    const gone = await call('GET', `/trabalhos/${expired}/arquivo`, admin.headers);
    expectErrorBody(gone, 410);
    expect(gone.json().message).toBe(
      'O arquivo deste trabalho expirou em 05/03/2026 às 15:30: inicie o trabalho de novo para gerá-lo.',
    );
    expectErrorBody(
      await call('GET', `/trabalhos/${await job({ state: 'executando' })}/arquivo`, admin.headers),
      404,
    );
    await storage.remove(key);
  });
});

describe('the depreciation run as a job', () => {
  /** A client with its current month's exercício open and its implantação set to it. */
  async function client() {
    const c = await createClient(t.database.db);
    const now = new Date();
    const [ano, mes] = now
      .toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo' })
      .slice(0, 7)
      .split('-')
      .map(Number) as [number, number];
    await t.database.db.insert(exercicios).values({ empresaId: c.id, ano, mes });
    const cfg = await call('PUT', '/patrimonio/depreciacao/configuracao', suporte.headers, {
      cliente_id: c.id,
      primeiro_mes: 'integral',
      implantacao: { ano, mes },
    });
    expect(cfg.statusCode, cfg.body).toBe(200);
    return { id: c.id, m: { ano, mes } };
  }
  const meses = async (c: { id: string; m: { ano: number } }) =>
    (
      await call('GET', `/patrimonio/depreciacao?ano=${c.m.ano}&cliente_id=${c.id}`, suporte.headers)
    ).json() as DepreciacaoMeses;

  it('runs through the queue: 202 with its job, the job ends concluído and the month processado', async () => {
    const c = await client();
    const res = await call('POST', '/patrimonio/depreciacao/processar', suporte.headers, {
      ...c.m,
      cliente_id: c.id,
      confirmado: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { trabalho_id } = res.json() as { trabalho_id: string };
    const done = await until(async () => {
      const j = (await get(trabalho_id, suporte)).json() as Trabalho;
      return j.estado === 'concluido' || j.estado === 'falhou' ? j : undefined;
    });
    expect(done.erro).toBeNull();
    expect(done).toMatchObject({
      tipo: 'depreciacao',
      estado: 'concluido',
      progresso: { feito: 1, total: 1 },
    });
    expect(done.titulo).toBe(`Depreciação de ${String(c.m.mes).padStart(2, '0')}/${c.m.ano}`);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, trabalho_id));
    expect(row!.requestId).toBe(res.headers['x-request-id']);
    const mes = (await meses(c)).meses[c.m.mes - 1]!;
    expect(mes).toMatchObject({ estado: 'processado', erro: null, trabalho_id: null });
  });

  it('is 409 while a job of the month is queued or running, and shows its state and error from the database', async () => {
    const c = await client();
    const key = `${c.id}:${c.m.ano * 12 + c.m.mes - 1}`;
    // A job of another process, as the database holds it: running.
    const other = await job({
      kind: 'depreciacao',
      clientId: c.id,
      userId: suporte.userId,
      dedupeKey: key,
      state: 'executando',
      heartbeatAt: new Date(),
    });
    const refused = await call('POST', '/patrimonio/depreciacao/processar', suporte.headers, {
      ...c.m,
      cliente_id: c.id,
      confirmado: true,
    });
    expectErrorBody(refused, 409);
    expect(refused.json()).toMatchObject({ code: 'PROCESSANDO' });
    expect((await meses(c)).meses[c.m.mes - 1]).toMatchObject({ estado: 'processando', trabalho_id: other });
    // It failed there: every process reads the reason.
    await t.database.db
      .update(jobs)
      .set({ state: 'falhou', error: 'Falha inesperada ao processar a depreciação.' })
      .where(eq(jobs.id, other));
    expect((await meses(c)).meses[c.m.mes - 1]).toMatchObject({
      estado: 'nao_processado',
      erro: 'Falha inesperada ao processar a depreciação.',
      trabalho_id: null,
    });
  });
});

describe('a large list export', () => {
  it('runs as a job past 5,000 rows: 202, progress, then the whole file at its link', async () => {
    const db = t.database.db;
    const ids = await patrimonioIds(db);
    await db.execute(sql`
      insert into bens_patrimoniais (client_id, codigo_bem, descricao, categoria_id, tipo, situacao,
        estado_conservacao, tipo_incorporacao_id, data_aquisicao, data_incorporacao, data_inicio_uso,
        valor_aquisicao, valor_residual, valor_atual, vida_util_meses, depreciavel, conta_contabil, secretaria_id)
      select ${prefeitura}, 900000 + g, 'Carteira escolar ' || g, ${ids.mobiliario}, 'movel', 'em_uso', 'bom', 1,
        date '2020-01-10', date '2020-01-10', date '2020-01-10', 100, 10, 100, 120, true,
        '1.2.3.1.1.03.03', ${ids.adm.id}
      from generate_series(1, 5001) g`);
    const res = await call('GET', '/patrimonio/bempatrimonial/exportar?formato=csv', admin.headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(202);
    const { trabalho_id } = res.json() as { trabalho_id: string };
    const done = await until(async () => {
      const j = (await get(trabalho_id)).json() as Trabalho;
      return j.estado === 'concluido' || j.estado === 'falhou' ? j : undefined;
    }, 60_000);
    expect(done.erro).toBeNull();
    expect(done.titulo).toBe('Exportação: Bens patrimoniais (CSV)');
    const total = done.resultado!.quantidade!;
    expect(total).toBeGreaterThan(5000);
    expect(done.progresso).toMatchObject({ feito: total, total });
    const file = await call('GET', done.resultado!.arquivo!.link, admin.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/bens-patrimoniais-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = file.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(total + 1);
    expect(lines.some((l) => l.includes('Carteira escolar 5001'))).toBe(true);
    // The same list filtered under the size is still sent at once.
    const small = await call(
      'GET',
      '/patrimonio/bempatrimonial/exportar?formato=csv&search=Carteira%20escolar%205001',
      admin.headers,
    );
    expect(small.statusCode).toBe(200);
    // 5,001 rows inserted, listed and written by the job: past the default 30 s on a loaded machine (its
    // wait for the job alone allows 60 s).
  }, 120_000);
});

describe('the queue across processes', () => {
  it.runIf(DB_KIND === 'postgres')(
    'wakes another process’s worker at once on PostgreSQL (NOTIFY), not at its next poll',
    async () => {
      const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const make = (work: boolean) => {
        const r = createJobRunner({
          database: t.database,
          storage: createDiskStorage(t.config.storageDir),
          log: log as never,
          staleSeconds: 60,
          resultTtlHours: 1,
          work,
        });
        r.define('exportacao', { failure: 'Falha.', handler: async () => ({ count: 1 }) });
        return r;
      };
      // The app's runner works export jobs; this one only enqueues (another API process, as far as the
      // queue can tell). The probe's job fails in the app (no such export): only its start is measured.
      const enqueuer = make(false);
      await enqueuer.start();
      try {
        await new Promise((r) => setTimeout(r, 700)); // the worker's first polls are over: it waits
        const waits: number[] = [];
        for (let i = 0; i < 5; i++) {
          const id = await enqueuer.enqueue({
            kind: 'exportacao',
            title: 'Sonda',
            clientId: null,
            userId: null,
          });
          const row = await until(async () => {
            const [r] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
            return r?.startedAt ? r : undefined;
          });
          waits.push(row.startedAt!.getTime() - row.createdAt.getTime());
          await new Promise((r) => setTimeout(r, 600));
        }
        // Polling alone (every 0.5 s) would start them 0–500 ms after their enqueue.
        expect(Math.max(...waits), waits.join(', ')).toBeLessThan(250);
      } finally {
        await enqueuer.stop(1000);
      }
    },
  );
});

describe('the schedules', () => {
  it('declares the nightly purge in Brasília’s time, kept by the queue (one run per due time)', async () => {
    const rows = (await t.database.db.execute(
      sql`select name, cron, timezone from pgboss.schedule`,
    )) as unknown as {
      rows: { name: string; cron: string; timezone: string }[];
    };
    expect(rows.rows).toContainEqual({
      name: 'limpeza-noturna',
      cron: '30 3 * * *',
      timezone: 'America/Sao_Paulo',
    });
  });

  it('purges expired tokens, old refused uploads and expired result files; keeps the rest', async () => {
    const db = t.database.db;
    const [user] = await db.select().from(users).limit(1);
    const old = new Date(Date.now() - 3 * 86_400_000);
    const fresh = new Date(Date.now() + 86_400_000);
    await db.insert(refreshTokens).values([
      { userId: user!.id, familyId: randomUUID(), tokenHash: randomUUID(), expiresAt: old },
      { userId: user!.id, familyId: randomUUID(), tokenHash: randomUUID(), expiresAt: fresh },
    ]);
    await db.insert(passwordTokens).values([
      { userId: user!.id, purpose: 'recovery', tokenHash: randomUUID(), expiresAt: old },
      { userId: user!.id, purpose: 'recovery', tokenHash: randomUUID(), expiresAt: fresh },
    ]);
    const client = await companyByName(db, PREFEITURA);
    const refused = (createdAt: Date) => ({
      applicationId: client.applicationId,
      clientId: client.id,
      arquivoNome: 'nota.xml',
      situacao: 'recusada',
      motivo: 'XML inválido.',
      createdAt,
    });
    const [oldNote, newNote] = await db
      .insert(xmlNotas)
      .values([refused(new Date(Date.now() - 40 * 86_400_000)), refused(new Date())])
      .returning({ id: xmlNotas.id });
    const storage = createDiskStorage(t.config.storageDir);
    const key = `trabalhos/${randomUUID()}`;
    await storage.write(key, Readable.from([Buffer.from('x')]));
    const expired = await job({
      state: 'concluido',
      resultFile: { key, name: 'a.csv', mime: 'text/csv', size: 1 },
      resultExpiresAt: old,
    });

    const removed = await purgeExpired(db, storage);
    expect(removed.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(removed.passwordTokens).toBeGreaterThanOrEqual(1);
    expect(removed.resultFiles).toBeGreaterThanOrEqual(1);
    expect(removed.refusedUploads).toBeGreaterThanOrEqual(1);
    const notes = await db.select({ id: xmlNotas.id }).from(xmlNotas);
    expect(notes.map((n) => n.id)).toContain(newNote!.id);
    expect(notes.map((n) => n.id)).not.toContain(oldNote!.id);
    const left = await db.execute(
      sql`select count(*)::int as n from refresh_tokens where expires_at < now()`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(
      (
        (await db.execute(
          sql`select count(*)::int as n from refresh_tokens where expires_at > now()`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    ).toBeGreaterThanOrEqual(1);
    await expect(
      new Promise((ok, fail) => storage.read(key).on('error', fail).on('data', ok)),
    ).rejects.toThrow(/ENOENT/);
    const gone = await call('GET', `/trabalhos/${expired}/arquivo`, admin.headers);
    expectErrorBody(gone, 410);
    expect((await purgeExpired(db, storage)).resultFiles).toBe(0);
  });
});
