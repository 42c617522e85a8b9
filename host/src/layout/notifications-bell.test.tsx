import { GpProviders } from '@gp/shared-ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsList } from './notifications-bell.js';

describe('the notifications list of the bell', () => {
  it('shows each group with its count and its items as links, and says how many more there are', () => {
    const onOpen = vi.fn();
    render(
      <GpProviders>
        <MemoryRouter>
          <NotificationsList
            onOpen={onOpen}
            data={{
              total: 12,
              grupos: [
                {
                  chave: 'depreciacao-pendente',
                  titulo: 'Depreciação pendente',
                  quantidade: 12,
                  itens: [
                    {
                      id: '2026-1',
                      texto: 'Depreciação de 01/2026 não processada',
                      link: '/app/patrimonio/depreciacao?ano=2026',
                    },
                  ],
                },
              ],
            }}
          />
        </MemoryRouter>
      </GpProviders>,
    );
    const group = screen.getByRole('region', { name: 'Depreciação pendente' });
    expect(within(group).getByRole('heading', { name: 'Depreciação pendente (12)' })).toBeTruthy();
    const link = within(group).getByRole('link', { name: 'Depreciação de 01/2026 não processada' });
    expect(link.getAttribute('href')).toBe('/app/patrimonio/depreciacao?ano=2026');
    expect(within(group).getByText('E mais 11.')).toBeTruthy();
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalled();
  });

  it('says when nothing waits', () => {
    render(
      <GpProviders>
        <MemoryRouter>
          <NotificationsList onOpen={() => undefined} data={{ total: 0, grupos: [] }} />
        </MemoryRouter>
      </GpProviders>,
    );
    expect(screen.getByText('Nada aguardando você.')).toBeTruthy();
  });
});
