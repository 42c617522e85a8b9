import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFor, startFakeRoutes } from './test/fake-api.js';
import { currentUrl, renderArea } from './test/render-area.js';

const emptyPage = { status: 200, body: { data: [], total: 0, page: 1, limit: 10 } };
let api: ReturnType<typeof startFakeRoutes>;
afterEach(() => api.stop());

function start() {
  api = startFakeRoutes({
    'GET /empresas': () => emptyPage,
    'GET /empresas/secretarias': () => emptyPage,
    'GET /empresas/setores': () => emptyPage,
    'GET /v1/companies/clients': () => ({ status: 200, body: [] }),
  });
}

const withFlags = (flags: { departments?: boolean; hasSetor?: boolean }, rules: string[]) => {
  const session = sessionFor(false, rules);
  return {
    ...session,
    local: session.local
      ? { ...session.local, permissions: { ...session.local.permissions, ...flags } }
      : null,
  };
};

describe('route access inside the remote (docs/product.md, "Permissões")', () => {
  it('opens /app/sistema on the first screen the location may see', async () => {
    start();
    const { unmount } = renderArea('/app/sistema', sessionFor(true));
    await waitFor(() => expect(currentUrl()).toBe('/app/sistema/clientes'));
    unmount();
    renderArea('/app/sistema', withFlags({ hasSetor: true }, ['sectors:read']));
    await waitFor(() => expect(currentUrl()).toBe('/app/sistema/setores'));
  });

  it('opens Departamentos with the departments flag, and its /criar only with departments:create', async () => {
    start();
    const { unmount } = renderArea(
      '/app/sistema/secretarias',
      withFlags({ departments: true }, ['departments:read']),
    );
    expect(
      await screen.findByText('Consulte abaixo os departamentos (secretarias) cadastrados'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Adicionar/ })).toBeNull();
    unmount();
    renderArea('/app/sistema/secretarias/criar', withFlags({ departments: true }, ['departments:read']));
    expect(screen.getByText('Acesso negado')).toBeTruthy();
  });

  it('answers 403 in Portuguese for Setores without hasSetor, and for /app/sistema with no screen', () => {
    start();
    const { unmount } = renderArea(
      '/app/sistema/setores',
      withFlags({ departments: true }, ['sectors:read']),
    );
    expect(screen.getByText('Acesso negado')).toBeTruthy();
    expect(
      screen.getByText('Você não tem permissão para acessar esta página com o local selecionado.'),
    ).toBeTruthy();
    unmount();
    renderArea('/app/sistema', withFlags({}, ['assets:read']));
    expect(screen.getByText('Acesso negado')).toBeTruthy();
  });
});
