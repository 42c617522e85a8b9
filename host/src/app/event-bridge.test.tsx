import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emit, requestToken } from '@gp/shared-contracts';
import { GpProviders } from '@gp/shared-ui';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSessionController, type SessionController } from '../session/session-controller.js';
import { createSessionStore } from '../session/token-store.js';
import { HostEventBridge } from './event-bridge.js';
import { HostProvider } from './host-context.js';

// A loopback server for /refresh-token only: the bridge's refresh runs the controller's real single flight.
const jwt = () =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).toString('base64url')}.s`;
let refreshCalls = 0;
let baseUrl = '';
const server = createServer((_req, res) => {
  refreshCalls++;
  res.writeHead(200, { 'content-type': 'application/json' });
  setTimeout(
    () =>
      res.end(
        JSON.stringify({ token: `novo-${refreshCalls}.${jwt()}`, refreshToken: `r${refreshCalls + 1}` }),
      ),
    20,
  );
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  refreshCalls = 0;
  localStorage.clear();
});

async function mount(): Promise<SessionController> {
  const controller = createSessionController({
    apiBaseUrl: baseUrl,
    queryClient: new QueryClient(),
    store: createSessionStore(),
  });
  await controller.store.getState().signIn({
    token: jwt(),
    refreshToken: 'r1',
    user: { id: 'u1', fullname: 'Maria', avatar: null },
    locais: [],
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <HostEventBridge />
            <Outlet />
          </>
        ),
        children: [
          { path: '/app', element: <p>rota atual</p> },
          { path: '/login', element: <p>tela de login</p> },
          { path: '/app/sistema/perfis-acesso', element: <p>perfis</p> },
        ],
      },
    ],
    { initialEntries: ['/app'] },
  );
  render(
    <GpProviders>
      <HostProvider controller={controller}>
        <RouterProvider router={router} />
      </HostProvider>
    </GpProviders>,
  );
  await screen.findByText('rota atual');
  return controller;
}

describe('host side of the event contract', () => {
  it('answers token requests; concurrent refresh requests share one refresh', async () => {
    const controller = await mount();
    expect(await requestToken(false)).toBe(controller.store.getState().token);
    const tokens = await Promise.all([requestToken(true), requestToken(true), requestToken(true)]);
    expect(refreshCalls).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(/^novo-1\./);
    expect(controller.store.getState().refreshToken).toBe('r2');
  });

  it('shows toasts, navigates to internal paths only, and logs out on request', async () => {
    const controller = await mount();
    emit('toast:request', { kind: 'success', message: 'Perfil criado com sucesso!' });
    expect(await screen.findByText('Perfil criado com sucesso!')).toBeTruthy();

    emit('navigate:request', { to: 'https://externo.test/' });
    emit('navigate:request', { to: '//externo.test/' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('perfis')).toBeNull();
    emit('navigate:request', { to: '/app/sistema/perfis-acesso' });
    expect(await screen.findByText('perfis')).toBeTruthy();

    // A toast with a link (an API error's page to act on): a click navigates inside the shell.
    await waitFor(() => expect(screen.queryByText('perfis')).toBeTruthy());
    emit('navigate:request', { to: '/app' });
    await waitFor(() => expect(screen.queryByText('perfis')).toBeNull());
    emit('toast:request', {
      kind: 'error',
      message: 'mês já depreciado',
      link: { href: '/app/sistema/perfis-acesso', label: 'Abrir os perfis' },
    });
    const link = await screen.findByRole('link', { name: 'Abrir os perfis' });
    expect(link.getAttribute('href')).toBe('/app/sistema/perfis-acesso');
    fireEvent.click(link);
    expect(await screen.findByText('perfis')).toBeTruthy();

    emit('logout:request', {});
    expect(await screen.findByText('tela de login')).toBeTruthy();
    await waitFor(() => expect(controller.store.getState().user).toBeNull());
  });
});
