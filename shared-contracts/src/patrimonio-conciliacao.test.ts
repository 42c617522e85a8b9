import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CreateConciliacaoBodySchema,
  linhaConfere,
  parseBalancete,
  parseValorContabil,
} from './patrimonio-conciliacao.js';

describe('parseValorContabil', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,5', '1234.50'],
    ['1234.56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['R$ 1.234.567,89', '1234567.89'],
    ['7e+05', '700000.00'],
    ['(1.000,00)', '-1000.00'],
    ['1.000,00 C', '-1000.00'],
    ['1.000,00 D', '1000.00'],
    ['-12,30', '-12.30'],
    ['0', '0.00'],
  ])('%s is %s', (raw, money) => expect(parseValorContabil(raw)).toBe(money));

  it.each(['', 'abc', '1,234', '12,345,6', '1.5e-3', '10,123'])('%s is not a value', (raw) =>
    expect(parseValorContabil(raw)).toBeNull(),
  );
});

describe('parseBalancete', () => {
  it('reads accounts with ; and a header, a quoted value and the optional depreciation as its size', () => {
    const csv =
      '\ufeffConta;Saldo;Depreciação\r\n1.2.3.1.1.01.01;"1.234,56";(100,00)\r\n1.2.3.2.1.01.01;7e+05;\r\n\r\n';
    expect(parseBalancete(csv)).toEqual({
      saldos: [
        { conta_contabil: '1.2.3.1.1.01.01', saldo: '1234.56', depreciacao: '100.00' },
        { conta_contabil: '1.2.3.2.1.01.01', saldo: '700000.00', depreciacao: null },
      ],
      erros: [],
    });
  });

  it('reports each bad line with its number, a repeated account included', () => {
    const csv = '1.2.3.1.1.01.01,10.00\nConta X,1\n1.2.3.1.1.01.02,dez\n1.2.3.1.1.01.01,5';
    expect(parseBalancete(csv)).toEqual({
      saldos: [{ conta_contabil: '1.2.3.1.1.01.01', saldo: '10.00', depreciacao: null }],
      erros: [
        { linha: 2, mensagem: '"Conta X" não é uma conta do PCASP (ex.: 1.2.3.1.1.01.01).' },
        { linha: 3, mensagem: 'Saldo "dez" da conta 1.2.3.1.1.01.02 não é um valor (ex.: 1.234,56).' },
        { linha: 4, mensagem: 'A conta 1.2.3.1.1.01.01 já está na linha 1.' },
      ],
    });
  });
});

describe('CreateConciliacaoBodySchema', () => {
  it('refuses a repeated account and a negative depreciation, in Portuguese', () => {
    const r = v.safeParse(CreateConciliacaoBodySchema, {
      data_balancete: '2026-10-31',
      saldos: [
        { conta_contabil: '1.2.3.1.1.01.01', saldo: '10.00', depreciacao: '-1.00' },
        { conta_contabil: '1.2.3.1.1.01.01', saldo: '5.00' },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.issues?.map((i) => i.message)).toEqual([
      'Depreciação acumulada contábil não pode ser negativo.',
      'Cada conta aparece uma vez no balancete: some as linhas repetidas.',
    ]);
  });

  it('agrees only when every difference it has is zero', () => {
    const line = { saldo_contabil: '10.00', diferenca: '0.00', diferenca_depreciacao: null };
    expect(linhaConfere(line)).toBe(true);
    expect(linhaConfere({ ...line, diferenca_depreciacao: '0.00' })).toBe(true);
    expect(linhaConfere({ ...line, diferenca_depreciacao: '1.00' })).toBe(false);
    expect(linhaConfere({ ...line, diferenca: '-0.01' })).toBe(false);
    expect(linhaConfere({ ...line, saldo_contabil: null })).toBe(false);
  });
});
