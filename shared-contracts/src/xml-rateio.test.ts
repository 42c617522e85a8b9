import { describe, expect, it } from 'vitest';
import type { ModoItem, NfeItem, NfeTotais } from './xml-nfe.js';
import { distribuir, modoSugerido, problemaDoModo, ratearNota, unidadesInteiras } from './xml-rateio.js';

const ZERO = '0.00';
function item(numero: number, quantidade: string, valor: string, costs: Partial<NfeItem> = {}): NfeItem {
  return {
    numero,
    codigo: `P${numero}`,
    descricao: `Produto ${numero}`,
    ncm: null,
    cfop: '5102',
    unidade: 'UN',
    quantidade,
    valor_unitario: valor,
    valor,
    frete: ZERO,
    seguro: ZERO,
    desconto: ZERO,
    outros: ZERO,
    ipi: ZERO,
    veiculo: null,
    ...costs,
  };
}
function totais(t: Partial<NfeTotais>): NfeTotais {
  return {
    produtos: ZERO,
    frete: ZERO,
    seguro: ZERO,
    desconto: ZERO,
    ipi: ZERO,
    outros: ZERO,
    nota: ZERO,
    ...t,
  };
}
const modos = (entries: [number, ModoItem][]) => new Map(entries);

describe('distribuir (largest remainder)', () => {
  it('gives the leftover centavo to the largest remainder, and the parts add up', () => {
    // 1000 × 10000 / 15000 = 666.67 → 666 (remainder 10000); 1000 × 5000 / 15000 = 333.33 → 333 (remainder 5000).
    // 999 given out, the centavo left goes to the first (remainder 10000 > 5000).
    expect(distribuir(1000n, [10000n, 5000n, 0n])).toEqual([667n, 333n, 0n]);
  });

  it('splits equal weights with the extra centavos to the first parts', () => {
    expect(distribuir(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(distribuir(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
  });

  it('splits equally when every weight is zero', () => {
    expect(distribuir(5n, [0n, 0n])).toEqual([3n, 2n]);
  });
});

describe('unidadesInteiras', () => {
  it('reads whole quantities only, from 1 to the limit per note', () => {
    expect(unidadesInteiras('10.0000')).toBe(10);
    expect(unidadesInteiras('3')).toBe(3);
    expect(unidadesInteiras('2.5000')).toBeNull();
    expect(unidadesInteiras('0.0000')).toBeNull();
    expect(unidadesInteiras('5001.0000')).toBeNull();
  });

  it('proposes one asset per unit for whole quantities, one for the line otherwise', () => {
    expect(modoSugerido({ quantidade: '3.0000' })).toBe('unidade');
    expect(modoSugerido({ quantidade: '12.5000' })).toBe('linha');
    expect(problemaDoModo(item(4, '12.5000', '10.00'), 'unidade')).toContain('quantidade inteira');
    expect(problemaDoModo(item(4, '12.5000', '10.00'), 'linha')).toBeNull();
  });
});

describe('ratearNota', () => {
  it('spreads the note-level freight by value and each line over its units, to the centavo', () => {
    const itens = [item(1, '3.0000', '100.00'), item(2, '1.0000', '50.00'), item(3, '2.0000', '0.00')];
    const rateio = ratearNota(
      itens,
      totais({ produtos: '150.00', frete: '10.00', nota: '160.00' }),
      modos([
        [1, 'unidade'],
        [2, 'unidade'],
        [3, 'unidade'],
      ]),
    );
    const [a, b, c] = rateio.linhas;
    // Freight 10,00 by value 100 : 50 : 0 → 6,67 / 3,33 / 0 (see distribuir above).
    expect(a).toMatchObject({ frete: 667n, total: 10667n, valores: [3556n, 3556n, 3555n] });
    expect(b).toMatchObject({ frete: 333n, total: 5333n, valores: [5333n] });
    // A zero-valued item becomes assets of value zero.
    expect(c).toMatchObject({ frete: 0n, total: 0n, valores: [0n, 0n] });
    expect(rateio.total).toBe(16000n);
    expect(rateio.bens).toBe(6);
  });

  it('uses the costs the lines carry and adds only what the note has beyond them', () => {
    const itens = [
      item(1, '1.0000', '200.00', { frete: '5.00', ipi: '20.00', seguro: '1.50', outros: '0.50' }),
      item(2, '2.0000', '99.99', { desconto: '9.99' }),
    ];
    const rateio = ratearNota(
      itens,
      totais({ frete: '5.00', ipi: '20.00', seguro: '1.50', outros: '0.50', desconto: '9.99' }),
      modos([
        [1, 'linha'],
        [2, 'unidade'],
      ]),
    );
    // 200,00 + 5,00 + 1,50 + 0,50 + 20,00 = 227,00; 99,99 − 9,99 = 90,00 → 45,00 each.
    expect(rateio.linhas[0]).toMatchObject({ total: 22700n, valores: [22700n] });
    expect(rateio.linhas[1]).toMatchObject({ total: 9000n, valores: [4500n, 4500n] });
    expect(rateio.total).toBe(31700n);
  });

  it('gives a line discounted by 100 % assets of value zero', () => {
    const rateio = ratearNota(
      [item(1, '1.0000', '80.00', { desconto: '80.00' })],
      totais({ desconto: '80.00' }),
      modos([[1, 'unidade']]),
    );
    expect(rateio.linhas[0]).toMatchObject({ total: 0n, valores: [0n] });
  });

  it('leaves out the lines not incorporated, but they keep their share of the costs', () => {
    const itens = [item(1, '1.0000', '10.00'), item(2, '1.0000', '10.00')];
    const rateio = ratearNota(
      itens,
      totais({ frete: '0.03' }),
      modos([
        [1, 'unidade'],
        [2, 'nao_incorporar'],
      ]),
    );
    // 3 centavos over equal values: 2 to the first line, 1 to the second (which stays out).
    expect(rateio.linhas[0]).toMatchObject({ frete: 2n, total: 1002n, valores: [1002n] });
    expect(rateio.linhas[1]).toMatchObject({ unidades: 0, valores: [] });
    expect(rateio.total).toBe(1002n);
    expect(rateio.bens).toBe(1);
  });

  it('always adds the assets up to the total of the incorporated lines', () => {
    const itens = Array.from({ length: 7 }, (_, i) => item(i + 1, `${i + 2}.0000`, `${(i + 1) * 13}.17`));
    const rateio = ratearNota(
      itens,
      totais({ frete: '12.34', seguro: '0.07', ipi: '3.33', desconto: '1.01' }),
      modos(itens.map((x) => [x.numero, x.numero % 3 === 0 ? 'linha' : 'unidade'])),
    );
    const assets = rateio.linhas.flatMap((l) => l.valores);
    expect(assets.reduce((a, b) => a + b, 0n)).toBe(rateio.total);
    // Products 13,17 + 26,17 + … + 91,17 = 365,19 (13 × 28 + 0,17 × 7), plus 12,34 + 0,07 + 3,33 − 1,01.
    expect(rateio.total).toBe(36519n + 1234n + 7n + 333n - 101n);
  });
});
