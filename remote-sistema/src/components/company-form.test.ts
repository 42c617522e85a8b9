import { completeCnpj, completeCpf } from '@gp/shared-contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { storedCompany } from '../test/company.js';
import {
  companyFieldSchema,
  companyToFormValues,
  requiredCompanyFields,
  toCompanyBody,
} from './company-form.js';

const client = {
  name: 'Consórcio Intermunicipal',
  cpfCnpj: '12.ABC.345/01DE-35',
  email: 'consorcio@exemplo.gov.br',
  zipCode: '01001-000',
  address: 'Praça da Sé',
  number: '1',
  neighborhood: 'Sé',
  state: 'SP',
  city: 'São Paulo',
};

const message = (
  kind: Parameters<typeof companyFieldSchema>[0],
  field: Parameters<typeof companyFieldSchema>[1],
  value: unknown,
) => {
  const result = v.safeParse(companyFieldSchema(kind, field), value);
  return result.success ? null : result.issues[0].message;
};

describe('company form rules (shared schemas)', () => {
  it('accepts the alphanumeric CNPJ (docs/domain.md, "Identificadores") and stores it as 14 characters', () => {
    expect(toCompanyBody('client', client)?.cpfCnpj).toBe('12ABC34501DE35');
    expect(message('client', 'cpfCnpj', '12.ABC.345/01DE-35')).toBeNull();
    expect(message('client', 'cpfCnpj', formatDigits(completeCnpj('112223330001')))).toBeNull();
  });

  it('refuses wrong check digits with the message shown under the field', () => {
    expect(message('client', 'cpfCnpj', '12.ABC.345/01DE-36')).toBe('CNPJ inválido.');
    expect(message('client', 'cpfCnpj', '529.982.247-26')).toBe('CPF inválido.');
    expect(message('client', 'cpfCnpj', '111.111.111-11')).toBe('CPF inválido.');
    expect(message('client', 'cpfCnpj', '123')).toBe(
      'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).',
    );
    expect(message('client', 'cpfCnpj', completeCpf('529982247'))).toBeNull();
  });

  it('checks CEP, phones, e-mail and UF', () => {
    expect(message('client', 'zipCode', '01001-00')).toBe('CEP inválido: informe 8 dígitos.');
    expect(message('client', 'cellphone', '(11) 3333-4444')).toBe(
      'Celular inválido: informe DDD e 9 dígitos.',
    );
    expect(message('client', 'phone', '(11) 3333-444')).toBe(
      'Telefone inválido: informe DDD e 8 ou 9 dígitos.',
    );
    expect(message('client', 'phone', undefined)).toBeNull();
    expect(message('client', 'email', 'consorcio@')).toBe('E-mail inválido.');
    expect(message('client', 'state', 'XX')).toBe('UF inválida.');
  });

  it("requires a client's name, CPF/CNPJ, e-mail and address; a department only its name", () => {
    expect(message('client', 'name', '  ')).toBe('Informe a razão social.');
    expect(message('client', 'cpfCnpj', '')).toBe('Informe o CPF ou CNPJ.');
    expect(message('client', 'city', undefined)).toBe('Informe a cidade.');
    expect(message('department', 'name', '')).toBe('Informe o nome.');
    expect(message('department', 'cpfCnpj', '')).toBeNull();
    expect(message('department', 'zipCode', undefined)).toBeNull();
    expect(message('sector', 'parentId', undefined)).toBe('Informe o departamento (secretaria) do setor.');
    expect([...requiredCompanyFields('client')]).toEqual([
      'name',
      'cpfCnpj',
      'email',
      'zipCode',
      'address',
      'number',
      'neighborhood',
      'state',
      'city',
    ]);
    expect([...requiredCompanyFields('sector')]).toEqual(['name', 'parentId']);
  });

  it('sends digits only for masked numbers and null for empty fields', () => {
    const body = toCompanyBody('client', {
      ...client,
      cellphone: '(11) 98765-4321',
      phone: '',
      complement: ' ',
    });
    expect(body).toMatchObject({
      zipCode: '01001000',
      cellphone: '11987654321',
      phone: null,
      complement: null,
    });
    expect(body).not.toHaveProperty('parentId');
    expect(toCompanyBody('client', { ...client, email: undefined })).toBeNull();
  });

  it('keeps, when editing, the stored fields the form leaves out and clears those it empties', () => {
    const stored = storedCompany({
      name: client.name,
      uaCode: '001',
      observations: 'Antiga',
      sectorCode: '9',
    });
    const body = toCompanyBody(
      'client',
      { ...companyToFormValues(stored), observations: undefined, sectorCode: undefined },
      stored,
    );
    expect(body).toMatchObject({
      id: stored.id,
      uaCode: '001',
      observations: null,
      sectorCode: null,
      active: true,
    });
  });

  it('shows a stored company with its masks', () => {
    const values = companyToFormValues(
      storedCompany({ name: client.name, cellphone: '11987654321', phone: '1133334444' }),
    );
    expect(values).toMatchObject({
      cpfCnpj: '12.ABC.345/01DE-35',
      zipCode: '01001-000',
      cellphone: '(11) 98765-4321',
      phone: '(11) 3333-4444',
    });
  });

  it('gives a sector its department and nobody else one', () => {
    const parentId = '7a2d3c9f-4e5b-4d6c-9f0a-1b2c3d4e5f60';
    expect(toCompanyBody('sector', { name: 'Almoxarifado', parentId })?.parentId).toBe(parentId);
    expect(toCompanyBody('sector', { name: 'Almoxarifado' })).toBeNull();
    expect(toCompanyBody('department', { name: 'Saúde', parentId })).not.toHaveProperty('parentId');
  });
});

function formatDigits(cnpj: string) {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
