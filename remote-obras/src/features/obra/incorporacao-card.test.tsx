import type { BemListItem, ObraDetail } from '@gp/shared-contracts';
import { type Handler, sessionFor, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** `refuse`: the message of a 409 to every incorporation, or a handler that refuses the calls it answers. */
function mount(obra: ObraDetail, refuse: string | Handler | null = null, session = comPatrimonio()) {
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
      if (typeof refuse === 'function') {
        const refused = refuse(call);
        if (refused) return refused;
      } else if (refuse) return { status: 409, body: { status: 'Error', message: refuse } };
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

  describe('a value above the client’s ceiling', () => {
    const ASK =
      'O valor do imóvel, R$ 54.240,00, passa do teto de plausibilidade de um bem deste cliente ' +
      '(R$ 10.000,00). Confira o valor: se estiver correto, confirme para salvar.';
    const asking: Handler = (call) =>
      (call.body as { confirmar_valor?: boolean }).confirmar_valor
        ? undefined
        : { status: 409, body: { status: 'Error', message: ASK, code: 'CONFIRMAR_VALOR', confirmar: true } };
    /**
     * The confirmation over the incorporation dialog. Found by its message: under test antd gives both
     * dialogs the same title id, so the accessible name would be the one below's.
     */
    const askDialog = () =>
      waitFor(() => {
        const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(ASK));
        if (!found) throw new Error('sem o pedido de confirmação do valor');
        expect(within(found).getByText('Confirmar valor', { selector: '.ant-modal-title' })).toBeTruthy();
        return found;
      });
    const posts = () =>
      api?.calls.filter((c) => c.method === 'POST').map((c) => c.body as { confirmar_valor?: boolean }) ?? [];

    it('asks with the API’s message and incorporates confirmed', async () => {
      mount(RECEBIDA, asking);
      await openAndConfirm();
      const ask = await askDialog();
      expect(within(ask).getByText(ASK)).toBeTruthy();
      expect(api?.toasts).toEqual([]);
      fireEvent.click(within(ask).getByRole('button', { name: 'Confirmar valor' }));
      expect(await screen.findByRole('link', { name: `1042 — ${RECEBIDA.objeto}` })).toBeTruthy();
      expect(posts().map((b) => b.confirmar_valor)).toEqual([undefined, true]);
      expect(posts()[1]).toMatchObject({ modo: 'imovel', valor: '54240.00' });
    });

    it('incorporates nothing when cancelled and keeps the dialog as it was', async () => {
      mount(RECEBIDA, asking);
      const dialog = await openAndConfirm();
      const ask = await askDialog();
      fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Confirmar incorporação' })).toBeTruthy(),
      );
      // Time for a second request, were one sent.
      await new Promise((settle) => setTimeout(settle, 200));
      expect(posts()).toHaveLength(1);
      expect(api?.toasts).toEqual([]);
      expect((within(dialog).getByLabelText('Valor') as HTMLInputElement).value).toBe('54.240,00');
      expect(screen.queryByRole('link', { name: `1042 — ${RECEBIDA.objeto}` })).toBeNull();
    });
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
