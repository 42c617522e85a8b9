import { CONTRACT_VERSION, type RemoteProps } from '@gp/shared-contracts';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isPublicPath } from './public-path.js';

// See federation/manifest.test.ts: the federation runtime is the one part replaced, because it needs real remotes.
const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

const { applyManifest, resetRegistry } = await import('../federation/remote-registry.js');
const { PublicArea, PUBLIC_UNAVAILABLE_TITLE } = await import('./public-area.js');

const publico = {
  name: 'remote_publico',
  entry: 'http://localhost:5177/remoteEntry.js',
  version: '1.0.0',
  contractVersion: CONTRACT_VERSION,
  enabled: true,
};

beforeEach(() => {
  resetRegistry();
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the public area in the host (/publico)', () => {
  it('starts without the back office only on /publico and below', () => {
    expect(isPublicPath('/publico')).toBe(true);
    expect(isPublicPath('/publico/bempatrimonial/1')).toBe(true);
    expect(isPublicPath('/publicos')).toBe(false);
    expect(isPublicPath('/login')).toBe(false);
    expect(isPublicPath('/app/publico')).toBe(false);
  });

  it('mounts the public remote at /publico with no session, only the API address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ remotes: [publico] }))),
    );
    applyManifest({ accepted: [publico], refused: [], error: null });
    const seen: RemoteProps[] = [];
    runtime.loadRemote.mockResolvedValue({
      default: (props: RemoteProps) => {
        seen.push(props);
        return <p>Área pública em {props.basePath}</p>;
      },
      contractVersion: CONTRACT_VERSION,
    });
    render(<PublicArea apiBaseUrl="http://api.exemplo" />);
    expect(await screen.findByText('Área pública em /publico')).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_publico/routes');
    expect(seen[0]?.session).toEqual({
      user: null,
      local: null,
      exercicio: null,
      apiBaseUrl: 'http://api.exemplo',
    });
    vi.unstubAllGlobals();
  });

  it('without its remote, says so in plain elements (no antd) with a retry', async () => {
    applyManifest({ accepted: [], refused: [], error: null });
    const { container } = render(<PublicArea apiBaseUrl="http://api.exemplo" />);
    expect(await screen.findByRole('heading', { level: 1, name: PUBLIC_UNAVAILABLE_TITLE })).toBeTruthy();
    expect(screen.getByText('O módulo Área pública não está publicado nesta instalação.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('over a page drawn on the server, says nothing while the remote loads nor when it cannot', async () => {
    applyManifest({ accepted: [], refused: [], error: null });
    const { container } = render(<PublicArea apiBaseUrl="http://api.exemplo" serverDrawn />);
    expect(container.textContent).toBe('');
    // Given time to settle, still nothing: the server's page (with working links) stays as it is.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('heading', { name: PUBLIC_UNAVAILABLE_TITLE })).toBeNull();
  });
});
