import {
  ALL_RULES,
  type XmlBemCriado,
  type XmlIncorporacao,
  type XmlNotaListItem,
  XmlNotaListItemSchema,
} from '@gp/shared-contracts';
import { type Handler, type Reply, renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import {
  ADMINISTRACAO,
  BEM,
  MOBILIARIO,
  patrimonioSession,
  UTILS,
  VEICULOS,
  XML_NOTA,
  XML_NOTA_ID,
} from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

/** The note's row in the list: the detail without what only the detail answers. */
const ROW: XmlNotaListItem = v.parse(XmlNotaListItemSchema, XML_NOTA);
const RECUSADA: XmlNotaListItem = {
  ...ROW,
  id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  arquivo_nome: 'cancelada.xml',
  situacao: 'recusada',
  motivo: 'A nota foi cancelada pelo emitente.',
  chave: null,
  numero: null,
  serie: null,
  emissao: null,
  emitente_documento: null,
  emitente_nome: null,
  valor_total: null,
  itens: null,
};

const bem = (id: string, codigo: number, descricao: string, valor: string, item: number): XmlBemCriado => ({
  id,
  codigo,
  descricao,
  valor,
  item,
});
const BENS = [
  bem('11111111-1111-4111-8111-111111111111', 43, 'Cadeira giratória', '35.56', 1),
  bem('22222222-2222-4222-8222-222222222222', 44, 'Cadeira giratória', '35.56', 1),
  bem('33333333-3333-4333-8333-333333333333', 45, 'Cadeira giratória', '35.55', 1),
  bem('44444444-4444-4444-8444-444444444444', 46, 'Notebook 14 polegadas', '3509.98', 2),
];

const INCORPORACAO: XmlIncorporacao = {
  fornecedor: {
    id: '55555555-5555-4555-8555-555555555555',
    razao_social: 'Comercial de Móveis Exemplo Ltda',
    criado: true,
  },
  bens: BENS,
  total: '3616.65',
};

/**
 * The XML area at `url` against the note's calls. 'Incorporar' answers the incorporation (and the note
 * is incorporated from then on), or `refusal` when given (a handler refuses only the calls it answers).
 */
function mount(url: string, refusal?: Reply | Handler) {
  let incorporada = false;
  api = startFakeApi((call) => {
    if (call.path === '/xml')
      return { status: 200, body: { data: [ROW, RECUSADA], total: 2, page: 1, limit: 10 } };
    if (call.path === `/xml/${XML_NOTA_ID}`)
      return {
        status: 200,
        body: incorporada
          ? {
              ...XML_NOTA,
              situacao: 'incorporada',
              bens: BENS,
              incorporada_em: '2025-05-13T12:00:00.000Z',
              incorporada_por: 'Administrador da Prefeitura',
            }
          : XML_NOTA,
      };
    if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
    if (call.path === '/xml/recusadas' && call.method === 'DELETE')
      return { status: 200, body: { status: 'Ok', message: '1 importação recusada descartada.' } };
    if (call.path === `/xml/${XML_NOTA_ID}/incorporar` && call.method === 'POST') {
      const refused = typeof refusal === 'function' ? refusal(call) : refusal;
      if (refused) return refused;
      incorporada = true;
      return { status: 201, body: INCORPORACAO };
    }
    return undefined;
  });
  renderArea(PatrimonioRoutes, { basePath: '/app/xml', url, session: patrimonioSession([...ALL_RULES]) });
}

/** Chooses an option of a select by its accessible name. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (el) => el.getAttribute('title') === option,
    );
    if (!found) throw new Error(`sem a opção ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
const step = (name: string) => screen.findByRole('region', { name });

/** The shortest way through the wizard: item 2's category, the secretaria, then 'Incorporar'. */
async function incorporateQuickly() {
  await step('Fornecedor');
  next();
  await step('Itens');
  await pick('Categoria do item 2', 'Veículos de tração mecânica');
  fireEvent.click(screen.getByRole('button', { name: /Destino/ }));
  await step('Destino');
  await pick('Secretaria', 'Secretaria Municipal de Administração');
  fireEvent.click(screen.getByRole('button', { name: /Confirmar/ }));
  await step('Confirmar');
  fireEvent.click(screen.getByRole('button', { name: 'Incorporar' }));
}

describe('XML area', () => {
  it('lists the imports with the key in groups of four, the emitter, the values and why a file was refused', async () => {
    mount('/app/xml?situacao=pendente&data_de=2025-05-01');
    expect(await screen.findByRole('heading', { name: 'XML' })).toBeTruthy();
    expect(await screen.findByText('3525 0512 3456 7800 0195 5500 1000 0012 3410 0000 0011')).toBeTruthy();
    expect(screen.getByText('12.345.678/0001-95')).toBeTruthy();
    expect(screen.getByText('1234/1')).toBeTruthy();
    expect(screen.getByText('10/05/2025')).toBeTruthy();
    expect(screen.getByText('R$ 3.616,65')).toBeTruthy();
    expect(screen.getByText('Pendente', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('Recusada', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('cancelada.xml')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir nota 1234' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descartar arquivo cancelada.xml' })).toBeTruthy();
    expect(screen.getByText('Importar NF-e (XML)')).toBeTruthy();
    const call = api?.calls.find((c) => c.path === '/xml');
    expect(call?.search.toString()).toBe('page=1&limit=10&situacao=pendente&data_de=2025-05-01');
  });

  it('discards every refused import at once after a confirmation', async () => {
    mount('/app/xml');
    fireEvent.click(await screen.findByRole('button', { name: /Descartar recusadas$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar as importações recusadas?' });
    expect(
      within(dialog).getByText(/O motivo de cada recusa continua no registro de auditoria/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar recusadas' }));
    expect(await screen.findByText('1 importação recusada descartada.')).toBeTruthy();
    expect(api?.calls.some((c) => c.method === 'DELETE' && c.path === '/xml/recusadas')).toBe(true);
  });

  it('incorporates a two-line note through the wizard: the costs of each asset and the body sent', async () => {
    mount(`/app/xml/${XML_NOTA_ID}`);
    expect(await screen.findByRole('heading', { name: 'Nota fiscal eletrônica' })).toBeTruthy();

    // 1. Fornecedor: none registered with the emitter's CNPJ.
    await step('Fornecedor');
    expect(screen.getByText('Será cadastrado a partir do emitente:')).toBeTruthy();
    expect(screen.getByText('Móveis Exemplo')).toBeTruthy();
    next();

    // 2. Itens: the notebook has no suggested category, so the step stops until one is chosen.
    await step('Itens');
    next();
    expect(await screen.findByText('Item 2: informe a categoria do bem.', { selector: 'li' })).toBeTruthy();
    expect(
      screen.getByText('Item 2: informe a categoria do bem.', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    await pick('Categoria do item 2', 'Veículos de tração mecânica');
    await waitFor(() =>
      expect(screen.queryByText('Item 2: informe a categoria do bem.', { selector: 'li' })).toBeNull(),
    );
    next();

    // 3. Custos: 106,65 + 0,02 of freight over three chairs; the notebook with its 9,98.
    const custos = await step('Custos');
    expect(within(custos).getByText('2 × R$ 35,56 e 1 × R$ 35,55')).toBeTruthy();
    expect(within(custos).getByText('1 × R$ 3.509,98')).toBeTruthy();
    expect(within(custos).getByText('R$ 106,67')).toBeTruthy();
    const total = (label: string) =>
      within(custos)
        .getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' })
        .closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;
    expect(total('Total dos itens incorporados')).toBe('R$ 3.616,65');
    expect(total('Soma dos valores dos bens')).toBe('R$ 3.616,65');
    expect(total('Nº de bens')).toBe('4');
    next();

    // 4. Destino: the secretaria is required; the date is the emission's.
    await step('Destino');
    expect((screen.getByLabelText('Data de incorporação') as HTMLInputElement).value).toBe('10/05/2025');
    expect(screen.getByText('Compra')).toBeTruthy();
    next();
    expect(await screen.findByText('Informe a secretaria.', { selector: 'li' })).toBeTruthy();
    await pick('Secretaria', 'Secretaria Municipal de Administração');

    // Going back keeps what was chosen.
    fireEvent.click(screen.getByRole('button', { name: /Itens/ }));
    await step('Itens');
    expect(screen.getAllByTitle('Veículos de tração mecânica').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Destino/ }));
    await step('Destino');
    next();

    // 5. Confirmar, then Incorporar.
    const confirmar = await step('Confirmar');
    expect(within(confirmar).getByText('R$ 3.616,65')).toBeTruthy();
    expect(within(confirmar).getByText('4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Incorporar' }));

    await waitFor(() => expect(api?.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api?.calls.find((c) => c.method === 'POST')?.body).toEqual({
      itens: [
        { item: 1, modo: 'unidade', categoria_id: MOBILIARIO, descricao: 'Cadeira giratória' },
        { item: 2, modo: 'unidade', categoria_id: VEICULOS, descricao: 'Notebook 14 polegadas' },
      ],
      secretaria_id: ADMINISTRACAO,
      setor_id: null,
      estado_conservacao: 'novo',
      data_incorporacao: '2025-05-10',
    });

    // The assets made, each linking to its page in the patrimônio area.
    expect(await screen.findByText(/Nota incorporada: 4 bens cadastrados/)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Abrir bem 46' });
    expect(link.getAttribute('href')).toBe('/app/patrimonio/editar?id=44444444-4444-4444-8444-444444444444');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Incorporar' })).toBeNull());
    // The whole five-step wizard in jsdom: on a machine busy with other work it outlasts the default minute.
  }, 180_000);

  it('shows the API refusal of an incorporation with its message and field issues', async () => {
    const message = 'A categoria informada não pertence a este cliente.';
    mount(`/app/xml/${XML_NOTA_ID}`, {
      status: 400,
      body: { status: 'Error', message, issues: [{ path: 'itens.1.categoria_id', message }] },
    });
    await incorporateQuickly();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByText(message)).toHaveLength(2);
    // The write is silent: the screen shows the refusal, no toast repeats it.
    expect(api?.toasts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Itens/ }));
    await step('Itens');
    expect(screen.getByText(message, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
  });

  describe('an asset value above the client’s ceiling', () => {
    const ASK =
      'O valor do bem do item 2, R$ 3.509,98, passa do teto de plausibilidade de um bem deste cliente ' +
      '(R$ 1.000,00). Confira o valor: se estiver correto, confirme para salvar.';
    const asking: Handler = (call) =>
      (call.body as { confirmar_valor?: boolean }).confirmar_valor
        ? undefined
        : { status: 409, body: { status: 'Error', message: ASK, code: 'CONFIRMAR_VALOR', confirmar: true } };
    const posts = () =>
      api?.calls.filter((c) => c.method === 'POST').map((c) => c.body as { confirmar_valor?: boolean }) ?? [];

    async function incorporate() {
      mount(`/app/xml/${XML_NOTA_ID}`, asking);
      await incorporateQuickly();
      return screen.findByRole('dialog', { name: 'Confirmar valor' });
    }

    it('asks with the API’s message and incorporates confirmed', async () => {
      const dialog = await incorporate();
      expect(within(dialog).getByText(ASK)).toBeTruthy();
      expect(api?.toasts).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar valor' }));
      expect(await screen.findByText(/Nota incorporada: 4 bens cadastrados/)).toBeTruthy();
      expect(posts().map((b) => b.confirmar_valor)).toEqual([undefined, true]);
      expect(posts()[1]).toMatchObject({ secretaria_id: ADMINISTRACAO, data_incorporacao: '2025-05-10' });
    }, 120_000);

    it('incorporates nothing when cancelled and stays on the last step', async () => {
      const dialog = await incorporate();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      // Time for a second request, were one sent.
      await new Promise((settle) => setTimeout(settle, 200));
      expect(posts()).toHaveLength(1);
      expect(api?.toasts).toEqual([]);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(await step('Confirmar')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Incorporar' })).toBeTruthy();
    }, 120_000);
  });

  it("links an asset incorporated from a note back to the note's page", async () => {
    api = startFakeApi((call) => {
      if (call.path === `/patrimonio/bempatrimonial/${BEM.id}`)
        return { status: 200, body: { ...BEM, xml_nota_id: XML_NOTA_ID } };
      if (call.path === '/utils/bempatrimonial') return { status: 200, body: UTILS };
      return undefined;
    });
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: `/app/patrimonio/editar?id=${BEM.id}`,
      session: patrimonioSession([...ALL_RULES]),
    });
    const link = await screen.findByRole('link', { name: /Ver NF-e importada/ });
    expect(link.getAttribute('href')).toBe(`/app/xml/${XML_NOTA_ID}`);
  });
});
