import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { MANIFEST_FILE, readManifest, restoreManifest, writeManifest } from '../support/manifest.js';
import { recordRequests } from '../support/network.js';
import { E2E_PORTS } from '../support/ports.js';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * Remote operations (docs/operations.md): the Módulos page, a roll-back with `pnpm remotes:set` while the
 * application is open, the refusal of a remote built for another contract major, and cold deep links.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const PERFIS_SUBTITLE = 'Consulte abaixo os perfis de acesso cadastrados';
const sistemaOrigin = `http://localhost:${E2E_PORTS.remote_sistema}`;
const patrimonioOrigin = `http://localhost:${E2E_PORTS.remote_patrimonio}`;
const previousOrigin = `http://localhost:${E2E_PORTS.remote_sistema_alt}`;

/** The command ops run, on the suite's manifest (the file the host serves as /remotes.json). */
function remotesSet(...args: string[]) {
  return execFileSync(process.execPath, [join(ROOT, 'scripts/remotes-set.mjs'), ...args], {
    env: { ...process.env, REMOTES_FILE: MANIFEST_FILE },
    encoding: 'utf8',
  });
}

const modulesTable = (page: Page) => page.getByRole('region', { name: 'Módulos' });
const moduleRow = (page: Page, name: string) =>
  modulesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test.afterEach(() => restoreManifest());

test('Módulos lists each remote with version, contract, address, switch and health; support only', async ({
  page,
  browser,
}) => {
  await signIn(page, 'suporte');
  await sidebarLink(page, 'Módulos').click();
  await expect(page).toHaveURL('/app/sistema/modulos');
  const sistema = moduleRow(page, 'remote_sistema');
  await expect(sistema).toContainText(`${sistemaOrigin}/remoteEntry.js`);
  await expect(sistema).toContainText('1.0.0');
  await expect(sistema).toContainText('Sim');
  await expect(sistema).toContainText('Carregado');
  await expect(moduleRow(page, 'remote_patrimonio')).toContainText('Responde');
  await expect(page.getByTestId('manifest-read-at')).toContainText(/Manifesto lido em \d{2}\/\d{2}\/\d{4}/);
  // The API's database, and no read replica in this suite: every read on the primary.
  await expect(page.getByRole('region', { name: 'Banco de dados' })).toContainText('Responde');
  await expect(page.getByTestId('replica-state')).toContainText('Não configurada');
  await expect(page.getByTestId('replica-state')).toContainText('leem o banco principal');

  // Switched off by ops: the page says so once it checks again.
  remotesSet('remote_patrimonio', 'off');
  await page.getByRole('button', { name: 'Verificar novamente' }).click();
  await expect(moduleRow(page, 'remote_patrimonio')).toContainText('Desligado');
  await expect(moduleRow(page, 'remote_patrimonio')).toContainText('Não');

  // Another location: no menu entry, and the page is closed.
  const other = await browser.newPage();
  await signIn(other, 'admin', 'prefeitura');
  await expect(sidebarLink(other, 'Módulos')).toHaveCount(0);
  await other.goto('/app/sistema/modulos');
  await expect(other.getByText('Acesso negado')).toBeVisible({ timeout: 30_000 });
  await other.close();
});

test('a remote built for another contract major is refused in Portuguese, and Módulos shows why', async ({
  page,
}) => {
  const manifest = readManifest();
  const entry = manifest.remotes.find((r) => r.name === 'remote_patrimonio');
  if (!entry) throw new Error('remote_patrimonio fora do manifesto da suíte');
  entry.contractVersion = '2.0.0';
  entry.version = '2.0.0';
  writeManifest(manifest);
  // The command refuses to write such an entry at all.
  expect(() =>
    remotesSet('remote_patrimonio', `${patrimonioOrigin}/remoteEntry.js`, '--contract', '2.0.0'),
  ).toThrow();

  await signIn(page, 'suporte');
  const message =
    'O módulo Patrimônio (versão 2.0.0) foi feito para a versão 2.0.0 do contrato, incompatível com a versão 1.0.0 desta aplicação. Atualize o módulo ou a aplicação.';
  await page.goto('/app/patrimonio');
  await expect(page.getByText('Módulo indisponível')).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();

  await sidebarLink(page, 'Módulos').click();
  const row = moduleRow(page, 'remote_patrimonio');
  await expect(row).toContainText('Recusado');
  await expect(row).toContainText(message);
  await expect(row).toContainText('2.0.0');
});

test('ops roll a remote back to the previous build on another server: no rebuild, no reload of the page', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await signIn(page, 'suporte');
  // The patrimônio area is in use, with a search typed in.
  await sidebarLink(page, 'Bens Patrimoniais').click();
  await page.getByLabel('Buscar bens').fill('cadeira');
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  const patrimonioFiles = requests.filter((u) => u.startsWith(patrimonioOrigin)).length;
  expect(patrimonioFiles).toBeGreaterThan(0);

  // The roll-back, as ops run it: the previous build is served on its own port.
  const out = remotesSet('remote_sistema', `${previousOrigin}/remoteEntry.js`, '--version', '0.9.0');
  expect(out).toContain('remote_sistema');
  expect(readManifest().remotes.find((r) => r.name === 'remote_sistema')).toMatchObject({
    entry: `${previousOrigin}/remoteEntry.js`,
    version: '0.9.0',
  });

  await sidebarLink(page, 'Perfis de Acesso').click();
  await expect(page.getByText(PERFIS_SUBTITLE, { exact: true })).toBeVisible();
  // Every file of the area came from the previous build's server; the current one was never asked.
  expect(requests.filter((u) => u.startsWith(sistemaOrigin))).toEqual([]);
  expect(requests.filter((u) => u.startsWith(`${previousOrigin}/assets/`)).length).toBeGreaterThan(0);
  // Same page: no reload, and the patrimônio area was not downloaded again.
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await page.goBack();
  await expect(page.getByLabel('Buscar bens')).toBeVisible();
  expect(requests.filter((u) => u.startsWith(patrimonioOrigin)).length).toBe(patrimonioFiles);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

  // The Módulos page shows the rolled-back version.
  await sidebarLink(page, 'Módulos').click();
  await expect(moduleRow(page, 'remote_sistema')).toContainText('0.9.0');
  await expect(moduleRow(page, 'remote_sistema')).toContainText(`${previousOrigin}/remoteEntry.js`);
});

for (const [area, path, ready] of [
  ['sistema', '/app/sistema/perfis-acesso', PERFIS_SUBTITLE],
  ['patrimônio', '/app/patrimonio', null],
] as const) {
  test(`a cold deep link opens the ${area} area`, async ({ page, context }) => {
    await signIn(page, 'suporte');
    // A new tab of the same browser session, typed URL, empty memory: only the stored session remains.
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await tab.goto(path);
    await expect(tab).toHaveURL(path);
    // A cold start parses the shell, the area and its libraries: on a busy machine that takes seconds.
    const cold = { timeout: 30_000 };
    if (ready) await expect(tab.getByText(ready, { exact: true })).toBeVisible(cold);
    else await expect(tab.getByLabel('Buscar bens')).toBeVisible(cold);
    await expect(tab.getByText('Módulo indisponível')).toHaveCount(0);
    await expect(tab.getByTestId('header-company')).toBeVisible();
  });
}
