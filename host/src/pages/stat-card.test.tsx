import { GpProviders } from '@gp/shared-ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card.js';

describe('StatCard (a figure of the dashboard)', () => {
  it('shows its title, its value with a dot between thousands, the suffix and the line under it', () => {
    render(
      <GpProviders>
        <StatCard title="Bens patrimoniais" value={1234567} suffix="de 2.000.000" description="900 em uso" />
        <StatCard title="Valor contábil" value="R$ 1.234,56" />
      </GpProviders>,
    );
    expect(screen.getByText('Bens patrimoniais')).toBeTruthy();
    expect(screen.getByText('1.234.567')).toBeTruthy();
    expect(screen.getByText('de 2.000.000')).toBeTruthy();
    expect(screen.getByText('900 em uso')).toBeTruthy();
    expect(screen.getByText('R$ 1.234,56')).toBeTruthy();
  });

  it('while loading, draws antd’s skeleton instead of a value', () => {
    const { container } = render(
      <GpProviders>
        <StatCard loading title="Setores" value={3} />
      </GpProviders>,
    );
    expect(screen.queryByText('3')).toBeNull();
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
  });
});
