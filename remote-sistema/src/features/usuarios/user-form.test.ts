import { describe, expect, it } from 'vitest';
import { toCreateUserBody, toUpdateUserBody, userToFormValues } from './user-form.js';

const id = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
const values = { fullname: ' Joana Lima ', username: 'joana.lima', email: 'joana@exemplo.gov.br' };

describe('user form values to API body', () => {
  it('creates with the password and the first-access switch, on unless turned off', () => {
    expect(toCreateUserBody({ ...values, password: 'Senha1234' })).toEqual({
      fullname: 'Joana Lima',
      username: 'joana.lima',
      email: 'joana@exemplo.gov.br',
      password: 'Senha1234',
      redefine: true,
      cpf: null,
      conta_generica: false,
    });
    expect(toCreateUserBody({ ...values, password: 'Senha1234', redefine: false })?.redefine).toBe(false);
  });

  it('refuses a create without a valid password or with a bad username', () => {
    expect(toCreateUserBody(values)).toBeNull();
    expect(toCreateUserBody({ ...values, password: 'curta1' })).toBeNull();
    expect(toCreateUserBody({ ...values, password: 'semnumeros' })).toBeNull();
    expect(toCreateUserBody({ ...values, username: 'jo ana', password: 'Senha1234' })).toBeNull();
  });

  it('edits without a password when the field is left empty, with one when typed', () => {
    expect(toUpdateUserBody(id, { ...values, password: '', redefine: false })).toEqual({
      id,
      fullname: 'Joana Lima',
      username: 'joana.lima',
      email: 'joana@exemplo.gov.br',
      redefine: false,
      cpf: null,
      conta_generica: false,
    });
    expect(toUpdateUserBody(id, { ...values, password: 'Nova12345', redefine: true })?.password).toBe(
      'Nova12345',
    );
    expect(toUpdateUserBody(id, { ...values, password: 'x' })).toBeNull();
  });

  it('sends the CPF as its 11 digits, refuses an invalid one, and sends the generic-account switch', () => {
    const body = toCreateUserBody({ ...values, password: 'Senha1234', cpf: '529.982.247-25' });
    expect(body?.cpf).toBe('52998224725');
    expect(toCreateUserBody({ ...values, password: 'Senha1234', cpf: '529.982.247-24' })).toBeNull();
    expect(toCreateUserBody({ ...values, password: 'Senha1234', cpf: '' })?.cpf).toBeNull();
    expect(toUpdateUserBody(id, { ...values, cpf: '111.444.777-35', conta_generica: true })).toMatchObject({
      cpf: '11144477735',
      conta_generica: true,
    });
  });

  it('shows a stored CPF masked in the form', () => {
    const user = {
      id,
      username: 'joana.lima',
      fullname: 'Joana Lima',
      avatar: null,
      email: 'joana@exemplo.gov.br',
      active: true,
      redefine: false,
      cpf: '52998224725',
      conta_generica: false,
      user_id_inativa: null,
      motivo: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(userToFormValues(user)).toMatchObject({ cpf: '529.982.247-25', conta_generica: false });
  });
});
