import {
  ALL_RULES,
  type EventoContabil,
  type EventosContabeis,
  type IntangiveisIndefinidos,
} from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const REDUCAO: EventoContabil = {
  evento: 'reducao',
  descricao: 'Redução ao valor recuperável',
  natureza: 'reducao',
  debito: '3.6.1.7.1.01.00',
  credito: '[reducao]',
  historico: 'Perda por impairment',
  proprio: true,
  padrao: { debito: '3.6.1.7.1.00.00', credito: '[reducao]', historico: 'Redução ao valor recuperável' },
};
const COMPRA: EventoContabil = {
  evento: 'incorporacao_1',
  descricao: 'Incorporação por compra',
  natureza: 'incorporacao',
  debito: '[bem]',
  credito: '2.1.3.1.1.01.00',
  historico: 'Incorporação por compra',
  proprio: false,
  padrao: { debito: '[bem]', credito: '2.1.3.1.1.01.00', historico: 'Incorporação por compra' },
};
const tabela = (editar: boolean): EventosContabeis => ({ data: [COMPRA, REDUCAO], acoes: { editar } });

const INTANGIVEIS: IntangiveisIndefinidos = {
  exercicio: 2026,
  data: [
    {
      id: '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      codigo_bem: 41,
      descricao: 'Marca do município',
      categoria: 'Marcas e patentes',
      conta_contabil: '1.2.4.1.1.02.00',
      data_incorporacao: '2020-03-10',
      valor_atual: '9000.00',
      ultima_reducao: null,
      teste_pendente: true,
    },
    {
      id: '7a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      codigo_bem: 42,
      descricao: 'Direito de uso perpétuo',
      categoria: 'Marcas e patentes',
      conta_contabil: '1.2.4.1.1.02.00',
      data_incorporacao: '2021-05-02',
      valor_atual: '3500.00',
      ultima_reducao: '2026-08-15',
      teste_pendente: false,
    },
  ],
  valor_total: '12500.00',
  pendentes: 1,
};

function mount(aba: 'eventos' | 'intangiveis', editar = true) {
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/contabilidade/eventos' && call.method === 'GET')
      return { status: 200, body: tabela(editar) };
    if (call.path === '/patrimonio/contabilidade/eventos/reducao' && call.method === 'PUT')
      return { status: 200, body: tabela(editar) };
    if (call.path === '/patrimonio/contabilidade/eventos/reducao' && call.method === 'DELETE')
      return {
        status: 200,
        body: { ...tabela(editar), data: [COMPRA, { ...REDUCAO, ...REDUCAO.padrao, proprio: false }] },
      };
    if (call.path === '/patrimonio/contabilidade/intangiveis-indefinidos')
      return { status: 200, body: INTANGIVEIS };
    return undefined;
  });
  return renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: `/app/patrimonio/contabilidade?aba=${aba}`,
    session: patrimonioSession([...ALL_RULES]),
  });
}

describe('tabela de eventos', () => {
  it('shows each kind’s accounts, the category’s in words, and whether it is the MCASP default', async () => {
    mount('eventos');
    const table = await screen.findByRole(
      'region',
      { name: 'Tabela de eventos contábeis' },
      { timeout: 8000 },
    );
    expect(await within(table).findByText('Incorporação por compra', { selector: 'strong' })).toBeTruthy();
    expect(within(table).getByText('Conta do bem (da categoria)')).toBeTruthy();
    expect(within(table).getByText('Redução ao valor recuperável (da categoria)')).toBeTruthy();
    expect(within(table).getByText('Padrão do MCASP')).toBeTruthy();
    expect(within(table).getByText('Próprio do cliente')).toBeTruthy();
    // Restoring is offered only where the client has its own accounts.
    expect(within(table).getAllByRole('button', { name: /Restaurar o padrão/ })).toHaveLength(1);
  });

  it('offers no editing when the API says the caller may not', async () => {
    mount('eventos', false);
    const table = await screen.findByRole(
      'region',
      { name: 'Tabela de eventos contábeis' },
      { timeout: 8000 },
    );
    expect(await within(table).findByText('Próprio do cliente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Editar evento/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Restaurar o padrão/ })).toBeNull();
  });

  it('refuses an account that is neither PCASP nor the category’s, in Portuguese, then saves', async () => {
    mount('eventos');
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Editar evento Redução ao valor recuperável' },
        { timeout: 8000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar evento: Redução ao valor recuperável' });
    const debito = within(dialog).getByRole('combobox', { name: /Conta de débito/ });
    fireEvent.change(debito, { target: { value: '3617' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'Conta de débito: use uma conta do PCASP (ex.: 3.3.3.1.1.00.00) ou uma conta da categoria do bem.',
      ),
    ).toBeTruthy();
    expect(api!.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(debito, { target: { value: '3.6.1.7.1.02.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api!.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api!.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      debito: '3.6.1.7.1.02.00',
      credito: '[reducao]',
      historico: 'Perda por impairment',
    });
  });

  it('restores the MCASP default after confirming', async () => {
    mount('eventos');
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Restaurar o padrão do evento Redução ao valor recuperável' },
        { timeout: 8000 },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(api!.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(api!.calls.find((c) => c.method === 'DELETE')!.path).toBe(
      '/patrimonio/contabilidade/eventos/reducao',
    );
  });
});

describe('intangíveis de vida útil indefinida', () => {
  it('lists each one’s value and latest impairment, marking those without this year’s test', async () => {
    mount('intangiveis');
    const table = await screen.findByRole(
      'region',
      { name: 'Intangíveis de vida útil indefinida' },
      { timeout: 8000 },
    );
    expect(await within(table).findByText('Marca do município')).toBeTruthy();
    expect(within(table).getByText('R$ 9.000,00')).toBeTruthy();
    expect(within(table).getByText('Nenhuma')).toBeTruthy();
    expect(within(table).getByText('15/08/2026')).toBeTruthy();
    expect(within(table).getByText('Teste anual pendente')).toBeTruthy();
    expect(within(table).getByText('Testado no exercício')).toBeTruthy();
    expect(screen.getByText('1 intangível sem teste de redução ao valor recuperável em 2026.')).toBeTruthy();
    expect(screen.getByText(/2 intangíveis, valor contábil de R\$ 12\.500,00\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar \(XLSX\)/ })).toBeTruthy();
  });
});
