import { ALL_RULES, type LancamentosPage, type Rmb, type RmbLinha } from '@gp/shared-contracts';
import { documentLinkReply, documentWindow, renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const SHA = 'a'.repeat(64);
const LANCAMENTO = {
  ano: 2026,
  numero: 1,
  data: '2026-11-10',
  competencia: { ano: 2026, mes: 11 },
  evento: 'incorporacao_1',
  natureza: 'incorporacao' as const,
  debito: '1.2.3.1.1.03.01',
  credito: '2.1.3.1.1.01.00',
  valor: '1234.56',
  historico: 'Incorporação por compra — bem 7',
  conta_bem: '1.2.3.1.1.03.01',
  conta_origem: null,
  tipo_bem: 'movel',
  movimentacao_id: '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  codigo_bem: 7,
  estorna: null,
  estornado_por: null,
  usuario: { id: '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', nome: 'Maria Souza', cpf: '52998224725' },
};
const page = (exportar: boolean): LancamentosPage => ({
  data: [LANCAMENTO],
  total: 1,
  page: 1,
  limit: 50,
  valor_total: '1234.56',
  ultima_exportacao: {
    formato: 'csv',
    sha256: SHA,
    quantidade: 1,
    por: 'Maria',
    em: '2026-11-28T12:00:00.000Z',
  },
  acoes: { exportar, editar_eventos: false },
});
const LINHA: RmbLinha = {
  conta_contabil: '1.2.3.1.1.03.01',
  tipo_bem: 'movel',
  saldo_anterior: '1000.00',
  incorporacoes: '1234.56',
  transferencias_entrada: '0.00',
  transferencias_saida: '0.00',
  reavaliacoes: '0.00',
  reducoes: '0.00',
  baixas: '0.00',
  depreciacao: '-10.00',
  saldo_final: '2224.56',
};
const RMB: Rmb = {
  cliente: { id: '4305f302-eab1-4fb2-a79a-001a78ce1afe', name: 'Prefeitura' },
  mes: 11,
  ano: 2026,
  fechado: false,
  grupos: [
    {
      tipo_bem: 'movel',
      titulo: 'Bens móveis',
      linhas: [LINHA],
      total: { ...LINHA, conta_contabil: 'Total — Bens móveis' },
    },
  ],
  total: { ...LINHA, conta_contabil: 'Total geral', tipo_bem: '' },
};

function mount(opts: { exportar?: boolean; processado?: boolean } = {}) {
  api = startFakeApi((call) => {
    const link = documentLinkReply(call);
    if (link) return link;
    if (call.path === '/patrimonio/contabilidade/lancamentos')
      return {
        status: 200,
        body:
          opts.processado === false
            ? { ...page(false), data: [], total: 0, valor_total: '0.00', ultima_exportacao: null }
            : page(opts.exportar ?? true),
      };
    if (call.path === '/patrimonio/contabilidade/rmb')
      return opts.processado === false
        ? { status: 409, body: { status: 'Error', message: 'O mês 11/2026 não foi processado.' } }
        : { status: 200, body: RMB };
    return undefined;
  });
  return renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: '/app/patrimonio/contabilidade?ano=2026&mes=11',
    session: patrimonioSession([...ALL_RULES]),
  });
}

describe('contabilidade', () => {
  it('lists the month’s events with the latest export’s hash, and the RMB by group', async () => {
    mount();
    const table = await screen.findByRole('region', { name: 'Lançamentos de 11/2026' }, { timeout: 8000 });
    expect(await within(table).findByText('Incorporação por compra — bem 7')).toBeTruthy();
    expect(within(table).getAllByText('2.1.3.1.1.01.00').length).toBeGreaterThan(0);
    // Who recorded it, with the whole CPF (a back-office page).
    expect(within(table).getByText('Maria Souza')).toBeTruthy();
    expect(within(table).getByText('(CPF 529.982.247-25)')).toBeTruthy();
    expect(screen.getByText(`SHA-256 ${SHA}`)).toBeTruthy();
    expect(screen.getByText(/Última exportação: CSV, .* por Maria, 1 lançamentos\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar para a contabilidade/ })).toBeTruthy();
    const rmb = await screen.findByRole('table', { name: 'RMB de 11/2026' });
    expect(within(rmb).getByText('Bens móveis')).toBeTruthy();
    expect(within(rmb).getByText('Total geral')).toBeTruthy();
    expect(within(rmb).getAllByText('R$ 2.224,56').length).toBe(3);
    expect(screen.getByRole('button', { name: /RMB \(PDF\)/ })).toBeTruthy();
    // Asked for the month of the URL.
    const call = api!.calls.find((c) => c.path === '/patrimonio/contabilidade/lancamentos')!;
    expect([call.search.get('mes'), call.search.get('ano')]).toEqual(['11', '2026']);
  });

  it('offers the export only with the API’s flag, and says when the month is not processed', async () => {
    mount({ processado: false });
    expect(
      await screen.findByText(
        'O mês 11/2026 não foi processado na depreciação: processe-o para gerar os lançamentos e o RMB.',
        undefined,
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByText(/Nenhum lançamento neste mês/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Exportar para a contabilidade/ })).toBeNull();
  });

  it('opens the legal reports of the chosen periods: inventário of the month, Modelo 12, resumo anual', async () => {
    mount();
    const { shown } = documentWindow();
    const card = await screen.findByText('Relatórios legais (prestação de contas)', {}, { timeout: 8000 });
    expect(card).toBeTruthy();
    expect(screen.getByText(/Cada bem no fim de 11\/2026, por conta contábil/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Inventário analítico \(PDF\)/ }));
    await waitFor(() => expect(shown()).not.toBeNull());
    expect(shown()!.path).toBe('/patrimonio/contabilidade/inventario-analitico/pdf');
    expect(Object.fromEntries(shown()!.search)).toEqual({ ano: '2026', mes: '11' });
    fireEvent.click(screen.getByRole('button', { name: /Modelo 12 \(PDF\)/ }));
    await waitFor(() => expect(shown()!.path).toBe('/patrimonio/contabilidade/modelo-12/pdf'));
    expect(Object.fromEntries(shown()!.search)).toEqual({ ano: '2026', mes_de: '1', mes_ate: '11' });
    fireEvent.click(screen.getByRole('button', { name: /Resumo anual \(PDF\)/ }));
    await waitFor(() => expect(shown()!.path).toBe('/patrimonio/contabilidade/resumo-anual/pdf'));
    expect(Object.fromEntries(shown()!.search)).toEqual({ ano: '2026' });
    // The monthly conciliação starts from the RMB's month.
    const link = screen.getByRole('link', { name: /Conciliar com o balancete/ });
    expect(link.getAttribute('href')).toContain('conciliacao/nova?ano=2026&mes=11');
  });
});
