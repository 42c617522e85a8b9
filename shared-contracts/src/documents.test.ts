import { describe, expect, it } from 'vitest';
import {
  completeCnpj,
  completeCpf,
  formatCpfCnpj,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
} from './documents.js';

describe('CNPJ', () => {
  it('accepts the alphanumeric CNPJ', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });
  it('accepts numeric CNPJs and rejects wrong digits and repeated strings', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('123')).toBe(false);
  });
  it('completes a base with its check digits', () => {
    expect(completeCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(isValidCnpj(completeCnpj('987654320001'))).toBe(true);
  });
  it('formats with the mask', () => {
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
  });
});

describe('CPF, CEP, phone', () => {
  it('checks CPF digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf(completeCpf('123456789'))).toBe(true);
  });
  it('checks CEP and phone', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('(11) 8765-432')).toBe(false);
  });
});
