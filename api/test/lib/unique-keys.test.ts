import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriasBens } from '../../src/db/schema-patrimonio.js';
import { conflictOfUniqueViolation, UNIQUE_KEYS } from '../../src/lib/unique-keys.js';
import { patrimonioIds } from '../support/patrimonio.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The one mapping of a unique violation to its 409 (decision 032), on the driver errors of both
 * databases: the race itself is in test/app/unique-races.test.ts (PostgreSQL only).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const row = (clientId: string, nome: string) => ({
  clientId,
  nome,
  tipoBem: 'movel',
  contaContabil: '1.2.3.1.1.04.09',
  vidaUtilAnos: 10,
  valorResidualPercentual: '10',
  depreciavel: true,
});

describe('a unique violation raised by the database', () => {
  it("is the key's 409 naming the value of the request, whatever the case of the clash", async () => {
    const { prefeituraId } = await patrimonioIds(t.database.db);
    await t.database.db.insert(categoriasBens).values(row(prefeituraId, 'Categoria única'));
    const error = await t.database.db
      .insert(categoriasBens)
      .values(row(prefeituraId, 'CATEGORIA ÚNICA'))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).not.toBeNull();
    const conflict = conflictOfUniqueViolation(error, { nome: 'CATEGORIA ÚNICA' });
    expect(conflict?.statusCode).toBe(409);
    expect(conflict?.message).toBe('Já existe uma categoria com o nome "CATEGORIA ÚNICA" neste cliente.');
    expect(conflict?.extra).toEqual({ issues: [{ path: 'nome', message: conflict?.message }] });
  });

  it('is a 409 even for a key the table does not name yet; any other error is not one', () => {
    const unknown = { code: '23505', constraint: 'nova_chave_uq' };
    expect(conflictOfUniqueViolation(unknown, {})?.message).toBe('Este registro já existe.');
    expect(conflictOfUniqueViolation({ cause: unknown }, {})?.statusCode).toBe(409);
    expect(conflictOfUniqueViolation({ code: '23503' }, {})).toBeNull();
    expect(conflictOfUniqueViolation(new Error('x'), {})).toBeNull();
  });

  it('every message is Portuguese and reads whole without the value', () => {
    for (const [name, key] of Object.entries(UNIQUE_KEYS)) {
      const message = (key.message as (v?: string) => string)();
      expect(message, name).toMatch(/^[A-ZÁÉ].*\.$/);
      expect(message, name).not.toMatch(/undefined|""|\s\s/);
    }
  });
});
