import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyPlain, parseMoneyText } from './money.js';

describe('formatMoney (R$ 1.234,56)', () => {
  it('prints the API string with thousands dots and a decimal comma', () => {
    expect(formatMoney('1234.56')).toBe('R$ 1.234,56');
    expect(formatMoney('0.00')).toBe('R$ 0,00');
    expect(formatMoney('5899.9')).toBe('R$ 5.899,90');
    expect(formatMoney('1000000')).toBe('R$ 1.000.000,00');
    expect(formatMoney('-1234.5')).toBe('-R$ 1.234,50');
  });

  it('keeps every digit of the largest value numeric(15,2) holds, which a float would round', () => {
    expect(formatMoney('9999999999999.99')).toBe('R$ 9.999.999.999.999,99');
    expect(formatMoney('0.07')).toBe('R$ 0,07');
  });

  it('prints a total past the largest value, exactly (a dashboard figure)', () => {
    expect(formatMoney('19999999999999.98')).toBe('R$ 19.999.999.999.999,98');
    expect(formatMoney('21474836469999978525163.53')).toBe('R$ 21.474.836.469.999.978.525.163,53');
  });

  it('prints a dash for nothing or for what is not money', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney('12,50')).toBe('-');
  });

  it('gives the input text without the currency', () => {
    expect(formatMoneyPlain('1234.5')).toBe('1.234,50');
    expect(formatMoneyPlain('12')).toBe('12,00');
  });
});

describe('parseMoneyText (what is typed -> "1234.56")', () => {
  const ok = (text: string) => {
    const parsed = parseMoneyText(text);
    return parsed.kind === 'ok' ? parsed.value : parsed.kind;
  };

  it('reads Brazilian text', () => {
    expect(ok('1.234,56')).toBe('1234.56');
    expect(ok('1234,56')).toBe('1234.56');
    expect(ok('1234,5')).toBe('1234.50');
    expect(ok('R$ 1.234,56')).toBe('1234.56');
    expect(ok(' 10 ')).toBe('10.00');
    expect(ok('1.234')).toBe('1234.00');
    expect(ok('1.234.567')).toBe('1234567.00');
    expect(ok('0,07')).toBe('0.07');
  });

  it('reads a pasted value with a decimal point', () => {
    expect(ok('1234.56')).toBe('1234.56');
    expect(ok('0.5')).toBe('0.50');
  });

  it('is exact where floating point is not', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; here nothing is added as a number.
    expect(ok('0,10')).toBe('0.10');
    expect(ok('9.999.999.999.999,99')).toBe('9999999999999.99');
  });

  it('tells empty from invalid', () => {
    expect(ok('')).toBe('empty');
    expect(ok('R$ ')).toBe('empty');
    expect(ok('1,234')).toBe('invalid');
    expect(ok('12.34.5')).toBe('invalid');
    expect(ok('1.23,45')).toBe('invalid');
    expect(ok('abc')).toBe('invalid');
    expect(ok('10,')).toBe('invalid');
    expect(ok('99999999999999,00')).toBe('invalid');
  });
});
