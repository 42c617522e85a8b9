import { ALL_RULES, type DepreciacaoMes, type DepreciacaoMeses } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const CLIENTE = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b';

const mes = (
  m: number,
  estado: DepreciacaoMes['estado'],
  valor = '0.00',
  bens = 0,
  acoes: DepreciacaoMes['acoes'] = [],
): DepreciacaoMes => ({
  mes: m,
  ano: 2026,
  estado,
  valor_depreciado: valor,
  valor_implantacao: '0.00',
  quantidade_bens: bens,
  processado_em: estado === 'nao_processado' ? null : '2026-02-01T12:00:00.000Z',
  processado_por: estado === 'nao_processado' ? null : 'Administrador',
  fechado_em: null,
  fechado_por: null,
  erro: null,
  acoes,
});

const AVISO =
  'Fevereiro de 2026 ainda não terminou. Processado, o mês fica travado até o estorno da sua depreciação: ' +
  'baixas, incorporações de NF-e, incorporações de obras e qualquer outra movimentação datadas em 02/2026 ' +
  'serão recusadas. Processar Fevereiro de 2026 mesmo assim?';

/**
 * January processed; February is next (the current month: the API offers it with its warning), and runs
 * (one poll 'processando', then processed). `offered`: whether the API offers the actions (a read-only
 * caller gets none); March, out of order, is offered nothing, as the API computes.
 */
function mount(rules: string[] = [...ALL_RULES], offered = true) {
  let fevereiro: DepreciacaoMes['estado'] = 'nao_processado';
  const meses = (): DepreciacaoMeses => ({
    cliente_id: CLIENTE,
    ano: 2026,
    configuracao: { cliente_id: CLIENTE, primeiro_mes: 'integral', implantacao: { mes: 1, ano: 2026 } },
    proximo: fevereiro === 'processado' ? { mes: 3, ano: 2026 } : { mes: 2, ano: 2026 },
    ultimo_processado: fevereiro === 'processado' ? { mes: 2, ano: 2026 } : { mes: 1, ano: 2026 },
    ultimo_fechado: null,
    meses: [
      mes(
        1,
        'processado',
        '1234.56',
        42,
        offered && fevereiro === 'nao_processado'
          ? [
              { acao: 'processar', aviso: null },
              { acao: 'estornar', aviso: null },
              { acao: 'fechar', aviso: null },
            ]
          : [],
      ),
      mes(
        2,
        fevereiro,
        fevereiro === 'processado' ? '1200.00' : '0.00',
        fevereiro === 'processado' ? 41 : 0,
        offered && fevereiro === 'nao_processado' ? [{ acao: 'processar', aviso: AVISO }] : [],
      ),
      ...Array.from({ length: 10 }, (_, i) => mes(i + 3, 'nao_processado')),
    ],
  });
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/depreciacao') {
      const body = meses();
      if (fevereiro === 'processando') fevereiro = 'processado';
      return { status: 200, body };
    }
    if (call.path === '/patrimonio/depreciacao/previsao')
      return { status: 200, body: { cliente_id: CLIENTE, meses: [] } };
    if (call.path === '/patrimonio/depreciacao/processar' && call.method === 'POST') {
      fevereiro = 'processando';
      return { status: 202, body: { cliente_id: CLIENTE, mes: 2, ano: 2026, estado: 'processando' } };
    }
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: '/app/patrimonio/depreciacao?ano=2026',
    session: patrimonioSession(rules),
  });
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('depreciation screen', () => {
  it('shows the months with their state and totals, the actions the API offers, and runs the current month after its warning', async () => {
    mount();
    expect(await screen.findByRole('heading', { name: 'Depreciação' })).toBeTruthy();
    expect(await screen.findByText('Próximo mês a processar: Fevereiro de 2026.')).toBeTruthy();
    const janeiro = row('Janeiro de 2026');
    expect(within(janeiro).getByText('Processado')).toBeTruthy();
    expect(within(janeiro).getByText('R$ 1.234,56')).toBeTruthy();
    expect(within(janeiro).getByText('42')).toBeTruthy();
    // The actions are the API's: February's Processar, January's rerun, estorno and close, nothing else.
    expect(
      screen.getAllByRole('button', { name: /^Processar / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Processar Janeiro de 2026', 'Processar Fevereiro de 2026']);
    expect(screen.getByRole('button', { name: 'Estornar Janeiro de 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fechar Janeiro de 2026' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Processar Fevereiro de 2026' }));
    const dialog = await screen.findByRole('dialog');
    // The confirmation says what processing the unfinished month locks; the call says it was confirmed.
    expect(within(dialog).getByText(AVISO)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Processar' }));

    await waitFor(() => expect(api?.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api?.calls.find((c) => c.method === 'POST')?.body).toEqual({
      mes: 2,
      ano: 2026,
      confirmado: true,
    });
    // The screen follows the run in the background until the month is processed.
    expect(await screen.findByRole('link', { name: 'Fevereiro de 2026' }, { timeout: 5000 })).toBeTruthy();
    expect(within(row('Fevereiro de 2026')).getByText('R$ 1.200,00')).toBeTruthy();
    expect(await screen.findByText('Próximo mês a processar: Março de 2026.')).toBeTruthy();
  });

  it('shows a running month’s job in place: its state, progress bar and message', async () => {
    const JOB = '0c0c0c0c-0c0c-4c0c-8c0c-0c0c0c0c0c0c';
    api = startFakeApi((call) => {
      if (call.path === '/patrimonio/depreciacao')
        return {
          status: 200,
          body: {
            cliente_id: CLIENTE,
            ano: 2026,
            configuracao: {
              cliente_id: CLIENTE,
              primeiro_mes: 'integral',
              implantacao: { mes: 1, ano: 2026 },
            },
            proximo: { mes: 2, ano: 2026 },
            ultimo_processado: { mes: 1, ano: 2026 },
            ultimo_fechado: null,
            meses: [
              mes(1, 'processado', '1234.56', 42),
              { ...mes(2, 'processando'), trabalho_id: JOB },
              ...Array.from({ length: 10 }, (_, i) => mes(i + 3, 'nao_processado')),
            ],
          },
        };
      if (call.path === `/trabalhos/${JOB}`)
        return {
          status: 200,
          body: {
            id: JOB,
            tipo: 'depreciacao',
            titulo: 'Depreciação de 02/2026',
            cliente_id: CLIENTE,
            estado: 'executando',
            progresso: { feito: 0, total: 1, mensagem: 'Calculando a depreciação de 02/2026' },
            resultado: null,
            erro: null,
            criado_em: '2026-03-01T12:00:00.000Z',
            iniciado_em: '2026-03-01T12:00:01.000Z',
            terminado_em: null,
          },
        };
      if (call.path === '/patrimonio/depreciacao/previsao')
        return { status: 200, body: { cliente_id: CLIENTE, meses: [] } };
      return undefined;
    });
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: '/app/patrimonio/depreciacao?ano=2026',
      session: patrimonioSession([...ALL_RULES]),
    });
    const fevereiro = (await screen.findByText('Fevereiro de 2026')).closest('tr') as HTMLElement;
    expect(await within(fevereiro).findByText('Calculando a depreciação de 02/2026')).toBeTruthy();
    expect(within(fevereiro).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows a read-only role the months without any action', async () => {
    mount(['depreciations:read'], false);
    expect(await screen.findByText('Próximo mês a processar: Fevereiro de 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Processar|Estornar|Fechar|Reabrir) / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alterar configuração' })).toBeNull();
  });
});

describe('a depreciation month', () => {
  it('lists each asset with its quota (or why it has none) and the totals per PCASP account', async () => {
    const conta = {
      conta_contabil: '1.2.3.1.1.03.00',
      quantidade_bens: 1,
      valor_anterior: '1200.00',
      quota: '10.00',
      valor_atual: '1190.00',
      depreciacao_acumulada: '10.00',
    };
    const item = {
      bem_id: '11111111-1111-4111-8111-111111111111',
      CodigoBEM: 7,
      descricao: 'Cadeira giratória',
      categoria: { id: '22222222-2222-4222-8222-222222222222', nome: 'Mobiliário em geral' },
      conta_contabil: conta.conta_contabil,
      valor_anterior: '1200.00',
      quota: '10.00',
      valor_atual: '1190.00',
      valor_residual: '120.00',
      depreciacao_acumulada: '10.00',
      percentual: '0.93',
      meses_restantes: 107,
      implantacao: null,
      motivo: null,
    };
    const terreno = {
      ...item,
      bem_id: '33333333-3333-4333-8333-333333333333',
      CodigoBEM: 8,
      descricao: 'Terreno da escola',
      quota: '0.00',
      motivo: 'categoria_nao_depreciavel',
    };
    api = startFakeApi((call) => {
      if (call.path === '/patrimonio/depreciacao/1/2026/itens')
        return {
          status: 200,
          body: { data: [item, terreno], total: 2, total_exato: true, page: 1, limit: 10 },
        };
      if (call.path === '/patrimonio/depreciacao/1/2026/contas')
        return { status: 200, body: { mes: 1, ano: 2026, data: [conta], total: conta } };
      return undefined;
    });
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: '/app/patrimonio/depreciacao/2026/1?search=cadeira',
      session: patrimonioSession(['depreciations:read']),
    });
    expect(await screen.findByRole('heading', { name: 'Depreciação de Janeiro de 2026' })).toBeTruthy();
    expect(await screen.findByText('Cadeira giratória')).toBeTruthy();
    expect(screen.getByText('Categoria não depreciável')).toBeTruthy();
    expect(screen.getAllByText('0,93%')).toHaveLength(2);
    const contas = await screen.findByRole('region', { name: 'Totais por conta contábil' });
    expect(await within(contas).findByText('1.2.3.1.1.03.00')).toBeTruthy();
    expect(screen.getByText(/Total do mês: 1 bens, depreciação R\$ 10,00/)).toBeTruthy();
    expect(api?.calls.find((c) => c.path.endsWith('/itens'))?.search.get('search')).toBe('cadeira');
    expect(screen.getByRole('button', { name: 'Exportar itens' })).toBeTruthy();
  });

  it('says when a search has more matches than it counted, and exports the month-end position', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:posicao');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    api = startFakeApi((call) => {
      if (call.path === '/patrimonio/depreciacao/1/2026/itens')
        return { status: 200, body: { data: [], total: 200, total_exato: false, page: 1, limit: 10 } };
      if (call.path === '/patrimonio/depreciacao/1/2026/contas')
        return {
          status: 200,
          body: {
            mes: 1,
            ano: 2026,
            data: [],
            total: {
              conta_contabil: 'Total',
              quantidade_bens: 0,
              valor_anterior: '0.00',
              quota: '0.00',
              valor_atual: '0.00',
              depreciacao_acumulada: '0.00',
            },
          },
        };
      if (call.path === '/patrimonio/depreciacao/posicao/exportar') return { status: 200, body: 'x' };
      return undefined;
    });
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: '/app/patrimonio/depreciacao/2026/1?search=mesa',
      session: patrimonioSession(['depreciations:read']),
    });
    expect(
      await screen.findByText(/Total estimado: mais de 200 bens atendem à busca; refine a busca/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar posição' }));
    fireEvent.click(await screen.findByText('Por conta: XLSX (Excel)'));
    await waitFor(() =>
      expect(api?.calls.some((c) => c.path === '/patrimonio/depreciacao/posicao/exportar')).toBe(true),
    );
    const exported = api?.calls.find((c) => c.path === '/patrimonio/depreciacao/posicao/exportar');
    expect(Object.fromEntries(exported?.search ?? [])).toEqual({
      mes: '1',
      ano: '2026',
      por: 'contas',
      formato: 'xlsx',
    });
  });

  it('answers an address that is not a month with the 404', async () => {
    api = startFakeApi(() => undefined);
    renderArea(PatrimonioRoutes, {
      basePath: '/app/patrimonio',
      url: '/app/patrimonio/depreciacao/2026/13',
      session: patrimonioSession(['depreciations:read']),
    });
    expect(await screen.findByText(/não encontrad/i)).toBeTruthy();
  });
});
