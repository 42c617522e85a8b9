import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { kB, type PhaseBytes, sumBytes, type Transfer, trackTransfers } from '../support/network.js';
import { COMPANIES, chooseLocation, submitLogin, USERS } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * Figures of size and speed, printed by the run: JavaScript and CSS bytes as
 * transferred (gzip) for /login, for /app after sign-in (fresh navigation, empty cache) and added by
 * entering the sistema remote; and the time from navigation to a usable Perfis de Acesso table.
 */

const FIGURES_FILE = join(import.meta.dirname, '..', '..', '.test-results', 'e2e-figures.json');
const PERFIS = '/app/sistema/perfis-acesso';

/** Resolves once no transfer finished for `quietMs`: the phase's downloads are over. */
async function settle(page: Page, quietMs = 700) {
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

/** ms from the start of the current document's navigation until the table shows rows (no skeleton). */
async function timeToUsableTable(page: Page, rowText: string): Promise<number> {
  const handle = await page.waitForFunction(
    (text) => {
      const table = document.querySelector('section[aria-label="Perfis de Acesso"]');
      if (!table || table.getAttribute('aria-busy') === 'true' || table.querySelector('.ant-skeleton'))
        return false;
      const rows = Array.from(table.querySelectorAll('tbody tr.ant-table-row'));
      return rows.some((r) => r.textContent?.includes(text)) ? performance.now() : false;
    },
    rowText,
    { polling: 'raf', timeout: 30_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

/** The phase's sums plus its downloaded files, largest first, for the JSON file. */
const phase = (transfers: Transfer[]) => ({
  ...sumBytes(transfers),
  files: transfers
    .filter((t) => !t.fromCache && (t.type === 'Script' || t.type === 'Stylesheet'))
    .map((t) => ({ url: t.url, gzipBytes: t.contentLength }))
    .toSorted((a, b) => b.gzipBytes - a.gzipBytes),
});

const line = (label: string, b: PhaseBytes) =>
  `${label.padEnd(44)} JS ${kB(b.jsGzipBody).padStart(9)} gzip (${b.jsFiles} files, ${kB(b.jsWire)} on the wire)` +
  `   CSS ${kB(b.cssGzipBody)} (${b.cssFiles} files)`;

test('figures: bytes per phase and time to a usable Perfis de Acesso table', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, 'suporte', 'suporte');
  const prefeituraId = await api.clientId(COMPANIES.prefeitura);
  const tableUrl = `${PERFIS}?companyId=${prefeituraId}`;

  // A fresh context: empty HTTP cache.
  const context = await browser.newContext();
  const page = await context.newPage();
  const net = await trackTransfers(page);

  // 1. /login, cold.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await settle(page);
  const login = phase(net.take());

  // Sign in and choose the location (what this adds on top of /login is reported too).
  await submitLogin(page, USERS.suporte.username, USERS.suporte.password);
  await chooseLocation(page, 'suporte');
  await expect(page.getByText(/^Olá, /)).toBeVisible();
  await settle(page);
  const signInAdds = phase(net.take());

  // 2. /app as a fresh navigation with an empty cache.
  await net.setCacheDisabled(true);
  await page.goto('/app');
  await expect(page.getByTestId('header-company')).toBeVisible();
  await expect(page.getByText(/^Olá, /)).toBeVisible();
  await settle(page);
  const app = phase(net.take());
  await net.setCacheDisabled(false);

  // 3. Entering the sistema remote from the dashboard.
  await sidebarLink(page, 'Perfis de Acesso').click();
  await expect(
    page.getByText('Consulte abaixo os perfis de acesso cadastrados', { exact: true }),
  ).toBeVisible();
  await settle(page);
  const sistema = phase(net.take());
  expect(sistema.jsFiles, 'the remote was downloaded in this phase').toBeGreaterThan(0);

  // 4. Navigation to a usable table: empty cache once, then warm cache three times.
  await net.setCacheDisabled(true);
  await page.goto(tableUrl);
  const cold = await timeToUsableTable(page, 'Administrador');
  await net.setCacheDisabled(false);
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(tableUrl);
    warm.push(await timeToUsableTable(page, 'Administrador'));
  }
  const warmMedian = warm.toSorted((a, b) => a - b)[1] ?? 0;
  await context.close();

  const figures = {
    bytes: { login, signInAdds, app, sistema },
    timeToUsableTableMs: { coldCache: cold, warmCache: warm, warmMedian },
  };
  mkdirSync(join(FIGURES_FILE, '..'), { recursive: true });
  writeFileSync(FIGURES_FILE, JSON.stringify(figures, null, 2));
  console.log(
    [
      '',
      '── Figures (issue 3) ─────────────────────────────────────────────',
      line('/login (empty cache)', login),
      line('sign-in + location (added to /login)', signInAdds),
      line('/app fresh navigation (empty cache)', app),
      line('entering sistema (added on top of /app)', sistema),
      `/app -> usable ${PERFIS} table: ${cold} ms with an empty cache; ${warm.join(' / ')} ms warm (median ${warmMedian} ms)`,
      '───────────────────────────────────────────────────────────────────',
    ].join('\n'),
  );
});
