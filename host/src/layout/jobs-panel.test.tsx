import { progressPercent, type Trabalho } from '@gp/shared-contracts';
import { GpProviders } from '@gp/shared-ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobsList } from './jobs-panel.js';

const base: Trabalho = {
  id: 'j0',
  tipo: 'exportacao',
  titulo: 'Exportação dos bens',
  cliente_id: 'c1',
  estado: 'na_fila',
  progresso: { feito: 0, total: null, mensagem: null },
  resultado: null,
  erro: null,
  criado_em: '2026-03-05T13:00:00.000Z',
  iniciado_em: null,
  terminado_em: null,
};
const running: Trabalho = {
  ...base,
  id: 'j1',
  titulo: 'Depreciação de 03/2026',
  estado: 'executando',
  progresso: { feito: 2, total: 5, mensagem: 'Calculando a depreciação de 03/2026' },
};
const failed: Trabalho = {
  ...base,
  id: 'j2',
  estado: 'falhou',
  erro: 'O trabalho foi interrompido: o servidor que o executava parou antes do fim.',
  terminado_em: '2026-03-05T13:05:00.000Z',
};
const done: Trabalho = {
  ...base,
  id: 'j3',
  estado: 'concluido',
  resultado: {
    quantidade: 12345,
    arquivo: {
      nome: 'bens.csv',
      tamanho: 900,
      link: '/trabalhos/j3/arquivo',
      expira_em: '2026-03-06T13:00:00.000Z',
    },
  },
};

const item = (id: string) => screen.getByTestId(`trabalho-${id}`);

describe('the jobs panel', () => {
  it('shows a running job’s progress bar and message, a failed one’s error, a finished one’s count and file', () => {
    const onDownload = vi.fn();
    render(
      <GpProviders>
        <JobsList jobs={[running, failed, done]} onDownload={onDownload} />
      </GpProviders>,
    );
    const bar = within(item('j1')).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(item('j1')).getByText('Executando')).toBeTruthy();
    expect(within(item('j1')).getByText('Calculando a depreciação de 03/2026')).toBeTruthy();

    expect(within(item('j2')).getByText('Falhou')).toBeTruthy();
    expect(within(item('j2')).getByText(failed.erro!)).toBeTruthy();
    expect(within(item('j2')).queryByRole('progressbar')).toBeNull();

    expect(within(item('j3')).getByText('12.345 registros')).toBeTruthy();
    fireEvent.click(within(item('j3')).getByRole('button', { name: /Baixar bens.csv/ }));
    expect(onDownload).toHaveBeenCalledWith(done);
  });

  it('says when there is nothing, and reads a progress without total as unknown', () => {
    render(
      <GpProviders>
        <JobsList jobs={[]} onDownload={() => undefined} />
      </GpProviders>,
    );
    expect(screen.getByText('Nenhum trabalho iniciado por você.')).toBeTruthy();
    expect(progressPercent(base)).toBeNull();
    expect(progressPercent(running)).toBe(40);
    expect(progressPercent(done)).toBe(100);
  });
});
