import { completeCnpj, completeCpf } from '@gp/shared-contracts';
import { describe, expect, it } from 'vitest';
import { checkCpfCnpj } from './cpf-cnpj.js';

describe('checkCpfCnpj: the public calls rule, before asking', () => {
  it('takes a CPF or CNPJ with or without its mask, the alphanumeric CNPJ too', () => {
    expect(checkCpfCnpj('12.345.678/0001-95')).toEqual({ ok: true, value: '12345678000195' });
    const cpf = completeCpf('123456789');
    expect(checkCpfCnpj(cpf)).toEqual({ ok: true, value: cpf });
    const alpha = completeCnpj('12ABC3450001');
    expect(checkCpfCnpj(alpha.toLowerCase())).toEqual({ ok: true, value: alpha });
  });

  it('refuses wrong check digits and lengths with the API messages', () => {
    expect(checkCpfCnpj('12345678000100')).toEqual({ ok: false, message: 'CNPJ inválido.' });
    expect(checkCpfCnpj('12345678900')).toEqual({ ok: false, message: 'CPF inválido.' });
    expect(checkCpfCnpj('123')).toEqual({
      ok: false,
      message: 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).',
    });
  });
});
