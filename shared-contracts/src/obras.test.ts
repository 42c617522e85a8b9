import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cnoCheckDigit,
  completeCno,
  documentoDaResponsabilidade,
  formatCno,
  formatReais,
  isValidCno,
  ObraSituacaoBodySchema,
  percentualExecutado,
} from './obras.js';

describe('CNO', () => {
  it('checks the 12th digit with weights 7,4,1,8,5,2,1,6,3,7,4 and accepts the mask', () => {
    // Σ = 7·1 + 4·1 + 1·1 + 8·1 + 5·1 + 2·1 + 1·1 + 6·1 + 3·1 + 7·1 + 4·1 = 48 → 4 + 8 = 12 → units 2 → 10 − 2 = 8.
    expect(cnoCheckDigit('11111111111')).toBe(8);
    expect(isValidCno('111111111118')).toBe(true);
    expect(isValidCno('111111111111')).toBe(false);
    const cno = completeCno('35123456780');
    expect(isValidCno(cno)).toBe(true);
    expect(isValidCno(formatCno(cno))).toBe(true);
    expect(formatCno(cno)).toMatch(/^\d{2}\.\d{3}\.\d{5}\/\d{2}$/);
    expect(isValidCno(`${cno.slice(0, 11)}${(Number(cno[11]) + 1) % 10}`)).toBe(false);
    expect(isValidCno('000000000000')).toBe(false);
    expect(isValidCno(cno.slice(0, 11))).toBe(false);
    expect(isValidCno(`${cno}x`)).toBe(false);
  });
});

describe('figures of a work', () => {
  it('formats reais and computes the executed percentage exactly, truncated', () => {
    expect(formatReais('1234567.8')).toBe('R$ 1.234.567,80');
    expect(formatReais('0')).toBe('R$ 0,00');
    expect(percentualExecutado('110000.00', '120000.00')).toBe('91.66');
    expect(percentualExecutado('1', '0')).toBe('0.00');
    expect(percentualExecutado('120000.00', '120000.00')).toBe('100.00');
  });
});

describe('situação body', () => {
  it('asks the expected restart of a paralisação, after its date', () => {
    const base = {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      data: '2026-03-10',
      motivo: 'Chuvas',
      publicacao_veiculo: 'Diário Oficial do Município',
      publicacao_data: '2026-03-11',
      motivo_codigo: 99,
      responsavel_tipo: 'apuracao',
      apuracao_numero: '123/2026',
    };
    const issues = (input: object) => {
      const r = v.safeParse(ObraSituacaoBodySchema, input);
      return r.success ? [] : r.issues.map((i) => i.message);
    };
    expect(issues({ ...base, situacao: 4 })).toEqual(['Informe a previsão de reinício da obra paralisada.']);
    expect(issues({ ...base, situacao: 4, previsao_reinicio: '2026-03-01' })).toEqual([
      'A previsão de reinício deve ser posterior à paralisação.',
    ]);
    expect(issues({ ...base, situacao: 9 })).toEqual(['Situação inválida: use um código de 1 a 8.']);
    expect(issues({ ...base, situacao: 2 })).toEqual([]);
  });
});

describe('responsabilidade técnica', () => {
  it('names the council’s document once, whether or not the number was typed with it', () => {
    expect(documentoDaResponsabilidade({ conselho: 'CREA', numero: '2620260001234' })).toBe(
      'ART 2620260001234',
    );
    expect(documentoDaResponsabilidade({ conselho: 'CREA', numero: 'ART 2620260001234' })).toBe(
      'ART 2620260001234',
    );
    expect(documentoDaResponsabilidade({ conselho: 'CAU', numero: 'rrt nº 123' })).toBe('RRT 123');
    expect(documentoDaResponsabilidade({ conselho: 'CFT', numero: 'TRT' })).toBe('TRT TRT');
  });
});
