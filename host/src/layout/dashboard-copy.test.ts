import { ALL_RULES, type LocationFlags, MENU_GROUPS, menuFor } from '@gp/shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_KEY } from '../session/first-screen.js';
import { LOCAL_COOKIE, SESSION_KEY } from '../session/storage-keys.js';
import { PREBUILT_STYLES_ID } from '../styles/prebuilt.js';
import { dashboardPage } from '../styles/server.js';
import { DASHBOARD_COPY_ID, type FirstScreen, removeDashboardCopy } from './dashboard-copy.js';
import { MOBILE_QUERY, SIDEBAR_COOKIE } from './use-sidebar.js';

/** `/app`'s page as the build writes it, from a minimal index.html. */
const page = dashboardPage('<html><head><title>t</title></head><body><div id="root"></div></body></html>');
const copyHtml = page.slice(page.indexOf(`<div id="${DASHBOARD_COPY_ID}"`), page.indexOf('<script>'));
const script = page.slice(page.indexOf('<script>') + '<script>'.length, page.indexOf('</script>'));

const patrimonioOnly: LocationFlags = {
  isSuporte: false,
  hasObras: false,
  hasPatrimonio: true,
  hasSetor: false,
  departments: false,
};

const firstScreen = (over: Partial<FirstScreen> = {}): FirstScreen => ({
  localId: 'local-1',
  client: 'Prefeitura de Exemplo',
  application: 'Patrimônio Municipal',
  exercicio: '03/2026',
  exp: Math.floor(Date.now() / 1000) + 600,
  items: menuFor({ flags: patrimonioOnly, rules: ALL_RULES }).flatMap((g) => g.items.map((i) => i.key)),
  obras: false,
  ...over,
});

type Stored = {
  first?: FirstScreen | null;
  /** The stored first screen as text, in place of `first`. */
  raw?: string;
  user?: object | null;
  cookies?: string[];
};

/** The page's body with the copy and its stylesheet's `<link>`, the stored session, and the page's script run. */
function draw({
  first = firstScreen(),
  raw,
  user = { fullname: 'Maria da Silva', avatar: null },
  cookies,
}: Stored = {}) {
  if (raw !== undefined) localStorage.setItem(FIRST_SCREEN_KEY, raw);
  else if (first) localStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify(first));
  if (user) localStorage.setItem(SESSION_KEY, JSON.stringify(user));
  for (const cookie of cookies ?? [`${LOCAL_COOKIE}=local-1`]) document.cookie = `${cookie}; path=/`;
  document.head.innerHTML = `<link rel="stylesheet" id="${PREBUILT_STYLES_ID}" href="/estilos.css">`;
  document.body.innerHTML = `${copyHtml}<div id="root"></div>`;
  new Function(script)();
  return document.getElementById(DASHBOARD_COPY_ID);
}

const stylesheet = () => document.getElementById(PREBUILT_STYLES_ID) as HTMLLinkElement;
const texts = (copy: HTMLElement, selector: string) =>
  [...copy.querySelectorAll(selector)].map((el) => el.textContent?.trim());

beforeEach(() => {
  localStorage.clear();
  for (const name of [LOCAL_COOKIE, SIDEBAR_COOKIE])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});
afterEach(() => vi.restoreAllMocks());

describe("/app's dashboard drawn at build time", () => {
  it('is in the page hidden and inert, before #root, with every menu item and shortcut marked', () => {
    expect(page).toContain(`<div id="${DASHBOARD_COPY_ID}" hidden inert aria-hidden="true">`);
    expect(page.indexOf(DASHBOARD_COPY_ID)).toBeLessThan(page.indexOf('<div id="root">'));
    for (const item of MENU_GROUPS.flatMap((g) => g.items)) {
      expect(copyHtml, item.key).toContain(`data-menu-item="${item.key}"`);
      expect(copyHtml, item.key).toContain(`data-atalho="${item.key}"`);
    }
    expect(copyHtml).toContain('data-painel="obras"');
    for (const screen of ['usuarios', 'departamentos', 'setores'])
      expect(copyHtml).toContain(`data-painel-item="${screen}"`);
    expect(() => dashboardPage('<html><body></body></html>')).toThrow(/div id="root"/);
  });

  it("shows the stored session's names, period, clock, menu and shortcuts once its stylesheet is in", () => {
    const copy = draw();
    if (!copy) throw new Error('sem cópia');
    expect(copy.hidden).toBe(true);
    stylesheet().dispatchEvent(new Event('load'));
    expect(copy.hidden).toBe(false);

    const greeting = copy.querySelector('.ant-page-header-heading-title');
    expect(greeting?.textContent).toBe('Olá, Maria');
    expect(greeting?.getAttribute('title')).toBe('Olá, Maria');
    expect(copy.textContent).toContain('Maria da Silva');
    const company = copy.querySelector('[data-testid="header-company"]');
    expect(company?.textContent).toBe('Prefeitura de Exemplo · Patrimônio Municipal');
    expect(company?.getAttribute('title')).toBe('Prefeitura de Exemplo · Patrimônio Municipal');
    expect(copy.querySelector('.ant-select-selection-item')?.textContent).toBe('03/2026');
    expect(copy.querySelector('[data-testid="session-remaining"]')?.textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(copy.innerHTML).not.toContain('⟦');
    expect(copy.querySelector('[data-testid="user-menu"]')?.getAttribute('aria-label')).toBe(
      'Menu do usuário Maria da Silva',
    );

    const visible = menuFor({ flags: patrimonioOnly, rules: ALL_RULES });
    expect(texts(copy, '.ant-menu-item-group-title')).toEqual(visible.map((g) => g.label));
    expect(copy.querySelectorAll('li.ant-menu-item-divider')).toHaveLength(visible.length);
    expect(texts(copy, '[data-menu-item]')).toEqual(visible.flatMap((g) => g.items.map((i) => i.label)));
    expect(texts(copy, '[data-atalho]')).toEqual(visible.flatMap((g) => g.items.map((i) => i.label)));
    expect(copy.querySelector('[data-painel="obras"]')).toBeNull();
    // The counts go with their screens: this location opens neither Usuários, Departamentos nor Setores.
    expect(copy.querySelector('[data-painel-item]')).toBeNull();
  });

  it('keeps the works card for a location that shows it, and leaves out what a client does not have', () => {
    const copy = draw({
      first: firstScreen({ obras: true, application: null, exercicio: null }),
    });
    if (!copy) throw new Error('sem cópia');
    expect(copy.querySelector('[data-painel="obras"]')).not.toBeNull();
    const company = copy.querySelector('[data-testid="header-company"]');
    expect(company?.textContent).toBe('Prefeitura de Exemplo');
    expect(company?.getAttribute('title')).toBe('Prefeitura de Exemplo');
    expect(copy.querySelector('input[aria-label="Exercício"]')).toBeNull();
  });

  it.each<[string, Stored]>([
    ['nothing stored', { first: null, user: null }],
    ['no first screen', { first: null }],
    ['no user', { user: null }],
    ["a user's photo, which the copy does not draw", { user: { fullname: 'Maria', avatar: '/foto.png' } }],
    ['another chosen location', { cookies: [`${LOCAL_COOKIE}=local-2`] }],
    ['no chosen location', { cookies: [] }],
    ['a session about to end', { first: firstScreen({ exp: Math.floor(Date.now() / 1000) + 30 }) }],
    ['an ended session', { first: firstScreen({ exp: Math.floor(Date.now() / 1000) - 60 }) }],
    ['no area at all', { first: firstScreen({ items: [] }) }],
    ['a collapsed sidebar', { cookies: [`${LOCAL_COOKIE}=local-1`, `${SIDEBAR_COOKIE}=false`] }],
    ['an unreadable first screen', { raw: '{' }],
  ])('is removed with %s', (_name, stored) => {
    expect(draw(stored)).toBeNull();
  });

  it("is removed at a phone's width, where the layout is another", () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === MOBILE_QUERY }) as MediaQueryList,
    );
    expect(draw()).toBeNull();
  });

  it('is removed when its stylesheet fails, never shown unstyled', () => {
    const copy = draw();
    stylesheet().dispatchEvent(new Event('error'));
    expect(copy?.isConnected).toBe(false);
  });

  it("is removed by the back office's first commit", () => {
    draw();
    removeDashboardCopy();
    expect(document.getElementById(DASHBOARD_COPY_ID)).toBeNull();
    expect(() => removeDashboardCopy()).not.toThrow();
  });
});
