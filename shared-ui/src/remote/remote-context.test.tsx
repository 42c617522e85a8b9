// @vitest-environment jsdom
import '../test-setup.js';
import { emit, on, type SessionSnapshot } from '@gp/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRemoteContext, RemoteContextProvider, useRemoteContext } from './remote-context.js';
import { ABORTED, UploadError, uploadFile } from './upload.js';

const session = (localId: string): SessionSnapshot => ({
  user: { id: 'u1', fullname: 'Maria' },
  local: {
    id: localId,
    companyId: 'c1',
    companyName: `Prefeitura ${localId}`,
    applicationId: 'app-1',
    applicationName: 'Gestão Pública',
    permissions: {
      isSuporte: false,
      hasObras: false,
      hasPatrimonio: true,
      hasSetor: false,
      departments: false,
    },
    rules: ['assets:read'],
  },
  exercicio: null,
  apiBaseUrl: 'http://api.test',
});

const area = createRemoteContext({
  access: (current: SessionSnapshot) => ({ canRead: current.local?.rules.includes('assets:read') ?? false }),
  paths: (basePath: string) => ({ list: () => `${basePath}/lista` }),
});

function Probe() {
  const { access, paths, localId, session: current } = useRemoteContext(area);
  return (
    <p>
      {`${current.local?.companyName} · ${localId} · ${paths.list()} · ${access.canRead ? 'lê' : 'não lê'}`}
    </p>
  );
}

describe('the session context of a remote area', () => {
  it('gives access, addresses and the location, and follows the host’s location events', async () => {
    render(
      <RemoteContextProvider remote={area} basePath="/app/area" session={session('local-1')}>
        <Probe />
      </RemoteContextProvider>,
    );
    expect(screen.getByText('Prefeitura local-1 · local-1 · /app/area/lista · lê')).toBeTruthy();
    act(() => emit('location:changed', session('local-2')));
    expect(await screen.findByText('Prefeitura local-2 · local-2 · /app/area/lista · lê')).toBeTruthy();
  });

  it('refuses to be read outside its provider', () => {
    expect(() => render(<Probe />)).toThrow('useRemote fora de RemoteProvider');
  });
});

describe('uploadFile', () => {
  it('does not start a file whose sending was already cancelled', async () => {
    const off = on('token:request', ({ requestId }) => emit('token:response', { requestId, token: 't' }));
    const controller = new AbortController();
    controller.abort();
    try {
      await expect(
        uploadFile({
          baseUrl: 'http://api.test',
          path: 'files/create/1',
          file: new File(['x'], 'a.txt'),
          localId: 'local-1',
          signal: controller.signal,
        }),
      ).rejects.toEqual(new UploadError(0, ABORTED));
    } finally {
      off();
    }
  });
});
