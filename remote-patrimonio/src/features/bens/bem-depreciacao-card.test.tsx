import { GpProviders } from '@gp/shared-ui';
import { startFakeApi } from '@gp/shared-ui/testing';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteProvider } from '../../session/remote-context.js';
import { BEM_ID, patrimonioSession } from '../../test/fixtures.js';
import { BemDepreciacaoCard } from './bem-depreciacao-card.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

describe('the asset page’s depreciation card', () => {
  it('draws axes with their marks, a legend, says the value once and lists the months in a table', async () => {
    api = startFakeApi((call) =>
      call.path === `/patrimonio/depreciacao/bem/${BEM_ID}`
        ? {
            status: 200,
            body: {
              bem_id: BEM_ID,
              meses: [
                {
                  mes: 11,
                  ano: 2026,
                  valor_anterior: '1000.00',
                  quota: '128.57',
                  valor_atual: '871.43',
                  valor_residual: '100.00',
                  depreciacao_acumulada: '128.57',
                  meses_restantes: 6,
                },
              ],
            },
          }
        : undefined,
    );
    render(
      <GpProviders>
        <RemoteProvider basePath="/app/patrimonio" session={patrimonioSession(['depreciations:read'])}>
          <BemDepreciacaoCard bemId={BEM_ID} />
        </RemoteProvider>
      </GpProviders>,
    );
    const sentence = 'Valor contábil de R$ 871,43 em 11/2026; previsto R$ 100,00 (residual) em 05/2027.';
    expect(await screen.findByRole('img', { name: sentence })).toBeTruthy();
    expect(screen.getByText(sentence, { selector: 'span' })).toBeTruthy();
    // The axes' marks: the highest value, its half and zero; the first and last months.
    for (const mark of ['R$ 871,43', 'R$ 435,72', 'R$ 0,00', '11/2026', '05/2027']) {
      expect(screen.getAllByText(mark).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Valor contábil (meses processados)')).toBeTruthy();
    expect(screen.getByText('Previsto até o valor residual')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Meses de depreciação do bem' });
    const row = within(region).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('11/2026');
    expect(row.textContent).toContain('R$ 128,57');
    expect(row.textContent).toContain('R$ 871,43');
  });
});
