import { describe, expect, it } from 'vitest';
import {
  columnsThatFit,
  fittingWidth,
  headerWidth,
  longestWord,
  MAIN_MIN_WIDTH,
  moneyWidth,
  TEXT_MIN_WIDTH,
} from './column-layout.js';

const bens = [
  { title: 'Código', width: 84 },
  { title: 'Descrição', main: true },
  { title: 'Categoria', ellipsis: true, minWidth: 140, priority: 2 as const },
  { title: 'Situação', width: 96, priority: 2 as const },
  { title: 'Estado', width: 84, priority: 3 as const },
  { title: 'Localização', ellipsis: true, minWidth: 180 },
  { title: 'Aquisição', width: 100, priority: 3 as const },
  { title: 'Valor', width: 130 },
];
const titles = (kept: number[]) => kept.map((i) => bens[i]!.title);

describe('columns that fit a table', () => {
  it('keeps every column while there is no measure or room enough', () => {
    expect(columnsThatFit(bens, undefined)).toHaveLength(bens.length);
    expect(columnsThatFit(bens, 5000)).toHaveLength(bens.length);
  });

  it('drops priority 3 first (the rightmost of them first), then 2, never 1', () => {
    const all = 84 + MAIN_MIN_WIDTH + 140 + 96 + 84 + 180 + 100 + 130;
    expect(titles(columnsThatFit(bens, all - 1))).not.toContain('Aquisição');
    expect(titles(columnsThatFit(bens, all - 1))).toContain('Estado');
    expect(titles(columnsThatFit(bens, all - 150))).toEqual([
      'Código',
      'Descrição',
      'Categoria',
      'Situação',
      'Localização',
      'Valor',
    ]);
    expect(titles(columnsThatFit(bens, 300))).toEqual(['Código', 'Descrição', 'Localização', 'Valor']);
  });

  it('counts what is reserved (the selection checkboxes)', () => {
    const all = 84 + MAIN_MIN_WIDTH + 140 + 96 + 84 + 180 + 100 + 130;
    expect(columnsThatFit(bens, all)).toHaveLength(bens.length);
    expect(columnsThatFit(bens, all, 36)).toHaveLength(bens.length - 1);
  });

  it('counts the key column at its least width and a cut text at its own', () => {
    expect(fittingWidth({ main: true }, true)).toBe(MAIN_MIN_WIDTH);
    expect(fittingWidth({ ellipsis: true }, true)).toBe(TEXT_MIN_WIDTH);
    expect(fittingWidth({ ellipsis: true, width: 240 }, true)).toBe(240);
  });
});

describe('money columns', () => {
  it('are wide enough for the longest figure, never less than their own width', () => {
    const narrow = moneyWidth(['R$ 10,00'], 'small', 104);
    expect(narrow).toBe(104);
    const wide = moneyWidth(['R$ 10,00', 'R$ 9.999.999,99'], 'small', 104);
    expect(wide).toBeGreaterThanOrEqual(15 * 8 + 16);
    expect(moneyWidth(['R$ 289.900,00'], 'small', 104)).toBeGreaterThan(104);
  });
});

describe('header widths', () => {
  it("hold the header's longest word on one line, beside its sort arrows and filter trigger", () => {
    expect(longestWord('Valor de aquisição')).toBe('aquisição');
    expect(longestWord('Conta contábil  (PCASP)')).toBe('contábil');
    // 'Número' measures 52.9 px in Chromium (semibold 14 px); large cells pad 16 px on each side.
    expect(headerWidth('Número')).toBeGreaterThanOrEqual(53 + 32);
    expect(headerWidth('Número', { sorter: true })).toBeGreaterThanOrEqual(53 + 32 + 16);
    expect(headerWidth('Número', { sorter: true, filter: true })).toBeGreaterThan(
      headerWidth('Número', { sorter: true }),
    );
    expect(headerWidth('Número', {}, 'small')).toBeLessThan(headerWidth('Número'));
  });

  it('ask nothing of a header that is not text', () => {
    expect(headerWidth(undefined, { sorter: true })).toBe(0);
    expect(headerWidth(null)).toBe(0);
  });
});
