import { ALL_RULES, type Conciliacao } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const LINHA = {
  conta_contabil: '1.2.3.1.1.01.01',
  quantidade_bens: 2,
  valor_bruto: '1500.00',
  depreciacao_acumulada: '200.00',
  valor_liquido: '1300.00',
  saldo_contabil: '1234.56',
  diferenca: '-265.44',
  depreciacao_contabil: '100.00',
  diferenca_depreciacao: '-100.00',
  confere: false,
};
const CONCILIACAO: Conciliacao = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  cliente: { id: '4305f302-eab1-4fb2-a79a-001a78ce1afe', name: 'Prefeitura' },
  data_balancete: '2026-10-31',
  competencia: null,
  observacao: null,
  criada_em: '2026-11-28T12:00:00.000Z',
  criada_por: 'Maria',
  contas: 1,
  contas_divergentes: 1,
  linhas: [LINHA],
  total: { ...LINHA, conta_contabil: 'Total' },
};

function mount(url = '/app/patrimonio/conciliacao/nova', conciliacao: Conciliacao = CONCILIACAO) {
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/conciliacoes' && call.method === 'POST')
      return { status: 201, body: conciliacao };
    if (call.path === `/patrimonio/conciliacoes/${CONCILIACAO.id}`) return { status: 200, body: conciliacao };
    return undefined;
  });
  return renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url,
    session: patrimonioSession([...ALL_RULES]),
  });
}

describe('nova conciliação', () => {
  it('reads the balancete from a CSV, tells the lines it could not read, and opens the result', async () => {
    const { container } = mount();
    await screen.findByRole('button', { name: /Ler balancete/ }, { timeout: 8000 });
    const csv = 'Conta;Saldo;Depreciação\n1.2.3.1.1.01.01;1.234,56;(100,00)\nConta X;1\n';
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([csv], 'balancete.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('balancete.csv: 1 conta lida, 1 linha não lida.')).toBeTruthy();
    expect(
      screen.getByText('Linha 3: "Conta X" não é uma conta do PCASP (ex.: 1.2.3.1.1.01.01).'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Conta contábil da linha 1') as HTMLInputElement).value).toBe(
      '1.2.3.1.1.01.01',
    );
    expect((screen.getByLabelText('Saldo da linha 1') as HTMLInputElement).value).toBe('1.234,56');

    fireEvent.click(screen.getByRole('button', { name: 'Conciliar' }));
    expect(await screen.findByText('Informe a data do balancete.')).toBeTruthy();
    const date = screen.getByLabelText('Data do balancete') as HTMLInputElement;
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '31/10/2026' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Conciliar' }));

    await waitFor(() => expect(api!.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api!.calls.find((c) => c.method === 'POST')!.body).toEqual({
      data_balancete: '2026-10-31',
      observacao: null,
      saldos: [{ conta_contabil: '1.2.3.1.1.01.01', saldo: '1234.56', depreciacao: '100.00' }],
    });
    expect(
      await screen.findByText('Conciliação com o balancete de 31/10/2026', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText('O cadastro não confere com o balancete: 1 conta com diferença.')).toBeTruthy();
  });

  it('compares with the RMB’s month when opened from the accounting page (the monthly conciliação)', async () => {
    mount('/app/patrimonio/conciliacao/nova?ano=2026&mes=10&observacao=Concilia%C3%A7%C3%A3o%20mensal', {
      ...CONCILIACAO,
      competencia: { ano: 2026, mes: 10 },
    });
    await screen.findByRole('button', { name: /Ler balancete/ }, { timeout: 8000 });
    expect(screen.getByRole('radio', { name: 'O fechamento de um mês (RMB)' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.change(screen.getByLabelText('Conta contábil da linha 1'), {
      target: { value: '1.2.3.1.1.01.01' },
    });
    fireEvent.change(screen.getByLabelText('Saldo da linha 1'), { target: { value: '1.234,56' } });
    const date = screen.getByLabelText('Data do balancete') as HTMLInputElement;
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '31/10/2026' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Conciliar' }));
    await waitFor(() => expect(api!.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api!.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      data_balancete: '2026-10-31',
      competencia: { ano: 2026, mes: 10 },
      observacao: 'Conciliação mensal',
    });
    // The result says which month's register it compared.
    expect(await screen.findByText('Posição do cadastro no fim de', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(/^10\/2026 \(RMB do mês\), tirada em /)).toBeTruthy();
  });
});
