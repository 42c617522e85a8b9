import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateCompanyBodySchema, companyBodyFor, kindOfCreate } from './companies.js';
import { StatusBodySchema } from './users.js';

const issues = (schema: v.GenericSchema, data: unknown) => {
  const result = v.safeParse(schema, data);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));
};

const client = {
  name: 'Prefeitura de Teste',
  cpfCnpj: '12.ABC.345/01DE-35',
  email: 'gabinete@teste.gov.br',
  zipCode: '01001-000',
  address: 'Praça',
  number: '1',
  neighborhood: 'Centro',
  state: 'sp',
  city: 'Teste',
};

describe('company bodies', () => {
  it('accepts a client with an alphanumeric CNPJ and stores it unmasked; blanks become null', () => {
    const out = v.parse(companyBodyFor('client'), { ...client, phone: '', cellphone: '(11) 98765-4321' });
    expect(out).toMatchObject({ cpfCnpj: '12ABC34501DE35', zipCode: '01001000', state: 'SP', phone: null });
    expect(out.cellphone).toBe('11987654321');
  });

  it('names every wrong or missing field of a client in Portuguese', () => {
    expect(
      issues(companyBodyFor('client'), { cpfCnpj: '12.ABC.345/01DE-36', zipCode: '123', state: 'XX' }),
    ).toMatchObject({
      name: 'Informe a razão social.',
      cpfCnpj: 'CNPJ inválido.',
      email: 'Informe o e-mail.',
      zipCode: 'CEP inválido: informe 8 dígitos.',
      state: 'UF inválida.',
      city: 'Informe a cidade.',
    });
    expect(issues(companyBodyFor('client'), { ...client, cpfCnpj: '529.982.247-24' }).cpfCnpj).toBe(
      'CPF inválido.',
    );
    expect(issues(companyBodyFor('client'), { ...client, cpfCnpj: '1234' }).cpfCnpj).toContain('11 dígitos');
  });

  it('asks a department only for its name and a sector also for its department', () => {
    expect(issues(companyBodyFor('department'), { name: 'Secretaria' })).toEqual({});
    expect(issues(companyBodyFor('sector'), { name: 'Setor' })).toEqual({
      parentId: 'Informe o departamento (secretaria) do setor.',
    });
  });

  it('needs exactly one kind on create', () => {
    expect(v.safeParse(CreateCompanyBodySchema, { name: 'X' }).success).toBe(false);
    expect(
      v.safeParse(CreateCompanyBodySchema, { name: 'X', is_cliente: true, is_setor: true }).success,
    ).toBe(false);
    expect(
      issues(CreateCompanyBodySchema, { ...client, zipCode: '123', city: ' ', is_cliente: true }),
    ).toEqual({ zipCode: 'CEP inválido: informe 8 dígitos.', city: 'Informe a cidade.' });
    expect(issues(CreateCompanyBodySchema, { name: 'Setor', is_setor: true })).toEqual({
      parentId: 'Informe o departamento (secretaria) do setor.',
    });
    expect(kindOfCreate(v.parse(CreateCompanyBodySchema, { name: 'X', is_secretaria: true }))).toBe(
      'department',
    );
  });
});

describe('user status body', () => {
  const id = '6f1c2c8e-4b8a-4a59-9a55-5d2c7f2d8e10';
  it('needs a reason to deactivate, not to activate', () => {
    expect(issues(StatusBodySchema, { id, ativo: false, motivo: ' ' })).toEqual({
      motivo: 'Informe o motivo da inativação.',
    });
    expect(issues(StatusBodySchema, { id, ativo: true })).toEqual({});
  });
});
