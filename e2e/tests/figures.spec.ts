import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BUDGET, KB, TARGET } from '../support/budget.js';
import { type Download, recordDownloads } from '../support/network.js';
import { E2E_PORTS } from '../support/ports.js';
import { someAsset } from '../support/publico.js';
import { chooseLocation, submitLogin, USERS } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * The byte budget of the front end (support/budget.ts): JavaScript and CSS downloaded for /login cold,
 * /app cold to a rendered dashboard, and what opening each area adds. The suite fails when a route goes
 * over. Times are not asserted here (the machine running the suite is shared); `pnpm bench:front` prints
 * them.
 */

const FIGURES_FILE = join(import.meta.dirname, '..', '..', '.test-results', 'e2e-figures.json');

/** Resolves once no resource finished for `quietMs`: the phase's downloads are over. */
async function settle(page: Page, quietMs = 1000) {
  await page.waitForLoadState('load');
  let last = -1;
  const count = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  for (;;) {
    const now = await count();
    if (now === last) return;
    last = now;
    await page.waitForTimeout(quietMs);
  }
}

type Phase = { gzip: number; transferred: number; files: number; largest: { url: string; gzip: number }[] };

const phase = (downloads: Download[]): Phase => ({
  gzip: downloads.reduce((n, d) => n + d.gzip, 0),
  transferred: downloads.reduce((n, d) => n + d.transferred, 0),
  files: downloads.length,
  largest: downloads
    .toSorted((a, b) => b.gzip - a.gzip)
    .slice(0, 12)
    .map((d) => ({ url: new URL(d.url).pathname, gzip: d.gzip })),
});

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const line = (label: string, p: Phase, budget: number, target: number) =>
  `${label.padEnd(40)} ${kB(p.gzip).padStart(10)} gzip (${p.files} files; ${kB(p.transferred)} transferred)` +
  `   budget ${kB(budget)}, target ${kB(target)}${p.gzip > target ? ' (target not met)' : ''}`;

test('byte budget: /login, /app and each area stay within support/budget.ts', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const downloads = recordDownloads(page);

  // 1. /login with an empty cache.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await settle(page);
  const login = phase(await downloads.take());

  await submitLogin(page, USERS.suporte.username, USERS.suporte.password);
  await chooseLocation(page, 'suporte');
  await settle(page);
  await downloads.take();

  // 2. /app as a fresh navigation with the cache off: the shell, the dashboard and (once idle) the
  // libraries the remotes share.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('/app');
  await expect(page.getByText(/^Olá, /)).toBeVisible({ timeout: 30_000 });
  await settle(page);
  const app = phase(await downloads.take());
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });

  // 3. Each area, opened from the sidebar.
  await sidebarLink(page, 'Perfis de Acesso').click();
  await expect(
    page.getByText('Consulte abaixo os perfis de acesso cadastrados', { exact: true }),
  ).toBeVisible();
  await settle(page);
  const sistema = phase(await downloads.take());

  await sidebarLink(page, 'Bens Patrimoniais').click();
  await expect(page).toHaveURL(/\/app\/patrimonio$/);
  await expect(page.getByLabel('Buscar bens')).toBeVisible();
  await settle(page);
  const patrimonio = phase(await downloads.take());

  await sidebarLink(page, 'Obra').click();
  await expect(page).toHaveURL(/\/app\/obras\/obra$/);
  await expect(page.getByLabel('Buscar obras')).toBeVisible();
  await settle(page);
  const obras = phase(await downloads.take());
  await context.close();

  mkdirSync(join(FIGURES_FILE, '..'), { recursive: true });
  const figures = existsSync(FIGURES_FILE) ? JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) : {};
  writeFileSync(
    FIGURES_FILE,
    JSON.stringify(
      { ...figures, bytes: { ...figures.bytes, login, app, sistema, patrimonio, obras } },
      null,
      2,
    ),
  );
  console.log(
    [
      '',
      '── Byte budget (JS + CSS, gzip of each body) ─────────────────────',
      line('/login (empty cache)', login, BUDGET.login, TARGET.login),
      line('/app to the dashboard (empty cache)', app, BUDGET.app, TARGET.app),
      line('entering sistema (on top of /app)', sistema, BUDGET.area, TARGET.area),
      line('entering patrimônio (on top of /app)', patrimonio, BUDGET.area, TARGET.area),
      line('entering obras (on top of /app)', obras, BUDGET.area, TARGET.area),
      '──────────────────────────────────────────────────────────────────',
    ].join('\n'),
  );

  expect(sistema.files, 'the sistema remote was downloaded in its phase').toBeGreaterThan(0);
  expect(patrimonio.files, 'the patrimônio remote was downloaded in its phase').toBeGreaterThan(0);
  expect(obras.files, 'the obras remote was downloaded in its phase').toBeGreaterThan(0);
  expect
    .soft(login.gzip, `/login: ${kB(login.gzip)} > ${kB(BUDGET.login)}`)
    .toBeLessThanOrEqual(BUDGET.login);
  expect.soft(app.gzip, `/app: ${kB(app.gzip)} > ${kB(BUDGET.app)}`).toBeLessThanOrEqual(BUDGET.app);
  expect.soft(sistema.gzip, `sistema: ${kB(sistema.gzip)}`).toBeLessThanOrEqual(BUDGET.area);
  expect.soft(patrimonio.gzip, `patrimônio: ${kB(patrimonio.gzip)}`).toBeLessThanOrEqual(BUDGET.area);
  expect.soft(obras.gzip, `obras: ${kB(obras.gzip)}`).toBeLessThanOrEqual(BUDGET.area);
});

test("byte budget: an asset's public card, cold, stays within support/budget.ts", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const bem = await someAsset(request);
  // A fresh context: an empty cache and no session, as a citizen scanning a label.
  const context = await browser.newContext();
  const page = await context.newPage();
  const downloads = recordDownloads(page);
  await page.goto(`/publico/bempatrimonial/${bem.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bem.descricao);
  await settle(page);
  const all = await downloads.take();
  await context.close();

  // What the host sends and what the public remote adds, apart.
  const remoteOrigin = `http://localhost:${E2E_PORTS.remote_publico}`;
  const publico = phase(all);
  const host = phase(all.filter((d) => !d.url.startsWith(remoteOrigin)));
  const remote = phase(all.filter((d) => d.url.startsWith(remoteOrigin)));

  mkdirSync(join(FIGURES_FILE, '..'), { recursive: true });
  const figures = existsSync(FIGURES_FILE) ? JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) : {};
  writeFileSync(
    FIGURES_FILE,
    JSON.stringify(
      { ...figures, bytes: { ...figures.bytes, publico, publicoHost: host, publicoRemote: remote } },
      null,
      2,
    ),
  );
  console.log(
    [
      '',
      '── Byte budget of the public area (JS + CSS, gzip of each body) ──',
      line('/publico/bempatrimonial/{id} (empty cache)', publico, BUDGET.publico, TARGET.publico),
      `  of which the host ${kB(host.gzip)} (${host.files} files), remote-publico ${kB(remote.gzip)} (${remote.files} files)`,
      '──────────────────────────────────────────────────────────────────',
    ].join('\n'),
  );

  expect(remote.files, 'the public remote was downloaded').toBeGreaterThan(0);
  expect(publico.gzip, `/publico: ${kB(publico.gzip)} > ${kB(BUDGET.publico)}`).toBeLessThanOrEqual(
    BUDGET.publico,
  );
});
