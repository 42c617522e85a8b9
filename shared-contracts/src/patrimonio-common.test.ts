import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CODIGO_BEM_MAX } from './patrimonio-bens.js';
import { centsToMoney, moneyField, moneyToCents, normalizeMoney } from './patrimonio-common.js';

/** The money range, decided once (decision 015): one value, and a total of one client's values. */
describe('money range', () => {
  const field = moneyField('O valor', { min: '0' });
  const MAX = '9999999999999.99';

  it('takes one value up to 9 999 999 999 999,99, what numeric(15,2) holds', () => {
    expect(v.parse(field, MAX)).toBe(MAX);
    for (const input of ['10000000000000.00', '99999999999999', 1e14]) {
      expect(v.safeParse(field, input).success, String(input)).toBe(false);
    }
  });

  it('reads a total exactly, past the largest value: every asset a client can have, at the largest value', () => {
    const all = BigInt(CODIGO_BEM_MAX) * moneyToCents(MAX);
    expect(centsToMoney(all)).toBe('21474836469999978525163.53');
    expect(moneyToCents(centsToMoney(all))).toBe(all);
    expect(normalizeMoney('19999999999999.98')).toBe('19999999999999.98');
    expect(() => moneyToCents('100000000000000000000000.00')).toThrow('valor monetário inválido');
  });
});
