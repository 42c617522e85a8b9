import { expect, test } from '@playwright/test';
import { APPLICATION_NAME, COMPANIES, signedInContext, USERS } from '../support/session.js';

test('the built system answers: sign in as admin and reach the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('Usuário').fill('admin');
  await page.getByPlaceholder('Senha').fill('Admin@123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/selecionarlocal/);
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Prefeitura Municipal de Exemplo' })
    .getByRole('button', { name: 'Selecionar' })
    .click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Prefeitura Municipal de Exemplo').first()).toBeVisible();
  await page.screenshot({ path: '../.test-results/e2e-artifacts/dashboard.png' });
});

test('a cold /app asks for its first screens at once and draws them with the styles made at build time: antd writes none of theirs', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'admin');

  const page = await context.newPage();
  await page.goto('/app/');
  await expect(page.getByText(/^Olá, /)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Bens patrimoniais / })).toBeVisible();
  // The start-up's modules were requested by the page's loader, from the list the build wrote, in the
  // order the start-up runs them: the federation's shares, the back office's start-up, the layout, the
  // dashboard.
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href') ?? ''),
  );
  const first = (pattern: RegExp) => preloads.findIndex((href) => pattern.test(href));
  const order = [
    /__loadShare__react_mf_2_dom/,
    /\/assets\/app-main-/,
    /\/assets\/app-layout-/,
    /\/assets\/dashboard-page-/,
  ].map(first);
  expect(order.every((index) => index >= 0)).toBe(true);
  expect(order).toEqual(order.toSorted((a, b) => a - b));
  const styles = await page.evaluate(() => ({
    sheet: Boolean((document.getElementById('gp-estilos') as HTMLLinkElement | null)?.sheet),
    written: [...document.querySelectorAll('style[data-css-hash]')].map((s) => s.textContent ?? ''),
  }));
  expect(styles.sheet).toBe(true);
  // The frame's, the sidebar's and the dashboard's components (antd would write each in a style element),
  // the route's loading fallback shown before the layout (Flex, Spin) and no Skeleton in place of the
  // sidebar's menu (the layout holds the menu's loading state false).
  for (const component of [
    'ant-pro-layout',
    'ant-menu',
    'ant-card',
    'ant-statistic',
    'ant-btn',
    'ant-select',
    'ant-flex',
    'ant-spin',
    'ant-skeleton',
  ])
    expect(
      styles.written.filter((css) => css.includes(`.${component}{`) || css.includes(`.${component} `)),
      component,
    ).toEqual([]);
  // The sidebar is drawn by the file's rules: white, as the layout's token sets it.
  await expect(page.locator('.ant-pro-sider').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await context.close();
});

test("a cold /app shows the dashboard drawn at build time, fitted to the user's session, until the back office takes it over in one commit", async ({
  browser,
}) => {
  // The admin's location shows patrimônio and departments, not the support-only items nor the works card.
  const context = await signedInContext(browser, 'admin');
  const page = await context.newPage();
  const firstName = USERS.admin.fullname.split(' ')[0];

  // The page alone, its scripts held back: what a user sees from the first bytes (docs/decisions/030).
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/app');
  const copy = page.locator('#gp-painel-servidor');
  await expect(copy).toBeVisible();
  await expect(copy).toHaveAttribute('inert', '');
  // Inert and aria-hidden: no click, focus or screen reader reaches it, nor a test's role query.
  await expect(page.getByRole('link', { name: 'Bens Patrimoniais' })).toHaveCount(0);
  const drawn = async (root: string) => ({
    greeting: await page.locator(`${root} .ant-page-header-heading-title`).textContent(),
    company: await page.locator(`${root} [data-testid="header-company"]`).getAttribute('title'),
    user: await page.locator(`${root} .ant-pro-global-header-header-actions-avatar`).textContent(),
    period: await page.locator(`${root} .ant-select-selection-item`).allTextContents(),
    groups: await page.locator(`${root} .ant-menu-item-group-title`).allTextContents(),
    dividers: await page.locator(`${root} li.ant-menu-item-divider`).count(),
    menu: await page.locator(`${root} [data-menu-item]`).allTextContents(),
    shortcuts: await page.locator(`${root} [data-atalho]`).allTextContents(),
    obras: await page.locator(`${root} [data-painel="obras"]`).count(),
  });
  const before = await drawn('#gp-painel-servidor');
  expect(before.greeting).toBe(`Olá, ${firstName}`);
  expect(before.company).toBe(`${COMPANIES.prefeitura} · ${APPLICATION_NAME}`);
  expect(before.user).toContain(USERS.admin.fullname);
  expect(before.menu).toContain('Bens Patrimoniais');
  expect(before.menu).not.toContain('Clientes');
  expect(before.obras).toBe(0);
  expect(await copy.innerHTML()).not.toContain('⟦');

  // With its scripts: the back office draws the same screen and removes the copy in the same commit.
  await page.unroute(/\.js(\?|$)/);
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { __gpTrocas: boolean[] }).__gpTrocas = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && node.id === 'gp-painel-servidor')
            seen.push(
              document.querySelector('#root .ant-pro-layout .ant-page-header-heading-title') !== null,
            );
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/app');
  await expect(copy).toHaveCount(0);
  await expect(page.locator('#root .ant-page-header-heading-title')).toHaveText(`Olá, ${firstName}`);
  // When the copy went, the back office's dashboard was already there: no frame without either.
  expect(await page.evaluate(() => (window as unknown as { __gpTrocas: boolean[] }).__gpTrocas)).toEqual([
    true,
  ]);
  expect(await drawn('#root')).toEqual(before);
  await context.close();
});

test('the sign-in and the public area do not download the back office stylesheet', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.goto('/publico');
  await page.waitForLoadState('load');
  expect(requested.filter((path) => path.includes('/back-office-'))).toEqual([]);
});
