import { expect, type Page, test } from '@playwright/test';
import { readManifest, restoreManifest, writeManifest } from '../support/manifest.js';
import { recordRequests, recordScripts } from '../support/network.js';
import { E2E_PORTS } from '../support/ports.js';
import { someAsset } from '../support/publico.js';
import { chooseOption } from '../support/select.js';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/** Runtime federation: the manifest decides where each remote comes from, at run time. */

const SISTEMA = 'remote_sistema';
const PERFIS_SUBTITLE = 'Consulte abaixo os perfis de acesso cadastrados';
const UNAVAILABLE = 'Módulo indisponível';
const RETRY = 'Tentar novamente';
const sistemaOrigin = `http://localhost:${E2E_PORTS.remote_sistema}`;
const altOrigin = `http://localhost:${E2E_PORTS.remote_sistema_alt}`;

/** Rewrites the sistema entry of the suite's manifest. */
function editSistema(change: (entry: ReturnType<typeof readManifest>['remotes'][number]) => void) {
  const manifest = readManifest();
  const entry = manifest.remotes.find((r) => r.name === SISTEMA);
  if (!entry) throw new Error('remote_sistema fora do manifesto da suíte');
  change(entry);
  writeManifest(manifest);
}

/** The shell still works: the dashboard opens, its data loads, the header and the user menu respond. */
async function expectShellWorks(page: Page) {
  await page.getByText('Gestão Pública', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(/^Olá, /)).toBeVisible();
  await expect(page.getByText('Não foi possível carregar o painel')).toHaveCount(0);
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expect(page.getByTestId('header-company')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu').filter({ hasText: 'Minha Conta' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/**
 * Back in the area it is still unavailable; once the manifest is fixed, the area's own retry button
 * brings the screen in, with no reload.
 */
async function expectRetryLoads(page: Page) {
  await sidebarLink(page, 'Perfis de Acesso').click();
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 20_000 });
  restoreManifest();
  await page.getByRole('button', { name: RETRY }).click();
  await expect(page.getByText(PERFIS_SUBTITLE, { exact: true })).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expect(page).toHaveURL('/app/sistema/perfis-acesso');
}

test.afterEach(() => restoreManifest());

test('a remote switched off in the manifest shows Módulo indisponível; the rest works; retry loads it once restored', async ({
  page,
}) => {
  editSistema((e) => {
    e.enabled = false;
  });
  const requests = recordRequests(page);
  await signIn(page, 'suporte');
  await sidebarLink(page, 'Perfis de Acesso').click();
  await expect(page).toHaveURL('/app/sistema/perfis-acesso');
  await expect(page.getByText(UNAVAILABLE, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: RETRY })).toBeVisible();
  // Switched off means not fetched at all.
  expect(requests.filter((u) => u.startsWith(sistemaOrigin))).toEqual([]);
  // The shell's sidebar is still there and usable.
  await expect(sidebarLink(page, 'Bens Patrimoniais')).toBeVisible();
  await expectShellWorks(page);
  await expectRetryLoads(page);
});

test("the public area works with the back office's remotes switched off", async ({ browser, request }) => {
  const bem = await someAsset(request);
  const manifest = readManifest();
  writeManifest({
    remotes: manifest.remotes.map((r) =>
      r.name === SISTEMA || r.name === 'remote_patrimonio' ? { ...r, enabled: false } : r,
    ),
  });
  // A citizen's phone with no session: the asset's card, then its entity's page.
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const requests = recordRequests(page);
  await page.goto(`/publico/bempatrimonial/${bem.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bem.descricao);
  await page.getByRole('link', { name: /Ver todos os bens de/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bens patrimoniais de /);
  await expect(page.getByRole('list', { name: 'Bens' }).getByRole('listitem').first()).toBeVisible();
  const backOffice = [sistemaOrigin, `http://localhost:${E2E_PORTS.remote_patrimonio}`];
  expect(requests.filter((u) => backOffice.some((origin) => u.startsWith(origin)))).toEqual([]);
  await context.close();
});

test('a remote missing from the manifest is contained the same way', async ({ page }) => {
  const manifest = readManifest();
  writeManifest({ remotes: manifest.remotes.filter((r) => r.name !== SISTEMA) });
  await signIn(page, 'suporte');
  await page.goto('/app/sistema/perfis-acesso');
  await expect(page.getByText(UNAVAILABLE, { exact: true })).toBeVisible();
  await expectShellWorks(page);
  await expectRetryLoads(page);
});

test('a remote whose server is down is contained and the retry works once it is back', async ({ page }) => {
  editSistema((e) => {
    e.entry = 'http://localhost:15199/remoteEntry.js';
  });
  await signIn(page, 'suporte');
  await sidebarLink(page, 'Perfis de Acesso').click();
  await expect(page.getByText(UNAVAILABLE, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectShellWorks(page);
  await expectRetryLoads(page);
});

test('a remote whose URL changes in the manifest loads from the new URL, with no rebuild', async ({
  page,
}) => {
  editSistema((e) => {
    e.entry = `${altOrigin}/remoteEntry.js`;
  });
  const requests = recordRequests(page);
  await signIn(page, 'suporte');
  await sidebarLink(page, 'Perfis de Acesso').click();
  await expect(page.getByText(PERFIS_SUBTITLE, { exact: true })).toBeVisible();

  // The screen works from there: choose a client and list its profiles.
  const filters = page.locator('.ant-collapse').filter({ hasText: 'Filtros' });
  await chooseOption(
    page,
    filters.locator('.ant-select', { has: page.getByLabel('Cliente') }),
    'Prefeitura Municipal de Exemplo',
  );
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Perfis de Acesso' })
      .getByRole('row')
      .filter({ hasText: 'Administrador' }),
  ).toBeVisible();

  // Only the area that was opened was downloaded, and from the new address.
  const entries = requests.filter((u) => new URL(u).pathname === '/remoteEntry.js');
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.every((u) => u.startsWith(`${altOrigin}/`))).toBe(true);
  // Every file of the remote came from the new server; the old one was never asked.
  expect(requests.filter((u) => u.startsWith(sistemaOrigin))).toEqual([]);
  expect(requests.filter((u) => u.startsWith(`${altOrigin}/assets/`)).length).toBeGreaterThan(0);
});

/**
 * One copy of each shared library in the page: a text found only in that library's code must be in
 * exactly one downloaded script, fetched once, whether it came from the host or a remote.
 */
const LIBRARY_SIGNATURES = {
  react: 'takes an object of state variables to update',
  'react-dom': '__reactContainer$',
  'react-router-dom': 'inside another <Router>',
  antd: 'antFadeIn',
  '@tanstack/react-query': 'No QueryClient set',
  '@ant-design/pro-layout': 'page-container-children-content',
} as const;

test('shared libraries are downloaded once: react, react-dom, react-router-dom, antd, react-query and pro-layout', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await signIn(page, 'suporte');
  await sidebarLink(page, 'Perfis de Acesso').click();
  await expect(page.getByText(PERFIS_SUBTITLE, { exact: true })).toBeVisible();
  // Open a dialog too, so the remote's antd components are in use.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('dialog', { name: 'Adicionar perfil' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const all = await scripts.all();

  const fromRemote = all.filter((s) => s.url.startsWith(sistemaOrigin));
  expect(fromRemote.length, 'the remote was loaded').toBeGreaterThan(0);

  const copies = Object.fromEntries(
    Object.entries(LIBRARY_SIGNATURES).map(([lib, signature]) => [
      lib,
      all.filter((s) => s.body.includes(signature)).map((s) => s.url.replace(/\?.*$/, '')),
    ]),
  );
  for (const [lib, urls] of Object.entries(copies)) {
    expect(urls, `${lib}: one script, from the host`).toHaveLength(1);
    expect(urls[0]?.startsWith(`http://localhost:${E2E_PORTS.host}/`), `${lib} from the host`).toBe(true);
  }

  // No script is fetched twice, and none of the remote's fallback copies of a shared library
  // (the federation plugin names them `__prebuild__`) is fetched.
  const urls = all.map((s) => s.url);
  expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
  expect(fromRemote.filter((s) => s.url.includes('__prebuild__')).map((s) => s.url)).toEqual([]);
});
