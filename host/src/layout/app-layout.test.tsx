import { ALL_RULES, type Location, type LocationFlags, MENU_GROUPS } from '@gp/shared-contracts';
import { GpProviders } from '@gp/shared-ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { HostProvider } from '../app/host-context.js';
import { deleteCookie, readCookie } from '../lib/cookies.js';
import { createSessionController } from '../session/session-controller.js';
import { createSessionStore } from '../session/token-store.js';
import { AppLayout } from './app-layout.js';
import { MENU_ICONS } from './menu-icons.js';
import { isSidebarShortcut, SIDEBAR_COOKIE } from './use-sidebar.js';

const jwt = () =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).toString('base64url')}.s`;

/** The layout at `path` for a location with these flags and a role with these rules (every rule unless said). */
function renderLayout(flags: Partial<LocationFlags>, path: string, rules: readonly string[] = ALL_RULES) {
  const permissions = {
    isSuporte: false,
    hasObras: false,
    hasPatrimonio: false,
    hasSetor: false,
    departments: false,
    ...flags,
  };
  // The header's jobs button reads the API through react-query (nothing answers on this port).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const controller = createSessionController({
    apiBaseUrl: 'http://127.0.0.1:9',
    queryClient,
    store: createSessionStore(),
  });
  const location = {
    id: 'l1',
    companyId: 'c1',
    company: {
      name: 'Prefeitura de Exemplo',
      applicationId: 'a1',
      application: { id: 'a1', name: 'Município de Exemplo' },
      exercicios: [],
    },
  } as unknown as Location;
  controller.store.setState({
    hydrated: true,
    token: jwt(),
    refreshToken: 'r',
    user: { id: 'u1', fullname: 'Maria da Silva', avatar: null },
    selected: { location, grant: { localId: 'l1', permissions, role: null, rules: [...rules] } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: <AppLayout />,
        children: [
          { index: true, element: <p>conteúdo da página</p> },
          { path: '*', element: <p>conteúdo da página</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <GpProviders>
      <QueryClientProvider client={queryClient}>
        <HostProvider controller={controller}>
          <RouterProvider router={router} />
        </HostProvider>
      </QueryClientProvider>
    </GpProviders>,
  );
}

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menu principal' }))
    .getAllByRole('link')
    .map((a) => [a.textContent?.trim(), a.getAttribute('href')])
    .filter(([, href]) => href?.startsWith('/app/'));

beforeEach(() => deleteCookie(SIDEBAR_COOKIE));

describe('/app layout', () => {
  it('shows a department manager only Departamentos, with the header texts', async () => {
    renderLayout({ departments: true }, '/app/sistema/secretarias');
    expect(await screen.findByText('conteúdo da página')).toBeTruthy();
    expect(sidebarLinks()).toEqual([['Departamentos', '/app/sistema/secretarias']]);
    expect(screen.getByTestId('header-company').textContent).toBe(
      'Prefeitura de Exemplo · Município de Exemplo',
    );
  });

  it('cuts a long client name by CSS, with the whole name in its title', async () => {
    renderLayout({ departments: true }, '/app/sistema/secretarias');
    const company = await screen.findByTestId('header-company');
    expect(company.getAttribute('title')).toBe('Prefeitura de Exemplo · Município de Exemplo');
    expect(company.style.textOverflow).toBe('ellipsis');
    expect(company.style.whiteSpace).toBe('nowrap');
    // Not Typography's `ellipsis`, whose measuring effect forces a layout of the page at the first render.
    expect(company.className).not.toContain('ant-typography-ellipsis');
  });

  it('gives every menu item an icon: all a collapsed sidebar shows of it', () => {
    for (const item of MENU_GROUPS.flatMap((group) => group.items))
      expect(MENU_ICONS[item.key], item.key).toBeTruthy();
  });

  it('links Usuários with page=1&limit=10 for support', async () => {
    renderLayout({ isSuporte: true }, '/app');
    await screen.findByText('conteúdo da página');
    expect(sidebarLinks()).toContainEqual(['Usuários', '/app/sistema/usuarios?page=1&limit=10']);
    expect(sidebarLinks().some(([label]) => label === 'Obra')).toBe(false);
  });

  it('answers a forbidden URL with a Portuguese 403 and keeps the shell', async () => {
    renderLayout({ hasPatrimonio: true }, '/app/sistema/perfis-acesso');
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(screen.queryByText('conteúdo da página')).toBeNull();
    expect(within(document.body).getByText('Bens Patrimoniais')).toBeTruthy();
  });

  it("offers only the items the caller's role reads: no XML without xmls:read, and its URL is a 403", async () => {
    const rules = ALL_RULES.filter((r) => r !== 'xmls:read');
    renderLayout({ hasPatrimonio: true }, '/app', rules);
    await screen.findByText('conteúdo da página');
    const labels = sidebarLinks().map(([label]) => label);
    expect(labels).toContain('Bens Patrimoniais');
    expect(labels).not.toContain('XML');
    expect(screen.queryByText('Arquivos')).toBeNull();
  });

  it('answers the URL of an item the role does not read with the 403', async () => {
    renderLayout({ hasPatrimonio: true }, '/app/xml', ['assets:read']);
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(sidebarLinks().map(([label]) => label)).toEqual([
      'Bens Patrimoniais',
      'Movimentações',
      'Categorias',
      'Referências NCM',
      'Aceites e cautelas',
      'Salas',
    ]);
  });

  it("offers eMAG's access keys 1 to 4 as links to the content, the menu, the search and the footer", async () => {
    renderLayout({ hasPatrimonio: true }, '/app');
    await screen.findByText('conteúdo da página');
    const keys = within(screen.getByRole('navigation', { name: 'Atalhos de teclado' })).getAllByRole('link');
    expect(keys.map((k) => [k.getAttribute('accesskey'), k.getAttribute('href')])).toEqual([
      ['1', '#conteudo'],
      ['2', '#menu'],
      ['3', '#busca'],
      ['4', '#rodape'],
    ]);
    expect(document.getElementById('conteudo')?.textContent).toContain('conteúdo da página');
    expect(document.getElementById('menu')?.textContent).toContain('Bens Patrimoniais');
    const footer = document.getElementById('rodape');
    expect(footer && within(footer).getByRole('link', { name: 'Acessibilidade' }).getAttribute('href')).toBe(
      '/app/acessibilidade',
    );
    // No search box on this page: 3 leads to the content.
    fireEvent.click(keys[2]!);
    expect(document.activeElement?.id).toBe('conteudo');
  });

  it('makes the user menu a named button the keyboard reaches', async () => {
    renderLayout({ hasPatrimonio: true }, '/app');
    await screen.findByText('conteúdo da página');
    const trigger = screen.getByRole('button', { name: 'Menu do usuário Maria da Silva' });
    expect(trigger.getAttribute('data-testid')).toBe('user-menu');
  });

  it('toggles the sidebar with Ctrl+B and keeps its state in the cookie', async () => {
    renderLayout({ hasPatrimonio: true }, '/app');
    await screen.findByText('conteúdo da página');
    expect(readCookie(SIDEBAR_COOKIE)).toBe('true');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(readCookie(SIDEBAR_COOKIE)).toBe('false');
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(readCookie(SIDEBAR_COOKIE)).toBe('true');
  });
});

describe('sidebar shortcut', () => {
  it('is Ctrl+B or Cmd+B, nothing else', () => {
    const base = { key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSidebarShortcut({ ...base, ctrlKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...base, metaKey: true })).toBe(true);
    expect(isSidebarShortcut(base)).toBe(false);
    expect(isSidebarShortcut({ ...base, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...base, key: 'n', ctrlKey: true })).toBe(false);
  });
});
