import { GpProviders } from '@gp/shared-ui';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HostProvider } from '../app/host-context.js';
import { createSessionController } from './session-controller.js';
import { SESSION_EXTEND_MS, SessionExtendNotice } from './session-extend.js';
import { createSessionStore } from './token-store.js';

const jwt = (secondsLeft: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsLeft })).toString('base64url')}.s`;

function renderNotice(secondsLeft: number) {
  const controller = createSessionController({
    apiBaseUrl: 'http://127.0.0.1:9',
    queryClient: new QueryClient(),
    store: createSessionStore(),
  });
  controller.store.setState({
    hydrated: true,
    token: jwt(secondsLeft),
    refreshToken: 'r',
    user: { id: 'u1', fullname: 'Maria da Silva', avatar: null },
  });
  const refresh = vi.fn(async () => {
    controller.store.setState({ token: jwt(900) });
    return 'novo';
  });
  controller.refresh = refresh;
  render(
    <GpProviders>
      <HostProvider controller={controller}>
        <SessionExtendNotice />
      </HostProvider>
    </GpProviders>,
  );
  return { refresh };
}

describe('the session about to end (eMAG: a time limit can be extended)', () => {
  it('is not announced while there is time left', () => {
    renderNotice(SESSION_EXTEND_MS / 1000 + 60);
    expect(screen.queryByRole('button', { name: 'Continuar conectado' })).toBeNull();
  });

  it('offers "Continuar conectado" before it ends, which renews the session', async () => {
    const { refresh } = renderNotice(90);
    expect(await screen.findByText(/^Sua sessão termina em 01:(29|30)\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar conectado' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continuar conectado' })).toBeNull());
  });
});
