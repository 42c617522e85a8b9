import type { Cronograma, Planilha } from '@gp/shared-contracts';
import { startFakeApi } from '@gp/shared-ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OBRA_DETAIL, OBRA_ID, page, renderObras } from '../../test/fixtures.js';
import { CurvaSChart } from './cronograma-card.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const PLANILHA: Planilha = {
  obra_id: OBRA_ID,
  bdi: '25.00',
  total: '1000125.10',
  valor_medido: '31.28',
  itens: [
    {
      id: 'i-1',
      ordem: 1,
      codigo: '94965',
      descricao: 'Concreto fck=25MPa, preparo mecânico',
      unidade: 'm3',
      quantidade: '80000.5',
      preco_unitario: '10.01',
      bdi: '25.00',
      preco_com_bdi: '12.51',
      total: '1000125.10',
      quantidade_medida: '2.5',
      saldo_quantidade: '79998',
      valor_medido: '31.28',
      global: false,
    },
  ],
};
const CRONOGRAMA: Cronograma = { obra_id: OBRA_ID, valor_obra: '100000.00', meses: [] };

describe("the work's sheet and schedule", () => {
  it('shows the items with exact money and whole quantities, and the sheet’s totals', {
    timeout: 30000,
  }, async () => {
    api = startFakeApi((call) => {
      if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA_DETAIL };
      if (call.path === `/obras/obra/${OBRA_ID}/planilha`) return { status: 200, body: PLANILHA };
      if (call.path === `/obras/obra/${OBRA_ID}/cronograma`) return { status: 200, body: CRONOGRAMA };
      if (call.path.startsWith('/obras/')) return page([]);
      return undefined;
    });
    renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`);
    await waitFor(() => expect(screen.getByText('94965')).toBeTruthy(), { timeout: 25000 });
    const row = screen.getByText('94965').closest('tr');
    expect(row?.textContent).toContain('80.000,5');
    expect(row?.textContent).toContain('R$ 1.000.125,10');
    expect(row?.textContent).toContain('79.998');
    expect(screen.getByText(/BDI da planilha: 25,00%/)).toBeTruthy();
    expect(screen.getByText('Sem cronograma nem medições registrados.')).toBeTruthy();
  });

  it('draws the planned and actual lines of the S-curve', () => {
    const mes = (m: string, realizado: string | null) => ({
      mes: m,
      valor_previsto: '10.00',
      percentual_fisico_previsto: '10.00',
      previsto_financeiro: '10.00',
      previsto_fisico: '10.00',
      realizado_financeiro: realizado,
      realizado_fisico: realizado,
      valor_medido: '0.00',
    });
    const { container } = render(<CurvaSChart meses={[mes('2026-01', '5.00'), mes('2026-02', null)]} />);
    const points = (serie: string) =>
      container.querySelector(`polyline[data-serie="${serie}"]`)?.getAttribute('points')?.split(' ').length;
    expect([points('previsto_financeiro'), points('realizado_financeiro')]).toEqual([2, 1]);
  });
});
