import { SITUACAO_OBRA_LABELS, SITUACOES_OBRA } from '@gp/shared-contracts';
import { GpProviders } from '@gp/shared-ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ObrasCard, type ObrasFigures } from './dashboard-obras.js';

const FIGURES: ObrasFigures = {
  total: 7,
  porSituacao: SITUACOES_OBRA.map((s) => ({
    situacao: s,
    descricao: SITUACAO_OBRA_LABELS[s],
    quantidade: s === 2 ? 4 : s === 4 ? 3 : 0,
  })),
  paralisadas: 3,
  paralisadasHaMaisDeUmMes: 2,
  semCno: 1,
  licencas: { aVencer: 5, vencidas: 6 },
};

function renderCard(figures: ObrasFigures | undefined, loading = false) {
  render(
    <GpProviders>
      <MemoryRouter>
        <ObrasCard figures={figures} loading={loading} allClients />
      </MemoryRouter>
    </GpProviders>,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe("the dashboard's works card", () => {
  it('links each situação and the licences to their lists filtered, and counts what has no filter', () => {
    renderCard(FIGURES);
    expect(hrefOf('Iniciada: 4')).toBe('/app/obras/obra?situacao=2');
    expect(hrefOf('Paralisada: 3')).toBe('/app/obras/obra?situacao=4');
    expect(hrefOf('Recebida definitivamente: 0')).toBe('/app/obras/obra?situacao=7');
    expect(hrefOf('Licenças a vencer (até 60 dias): 5')).toBe(
      '/app/obras/licencaambiental?vencimento=a_vencer&ativo=true',
    );
    expect(hrefOf('Licenças vencidas: 6')).toBe('/app/obras/licencaambiental?vencimento=vencida&ativo=true');
    expect(screen.getByText('Paralisadas há mais de um mês')).toBeTruthy();
    expect(screen.getByText('Sem CNO após 30 dias do início')).toBeTruthy();
    expect(screen.getByText('Por situação (7 obras)')).toBeTruthy();
    expect(screen.getByText(/De todos os clientes/)).toBeTruthy();
    expect(hrefOf('Ver obras')).toBe('/app/obras/obra');
  });

  it('says when there is no work', () => {
    renderCard({ ...FIGURES, total: 0, porSituacao: [] });
    expect(screen.getByText('Nenhuma obra cadastrada.')).toBeTruthy();
  });

  it('shows no figure while loading', () => {
    renderCard(undefined, true);
    expect(screen.queryByText('Nenhuma obra cadastrada.')).toBeNull();
    expect(screen.queryByRole('link', { name: /Iniciada/ })).toBeNull();
  });
});
