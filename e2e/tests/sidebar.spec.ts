import { READ_RULES } from '@gp/shared-contracts';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { backOfficeReady, COMPANIES, chooseLocation, signIn, submitLogin } from '../support/session.js';
import { expectSidebar, linkByText, SIDEBAR, sidebarLink, sider } from '../support/sidebar.js';

/** The sidebar and who sees each item (docs/product.md, "Menu"), per seeded location. */
test.describe('sidebar by location flags', () => {
  test('suporte (isSuporte, hasObras) sees every group and item, works items included', async ({ page }) => {
    await signIn(page, 'suporte');
    await expectSidebar(page, [
      SIDEBAR.patrimonio,
      SIDEBAR.arquivos,
      {
        group: 'Configurações',
        items: [
          SIDEBAR.clientes,
          SIDEBAR.departamentos,
          SIDEBAR.setores,
          SIDEBAR.usuarios,
          SIDEBAR.acessos,
          SIDEBAR.perfis,
          SIDEBAR.modulos,
        ],
      },
      SIDEBAR.obras,
    ]);
    // The Usuários link opens on page 1 with 10 rows.
    await expect(sidebarLink(page, 'Usuários')).toHaveAttribute(
      'href',
      '/app/sistema/usuarios?page=1&limit=10',
    );
  });

  test('admin at Prefeitura (hasPatrimonio, departments, hasSetor) sees Patrimônio, XML, Departamentos and Setores only', async ({
    page,
  }) => {
    await signIn(page, 'admin', 'prefeitura');
    await expectSidebar(page, [
      SIDEBAR.patrimonio,
      SIDEBAR.arquivos,
      { group: 'Configurações', items: [SIDEBAR.departamentos, SIDEBAR.setores] },
    ]);
    for (const hidden of [
      'Clientes',
      'Usuários',
      'Acessos',
      'Perfis de Acesso',
      ...SIDEBAR.obras.items.map((i) => i.label),
    ]) {
      await expect(sidebarLink(page, hidden)).toHaveCount(0);
    }
  });

  test('consulta (hasPatrimonio only) has no Configurações group at all', async ({ page }) => {
    await signIn(page, 'consulta');
    await expectSidebar(page, [SIDEBAR.patrimonio, SIDEBAR.arquivos]);
  });
});

/**
 * The menu follows the caller's rules too: a profile without `xmls:read` is offered no XML, neither in the
 * sidebar nor in the dashboard's shortcuts, its dashboard shows none of what it may not read, and the
 * address of XML answers the 403.
 */
test('a profile without xmls:read sees no XML anywhere', async ({ page, request }) => {
  const suporte = await apiAs(request, 'suporte', 'suporte');
  const run = Date.now().toString(36);
  const clientId = await suporte.clientId(COMPANIES.prefeitura);
  const role = await suporte.post<{ id: string }>('/v1/iam/roles', {
    name: `Sem XML ${run}`,
    companyId: clientId,
    rules: READ_RULES.filter((rule) => rule !== 'xmls:read'),
  });
  expect(role.status).toBe(201);
  const password = 'Sem-XML@2026';
  const user = await suporte.post<{ id: string }>('/users/create', {
    username: `semxml.${run}`,
    fullname: `Leitor Sem XML ${run}`,
    email: `semxml.${run}@exemplo.gov.br`,
    password,
    redefine: false,
  });
  expect(user.status).toBe(201);
  const local = await suporte.post<{ id: string }>('/locais/create', {
    user_id: user.body.id,
    empresa_id: clientId,
    role_id: role.body.id,
  });
  expect(local.status).toBe(201);
  expect((await suporte.put(`/locais/togglePatrimonio/${local.body.id}`, { value: true })).status).toBe(200);

  await submitLogin(page, `semxml.${run}`, password);
  await chooseLocation(page, 'prefeitura');
  await expectSidebar(page, [SIDEBAR.patrimonio]);
  const atalhos = page.locator('[data-atalho]');
  await expect(atalhos.first()).toBeVisible();
  await expect(page.locator('[data-atalho="xml"]')).toHaveCount(0);
  await expect(page.locator('[data-atalho="bens"]')).toBeVisible();
  await expect(page.getByText('Usuários com acesso')).toHaveCount(0);
  await expect(page.getByText(/criou um perfil de acesso/)).toHaveCount(0);

  await page.goto('/app/xml');
  await expect(page.getByText('Acesso negado', { exact: true })).toBeVisible({ timeout: 30_000 });
});

/** Route marking: sistema is support-only, obras support-only and hasObras (docs/product.md, "Menu"). */
test('admin opening a forbidden area by URL gets a Portuguese 403 while the shell keeps working', async ({
  page,
}) => {
  await signIn(page, 'admin', 'prefeitura');
  for (const path of ['/app/sistema/perfis-acesso', '/app/obras', '/app/obras/obra']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByText('Acesso negado', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Você não tem permissão para acessar esta página com o local selecionado.'),
    ).toBeVisible();
    // Nothing of the forbidden screen is rendered.
    await expect(page.getByText('Consulte abaixo os perfis de acesso cadastrados')).toHaveCount(0);
    // The shell is intact and the way back works.
    await expect(sidebarLink(page, 'Bens Patrimoniais')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/app$/);
  }
});

/** Ctrl or Cmd + B toggles the sidebar; its open state lives in a cookie for 604800 s. */
test.describe('sidebar toggle', () => {
  const COOKIE = 'sidebar_state';
  const MAX_AGE = 604_800;

  const sidebarCookie = async (page: import('@playwright/test').Page) =>
    (await page.context().cookies()).find((c) => c.name === COOKIE);

  const expectCookie = async (page: import('@playwright/test').Page, value: 'true' | 'false') => {
    await expect.poll(async () => (await sidebarCookie(page))?.value).toBe(value);
    const cookie = await sidebarCookie(page);
    const now = Date.now() / 1000;
    // Max-age 604800: expires a week from now (a minute of slack for the run itself).
    expect(cookie?.expires).toBeGreaterThan(now + MAX_AGE - 60);
    expect(cookie?.expires).toBeLessThanOrEqual(now + MAX_AGE + 5);
    expect(cookie?.path).toBe('/');
  };

  test('Ctrl+B collapses and expands, the cookie follows and the state survives a reload', async ({
    page,
  }) => {
    await signIn(page, 'admin', 'prefeitura');
    const aside = sider(page);
    await expect(aside).not.toHaveClass(/ant-layout-sider-collapsed/);

    await page.keyboard.press('Control+b');
    await expect(aside).toHaveClass(/ant-layout-sider-collapsed/);
    await expectCookie(page, 'false');

    await page.reload();
    await backOfficeReady(page);
    await expect(page.getByTestId('header-company')).toBeVisible();
    await expect(sider(page)).toHaveClass(/ant-layout-sider-collapsed/);

    await page.keyboard.press('Control+b');
    await expect(sider(page)).not.toHaveClass(/ant-layout-sider-collapsed/);
    await expectCookie(page, 'true');
    await expect(sidebarLink(page, 'Bens Patrimoniais')).toBeVisible();

    await page.reload();
    await backOfficeReady(page);
    await expect(page.getByTestId('header-company')).toBeVisible();
    await expect(sider(page)).not.toHaveClass(/ant-layout-sider-collapsed/);

    // Cmd+B (macOS) does the same.
    await page.keyboard.press('Meta+b');
    await expect(sider(page)).toHaveClass(/ant-layout-sider-collapsed/);
    await expectCookie(page, 'false');
  });

  test('below 768 px the sidebar is a drawer that Ctrl+B opens', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await signIn(page, 'admin', 'prefeitura');
    const drawer = page.locator('.ant-drawer-content');
    await expect(drawer).toHaveCount(0);
    await page.keyboard.press('Control+b');
    await expect(linkByText(drawer, 'Bens Patrimoniais')).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(sidebarLink(page, 'Bens Patrimoniais')).toBeVisible();
  });
});

/** Scroll returns to the top on every route change. */
test('a route change scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await signIn(page, 'suporte');
  await expect(page.getByText(/^Olá, /)).toBeVisible();
  await sidebarLink(page, 'Perfis de Acesso').click();
  await expect(page.getByText('Consulte abaixo os perfis de acesso cadastrados')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const before = await page.evaluate(() => window.scrollY);

  // Back to the (already loaded) dashboard through the header title: a page tall enough to keep the
  // old position, so only the scroll reset can bring it to 0.
  await page.getByText('Gestão Pública', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(/^Olá, /)).toBeVisible();
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(room).toBeGreaterThan(before);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
