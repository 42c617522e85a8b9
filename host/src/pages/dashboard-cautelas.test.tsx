import { GpProviders } from '@gp/shared-ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CautelasVencidasCard } from './dashboard-cautelas.js';

function renderCard(value: number) {
  render(
    <GpProviders>
      <MemoryRouter>
        <CautelasVencidasCard value={value} />
      </MemoryRouter>
    </GpProviders>,
  );
}

describe("the dashboard's overdue cautelas card", () => {
  it('shows the count and opens the aceites list filtered on the overdue ones', () => {
    renderCard(1234);
    const link = screen.getByRole('link', { name: /Cautelas vencidas/ });
    expect(link.getAttribute('href')).toBe('/app/patrimonio/aceites?atrasadas=true');
    expect(link.textContent).toContain('1.234');
    expect(screen.getByText('Bens fora além do retorno previsto')).toBeTruthy();
  });

  it('says nothing is late when the count is zero', () => {
    renderCard(0);
    expect(screen.getByText('Nenhum bem fora além do retorno previsto')).toBeTruthy();
  });
});
