import { startFakeApi } from '@gp/shared-ui/testing';
import { render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { VencimentoTag } from '../../components/registros.js';
import { licenca, page, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

describe('environmental licences', () => {
  it('flags the expired ones and those that expire within 60 days, and filters by validity', async () => {
    const today = dayjs();
    api = startFakeApi((call) =>
      call.path === '/obras/licencaambiental'
        ? page([
            licenca('l1', 'LI-001', 'vencida', today.subtract(3, 'day').format('YYYY-MM-DD')),
            licenca('l2', 'LI-002', 'a_vencer', today.add(20, 'day').format('YYYY-MM-DD')),
            licenca('l3', 'LI-003', 'vigente', today.add(200, 'day').format('YYYY-MM-DD')),
          ])
        : undefined,
    );
    renderObras('/app/obras/licencaambiental?vencimento=a_vencer');
    const table = await screen.findByRole('region', { name: 'Licenças Ambientais' });
    await within(table).findByText('LI-001');
    expect(within(table).getByText('Vencida')).toBeTruthy();
    expect(within(table).getByText('Vence em 20 dias')).toBeTruthy();
    expect(within(table).getByText('Vigente')).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/obras/licencaambiental');
    expect(call?.search.get('vencimento')).toBe('a_vencer');
  });

  it('says tomorrow and today in words', () => {
    const today = dayjs('2025-06-10');
    const { unmount } = render(
      <VencimentoTag licenca={licenca('l', 'X', 'a_vencer', '2025-06-11')} today={today} />,
    );
    expect(screen.getByText('Vence amanhã')).toBeTruthy();
    unmount();
    render(<VencimentoTag licenca={licenca('l', 'X', 'a_vencer', '2025-06-10')} today={today} />);
    expect(screen.getByText('Vence hoje')).toBeTruthy();
  });
});
