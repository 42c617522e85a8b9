import { CONTRACT_VERSION, type RemoteProps } from '@gp/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// See manifest.test.ts: the federation runtime is the one part replaced, because it needs real remotes.
const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

const { applyManifest, resetRegistry } = await import('./remote-registry.js');
const { RemoteArea } = await import('./remote-area.js');

const session = { user: null, local: null, exercicio: null, apiBaseUrl: 'http://localhost:8000' };
const sistema = {
  name: 'remote_sistema',
  entry: 'http://localhost:5175/remoteEntry.js',
  version: '1.0.0',
  contractVersion: CONTRACT_VERSION,
  enabled: true,
};

/** A remote page that throws until told otherwise. */
const flaky = { broken: true };
function FlakyRoutes({ basePath }: RemoteProps) {
  if (flaky.broken) throw new Error('falha no remoto');
  return <p>Perfis em {basePath}</p>;
}

beforeEach(() => {
  resetRegistry();
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('RemoteArea', () => {
  it('shows Módulo indisponível for a remote missing from the manifest', async () => {
    applyManifest({ accepted: [], refused: [], error: null });
    render(<RemoteArea name="remote_obras" basePath="/app/obras" session={session} />);
    expect(await screen.findByText('Módulo indisponível')).toBeTruthy();
    expect(screen.getByText('O módulo Obras não está publicado nesta instalação.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('contains a remote that throws while rendering, and remounts it on retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ remotes: [sistema] }))),
    );
    applyManifest({ accepted: [sistema], refused: [], error: null });
    flaky.broken = true;
    runtime.loadRemote.mockResolvedValue({ default: FlakyRoutes, contractVersion: CONTRACT_VERSION });

    render(
      <div>
        <p>Menu do host</p>
        <RemoteArea name="remote_sistema" basePath="/app/sistema" session={session} />
      </div>,
    );
    expect(await screen.findByText('Módulo indisponível')).toBeTruthy();
    expect(screen.getByText('Menu do host')).toBeTruthy();

    flaky.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Perfis em /app/sistema')).toBeTruthy();
    const forced = runtime.registerRemotes.mock.calls.filter(([list]) => list[0]?.entry.includes('retry='));
    expect(forced.length).toBeGreaterThan(0);
    expect(forced[0]![1]).toEqual({ force: true });
    vi.unstubAllGlobals();
  });

  it('shows Módulo indisponível while a remote is down and loads it when a retry finds it back up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ remotes: [sistema] }))),
    );
    applyManifest({ accepted: [sistema], refused: [], error: null });
    flaky.broken = false;
    runtime.loadRemote.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));

    render(<RemoteArea name="remote_sistema" basePath="/app/sistema" session={session} />);
    expect(await screen.findByText('Módulo indisponível', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(/Não foi possível carregar o módulo Sistema/)).toBeTruthy();

    runtime.loadRemote.mockResolvedValue({ default: FlakyRoutes, contractVersion: CONTRACT_VERSION });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Perfis em /app/sistema')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
