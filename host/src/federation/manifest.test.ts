import { CONTRACT_VERSION } from '@gp/shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime needs the host's build-time init (the vite plugin) and real remote servers;
// neither exists in a unit test, so only its three entry points are replaced, and the assertions are on
// what the loader asks of them.
const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

const { fetchManifest, parseManifest } = await import('./manifest.js');
const {
  applyManifest,
  bustCache,
  loadRemoteRoutes,
  loadRemoteWithRetry,
  remoteState,
  resetRegistry,
  RemoteUnavailableError,
} = await import('./remote-registry.js');

const entry = (over: object = {}) => ({
  name: 'remote_sistema',
  entry: 'http://localhost:5175/remoteEntry.js',
  version: '1.2.0',
  contractVersion: CONTRACT_VERSION,
  ...over,
});
const major = Number(CONTRACT_VERSION.split('.')[0]);

beforeEach(() => {
  resetRegistry();
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('manifest parsing', () => {
  it('accepts entries of the same contract major, whatever the minor', () => {
    const result = parseManifest({
      remotes: [entry(), entry({ name: 'remote_obras', contractVersion: `${major}.9.3` })],
    });
    expect(result.accepted.map((e) => e.name)).toEqual(['remote_sistema', 'remote_obras']);
    expect(result.refused).toEqual([]);
  });

  it('refuses another contract major with a Portuguese explanation', () => {
    const result = parseManifest({
      remotes: [entry({ contractVersion: `${major + 1}.0.0`, version: '3.1.0' })],
    });
    expect(result.accepted).toEqual([]);
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]!.reason).toContain('O módulo Sistema (versão 3.1.0)');
    expect(result.refused[0]!.reason).toContain(`versão ${major + 1}.0.0 do contrato`);
    expect(result.refused[0]!.reason).toContain('incompatível');
  });

  it('refuses invalid entries without dropping the valid ones, skips disabled and duplicate names', () => {
    const result = parseManifest({
      remotes: [
        entry({ name: 'remote_patrimonio', entry: 'não-é-url' }),
        entry(),
        entry({ entry: 'http://outro:9999/remoteEntry.js' }),
        entry({ name: 'remote_obras', enabled: false }),
      ],
    });
    expect(result.accepted).toEqual([{ ...entry(), enabled: true }]);
    expect(result.refused).toEqual([
      { name: 'remote_patrimonio', reason: expect.stringContaining('URL de remoto inválida.') },
    ]);
  });

  it('rejects a document that is not a manifest', () => {
    expect(() => parseManifest({ remote: [] })).toThrow('O manifesto de módulos não tem o formato esperado.');
  });

  it('fetches with no-store and reports a failure instead of throwing', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ remotes: [entry()] })));
    const ok = await fetchManifest(fetcher as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(ok.error).toBeNull();
    const down = await fetchManifest((async () => new Response('', { status: 503 })) as typeof fetch);
    expect(down).toMatchObject({
      accepted: [],
      error: expect.stringContaining('Não foi possível ler a lista de módulos'),
    });
  });
});

describe('runtime registration', () => {
  it('registers ESM entries as modules and manifest entries as manifests, without loading them', () => {
    applyManifest({
      accepted: [
        { ...entry(), enabled: true },
        {
          ...entry({ name: 'remote_obras', entry: 'http://localhost:5176/mf-manifest.json' }),
          enabled: true,
        },
      ],
      refused: [{ name: 'remote_publico', reason: 'incompatível' }],
      error: null,
    });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'remote_sistema', entry: 'http://localhost:5175/remoteEntry.js', type: 'module' },
        { name: 'remote_obras', entry: 'http://localhost:5176/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(remoteState('remote_publico')).toEqual({ kind: 'refused', reason: 'incompatível' });
    expect(remoteState('remote_patrimonio')).toEqual({ kind: 'missing' });
  });

  it('adds a cache-busting query on retries only', () => {
    expect(bustCache('http://h:1/remoteEntry.js', 0)).toBe('http://h:1/remoteEntry.js');
    expect(bustCache('http://h:1/remoteEntry.js?v=1', 2)).toMatch(
      /^http:\/\/h:1\/remoteEntry\.js\?v=1&retry=2-\d+$/,
    );
  });
});

describe('loading an area', () => {
  const component = () => null;

  it('explains a remote missing from the manifest or refused for its contract', async () => {
    applyManifest({
      accepted: [],
      refused: [{ name: 'remote_obras', reason: 'Contrato incompatível.' }],
      error: null,
    });
    await expect(loadRemoteRoutes('remote_patrimonio')).rejects.toThrow(
      'O módulo Patrimônio não está publicado nesta instalação.',
    );
    await expect(loadRemoteRoutes('remote_obras')).rejects.toThrow('Contrato incompatível.');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('loads <name>/routes and refuses a module built for another contract major', async () => {
    applyManifest({ accepted: [{ ...entry(), enabled: true }], refused: [], error: null });
    runtime.loadRemote.mockResolvedValueOnce({ default: component, contractVersion: CONTRACT_VERSION });
    await expect(loadRemoteRoutes('remote_sistema')).resolves.toMatchObject({ default: component });
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_sistema/routes');

    runtime.loadRemote.mockResolvedValueOnce({ default: component, contractVersion: `${major + 1}.0.0` });
    const refusal = loadRemoteRoutes('remote_sistema');
    await expect(refusal).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(refusal).rejects.toThrow(/incompatível com a versão/);
  });

  it('retries a failed load once, re-reading the manifest and re-registering with force and a new URL', async () => {
    const manifest = { remotes: [entry({ entry: 'http://localhost:6000/remoteEntry.js' })] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(manifest))),
    );
    applyManifest({ accepted: [{ ...entry(), enabled: true }], refused: [], error: null });
    runtime.loadRemote
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: component, contractVersion: CONTRACT_VERSION });

    await expect(loadRemoteWithRetry('remote_sistema', 0, 1)).resolves.toMatchObject({ default: component });
    const lastCall = runtime.registerRemotes.mock.calls.at(-1)!;
    expect(lastCall[1]).toEqual({ force: true });
    expect(lastCall[0][0].entry).toMatch(/^http:\/\/localhost:6000\/remoteEntry\.js\?retry=1-\d+$/);
    vi.unstubAllGlobals();
  });

  it('does not retry what a retry cannot fix', async () => {
    applyManifest({ accepted: [{ ...entry(), enabled: true }], refused: [], error: null });
    runtime.loadRemote.mockResolvedValue({ default: component, contractVersion: `${major + 1}.0.0` });
    await expect(loadRemoteWithRetry('remote_sistema', 0, 1)).rejects.toThrow(/incompatível/);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('reads the manifest again before an area first loads, so a roll-back reaches an open tab', async () => {
    applyManifest({ accepted: [{ ...entry(), enabled: true }], refused: [], error: null });
    const rolledBack = {
      remotes: [entry({ entry: 'http://localhost:5185/remoteEntry.js', version: '1.1.0' })],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(rolledBack))),
    );
    runtime.loadRemote.mockResolvedValue({ default: component, contractVersion: CONTRACT_VERSION });
    await loadRemoteRoutes('remote_sistema');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_sistema', entry: 'http://localhost:5185/remoteEntry.js', type: 'module' }],
      { force: true },
    );
    // Once it runs in the page it is not re-read or re-registered again.
    runtime.registerRemotes.mockClear();
    await loadRemoteRoutes('remote_sistema');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('leaves an area switched off by ops after start-up unavailable', async () => {
    applyManifest({ accepted: [{ ...entry(), enabled: true }], refused: [], error: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ remotes: [entry({ enabled: false })] }))),
    );
    await expect(loadRemoteRoutes('remote_sistema')).rejects.toThrow(/não está publicado/);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
