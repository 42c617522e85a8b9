import { describe, expect, it } from 'vitest';
import { duplicateMessage, nextPeriod, periodLabel, toExercicioBody } from './exercicio-form.js';

const empresa = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
const open = [
  { mes: 11, ano: 2026 },
  { mes: 12, ano: 2026 },
];

describe('opening a month', () => {
  it('sends mes, ano and empresa_id', () => {
    expect(toExercicioBody(empresa, { mes: 1, ano: 2027 }, open)).toEqual({
      body: { mes: 1, ano: 2027, empresa_id: empresa },
    });
  });

  it('refuses a month already open with a clear message, before any call', () => {
    expect(toExercicioBody(empresa, { mes: 12, ano: 2026 }, open)).toEqual({
      error: 'O exercício 12/2026 já está aberto para este cliente.',
    });
    expect(duplicateMessage({ mes: 3, ano: 2027 })).toBe(
      'O exercício 03/2027 já está aberto para este cliente.',
    );
  });

  it('keeps the shared limits of month and year', () => {
    expect(toExercicioBody(empresa, { mes: 13, ano: 2026 }, [])).toEqual({
      error: 'O mês deve estar entre 1 e 12.',
    });
    expect(toExercicioBody(empresa, { mes: 1, ano: 1800 }, [])).toEqual({
      error: 'O ano deve estar entre 1900 e 2099.',
    });
    expect(toExercicioBody(empresa, { ano: 2026 }, [])).toEqual({ error: 'Informe o mês.' });
  });

  it('suggests the month after the newest, across the year, or the current month for none', () => {
    expect(nextPeriod(open)).toEqual({ mes: 1, ano: 2027 });
    expect(
      nextPeriod([
        { mes: 4, ano: 2026 },
        { mes: 2, ano: 2026 },
      ]),
    ).toEqual({ mes: 5, ano: 2026 });
    expect(nextPeriod([], new Date(2026, 6, 15))).toEqual({ mes: 7, ano: 2026 });
    expect(periodLabel({ mes: 7, ano: 2026 })).toBe('07/2026');
  });
});
