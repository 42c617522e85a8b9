import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

/** Demo accounts seeded on the fresh embedded database (api/src/db/seed.ts, README). */
export const USERS = {
  suporte: { username: 'suporte', password: 'Suporte@123', fullname: 'Equipe de Suporte' },
  admin: { username: 'admin', password: 'Admin@123', fullname: 'Administrador da Prefeitura' },
  consulta: { username: 'consulta', password: 'Consulta@123', fullname: 'Usuário de Consulta' },
} as const;
export type UserKey = keyof typeof USERS;

/** Companies of the seeded locations. */
export const COMPANIES = {
  prefeitura: 'Prefeitura Municipal de Exemplo',
  camara: 'Câmara Municipal de Exemplo',
  suporte: 'Gestão Pública Suporte Ltda',
} as const;
export type CompanyKey = keyof typeof COMPANIES;

/** The seeded application: the header shows it after the company name. */
export const APPLICATION_NAME = 'Município de Exemplo';

/** Where each demo user works when a test does not say. */
const DEFAULT_LOCATION: Record<UserKey, CompanyKey> = {
  suporte: 'suporte',
  admin: 'prefeitura',
  consulta: 'prefeitura',
};

/**
 * Storage keys of the host (host/src/session/token-store.ts). Tests that check them also
 * check they are present while signed in, so a rename cannot make a "they are gone" check pass.
 */
export const STORAGE_KEYS = {
  token: 'gp:token',
  refreshToken: 'gp:refresh-token',
  session: 'gp:session',
  locais: 'gp:locais',
  /** What /app's page draws before its scripts run (docs/decisions/030). */
  firstScreen: 'gp:primeira-tela',
} as const;
/** Cookie with the selected location id (max age 3600 s). */
export const LOCATION_COOKIE = 'gp_local';

/** Fills and submits the sign-in form of /login. */
/**
 * /login once its scripts have taken over the form drawn at build time (docs/decisions/028): typing and
 * Entrar work before that (kept for the takeover), the password's eye and the link's in-page navigation
 * only after it.
 */
export async function openSignIn(page: Page) {
  await page.goto('/login');
  await expect(page.locator('#gp-entrar-servidor')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * A cold `/app` once the back office has taken over the dashboard drawn in its page (docs/decisions/030):
 * until then what is on screen is a picture (inert), whose texts a test could read but whose keys and
 * clicks do nothing.
 */
export async function backOfficeReady(page: Page) {
  await expect(page.locator('#gp-painel-servidor')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('#root .ant-pro-layout')).toBeVisible();
}

export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Usuário').fill(username);
  await page.getByPlaceholder('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Chooses a location on /selecionarlocal and waits for the dashboard with its company in the header. */
export async function chooseLocation(page: Page, company: CompanyKey) {
  // A submit made on the form drawn at build time completes once the sign-in's scripts have taken it over
  // (decision 028): seconds on a busy machine.
  await expect(page).toHaveURL(/\/selecionarlocal$/, { timeout: 30_000 });
  await page.getByRole('button', { name: `Selecionar ${COMPANIES[company]}` }).click();
  await expect(page).toHaveURL(/\/app$/);
  // The first paint of the /app shell, downloaded after the sign-in: seconds on a busy machine.
  await expect(page.getByTestId('header-company')).toContainText(COMPANIES[company], { timeout: 30_000 });
}

/** Signs in through the UI and lands on /app at the given location (the user's usual one by default). */
export async function signIn(page: Page, user: UserKey, company: CompanyKey = DEFAULT_LOCATION[user]) {
  const { username, password } = USERS[user];
  await submitLogin(page, username, password);
  await chooseLocation(page, company);
}

/**
 * A browser context that keeps a session (signed in as `user`, at its usual location, in a page closed
 * again): its next page opens the back office cold, as a returning user's browser does.
 */
export async function signedInContext(browser: Browser, user: UserKey): Promise<BrowserContext> {
  const context = await browser.newContext();
  const setup = await context.newPage();
  await signIn(setup, user);
  await setup.close();
  return context;
}
