import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bemListQueries,
  runBemList,
  WALK_ROWS,
} from '../../../src/modules/patrimonio/bens/bens.repository.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import type { TestApp } from '../../support/test-app.js';

let t: TestApp;
let ids: PatrimonioIds;
/** Codes of the copies, by description: more assets than a walk reads, so both ways of a search run. */
const FIRST = 500_000;
const COPIES = WALK_ROWS + 600;

beforeAll(async () => {
  const app = await patrimonioApp();
  t = app.t;
  ids = app.ids;
  const res = await createBem(t, app.admin.headers, bemBody(ids, { descricao: 'Modelo' }));
  expect(res.statusCode, res.body).toBe(201);
  const source = (res.json() as { id: string }).id;
  // Copies of that asset, in code order: every tenth a "Cadeira giratória", and one "Luneta" past what a
  // walk reads.
  const columns = (await t.database.db.execute(
    sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
        from information_schema.columns
        where table_name = 'bens_patrimoniais' and is_generated = 'NEVER' and column_default is null
          and column_name not in ('codigo_bem', 'descricao')`,
  )) as unknown as { rows: { list: string }[] };
  const list = sql.raw(columns.rows[0]!.list);
  await t.database.db.execute(sql`
    insert into bens_patrimoniais (codigo_bem, descricao, ${list})
    select ${FIRST} + g,
           case when g % 10 = 0 then 'Cadeira giratória' when g = ${COPIES - 5} then 'Luneta'
                else 'Mesa de escritório' end,
           ${list}
    from bens_patrimoniais, generate_series(1, ${COPIES}) g where id = ${source}`);
  // A few thousand rows with their counters' trigger: slow on PGlite on a busy machine.
}, 180_000);
afterAll(() => t.close());

/** The codes of a list page, as runBemList answers and as the page through the indexes alone gives. */
async function both(search: string, page: { limit: number; offset: number; order?: 'asc' | 'desc' }) {
  const q = bemListQueries(t.database.db, { clientIds: [ids.prefeituraId], search }, page);
  const answered = await runBemList(t.database.db, q);
  const indexed = await q.page;
  return {
    /** The walk alone found the whole page. */
    walked: q.walk !== null && (await q.walk).length === page.limit,
    codes: answered.rows.map((r) => r.codigoBem),
    expected: indexed.map((r) => r.codigoBem),
    total: answered.total,
  };
}

describe('word search: the first pages walked in code order, the rest through the GIN index', () => {
  it('answers the same page either way: frequent words, a second page, descending order', async () => {
    for (const page of [
      { limit: 10, offset: 0 },
      { limit: 10, offset: 10 },
      { limit: 10, offset: 0, order: 'desc' as const },
    ]) {
      const r = await both('cadeira GIR', page);
      expect(r.walked).toBe(true);
      expect(r.codes).toHaveLength(10);
      expect(r.codes).toEqual(r.expected);
    }
    const first = await both('cadeira gir', { limit: 10, offset: 0 });
    expect(first.codes[0]).toBe(FIRST + 10);
  });

  it('finds a rare word past the walk through the index, and nothing for an absent one', async () => {
    const rare = await both('luneta', { limit: 10, offset: 0 });
    expect(rare.codes).toEqual([FIRST + COPIES - 5]);
    expect(rare.codes).toEqual(rare.expected);
    expect(rare.total).toBe(1);
    expect((await both('inexistente', { limit: 10, offset: 0 })).codes).toEqual([]);
  });

  it('walks nothing for a deep page, another sort or several clients', async () => {
    const deep = bemListQueries(
      t.database.db,
      { clientIds: [ids.prefeituraId], search: 'cadeira' },
      {
        limit: 10,
        offset: 1000,
      },
    );
    expect(deep.walk).toBeNull();
    const sorted = bemListQueries(
      t.database.db,
      { clientIds: [ids.prefeituraId], search: 'cadeira' },
      {
        limit: 10,
        offset: 0,
        sort: 'descricao',
      },
    );
    expect(sorted.walk).toBeNull();
    const many = bemListQueries(
      t.database.db,
      { clientIds: [ids.prefeituraId, ids.prefeituraId], search: 'cadeira' },
      { limit: 10, offset: 0 },
    );
    expect(many.walk).toBeNull();
  });
});
