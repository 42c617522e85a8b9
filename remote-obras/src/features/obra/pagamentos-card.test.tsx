import type { Pagamento, PagamentosDaObra } from '@gp/shared-contracts';
import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OBRA_DETAIL, OBRA_ID, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const M1 = '11111111-1111-4111-8111-111111111111';
const M2 = '22222222-2222-4222-8222-222222222222';
const PAGO: Pagamento = {
  id: 'p1',
  obra_id: OBRA_ID,
  medicao: { id: M1, numero: 1 },
  data: '2025-04-20',
  valor: '1234567.89',
  documento: 'OB 2025OB000123',
  observacao: null,
  created_at: '2025-04-20T10:00:00.000Z',
  updated_at: '2025-04-20T10:00:00.000Z',
};
const PAGAMENTOS: PagamentosDaObra = {
  data: [PAGO],
  medicoes: [
    {
      id: M1,
      numero: 1,
      data_entrega: '2025-04-05',
      valor: '2000000.00',
      pago: '1234567.89',
      a_pagar: '765432.11',
    },
    { id: M2, numero: 2, data_entrega: '2025-05-05', valor: '500.00', pago: '500.00', a_pagar: '0.00' },
  ],
  total_pago: '1234567.89',
  pode_registrar: true,
};

/** `refuse`: the message of a 409 to the registration. */
function mount(answer: PagamentosDaObra, refuse: string | null = null) {
  let current = answer;
  api = startFakeApi((call) => {
    if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA_DETAIL };
    if (call.path === `/obras/obra/${OBRA_ID}/pagamentos`) return { status: 200, body: current };
    if (call.path === `/obras/obra/${OBRA_ID}/pagamentos/create` && call.method === 'POST') {
      if (refuse) return { status: 409, body: { status: 'Error', message: refuse } };
      const novo = { ...PAGO, id: 'p2', documento: 'NE 2025NE000045', valor: '0.11', data: '2025-05-01' };
      current = { ...current, data: [novo, ...current.data], total_pago: '1234568.00' };
      return { status: 201, body: novo };
    }
    if (call.path === '/obras/obra/pagamentos/p1' && call.method === 'DELETE') {
      current = { ...current, data: [], total_pago: '0.00' };
      return { status: 200, body: { status: 'Ok', message: 'Pagamento excluído.' } };
    }
    return undefined;
  });
  renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`);
}

const card = async () =>
  (await screen.findByText('Pagamentos', { selector: '.ant-card-head-title' })).closest(
    '.ant-card',
  ) as HTMLElement;

/** The open dialog (plain selectors: role queries over the whole work page are slow in jsdom). */
const dialogOf = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal');
    if (!found) throw new Error('dialog');
    return found;
  });

async function fillAndSend() {
  fireEvent.click(await within(await card()).findByRole('button', { name: 'Registrar pagamento' }));
  const dialog = await dialogOf();
  expect(within(dialog).getByText('Registrar pagamento', { selector: '.ant-modal-title' })).toBeTruthy();
  // The one medição with a balance comes chosen; the one paid in full is not offered.
  expect(within(dialog).getByText('Medição nº 1 — a pagar R$ 765.432,11')).toBeTruthy();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Medição paga' }));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
  fireEvent.change(within(dialog).getByLabelText('Valor pago'), { target: { value: '0,11' } });
  fireEvent.change(within(dialog).getByLabelText('Documento (ordem bancária, nota de empenho)'), {
    target: { value: 'NE 2025NE000045' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  return dialog;
}

describe("the work's Pagamentos card", () => {
  it('shows each medição’s paid and balance and the total, whole figures, and each payment', async () => {
    mount(PAGAMENTOS);
    const c = await card();
    expect(await within(c).findByText('R$ 1.234.567,89', { selector: 'strong' })).toBeTruthy();
    expect(within(c).getByText('R$ 765.432,11')).toBeTruthy();
    expect(within(c).getByText('R$ 2.000.000,00')).toBeTruthy();
    expect(within(c).getByText('OB 2025OB000123')).toBeTruthy();
    expect(within(c).getByText('20/04/2025')).toBeTruthy();
    expect(within(c).getAllByText('nº 1')).toHaveLength(2);
  });

  it('registers a payment with the medição chosen, exact value and the date as the API reads it', async () => {
    mount(PAGAMENTOS);
    await fillAndSend();
    const c = await card();
    expect(await within(c).findByText('NE 2025NE000045')).toBeTruthy();
    const post = api?.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      medicao_id: M1,
      data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      valor: '0.11',
      documento: 'NE 2025NE000045',
    });
  });

  it('tells the API’s refusal and keeps the dialog open', async () => {
    const message =
      'O pagamento de R$ 0,11 passaria do valor da medição nº 1 (R$ 2.000.000,00): já pago R$ 2.000.000,00, saldo a pagar R$ 0,00.';
    mount(PAGAMENTOS, message);
    const dialog = await fillAndSend();
    // The refusal is told (the area's toast of a 4xx) and the dialog stays open with what was typed.
    await waitFor(() => expect(api?.toasts.map((t) => t.message)).toContain(message), { timeout: 5000 });
    expect(document.querySelector('.ant-modal')).toBe(dialog);
  });

  it('deletes a payment after confirmation', async () => {
    mount(PAGAMENTOS);
    const c = await card();
    fireEvent.click(await within(c).findByRole('button', { name: 'Excluir pagamento OB 2025OB000123' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api?.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await within(c).findByText('Nenhum pagamento registrado.')).toBeTruthy();
  });

  it('offers no registration when no medição has a balance to pay', async () => {
    mount({ ...PAGAMENTOS, pode_registrar: false });
    const c = await card();
    await within(c).findByText('OB 2025OB000123');
    expect(within(c).queryByRole('button', { name: 'Registrar pagamento' })).toBeNull();
  });
});
