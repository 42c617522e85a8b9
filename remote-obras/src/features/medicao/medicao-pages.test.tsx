import { currentUrl, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDICAO, OBRA, OBRA_DETAIL, OBRA_ID, page, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const REFUSAL =
  'A medição de R$ 70.000,00 levaria o total medido a R$ 124.240,00, acima de 100% do valor da obra: ' +
  'contrato R$ 100.000,00 + aditivos R$ 20.000,00 = R$ 120.000,00. Saldo disponível: R$ 65.760,00. ' +
  'Registre um aditivo para medir além do contrato.';

function mount(url: string, create: () => { status: number; body: unknown }) {
  api = startFakeApi((call) => {
    if (call.path === '/obras/medicao' && call.method === 'GET') return page([MEDICAO]);
    if (call.path === '/obras/obra') return page([OBRA]);
    if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA_DETAIL };
    if (call.path === '/obras/medicao/create') return create();
    if (call.path === '/obras/medicao/exportar') return { status: 200, body: 'arquivo' };
    return undefined;
  });
  renderObras(url);
}

/** Types a day into the date picker labelled `label` (dd/MM/yyyy) and confirms it. */
function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

async function fill() {
  await screen.findByText(/Saldo disponível: R\$ 65\.760,00/);
  fireEvent.change(screen.getByLabelText('Valor medido'), { target: { value: '70.000,00' } });
  typeDate('Início do período', '01/04/2025');
  typeDate('Fim do período', '30/04/2025');
  typeDate('Entrega', '05/05/2025');
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('measurements', () => {
  it('lists them with their period and value, narrowed to the work of the URL', async () => {
    mount(`/app/obras/medicao?obra_id=${OBRA_ID}`, () => ({ status: 500, body: {} }));
    const table = await screen.findByRole('region', { name: 'Medições' });
    expect(await within(table).findByText('01/03/2025 a 31/03/2025')).toBeTruthy();
    expect(within(table).getByText('R$ 54.240,00')).toBeTruthy();
    const call = api?.calls.find((c) => c.path === '/obras/medicao');
    expect(call?.search.toString()).toBe(`page=1&limit=10&obra_id=${OBRA_ID}`);
  });

  it("exports what the list's filters match, without its page", async () => {
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:medicoes');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    mount(`/app/obras/medicao?obra_id=${OBRA_ID}&tipo=4&page=2`, () => ({ status: 500, body: {} }));
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    fireEvent.click(await screen.findByText('XLSX (Excel)'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const file = api?.calls.find((c) => c.path === '/obras/medicao/exportar');
    expect(file?.search.toString()).toBe(`tipo=4&obra_id=${OBRA_ID}&formato=xlsx`);
  });

  it("creates one for the work of the URL, and keeps the API's refusal past 100 % on the form", async () => {
    mount(`/app/obras/medicao/criar?obra_id=${OBRA_ID}`, () => ({
      status: 409,
      body: { status: 'Error', message: REFUSAL, code: 'MEDICAO_ACIMA_DO_TOTAL' },
    }));
    await fill();
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(screen.getByText('Não foi possível salvar')).toBeTruthy();
    const sent = api?.calls.find((c) => c.path === '/obras/medicao/create');
    expect(sent?.body).toEqual({
      obra_id: OBRA_ID,
      tipo: 1,
      valor: '70000.00',
      periodo_inicio: '2025-04-01',
      periodo_fim: '2025-04-30',
      data_entrega: '2025-05-05',
    });
  });

  it('goes back to the list after saving', async () => {
    mount(`/app/obras/medicao/criar?obra_id=${OBRA_ID}`, () => ({
      status: 201,
      body: { ...MEDICAO, numero: 2, valor: '70000.00' },
    }));
    await fill();
    expect(await screen.findByText('Medição cadastrada com sucesso!')).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe(`/app/obras/medicao?obra_id=${OBRA_ID}`));
  });

  it('shows the balance the API gives (saldo), and computes none of its own', async () => {
    // A saldo that valor_total − valor_medido would not give: the screen must show the API's figure.
    api = startFakeApi((call) => {
      if (call.path === '/obras/obra') return page([OBRA]);
      if (call.path === `/obras/obra/${OBRA_ID}`)
        return { status: 200, body: { ...OBRA_DETAIL, valor_medido: '150000.00', saldo: '0.00' } };
      return undefined;
    });
    renderObras(`/app/obras/medicao/criar?obra_id=${OBRA_ID}`);
    expect(await screen.findByText(/medido R\$ 150\.000,00 .*Saldo disponível: R\$ 0,00\./)).toBeTruthy();
  });
});
