import { describe, expect, it } from 'vitest';
import { chartPath, chartSentence, depreciationPoints, timeTicks, valueTicks } from './bem-depreciacao.js';

const mes = (m: number, valor: string, restantes: number) => ({
  mes: m,
  ano: 2025,
  valor_anterior: '0.00',
  quota: '0.00',
  valor_atual: valor,
  valor_residual: '100.00',
  depreciacao_acumulada: '0.00',
  meses_restantes: restantes,
});

describe('the asset page depreciation chart', () => {
  it('draws the processed months, then the straight line to the residual over the remaining life', () => {
    const points = depreciationPoints([mes(11, '871.43', 6), mes(12, '742.86', 5)]);
    expect(points.map((p) => [p.label, p.cents, p.projected])).toEqual([
      ['11/2025', 87143, false],
      ['12/2025', 74286, false],
      // 642.86 ÷ 5 = 128.572 a month, into the next year.
      ['01/2026', 61429, true],
      ['02/2026', 48572, true],
      ['03/2026', 35714, true],
      ['04/2026', 22857, true],
      ['05/2026', 10000, true],
    ]);
  });

  it('stops at a fully depreciated asset and draws nothing for none', () => {
    expect(depreciationPoints([mes(3, '100.00', 0)])).toHaveLength(1);
    expect(depreciationPoints([])).toEqual([]);
  });

  it('scales the line to its box, the highest value at the top', () => {
    const path = chartPath(
      [
        { label: 'a', cents: 1000, projected: false },
        { label: 'b', cents: 500, projected: false },
        { label: 'c', cents: 0, projected: true },
      ],
      200,
      100,
    );
    expect(path).toBe('0.0,0.0 100.0,50.0 200.0,100.0');
  });

  it('says one processed month once, never the same value twice, then the forecast', () => {
    const money = (c: number) => `R$ ${(c / 100).toFixed(2)}`;
    expect(chartSentence(depreciationPoints([mes(11, '871.43', 6)]), money)).toBe(
      'Valor contábil de R$ 871.43 em 11/2025; previsto R$ 100.00 (residual) em 05/2026.',
    );
    expect(chartSentence(depreciationPoints([mes(11, '871.43', 6), mes(12, '742.86', 5)]), money)).toBe(
      'Valor contábil de R$ 871.43 em 11/2025 a R$ 742.86 em 12/2025; previsto R$ 100.00 (residual) em 05/2026.',
    );
    expect(chartSentence(depreciationPoints([mes(3, '100.00', 0)]), money)).toBe(
      'Valor contábil de R$ 100.00 em 03/2025.',
    );
  });

  it('marks the value axis from the highest value to zero and the time axis at the first, latest and last months', () => {
    const points = depreciationPoints([mes(11, '871.43', 6), mes(12, '742.86', 5)]);
    expect(valueTicks(points)).toEqual([87143, 43572, 0]);
    expect(timeTicks(points)).toEqual(['11/2025', '12/2025', '05/2026']);
    expect(timeTicks(depreciationPoints([mes(3, '100.00', 0)]))).toEqual(['03/2025']);
  });
});
