import { describe, expect, it } from 'vitest';
import {
  applyMask,
  CEP_MASK,
  CHAVE_NFE_MASK,
  CPF_CNPJ_MASK,
  maskPhone,
  NCM_MASK,
  PLACA_MASK,
} from './masks.js';

describe('masks of DOMAIN §5', () => {
  it('masks CPF and numeric or alphanumeric CNPJ while typing', () => {
    expect(CPF_CNPJ_MASK.format('52998224725')).toBe('529.982.247-25');
    expect(CPF_CNPJ_MASK.format('11222333000181')).toBe('11.222.333/0001-81');
    expect(CPF_CNPJ_MASK.format('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('masks CEP, phone, NCM, the NF-e key and plates', () => {
    expect(CEP_MASK.format('01310100')).toBe('01310-100');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(NCM_MASK.format('84713012')).toBe('8471.30.12');
    expect(NCM_MASK.format('84713')).toBe('8471.3');
    expect(CHAVE_NFE_MASK.format('3525 0312 3456')).toBe('3525 0312 3456');
    expect(CHAVE_NFE_MASK.format('1'.repeat(46))).toHaveLength(54);
    expect(PLACA_MASK.format('abc1234')).toBe('ABC-1234');
    expect(PLACA_MASK.format('abc1d23')).toBe('ABC1D23');
  });

  it('keeps the caret after the same characters it followed', () => {
    expect(applyMask(CPF_CNPJ_MASK, '5299822', 7)).toEqual({ value: '529.982.2', caret: 9 });
  });
});
