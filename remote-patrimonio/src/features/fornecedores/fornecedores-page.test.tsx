import { ALL_RULES, type Fornecedor } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { CLIENTE, patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const OUTRO_CLIENTE = '7a2d3c9f-4e5b-4d6c-9f0a-1b2c3d4e5f60';

const fornecedor = (id: string, razao_social: string, over: Partial<Fornecedor>): Fornecedor => ({
  id,
  aplicacao_id: 'b1c2d3e4-0000-4000-8000-000000000001',
  root_id: CLIENTE,
  tipo_pessoa: 'J',
  cpf_cnpj: '11222333000181',
  razao_social,
  nome_fantasia: null,
  inscricao_estadual: null,
  inscricao_municipal: null,
  email: null,
  telefone: null,
  celular: null,
  contato: null,
  cep: null,
  endereco: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  uf: null,
  observacoes: null,
  ativo: true,
  user_id_inativa: null,
  motivo: null,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
  pode_alterar: true,
  ...over,
});

// The field and the owner disagree on purpose: the screen must follow `pode_alterar`, not `root_id`.
const PROPRIO_SEM_ALTERAR = fornecedor('0a000000-0000-4000-8000-000000000001', 'Papelaria Central', {
  root_id: CLIENTE,
  pode_alterar: false,
});
const ALHEIO_ALTERAVEL = fornecedor('0a000000-0000-4000-8000-000000000002', 'Móveis Sul', {
  root_id: OUTRO_CLIENTE,
  pode_alterar: true,
});

function mount(url: string) {
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/fornecedor')
      return {
        status: 200,
        body: { data: [PROPRIO_SEM_ALTERAR, ALHEIO_ALTERAVEL], total: 2, page: 1, limit: 10 },
      };
    for (const f of [PROPRIO_SEM_ALTERAR, ALHEIO_ALTERAVEL]) {
      if (call.path === `/patrimonio/fornecedor/${f.id}`) return { status: 200, body: f };
      if (call.path === `/patrimonio/fornecedor/files/${f.id}`) return { status: 200, body: [] };
    }
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url,
    session: patrimonioSession([...ALL_RULES]),
  });
}

describe("suppliers' actions follow the API's pode_alterar", () => {
  it('offers edit and status on a row only when pode_alterar, and asks nothing to learn the client', async () => {
    mount('/app/patrimonio/fornecedor');
    expect(await screen.findByText('Papelaria Central')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Detalhes do fornecedor Papelaria Central' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar fornecedor Papelaria Central' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Inativar fornecedor Papelaria Central/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Editar fornecedor Móveis Sul' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Inativar fornecedor Móveis Sul/ })).toBeTruthy();
    expect(api?.calls.some((c) => c.path === '/utils/bempatrimonial')).toBe(false);
  });

  it('shows a supplier read-only, without status or save, when pode_alterar is false', async () => {
    mount(`/app/patrimonio/fornecedor/editar?id=${PROPRIO_SEM_ALTERAR.id}`);
    expect(
      await screen.findByText('Papelaria Central', { selector: '.ant-page-header-heading-sub-title' }),
    ).toBeTruthy();
    expect(screen.getByText('Fornecedor', { selector: '.ant-page-header-heading-title' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inativar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(
      screen.getByText(
        'Fornecedor cadastrado por outro cliente: pode ser usado nos bens, mas só quem o cadastrou o altera.',
      ),
    ).toBeTruthy();
    expect(api?.calls.some((c) => c.path === '/utils/bempatrimonial')).toBe(false);
  });

  it('offers edit and status on the page when pode_alterar is true', async () => {
    mount(`/app/patrimonio/fornecedor/editar?id=${ALHEIO_ALTERAVEL.id}`);
    expect(
      await screen.findByText('Editar fornecedor', { selector: '.ant-page-header-heading-title' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Inativar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Salvar/ })).toBeTruthy();
  });
});
