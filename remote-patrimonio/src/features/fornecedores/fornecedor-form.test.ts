import { completeCnpj, completeCpf, type Fornecedor } from '@gp/shared-contracts';
import { describe, expect, it } from 'vitest';
import { documentError, fornecedorToValues, toFornecedorBody } from './fornecedor-form.js';

const CNPJ = completeCnpj('112223330001');
const CNPJ_ALFA = '12ABC34501DE35';
const CPF = completeCpf('529982247');

describe('supplier form: CPF/CNPJ (check digits)', () => {
  it('accepts a CNPJ, an alphanumeric CNPJ and a CPF with right check digits, masked or not', () => {
    expect(documentError('J', '11.222.333/0001-81')).toBeNull();
    expect(documentError('J', '12.abc.345/01de-35')).toBeNull();
    expect(documentError('F', '529.982.247-25')).toBeNull();
  });

  it('says what is wrong: missing, short, or wrong check digits for the kind of person', () => {
    expect(documentError('F', '')).toBe('Informe o CPF.');
    expect(documentError('J', undefined)).toBe('Informe o CNPJ.');
    expect(documentError('F', '529.982.247')).toBe('O CPF tem 11 dígitos.');
    expect(documentError('F', '529.982.247-26')).toBe('CPF inválido: confira os dígitos verificadores.');
    expect(documentError('F', '111.111.111-11')).toBe('CPF inválido: confira os dígitos verificadores.');
    expect(documentError('J', '12.ABC.345/01DE-36')).toBe('CNPJ inválido: confira os dígitos verificadores.');
    expect(documentError('J', CPF)).toBe('O CNPJ tem 14 caracteres.');
  });
});

describe('supplier body', () => {
  it('sends the document as 14 uppercase characters and contacts without masks', () => {
    const result = toFornecedorBody({
      tipo_pessoa: 'J',
      cpf_cnpj: '12.abc.345/01de-35',
      razao_social: '  Móveis Exemplo Ltda ',
      email: 'Vendas@Exemplo.com.br',
      telefone: '(11) 3333-4444',
      celular: '(11) 98765-4321',
      cep: '01310-100',
      uf: 'sp',
      nome_fantasia: '',
    });
    expect(result).toEqual({
      body: expect.objectContaining({
        tipo_pessoa: 'J',
        cpf_cnpj: CNPJ_ALFA,
        razao_social: 'Móveis Exemplo Ltda',
        email: 'vendas@exemplo.com.br',
        telefone: '1133334444',
        celular: '11987654321',
        cep: '01310100',
        uf: 'SP',
        nome_fantasia: null,
      }),
    });
  });

  it("refuses a CPF for a pessoa jurídica and reports the schema's field messages", () => {
    expect(toFornecedorBody({ tipo_pessoa: 'J', cpf_cnpj: CPF, razao_social: 'X' })).toEqual({
      issues: [{ path: 'cpf_cnpj', message: 'O CNPJ tem 14 caracteres.' }],
    });
    expect(
      toFornecedorBody({
        tipo_pessoa: 'J',
        cpf_cnpj: CNPJ,
        razao_social: '',
        email: 'sem-arroba',
        cep: '123',
      }),
    ).toEqual({
      issues: [
        { path: 'razao_social', message: 'A razão social (ou o nome) é obrigatório.' },
        { path: 'email', message: 'E-mail inválido.' },
        { path: 'cep', message: 'CEP inválido.' },
      ],
    });
  });

  it('sends the id when editing and shows a stored supplier masked', () => {
    const id = '5f0e8a4c-1b2d-4c3e-9f8a-7b6c5d4e3f2a';
    const result = toFornecedorBody({ tipo_pessoa: 'F', cpf_cnpj: CPF, razao_social: 'Maria' }, id);
    expect('body' in result && result.body).toMatchObject({ id, cpf_cnpj: CPF });
    const stored = {
      tipo_pessoa: 'J',
      cpf_cnpj: CNPJ,
      razao_social: 'Exemplo',
      telefone: '1133334444',
      cep: '01310100',
    } as Fornecedor;
    expect(fornecedorToValues(stored)).toMatchObject({
      cpf_cnpj: '11.222.333/0001-81',
      telefone: '(11) 3333-4444',
      cep: '01310-100',
    });
  });
});
