import { CODIGO_BEM_MAX, centsToMoney, moneyToCents } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bensContagens } from '../../src/db/schema-patrimonio.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import type { caller, Headers } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The dashboard's patrimônio figure is a total of many values (decision 015): it has room past the
 * largest single value, so no asset the contract accepts can break it.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let admin: { headers: Headers };

/** The largest value one asset can have. */
const MAX = '9999999999999.99';

beforeAll(async () => {
  ({ t, call, ids, admin } = await patrimonioApp());
});
afterAll(() => t.close());

const valorContabil = async () => {
  const res = await call('GET', '/dashboard', admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().patrimonio.valorContabil as string;
};
const createAt = async (valor: string) => {
  // Above the plausibility ceiling: confirmed, as the form does after asking.
  const res = await createBem(
    t,
    admin.headers,
    bemBody(ids, { valor_aquisicao: valor, confirmar_valor: true }),
  );
  expect(res.statusCode, res.body).toBe(201);
};

describe('GET /dashboard with assets at the largest value', () => {
  it('sums them exactly past the largest single value', async () => {
    await createAt(MAX);
    await createAt(MAX);
    await createAt('0.01');
    expect(await valorContabil()).toBe('19999999999999.99');
  });

  it('has room for every asset a client can have at the largest value', async () => {
    // The kept total as if the Prefeitura had CODIGO_BEM_MAX - 1 assets at the largest value: one more fills it.
    const all = BigInt(CODIGO_BEM_MAX) * moneyToCents(MAX);
    await t.database.db
      .update(bensContagens)
      .set({ valorAtual: centsToMoney(all - moneyToCents(MAX)) })
      .where(and(eq(bensContagens.clientId, ids.prefeituraId), eq(bensContagens.dimensao, 'total')));
    await createAt(MAX);
    expect(await valorContabil()).toBe(centsToMoney(all));
    expect(centsToMoney(all)).toBe('21474836469999978525163.53');
  });
});
