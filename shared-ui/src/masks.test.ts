import { formatPhone } from '@gp/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  CEP_MASK,
  CHAVE_NFE_MASK,
  CPF_CNPJ_MASK,
  CPF_MASK,
  maskPhone,
  NCM_MASK,
  PHONE_MASK,
  PLACA_MASK,
  positionAfter,
  significantBefore,
} from './masks.js';

/** Types `text` one character at a time at the end, as a user does, applying the mask each time. */
const typeInto = (mask: typeof CPF_CNPJ_MASK, text: string) =>
  [...text].reduce((value, char) => applyMask(mask, value + char, value.length + 1).value, '');

describe('masks while typing', () => {
  it('formats a CPF as 000.000.000-00 and a CNPJ as 00.000.000/0000-00', () => {
    expect(typeInto(CPF_CNPJ_MASK, '52998224725')).toBe('529.982.247-25');
    expect(typeInto(CPF_CNPJ_MASK, '11222333000181')).toBe('11.222.333/0001-81');
    expect(CPF_CNPJ_MASK.format('52998224725')).toBe('529.982.247-25');
    expect(typeInto(CPF_MASK, '529982247251234')).toBe('529.982.247-25');
    expect(typeInto(CPF_MASK, '529a98')).toBe('529.98');
    expect(CPF_CNPJ_MASK.format('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('keeps the letters of an alphanumeric CNPJ, uppercase', () => {
    expect(typeInto(CPF_CNPJ_MASK, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(applyMask(CPF_CNPJ_MASK, '12.ABC.345/01DE-35', null).value).toBe('12.ABC.345/01DE-35');
  });

  it('formats the CEP as 00000-000 and drops anything that is not a digit', () => {
    expect(typeInto(CEP_MASK, '01001000')).toBe('01001-000');
    expect(typeInto(CEP_MASK, '01a00')).toBe('0100');
    expect(CEP_MASK.format('01310100')).toBe('01310-100');
  });

  it('formats a landline and a mobile phone as it is typed, with no dangling separator', () => {
    expect(typeInto(PHONE_MASK, '1')).toBe('(1');
    expect(typeInto(PHONE_MASK, '119876')).toBe('(11) 9876');
    expect(typeInto(PHONE_MASK, '1133334444')).toBe('(11) 3333-4444');
    expect(typeInto(PHONE_MASK, '11987654321')).toBe('(11) 98765-4321');
    expect(typeInto(PHONE_MASK, '119876543210')).toBe('(11) 98765-4321');
  });

  it('prints a complete phone as the shared formatPhone does', () => {
    for (const phone of ['1133334444', '11987654321']) expect(maskPhone(phone)).toBe(formatPhone(phone));
  });

  it('masks the NCM, the NF-e access key and vehicle plates of the patrimônio registers', () => {
    expect(NCM_MASK.format('84713012')).toBe('8471.30.12');
    expect(NCM_MASK.format('84713')).toBe('8471.3');
    expect(CHAVE_NFE_MASK.format('3525 0312 3456')).toBe('3525 0312 3456');
    expect(CHAVE_NFE_MASK.format('1'.repeat(46))).toHaveLength(54);
    expect(PLACA_MASK.format('abc1234')).toBe('ABC-1234');
    expect(PLACA_MASK.format('abc1d23')).toBe('ABC1D23');
  });

  it('keeps the caret after the same digits when editing in the middle', () => {
    // Deleting the '8' of '(11) 98765-4321' (caret after it, at 7) leaves the caret after the '9'.
    const edited = '(11) 9765-4321';
    const result = applyMask(PHONE_MASK, edited, 6);
    expect(result.value).toBe('(11) 9765-4321');
    expect(result.value.slice(0, result.caret)).toBe('(11) 9');
    // Typing a digit before the dash of a CPF moves the caret past the separator the mask adds.
    const typed = applyMask(CPF_CNPJ_MASK, '529.9821', 8);
    expect(typed.value).toBe('529.982.1');
    expect(typed.caret).toBe(9);
    expect(applyMask(CPF_CNPJ_MASK, '5299822', 7)).toEqual({ value: '529.982.2', caret: 9 });
  });

  it('counts letters and digits around separators', () => {
    expect(significantBefore('12.ABC.3', 6)).toBe(5);
    expect(positionAfter('12.ABC.345', 5)).toBe(6);
    expect(positionAfter('12.ABC.345', 0)).toBe(0);
    expect(positionAfter('12', 9)).toBe(2);
  });
});
