import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchPage } from '../../components/router.js';
import { CurvaS } from './curva-s.js';

const mes = (m: string, over: Record<string, string | null> = {}) => ({
  mes: m,
  valor_previsto: '100.00',
  percentual_fisico_previsto: '10.00',
  previsto_financeiro: '10.00',
  previsto_fisico: '10.00',
  realizado_financeiro: '5.00',
  realizado_fisico: '8.00',
  valor_medido: '50.00',
  ...over,
});

describe('the public S-curve', () => {
  it('draws the four lines as inline SVG, the actual ones only up to the current month, and the figures in a table', () => {
    const { container } = render(
      <CurvaS
        meses={[mes('2026-02'), mes('2026-03', { realizado_financeiro: null, realizado_fisico: null })]}
      />,
    );
    expect(screen.getByRole('img', { name: /Curva S prevista e realizada/ })).toBeTruthy();
    const lines = [...container.querySelectorAll('svg[role="img"] polyline')];
    expect(lines.map((l) => l.getAttribute('points')?.split(' ').length)).toEqual([2, 1, 2, 1]);
    expect(screen.getByRole('rowheader', { name: '03/2026' }).parentElement?.textContent).toContain('—');
  });

  it('is the page of /transparencia/{cpf_cnpj}/obra/{id}', () => {
    expect(matchPage('/publico/transparencia/12345678000195/obra/abc', '/publico')).toEqual({
      page: 'obra',
      cpfCnpj: '12345678000195',
      id: 'abc',
    });
  });
});
