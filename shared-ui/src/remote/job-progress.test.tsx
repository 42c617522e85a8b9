// @vitest-environment jsdom
import '../test-setup.js';
import type { Trabalho } from '@gp/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { GpProviders } from '../providers/gp-providers.js';
import { JobProgress } from './job-progress.js';

const job = (over: Partial<Trabalho>): Trabalho => ({
  id: 'job-1',
  tipo: 'exportacao',
  titulo: 'Exportação: Etiquetas de bens patrimoniais (PDF)',
  cliente_id: 'c1',
  estado: 'na_fila',
  progresso: { feito: 0, total: null, mensagem: null },
  resultado: null,
  erro: null,
  criado_em: '2026-11-27T12:00:00.000Z',
  iniciado_em: null,
  terminado_em: null,
  ...over,
});

/** An API client whose GET /trabalhos/{id} answers each state in turn, then the last one again. */
function apiAnswering(states: Trabalho[]) {
  let i = 0;
  const asked: string[] = [];
  const api = ky.create({
    prefixUrl: 'http://api.test',
    retry: 0,
    fetch: async (input) => {
      asked.push(new URL((input as Request).url).pathname);
      const body = states[Math.min(i++, states.length - 1)];
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, asked };
}

const renderWith = (api: ReturnType<typeof apiAnswering>['api']) =>
  render(
    <GpProviders>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <JobProgress api={api} id="job-1" />
      </QueryClientProvider>
    </GpProviders>,
  );

describe('a job shown where it was asked', () => {
  it('follows its progress in pages, then offers its file until it expires', async () => {
    const { api, asked } = apiAnswering([
      job({
        estado: 'executando',
        progresso: { feito: 50, total: 201, mensagem: 'Gerando a página 50 de 201' },
      }),
      job({
        estado: 'concluido',
        progresso: { feito: 201, total: 201, mensagem: 'Gerando a página 201 de 201' },
        resultado: {
          quantidade: null,
          arquivo: {
            nome: 'etiquetas.pdf',
            tamanho: 123_456,
            link: '/trabalhos/job-1/arquivo',
            expira_em: '2026-11-28T12:00:00.000Z',
          },
        },
      }),
    ]);
    renderWith(api);
    expect(await screen.findByText('Gerando a página 50 de 201')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: /Progresso de Exportação/ }).getAttribute('aria-valuenow'),
    ).toBe('24');
    // Read again while it runs (every second), until it ends.
    expect(
      await screen.findByRole('button', { name: /Baixar etiquetas\.pdf/ }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Disponível até 28\/11\/2026/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(asked.every((p) => p === '/trabalhos/job-1')).toBe(true);
  });

  it('tells its error when it failed', async () => {
    const { api } = apiAnswering([
      job({
        estado: 'falhou',
        erro: 'O trabalho foi interrompido pela restauração de um backup: nada dele foi gravado; inicie-o de novo.',
      }),
    ]);
    renderWith(api);
    expect(await screen.findByText(/interrompido pela restauração de um backup/)).toBeTruthy();
    expect(screen.getByText(/: falhou$/)).toBeTruthy();
  });
});
