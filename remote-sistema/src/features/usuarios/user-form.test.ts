import { describe, expect, it } from 'vitest';
import { toCreateUserBody, toUpdateUserBody } from './user-form.js';

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
    });
    expect(toUpdateUserBody(id, { ...values, password: 'Nova12345', redefine: true })?.password).toBe(
      'Nova12345',
    );
    expect(toUpdateUserBody(id, { ...values, password: 'x' })).toBeNull();
  });
});
