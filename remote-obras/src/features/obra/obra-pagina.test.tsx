import type { Cno, ObraEvolucao, Responsabilidade } from '@gp/shared-contracts';
import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { licenca, MEDICAO, OBRA_DETAIL, OBRA_ID, page, renderObras } from '../../test/fixtures.js';
import { EvolucaoChart } from './evolucao-card.js';
import { acumulados } from './obra-registros.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const EVOLUCAO: ObraEvolucao = {
  obra_id: OBRA_ID,
  fisico: [
    { data: '2025-03-20', percentual: '12.50' },
    { data: '2025-04-30', percentual: '48.00' },
  ],
  financeiro: [
    { data: '2025-04-05', valor_medido: '54240.00', valor_total: '100000.00', percentual: '54.24' },
    { data: '2025-05-01', valor_medido: '54240.00', valor_total: '120000.00', percentual: '45.20' },
  ],
};

const MEDICAO_2 = { ...MEDICAO, id: 'med-2', numero: 2, valor: '1000.00', data_entrega: '2025-05-05' };
const ART: Responsabilidade = {
  ...MEDICAO,
  id: 'rt-1',
  tipo: 'execucao',
  conselho: 'CREA',
  numero: '2620250001234',
  profissional_nome: 'Paulo Andrade',
  profissional_cpf: '52998224725',
  registro_conselho: 'SP-123456',
  vinculo: 'contratado',
  data: '2025-02-15',
};

/** The work's page with its records: `answers` overrides a register's list answer. */
function mount(answers: Record<string, () => { status: number; body: unknown }> = {}) {
  api = startFakeApi((call) => {
    if (answers[call.path]) return answers[call.path]?.();
    if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA_DETAIL };
    if (call.path === `/obras/obra/${OBRA_ID}/evolucao`) return { status: 200, body: EVOLUCAO };
    if (call.path === '/obras/medicao')
      return { status: 200, body: { data: [MEDICAO_2, MEDICAO], total: 7, page: 1, limit: 5 } };
    if (call.path === '/obras/cadastronacional') return page<Cno>([]);
    if (call.path === '/obras/ordemservico') return page([]);
    if (call.path === '/obras/licencaambiental')
      return page([licenca('li-1', 'LI-77/2024', 'vencida', '2025-01-10')]);
    if (call.path === '/obras/responsabilidadetecnica') return page([ART]);
    return undefined;
  });
  renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`);
}

// Plain selectors: role queries over the whole work page are slow in jsdom.
const section = (title: string) =>
  waitFor(
    () => {
      const found = document.querySelector<HTMLElement>(`section[aria-label="${title}"]`);
      if (!found) throw new Error(`section ${title}`);
      return found;
    },
    { timeout: 10000 },
  );
/** The link whose text is `text`: its address. */
const href = (scope: HTMLElement, text: string | RegExp) =>
  within(scope).getByText(text, { selector: 'a, a *' }).closest('a')?.getAttribute('href');

describe("the work's records", () => {
  it('lists each register narrowed to the work, newest first, with links to each record and a new one', async () => {
    mount();
    const medicoes = await section('Medições');
    await within(medicoes).findByText('05/05/2025');
    expect(href(medicoes, '2')).toBe('/app/obras/medicao/editar?id=med-2');
    // Running totals: the work's measured total, then less the newer measurement.
    expect(within(medicoes).getAllByText('R$ 54.240,00')).toHaveLength(2);
    expect(within(medicoes).getByText('R$ 53.240,00')).toBeTruthy();
    expect(href(document.body, 'Ver todas as 7 medições')).toBe(`/app/obras/medicao?obra_id=${OBRA_ID}`);
    expect(href(document.body, /Nova medição/)).toBe(`/app/obras/medicao/criar?obra_id=${OBRA_ID}`);
    const call = api?.calls.find((c) => c.path === '/obras/medicao');
    expect(call?.search.toString()).toBe(
      `page=1&limit=5&obra_id=${OBRA_ID}&ativo=true&sort=numero&order=desc`,
    );

    const licencas = await section('Licenças ambientais');
    expect(await within(licencas).findByText('LI-77/2024')).toBeTruthy();
    expect(within(licencas).getByText('Vencida')).toBeTruthy();
    const arts = await section('Responsabilidades técnicas');
    expect(await within(arts).findByText('ART 2620250001234')).toBeTruthy();
    expect(within(arts).getByText('CREA (ART)')).toBeTruthy();
    expect(href(arts, 'Execução')).toBe('/app/obras/responsabilidadetecnica/editar?id=rt-1');
    // Everything shown: no 'Ver todas'.
    expect(screen.queryByText(/Ver todas as \d+ responsabilidades/)).toBeNull();
    // The progress chart, from its own call.
    expect(document.querySelector('svg[role="img"] title')?.textContent).toBe(
      'Evolução física e financeira da obra de 20/03/2025 a 01/05/2025',
    );
  });

  it('says when a register has nothing for the work, and flags the missing CNO', async () => {
    mount();
    const cnos = await section('Cadastro Nacional de Obras (CNO)');
    expect(await within(cnos).findByText('Nenhum cadastro nacional registrado.')).toBeTruthy();
    expect(screen.getAllByText('Sem CNO').length).toBeGreaterThan(0);
    const ordens = await section('Ordens de serviço');
    expect(await within(ordens).findByText('Nenhuma ordem de serviço registrada.')).toBeTruthy();
    expect(href(cnos.parentElement?.parentElement ?? document.body, /Novo cadastro/)).toBe(
      `/app/obras/cadastronacional/criar?obra_id=${OBRA_ID}`,
    );
  });

  it('shows a failed section with a retry', async () => {
    let fail = true;
    mount({
      '/obras/medicao': () =>
        fail
          ? { status: 500, body: { status: 'Error', message: 'Falhou.' } }
          : page([{ ...MEDICAO, id: 'med-9', numero: 9 }]),
    });
    // A 5xx is tried once more before the section says so.
    const error = await screen.findByText(
      'Não foi possível carregar as medições da obra.',
      {},
      { timeout: 30000 },
    );
    fail = false;
    const alert = error.closest('.ant-alert');
    if (!alert) throw new Error('alert');
    fireEvent.click(within(alert as HTMLElement).getByText('Tentar novamente'));
    const medicoes = await section('Medições');
    await within(medicoes).findByText('9', { selector: 'a' });
  }, 90000);

  it('computes each running total exactly from the newest down', () => {
    const map = acumulados('100.03', [
      { id: 'c', valor: '0.01' },
      { id: 'b', valor: '50.01' },
      { id: 'a', valor: '50.01' },
    ]);
    expect([...map]).toEqual([
      ['c', '100.03'],
      ['b', '100.02'],
      ['a', '50.01'],
    ]);
  });
});

describe('the progress chart', () => {
  it('draws both series with an accessible name and the points as a table', () => {
    render(<EvolucaoChart evolucao={EVOLUCAO} />);
    const chart = screen.getByRole('img', {
      name: /Evolução física e financeira da obra de 20\/03\/2025 a 01\/05\/2025/,
    });
    expect(chart.querySelectorAll('[data-serie="fisico"] circle')).toHaveLength(2);
    expect(chart.querySelectorAll('[data-serie="financeiro"] circle')).toHaveLength(2);
    expect(chart.querySelector('desc')?.textContent).toBe(
      '% físico (acompanhamentos): 48,00% em 30/04/2025; % financeiro (medições): 45,20% em 01/05/2025.',
    );
    const table = screen.getByRole('table', { name: 'Evolução da obra por data' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Data% físico% financeiroMedido acumuladoValor da obra na data',
      '20/03/202512,50%---',
      '05/04/2025-54,24%R$ 54.240,00R$ 100.000,00',
      '30/04/202548,00%---',
      '01/05/2025-45,20%R$ 54.240,00R$ 120.000,00',
    ]);
  });

  it('shows the empty state without points', () => {
    render(<EvolucaoChart evolucao={{ obra_id: OBRA_ID, fisico: [], financeiro: [] }} />);
    expect(screen.getByText('Nenhum acompanhamento ou medição registrada.')).toBeTruthy();
    expect(document.querySelector('svg[aria-labelledby]')).toBeNull();
  });
});
