import type { Cronograma } from '@gp/shared-contracts';
import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { OBRA_DETAIL, OBRA_ID, page, renderObras } from '../../test/fixtures.js';
import { percentualExato, toCronogramaBody } from './cronograma-editor.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const linha = (mes: string, valor: string, fisico: string) => ({
  mes: dayjs(`${mes}-01`),
  valor_previsto: valor,
  percentual_fisico: fisico,
});

describe('the planned schedule’s form', () => {
  it('writes months as AAAA-MM and exact figures, and refuses Σ physical above 100 %', () => {
    expect(percentualExato('20')).toBe('20.00');
    expect(percentualExato('7.5')).toBe('7.50');
    expect(
      toCronogramaBody({ meses: [linha('2026-01', '1234.56', '40'), linha('2026-02', '0.01', '60.00')] }),
    ).toEqual({
      meses: [
        { mes: '2026-01', valor_previsto: '1234.56', percentual_fisico: '40.00' },
        { mes: '2026-02', valor_previsto: '0.01', percentual_fisico: '60.00' },
      ],
    });
    expect(
      toCronogramaBody({ meses: [linha('2026-01', '10.00', '60'), linha('2026-02', '10.00', '40.01')] }),
    ).toEqual({
      issues: [
        {
          path: 'meses',
          message: 'A soma dos percentuais físicos previstos é 100,01%: não pode passar de 100%.',
        },
      ],
    });
    const semMes = toCronogramaBody({
      meses: [{ mes: null, valor_previsto: '1.00', percentual_fisico: '1' }],
    });
    expect('issues' in semMes && semMes.issues[0]?.path).toBe('meses.0.mes');
  });

  it('opens with the planned months and saves the schedule', { timeout: 60000 }, async () => {
    const CRONOGRAMA: Cronograma = {
      obra_id: OBRA_ID,
      valor_obra: '100000.00',
      meses: [
        {
          mes: '2026-01',
          valor_previsto: '20000.00',
          percentual_fisico_previsto: '20.00',
          previsto_financeiro: '20.00',
          previsto_fisico: '20.00',
          realizado_financeiro: '0.00',
          realizado_fisico: null,
          valor_medido: '0.00',
        },
      ],
    };
    api = startFakeApi((call) => {
      if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA_DETAIL };
      if (call.path === `/obras/obra/${OBRA_ID}/cronograma`) return { status: 200, body: CRONOGRAMA };
      if (call.path.startsWith('/obras/')) return page([]);
      return undefined;
    });
    renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`);
    const button = await screen.findByRole('button', { name: /Editar cronograma/ }, { timeout: 45000 });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('cronograma-somas').textContent).toContain(
      'R$ 20.000,00 de R$ 100.000,00',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /Salvar/ }));
    await waitFor(() =>
      expect(api?.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        meses: [{ mes: '2026-01', valor_previsto: '20000.00', percentual_fisico: '20.00' }],
      }),
    );
  });
});
