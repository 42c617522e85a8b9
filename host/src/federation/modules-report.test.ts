import { CONTRACT_VERSION } from '@gp/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

const { buildModulesReport } = await import('./modules-report.js');
const { resetRegistry } = await import('./remote-registry.js');

const major = Number(CONTRACT_VERSION.split('.')[0]);
const manifest = {
  remotes: [
    {
      name: 'remote_sistema',
      entry: 'http://s:1/remoteEntry.js',
      version: '1.2.0',
      contractVersion: CONTRACT_VERSION,
    },
    {
      name: 'remote_patrimonio',
      entry: 'http://p:1/remoteEntry.js',
      version: '2.0.0',
      contractVersion: `${major + 1}.0.0`,
      enabled: true,
    },
    {
      name: 'remote_obras',
      entry: 'http://o:1/remoteEntry.js',
      version: '1.0.0',
      contractVersion: CONTRACT_VERSION,
      enabled: false,
    },
    {
      name: 'remote_publico',
      entry: 'http://down:1/remoteEntry.js',
      version: '1.0.0',
      contractVersion: CONTRACT_VERSION,
    },
    { name: 'Outro', entry: 'nao-e-url', version: '1', contractVersion: '1' },
  ],
};

afterEach(() => resetRegistry());

describe('the Módulos report', () => {
  it('lists every manifest entry with its contract, switch, health and the reason it cannot be used', async () => {
    const fetcher = vi.fn(async (url: string) => {
      if (url === '/remotes.json') return new Response(JSON.stringify(manifest));
      if (url.startsWith('http://down')) throw new TypeError('Failed to fetch');
      return new Response('export {}');
    });
    const report = await buildModulesReport(fetcher as unknown as typeof fetch);
    expect(report.status).toBe('ok');
    if (report.status !== 'ok') return;
    expect(Date.parse(report.readAt)).not.toBeNaN();
    const byName = Object.fromEntries(report.modules.map((m) => [m.name, m]));
    expect(byName.remote_sistema).toMatchObject({
      accepted: true,
      healthy: true,
      reason: null,
      enabled: true,
    });
    expect(byName.remote_patrimonio).toMatchObject({ accepted: false, healthy: null });
    expect(byName.remote_patrimonio?.reason).toMatch(/incompatível com a versão/);
    expect(byName.remote_obras).toMatchObject({
      enabled: false,
      healthy: null,
      reason: 'Desligado no manifesto de módulos.',
    });
    expect(byName.remote_publico).toMatchObject({ healthy: false });
    expect(byName.remote_publico?.reason).toMatch(/não respondeu/);
    expect(byName.Outro?.reason).toMatch(/^Entrada inválida no manifesto de módulos/);
    // Never from the cache: the page says how things are now.
    expect(fetcher).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(fetcher).toHaveBeenCalledWith(
      'http://s:1/remoteEntry.js',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('reports an unreadable manifest instead of throwing', async () => {
    const report = await buildModulesReport(
      (async () => new Response('', { status: 404 })) as unknown as typeof fetch,
    );
    expect(report).toEqual({
      status: 'error',
      message: 'Não foi possível ler a lista de módulos (HTTP 404).',
    });
  });
});
