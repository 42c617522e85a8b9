import { expect, type Page, test } from '@playwright/test';
import { API_URL } from '../support/ports.js';
import {
  APPLICATION_NAME,
  backOfficeReady,
  COMPANIES,
  chooseLocation,
  LOCATION_COOKIE,
  openSignIn,
  STORAGE_KEYS,
  signIn,
  submitLogin,
  USERS,
} from '../support/session.js';
import { expectSidebar, SIDEBAR } from '../support/sidebar.js';

const storedKeys = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((k) => [k, window.localStorage.getItem(k)])),
    Object.values(STORAGE_KEYS),
  );

const locationCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === LOCATION_COOKIE);

test.describe('public routes and the /app guard', () => {
  test('/ and /app without a session go to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/app/sistema/perfis-acesso');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  test('a failed sign-in shows the server message and stores nothing', async ({ page, request }) => {
    // The message the API gives for a wrong password...
    const api = await request.post(`${API_URL}/session`, {
      data: { username: USERS.admin.username, password: 'senha-errada' },
    });
    const body = (await api.json()) as { message?: string };
    expect(body.message).toBe('Usuário ou senha inválidos.');

    // ...is what the screen shows.
    await submitLogin(page, USERS.admin.username, 'senha-errada');
    await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos.');
    await expect(page).toHaveURL(/\/login$/);
    expect(Object.values(await storedKeys(page)).every((v) => v === null)).toBe(true);
  });

  test('the sign-in error is whatever the server says (status Error with a message)', async ({ page }) => {
    const message = 'Mensagem vinda do servidor: acesso bloqueado para manutenção.';
    await page.route(`${API_URL}/session`, (route) =>
      route.fulfill({ status: 400, json: { status: 'Error', message } }),
    );
    await submitLogin(page, USERS.admin.username, USERS.admin.password);
    await expect(page.getByRole('alert')).toHaveText(message);
  });

  test('a sign-in the API answers with a required password change opens /createPass with its token', async ({
    page,
  }) => {
    await page.route(`${API_URL}/session`, (route) =>
      route.fulfill({
        status: 403,
        json: { code: 'PASSWORD_CHANGE_REQUIRED', passwordToken: 'token-de-teste' },
      }),
    );
    await submitLogin(page, USERS.admin.username, USERS.admin.password);
    await expect(page).toHaveURL(/\/createPass\?token=token-de-teste$/);
    await expect(page.getByRole('heading', { name: 'Criar senha' })).toBeVisible();
  });

  test('the password field hides and shows its text, placeholder Senha', async ({ page }) => {
    await openSignIn(page);
    const password = page.getByPlaceholder('Senha');
    await password.fill('segredo');
    await expect(password).toHaveAttribute('type', 'password');
    await page.locator('.ant-input-password-icon').click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test("'Esqueci minha senha' opens the recovery page without a reload; Back returns to the sign-in", async ({
    page,
  }) => {
    // A cold /login without a session starts without the router (decision 026); the link starts the back
    // office at /recuperarSenha in the same page.
    await openSignIn(page);
    await page.evaluate(() => {
      (window as unknown as { gpSamePage: boolean }).gpSamePage = true;
    });
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/recuperarSenha$/);
    await expect(page.getByRole('button', { name: 'Enviar link' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { gpSamePage?: boolean }).gpSamePage)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/recuperarSenha$/);
  });
});

/** Holds every script the page asks for until `release()`: what a slow link does to the start-up. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('/login drawn at build time (docs/decisions/028)', () => {
  const copy = (page: Page) => page.locator('#gp-entrar-servidor');

  test("the page's first answer holds the form, which reads with JavaScript off", async ({
    request,
    browser,
  }) => {
    const html = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="gp-entrar-servidor">');
    expect(html).toContain('placeholder="Usuário"');
    expect(html).toContain('placeholder="Senha"');
    expect(html).toMatch(/<noscript>.*Para entrar, ative o JavaScript do navegador\./);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByPlaceholder('Usuário')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await context.close();
  });

  test('what is typed before the scripts arrive is kept, and an early Entrar signs in once they do', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(copy(page)).toBeVisible();
    await expect(page.getByPlaceholder('Usuário')).toBeFocused();
    await page.keyboard.type(USERS.admin.username);
    await page.getByPlaceholder('Senha').fill(USERS.admin.password);
    await page.getByPlaceholder('Senha').press('Enter');
    // Held for the scripts, not sent anywhere (the address keeps no field).
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    expect(page.url()).toMatch(/\/login$/);

    release();
    await expect(page).toHaveURL(/\/selecionarlocal$/, { timeout: 30_000 });
    await expect(copy(page)).toHaveCount(0);
  });

  test('typing goes on in the same field when the scripts take the form over', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(copy(page)).toBeVisible();
    await page.getByPlaceholder('Usuário').fill('adm');
    release();
    await expect(copy(page)).toHaveCount(0, { timeout: 30_000 });
    const usuario = page.getByPlaceholder('Usuário');
    await expect(usuario).toBeFocused();
    await expect(usuario).toHaveValue('adm');
    await page.keyboard.type('in');
    await expect(usuario).toHaveValue('admin');
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(1);
  });

  test('with a session stored the drawn form is never shown: the back office opens', async ({ page }) => {
    await signIn(page, 'suporte');
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(copy(page)).toBeAttached();
    await expect(copy(page)).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/app$/, { timeout: 30_000 });
    await expect(copy(page)).toHaveCount(0);
  });
});

test.describe('location selection', () => {
  test("selecionarlocal lists the user's locations; choosing one opens /app with its company and application", async ({
    page,
  }) => {
    await submitLogin(page, USERS.admin.username, USERS.admin.password);
    await expect(page).toHaveURL(/\/selecionarlocal$/);
    const choices = page.getByRole('button', { name: /^Selecionar / });
    await expect(choices).toHaveCount(2);
    await expect(page.getByRole('button', { name: `Selecionar ${COMPANIES.prefeitura}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Selecionar ${COMPANIES.camara}` })).toBeVisible();

    // Câmara: company plus application name in the header, and the sidebar of that location's flags.
    await chooseLocation(page, 'camara');
    const header = page.getByTestId('header-company');
    await expect(header).toContainText(COMPANIES.camara);
    await expect(header).toContainText(APPLICATION_NAME);
    await expectSidebar(page, [SIDEBAR.patrimonio, SIDEBAR.arquivos]);

    // Its id is kept for the next start-up (cookie max age 3600 s).
    const first = await locationCookie(page);
    expect(first?.value).toMatch(/^[0-9a-f-]{36}$/);
    const now = Date.now() / 1000;
    expect(first?.expires).toBeGreaterThan(now + 3600 - 60);
    expect(first?.expires).toBeLessThanOrEqual(now + 3600 + 5);

    // On start-up the saved location is fetched again.
    await page.reload();
    await expect(page).toHaveURL(/\/app$/);
    await backOfficeReady(page);
    await expect(page.getByTestId('header-company')).toContainText(COMPANIES.camara);

    // Choosing another replaces the previous one.
    await page.goto('/selecionarlocal');
    await chooseLocation(page, 'prefeitura');
    await expect(page.getByTestId('header-company')).toContainText(APPLICATION_NAME);
    await expect(page.getByTestId('header-company')).not.toContainText(COMPANIES.camara);
    await expectSidebar(page, [
      SIDEBAR.patrimonio,
      SIDEBAR.arquivos,
      { group: 'Configurações', items: [SIDEBAR.departamentos, SIDEBAR.setores] },
    ]);
    const second = await locationCookie(page);
    expect(second?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.value).not.toBe(first?.value);
  });
});

test.describe('sign out', () => {
  test("'Minha Conta' > 'Sair' clears the session and /app goes back to /login", async ({ page }) => {
    await signIn(page, 'suporte');

    // While signed in the host keeps the encrypted tokens, the user and the locations.
    const before = await storedKeys(page);
    for (const key of Object.values(STORAGE_KEYS)) expect(before[key], key).toBeTruthy();
    // Tokens are stored encrypted, never as the JWT itself.
    expect(before[STORAGE_KEYS.token]).not.toMatch(/^eyJ/);
    expect(before[STORAGE_KEYS.refreshToken]).not.toContain('eyJ');
    expect(await locationCookie(page)).toBeDefined();

    await page.getByTestId('user-menu').click();
    const menu = page.getByRole('menu').filter({ hasText: 'Minha Conta' });
    await expect(menu).toBeVisible();
    for (const label of ['Perfil', 'Suporte', 'Configurações']) {
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    // A click that lands while the dropdown is still animating in can be lost (the menu stays open): click
    // again until the sign-out takes the page to /login.
    await expect(async () => {
      const sair = menu.getByRole('menuitem', { name: /Sair/ });
      if (await sair.isVisible()) await sair.click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/login$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect
      .poll(() => storedKeys(page))
      .toEqual(Object.fromEntries(Object.values(STORAGE_KEYS).map((k) => [k, null])));
    expect(await locationCookie(page)).toBeUndefined();

    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/selecionarlocal');
    await expect(page).toHaveURL(/\/login$/);
  });
});
