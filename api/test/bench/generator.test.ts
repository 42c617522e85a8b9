import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAssets } from '../../bench/generate-assets.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The benchmark's generator on a small scale: what it loads, and the list's kept totals it rebuilds
 * (counts and book value) agreeing with the rows themselves, as the trigger would have kept them.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('benchmark generator', () => {
  it('loads assets, movements and registers, and rebuilds the kept totals exactly', async () => {
    const result = await generateAssets(t.database.db, {
      assets: 2_000,
      secretarias: 4,
      setoresPorSecretaria: 2,
      suppliers: 20,
      chunk: 500,
      budgetMs: 120_000,
    });
    expect(result.assets).toBe(2_000);
    expect(result.movements).toBeGreaterThanOrEqual(2_000);
    expect(result.stoppedEarly).toBe(false);

    const mismatches = () =>
      rows(sql`
      with real as (
        select client_id, 'total' as dimensao, '' as valor, count(*) as n, sum(valor_atual) as v
        from bens_patrimoniais group by 1
        union all
        select client_id, 'situacao', situacao, count(*), sum(valor_atual) from bens_patrimoniais group by 1, 3
        union all
        select client_id, 'setor_id', coalesce(setor_id::text, ''), count(*), sum(valor_atual)
        from bens_patrimoniais group by 1, 3
      )
      select r.dimensao, r.valor, r.n, c.quantidade, r.v, c.valor_atual
      from real r
      left join bens_contagens c using (client_id, dimensao, valor)
      where c.quantidade is distinct from r.n or c.valor_atual is distinct from r.v`);
    expect(await mismatches()).toEqual([]);

    // From here on the trigger keeps them: a change of value and of situação in one statement.
    await t.database.db.execute(sql`
      update bens_patrimoniais set valor_atual = valor_atual + 0.01,
        situacao = case when codigo_bem % 2 = 0 then 'ocioso' else situacao end
      where codigo_bem <= 50`);
    expect(await mismatches()).toEqual([]);
  });
});
