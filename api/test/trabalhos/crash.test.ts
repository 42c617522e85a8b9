import type { DepreciacaoMeses, Trabalho } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STALE_MESSAGE } from '../../src/modules/trabalhos/trabalhos.runner.js';
import { until } from '../support/api-process.js';
import { bemBody, patrimonioIds } from '../support/patrimonio.js';
import {
  type Headers,
  inspect,
  postJson,
  rows,
  signInOver,
  useProcessTargets,
} from '../support/process-target.js';

/**
 * A depreciation job killed with its process (SIGKILL) in the middle of its transaction (decision 033): the
 * real server on a copy of the test organisation, its run held after the items are written (a test-only
 * pause), killed; started again, the job reads falhou with its reason — never executando for ever — the
 * month is absent (no items, no month, book values untouched), and a new run makes it whole.
 */
const { newTarget, start } = useProcessTargets();

const now = new Date();
const [ANO, MES] = now
  .toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo' })
  .slice(0, 7)
  .split('-')
  .map(Number) as [number, number];
const BASE = '/patrimonio/depreciacao';

const getJson = async <T>(url: string, headers: Headers) => {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

describe('a SIGKILL in the middle of a depreciation job', () => {
  it('leaves the job failed with its reason and the month absent; a new run makes it whole', async () => {
    const target = await newTarget();
    const ids = await inspect(target, (db) => patrimonioIds(db));
    const env = { JOBS_STALE_SECONDS: '2' };
    const server = await start(target, { ...env, GP_TEST_PAUSE_AFTER_ITENS_MS: '120000' });
    const headers = await signInOver(server);
    for (let i = 0; i < 3; i++) {
      const res = await postJson(server, headers, '/patrimonio/bempatrimonial/create', {
        ...bemBody(ids, {
          valor_aquisicao: `${1000 + i}.00`,
          vida_util_meses: 60,
          data_aquisicao: '2025-03-15',
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const cfg = await fetch(`${server.url}${BASE}/configuracao`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ primeiro_mes: 'integral', implantacao: { ano: ANO, mes: MES } }),
    });
    expect(cfg.status, await cfg.text()).toBe(200);

    const writes = target.watchWrites();
    const started = await postJson(server, headers, `${BASE}/processar`, {
      ano: ANO,
      mes: MES,
      confirmado: true,
    });
    expect(started.status).toBe(202);
    const { trabalho_id: id } = (await started.json()) as { trabalho_id: string };
    // Its transaction has written the month's items and waits before committing: kill the process there.
    await until('o trabalho começar', () =>
      server.logs().some((l) => l.includes('job started') && l.includes(id)) ? true : undefined,
    );
    await until('a escrita da execução', async () => ((await writes()) ? true : undefined));
    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();

    await inspect(target, async (db) => {
      const [job] = await rows<{ state: string }>(db, sql`select state from jobs where id = ${id}`);
      expect(job?.state).toBe('executando'); // what the dead process left
      // The month is absent: no items, no month, no book value moved.
      const [left] = await rows<{ itens: number; meses: number; movidos: number }>(
        db,
        sql`select (select count(*)::int from depreciacoes_itens) as itens,
                   (select count(*)::int from depreciacoes_meses) as meses,
                   (select count(*)::int from bens_patrimoniais where valor_atual <> valor_aquisicao
                      and valor_aquisicao in (1000, 1001, 1002)) as movidos`,
      );
      expect(left).toEqual({ itens: 0, meses: 0, movidos: 0 });
    });

    const again = await start(target, env);
    const h2 = await signInOver(again);
    const failed = await until(
      'o trabalho interrompido marcado como falho',
      async () => {
        const job = await getJson<Trabalho>(`${again.url}/trabalhos/${id}`, h2);
        return job.estado === 'executando' ? undefined : job;
      },
      20_000,
    );
    expect(failed).toMatchObject({ estado: 'falhou', erro: STALE_MESSAGE });
    const meses = await getJson<DepreciacaoMeses>(`${again.url}${BASE}?ano=${ANO}`, h2);
    expect(meses.meses[MES - 1]).toMatchObject({
      estado: 'nao_processado',
      erro: STALE_MESSAGE,
      trabalho_id: null,
    });

    // Run again: whole this time.
    const rerun = await postJson(again, h2, `${BASE}/processar`, { ano: ANO, mes: MES, confirmado: true });
    expect(rerun.status).toBe(202);
    const { trabalho_id: id2 } = (await rerun.json()) as { trabalho_id: string };
    const done = await until('a nova execução', async () => {
      const job = await getJson<Trabalho>(`${again.url}/trabalhos/${id2}`, h2);
      return job.estado === 'concluido' || job.estado === 'falhou' ? job : undefined;
    });
    expect(done.estado, done.erro ?? '').toBe('concluido');
    await again.stop();

    await inspect(target, async (db) => {
      const states = await rows<{ state: string; n: number }>(
        db,
        sql`select state, count(*)::int as n from jobs group by state order by state`,
      );
      expect(states).toEqual([
        { state: 'concluido', n: 1 },
        { state: 'falhou', n: 1 },
      ]);
      const [mes] = await rows<{ n: number; itens: number }>(
        db,
        sql`select count(*)::int as n, (select count(*)::int from depreciacoes_itens where ano = ${ANO} and mes = ${MES}) as itens
            from depreciacoes_meses where ano = ${ANO} and mes = ${MES}`,
      );
      expect(mes).toEqual({ n: 1, itens: expect.any(Number) });
      expect(mes!.itens).toBeGreaterThanOrEqual(3);
      const [moved] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from bens_patrimoniais where valor_atual <> valor_aquisicao
              and valor_aquisicao in (1000, 1001, 1002)`,
      );
      expect(moved!.n).toBe(3);
    });
  }, 120_000);
});
