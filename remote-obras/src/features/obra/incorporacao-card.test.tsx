import type { BemListItem, ObraDetail } from '@gp/shared-contracts';
import { sessionFor, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENTE, OBRA_DETAIL, OBRA_ID, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const RECEBIDA: ObraDetail = {
  ...OBRA_DETAIL,
  situacao: 7,
  situacao_descricao: 'Recebida definitivamente',
};
const BEM_ID = 'b7a2f1c3-5d4e-4f6a-8b9c-0d1e2f3a4b5c';
const EDIFICACOES = {
  id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  cliente_id: CLIENTE,
  nome: 'Edificações',
  tipo_bem: 'imovel',
  conta_contabil: '1.2.3.2.1.01.01',
  vida_util_anos: 50,
  valor_residual_percentual: '10.00',
  depreciavel: true,
  ativo: true,
  user_id_inativa: null,
  motivo: null,
};
const INCORPORADA: ObraDetail = {
  ...RECEBIDA,
  bem: { id: BEM_ID, CodigoBEM: 1042, descricao: RECEBIDA.objeto, incorporacao: 'imovel' },
};

const comPatrimonio = (hasPatrimonio = true) =>
  sessionFor({ permissions: { isSuporte: true, hasObras: true, hasPatrimonio } });

const bemItem: BemListItem = {
  id: BEM_ID,
  cliente_id: CLIENTE,
  CodigoBEM: 1,
  descricao: 'Imóvel',
  tipo: 'imovel',
  categoria: { id: EDIFICACOES.id, nome: EDIFICACOES.nome },
  situacao: 'em_uso',
  estado_conservacao: 'bom',
  secretaria: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', name: 'Secretaria de Obras' },
  setor: null,
  fornecedor: null,
  data_aquisicao: '2020-01-10',
  valor_aquisicao: '500000.00',
  valor_atual: '480000.00',
};

/** The client's assets the list call answers (the API filters by kind; the baixados are left out here). */
let imoveis: unknown[] = [];

function mount(obra: ObraDetail, refuse: string | null = null, session = comPatrimonio()) {
  let current = obra;
  api = startFakeApi((call) => {
    if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: current };
    if (call.path === '/patrimonio/categoriabem') return { status: 200, body: [EDIFICACOES] };
    if (call.path === '/patrimonio/bempatrimonial')
      return {
        status: 200,
        body: { data: imoveis, total: imoveis.length, total_exato: true, page: 1, limit: 50 },
      };
    if (call.path === `/obras/obra/incorporar/${OBRA_ID}` && call.method === 'POST') {
      if (refuse) return { status: 409, body: { status: 'Error', message: refuse } };
      current = INCORPORADA;
      return { status: 201, body: current };
    }
    return undefined;
  });
  renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`, session);
}

async function openAndConfirm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Incorporar ao patrimônio' }));
  const dialog = await screen.findByRole('dialog', { name: 'Incorporar a obra 12/2025 ao patrimônio' });
  expect((within(dialog).getByLabelText('Valor') as HTMLInputElement).value).toBe('54.240,00');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Incorporar' }));
  await within(dialog).findByText('Confirme a incorporação');
  expect(api?.calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar incorporação' }));
  return dialog;
}

describe('the Patrimônio card of a work', () => {
  it('incorporates a received work as a new imóvel of Σ measured after a confirmation, then links the asset', async () => {
    mount(RECEBIDA);
    await openAndConfirm();
    const link = await screen.findByRole('link', { name: `1042 — ${RECEBIDA.objeto}` });
    expect(link.getAttribute('href')).toBe(`/app/patrimonio/editar?id=${BEM_ID}`);
    const post = api?.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      modo: 'imovel',
      valor: '54240.00',
      descricao: RECEBIDA.objeto,
      categoria_id: EDIFICACOES.id,
      data_incorporacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('improves an existing imóvel: searches the client’s imóveis among all its assets, leaves out the baixados', async () => {
    const imovel = { ...bemItem, id: BEM_ID, CodigoBEM: 7, descricao: 'Escola Municipal Centro' };
    imoveis = [
      imovel,
      {
        ...imovel,
        id: `${BEM_ID.slice(0, -1)}0`,
        CodigoBEM: 8,
        descricao: 'Prédio baixado',
        situacao: 'baixado',
      },
    ];
    mount(RECEBIDA);
    fireEvent.click(await screen.findByRole('button', { name: 'Incorporar ao patrimônio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Incorporar a obra 12/2025 ao patrimônio' });
    fireEvent.click(within(dialog).getByLabelText('Melhoria de imóvel existente'));
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Imóvel melhorado' }));
    expect(await screen.findByText('7 — Escola Municipal Centro')).toBeTruthy();
    expect(screen.queryByText('8 — Prédio baixado')).toBeNull();
    const search = api?.calls.find((c) => c.path === '/patrimonio/bempatrimonial')?.search;
    expect(search?.get('tipo')).toBe('imovel');
    expect(search?.get('cliente_id')).toBe(CLIENTE);
  });

  it('keeps a refusal that is no field’s on the form', async () => {
    mount(RECEBIDA, 'Esta obra já foi incorporada ao patrimônio.');
    const dialog = await openAndConfirm();
    expect(await within(dialog).findByText('Esta obra já foi incorporada ao patrimônio.')).toBeTruthy();
    expect(within(dialog).getByText('Não foi possível incorporar')).toBeTruthy();
  });

  it('explains instead of offering the button at a location without the patrimônio area', async () => {
    mount(RECEBIDA, null, comPatrimonio(false));
    expect(await screen.findByText(/exige acesso ao Patrimônio neste local/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Incorporar ao patrimônio' })).toBeNull();
  });

  it('shows nothing for a work not yet received definitively', async () => {
    mount(OBRA_DETAIL);
    expect(await screen.findByText('Editar obra')).toBeTruthy();
    expect(screen.queryByText('Patrimônio')).toBeNull();
  });
});
