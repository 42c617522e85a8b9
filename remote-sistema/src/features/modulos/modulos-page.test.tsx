import { CONTRACT_VERSION, emit, type ModulesReport, on } from '@gp/shared-contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFor, startFakeRoutes } from '../../test/fake-api.js';
import { renderArea } from '../../test/render-area.js';
import { PAGE_SUBTITLE } from './modulos-page.js';

const major = Number(CONTRACT_VERSION.split('.')[0]);
let off: (() => void) | null = null;
let fake: { stop: () => void } | null = null;
afterEach(() => {
  off?.();
  fake?.stop();
  fake = null;
});

/** Plays the host's side of `modules:request` with a fixed answer. */
function hostAnswers(report: ModulesReport) {
  off = on('modules:request', ({ requestId }) => emit('modules:response', { requestId, report }));
}

describe('Módulos page', () => {
  it('lists each remote with version, contract, address, switch and health, and why one is refused', async () => {
    hostAnswers({
      status: 'ok',
      readAt: '2026-03-04T15:06:00.000Z',
      manifestUrl: 'http://localhost:5173/remotes.json',
      modules: [
        {
          name: 'remote_sistema',
          version: '1.2.0',
          contractVersion: CONTRACT_VERSION,
          entry: 'http://localhost:5175/remoteEntry.js',
          enabled: true,
          accepted: true,
          reason: null,
          healthy: true,
          loaded: true,
        },
        {
          name: 'remote_patrimonio',
          version: '2.0.0',
          contractVersion: `${major + 1}.0.0`,
          entry: 'http://localhost:5174/remoteEntry.js',
          enabled: true,
          accepted: false,
          reason:
            'O módulo Patrimônio (versão 2.0.0) foi feito para a versão 2.0.0 do contrato, incompatível.',
          healthy: null,
          loaded: false,
        },
      ],
    });
    renderArea('/app/sistema/modulos', sessionFor(true));
    expect(await screen.findByText(PAGE_SUBTITLE)).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Módulos' });
    const sistema = (await within(table).findByText('remote_sistema')).closest('tr')!;
    expect(within(sistema).getByText('1.2.0')).toBeTruthy();
    expect(within(sistema).getByText('http://localhost:5175/remoteEntry.js')).toBeTruthy();
    expect(within(sistema).getByText('Sim')).toBeTruthy();
    expect(within(sistema).getByText('Carregado')).toBeTruthy();
    const patrimonio = within(table).getByText('remote_patrimonio').closest('tr')!;
    expect(within(patrimonio).getByText('Recusado')).toBeTruthy();
    expect(within(patrimonio).getByText(/incompatível/)).toBeTruthy();
    expect(screen.getByTestId('manifest-read-at').textContent).toMatch(
      /^Manifesto lido em \d{2}\/\d{2}\/\d{4}/,
    );
  });

  it("shows the API's database and the read replica's lag as the API words it", async () => {
    hostAnswers({
      status: 'ok',
      readAt: '2026-03-04T15:06:00.000Z',
      manifestUrl: 'http://x/remotes.json',
      modules: [],
    });
    const message = 'Réplica atrasada: última transação do primário aplicada há 12,3 s.';
    fake = startFakeRoutes({
      'GET /health/details': () => ({
        status: 200,
        body: {
          status: 'ok',
          version: '1.0.0',
          uptimeSeconds: 60,
          database: { status: 'up', latencyMs: 1.25, driver: 'postgres', migration: 'abc123def456' },
          replica: {
            configured: true,
            status: 'up',
            inRecovery: true,
            lagSeconds: 12.3,
            caughtUp: false,
            latencyMs: 2,
            checkedAt: '2026-03-04T15:06:00.000Z',
            message,
          },
        },
      }),
    });
    renderArea('/app/sistema/modulos', sessionFor(true));
    const card = await screen.findByRole('region', { name: 'Banco de dados' });
    expect(await within(card).findByText(message)).toBeTruthy();
    expect(within(card).getByText('Atrasada')).toBeTruthy();
    expect(within(card).getByText(/PostgreSQL, 1,25 ms; última migração abc123def456/)).toBeTruthy();
    expect(within(card).getByText(/^Réplica verificada em \d{2}\/\d{2}\/\d{4}/)).toBeTruthy();
  });

  it('shows the refusal when the host answers that the location is not support', async () => {
    hostAnswers({ status: 'forbidden', message: 'Somente o suporte vê os módulos.' });
    renderArea('/app/sistema/modulos', sessionFor(true));
    expect(await screen.findByText('Somente o suporte vê os módulos.')).toBeTruthy();
  });

  it('is closed to a location that is not support', async () => {
    renderArea('/app/sistema/modulos', sessionFor(false));
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(screen.queryByText(PAGE_SUBTITLE)).toBeNull();
  });
});
