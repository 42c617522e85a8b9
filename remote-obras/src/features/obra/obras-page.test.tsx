import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENTE, OBRA, OBRA_DETAIL, OBRA_ID, page, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

function mount(url: string) {
  api = startFakeApi((call) => {
    if (call.path === '/obras/obra' && call.method === 'GET') return page([OBRA]);
    if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA_DETAIL };
    if (call.path === '/obras/obra/id' && call.method === 'PUT')
      return { status: 200, body: { ...OBRA_DETAIL, situacao: 4, situacao_descricao: 'Paralisada' } };
    if (call.path === '/v1/companies/clients')
      return { status: 200, body: [{ id: CLIENTE, name: 'Prefeitura de Exemplo' }] };
    return undefined;
  });
  renderObras(url);
}

describe('the works list', () => {
  it("shows each work's value with its amendments, the percentage executed, its situação and the CNO flag", async () => {
    mount('/app/obras/obra?situacao=2&tipo=reforma');
    const table = await screen.findByRole('region', { name: 'Obras' });
    await within(table).findByText('12/2025');
    expect(within(table).getByText('R$ 120.000,00')).toBeTruthy();
    expect(within(table).getByText('aditivos R$ 20.000,00')).toBeTruthy();
    expect(within(table).getByText('45,20%')).toBeTruthy();
    expect(within(table).getByText('R$ 54.240,00 medidos')).toBeTruthy();
    expect(within(table).getByText('Iniciada')).toBeTruthy();
    expect(within(table).getByText('Sem CNO')).toBeTruthy();
    expect(within(table).getByText('01/03/2025')).toBeTruthy();
    const call = api?.calls.find((c) => c.path === '/obras/obra');
    expect(call?.search.toString()).toBe('page=1&limit=10&situacao=2&tipo=reforma');
  });

  it('changes the situação from the row: a paralisação asks for the expected restart', async () => {
    mount('/app/obras/obra');
    fireEvent.click(await screen.findByRole('button', { name: 'Mudar situação da obra 12/2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar situação da obra 12/2025' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Paralisada'));
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Chuvas intensas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe a previsão de reinício da obra paralisada.'),
    ).toBeTruthy();
    expect(api?.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("opens the work's page with its figures and amendments", async () => {
    mount(`/app/obras/obra/editar/${OBRA_ID}`);
    expect(await screen.findByText('Editar obra')).toBeTruthy();
    expect(screen.getByText('Valor da obra')).toBeTruthy();
    expect(screen.getAllByText('R$ 120.000,00').length).toBeGreaterThan(0);
    expect(screen.getByText('1º TA')).toBeTruthy();
    expect(
      screen.getByText('Obra iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Número') as HTMLInputElement).value).toBe('12/2025');
  });
});
