import { completeCnpj, completeCpf, formatCpfCnpj } from '@gp/shared-contracts';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from '../support/select.js';
import { signIn } from '../support/session.js';
import { sidebarLink, sidebarMenu } from '../support/sidebar.js';
import { readToast } from '../support/toasts.js';

/**
 * The sistema area end to end, as support: a client (with an alphanumeric CNPJ and its first month), a
 * department, a sector, an access profile and a user with a password; the user gets an access on the
 * client with that profile; the patrimônio switch then decides whether the user's menu has the
 * Patrimônio items, on the user's next sign-in.
 */

const run = Date.now().toString(36).toUpperCase();
const CLIENT = `Consórcio Intermunicipal E2E ${run}`;
// Twelve letters and digits plus the two check digits: the alphanumeric CNPJ (docs/domain.md,
// "Identificadores").
const CNPJ = completeCnpj(`E2E${run}`.padEnd(12, '0').slice(0, 12));
const DEPARTMENT = `Secretaria de Obras E2E ${run}`;
const SECTOR = `Setor de Pavimentação E2E ${run}`;
const ROLE = `Gestor E2E ${run}`;
const USER = {
  fullname: `Joana Lima ${run}`,
  username: `joana.${run.toLowerCase()}`,
  email: `joana.${run.toLowerCase()}@exemplo.gov.br`,
  password: 'Senha1234',
  // Every user who may write is identified by CPF (decision 073): nine digits of the run's clock.
  cpf: completeCpf(String(Date.now()).slice(-9)),
};

/** Picks `option` in the antd select whose accessible name is `name`, typing to narrow the list. */
async function choose(page: Page, scope: Page | Locator, name: string, option: string) {
  // A required field's name starts with the asterisk antd draws before its label.
  const select = scope.getByRole('combobox', { name: new RegExp(`^(\\* )?${name}$`) });
  await chooseOption(page, select, option, option);
}

/**
 * Opens a list from the sidebar and waits for its page: the address changes at once, while the previous
 * page stays on screen until the next one is drawn (its 'Adicionar' would still be the one clicked).
 */
async function openFromSidebar(page: Page, label: string, path: RegExp) {
  await sidebarLink(page, label).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('region', { name: label, exact: true })).toBeVisible();
}

async function createClient(page: Page) {
  await openFromSidebar(page, 'Clientes', /\/app\/sistema\/clientes$/);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByText('Adicionar cliente')).toBeVisible();

  // The check digits are verified while the form is filled: a wrong one is refused under the field.
  const cnpj = drawer.getByLabel('CPF/CNPJ');
  const wrongDigits = CNPJ.endsWith('00') ? '11' : '00';
  await cnpj.pressSequentially(`${CNPJ.slice(0, 12)}${wrongDigits}`);
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await expect(drawer.getByText('CNPJ inválido.')).toBeVisible();
  await expect(drawer.getByText('Informe a razão social.')).toBeVisible();

  await cnpj.fill('');
  await cnpj.pressSequentially(CNPJ.toLowerCase());
  await expect(cnpj).toHaveValue(formatCpfCnpj(CNPJ));
  await drawer.getByLabel('Razão social').fill(CLIENT);
  await drawer.getByLabel('Nome fantasia').fill(`Consórcio ${run}`);
  await drawer.getByLabel('Responsável').fill('Ana Souza');
  await drawer.getByLabel('Cargo').fill('Presidente');
  await drawer.getByLabel('E-mail').fill(`consorcio.${run.toLowerCase()}@exemplo.gov.br`);
  await drawer.getByLabel('Celular').pressSequentially('11987654321');
  await expect(drawer.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await drawer.getByLabel('CEP').pressSequentially('01001000');
  await expect(drawer.getByLabel('CEP')).toHaveValue('01001-000');
  await drawer.getByLabel('Endereço', { exact: true }).fill('Praça da Sé');
  await drawer.getByLabel('Número').fill('1');
  await drawer.getByLabel('Bairro').fill('Sé');
  await choose(page, drawer, 'UF', 'São Paulo');
  await drawer.getByLabel('Cidade').fill('São Paulo');
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Cliente criado com sucesso!');

  // The record stays open as an edit, so its accounting months can be opened right away.
  await expect(drawer.getByText(`Editar cliente · ${CLIENT}`)).toBeVisible();
  await drawer.getByRole('tab', { name: 'Exercícios' }).click();
  await drawer.getByRole('button', { name: 'Abrir mês' }).click();
  await readToast(page, /Exercício \d{2}\/\d{4} aberto com sucesso!/);
  await expect(drawer.getByRole('region', { name: 'Exercícios do cliente' }).getByRole('row')).toHaveCount(2);
  await page.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Clientes' }).getByRole('row').filter({ hasText: CLIENT }),
  ).toContainText(formatCpfCnpj(CNPJ));
}

async function createDepartment(page: Page) {
  await openFromSidebar(page, 'Departamentos', /\/app\/sistema\/secretarias$/);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/sistema\/secretarias\/criar$/);
  await page.getByLabel('Nome', { exact: true }).fill(DEPARTMENT);
  await choose(page, page, 'Cliente', CLIENT);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Departamento criado com sucesso!');
  await expect(page).toHaveURL(/\/app\/sistema\/secretarias$/);
  await expect(
    page.getByRole('region', { name: 'Departamentos' }).getByRole('row').filter({ hasText: DEPARTMENT }),
  ).toContainText(CLIENT);
}

async function createSector(page: Page) {
  await openFromSidebar(page, 'Setores', /\/app\/sistema\/setores$/);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/sistema\/setores\/criar$/);
  await page.getByLabel('Nome', { exact: true }).fill(SECTOR);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe o departamento (secretaria) do setor.')).toBeVisible();
  await choose(page, page, 'Cliente', CLIENT);
  await choose(page, page, 'Departamento', DEPARTMENT);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Setor criado com sucesso!');
  await expect(
    page.getByRole('region', { name: 'Setores' }).getByRole('row').filter({ hasText: SECTOR }),
  ).toContainText(DEPARTMENT);
}

async function createRole(page: Page) {
  await openFromSidebar(page, 'Perfis de Acesso', /\/app\/sistema\/perfis-acesso$/);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Nome do perfil').fill(ROLE);
  await choose(page, dialog, 'Cliente', CLIENT);
  await dialog.getByRole('switch', { name: 'Visualizar Bens Patrimoniais' }).click();
  // The menu shows a screen only to a profile that may read it: Departamentos is the one kept throughout.
  await dialog.getByRole('switch', { name: 'Visualizar Departamentos' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Perfil criado com sucesso!');
}

async function createUser(page: Page) {
  await openFromSidebar(page, 'Usuários', /\/app\/sistema\/usuarios\?page=1&limit=10$/);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome completo').fill(USER.fullname);
  await dialog.getByLabel('Usuário').fill(USER.username);
  await dialog.getByLabel('E-mail').fill(USER.email);
  await dialog.getByPlaceholder('Senha').fill(USER.password);
  await dialog.getByLabel('CPF', { exact: true }).fill(USER.cpf);
  await expect(dialog.getByLabel('CPF', { exact: true })).toHaveValue(formatCpfCnpj(USER.cpf));
  // Off, so the user signs in with this password instead of being asked for a new one.
  const redefine = dialog.getByRole('switch', { name: 'Redefinir senha no primeiro acesso' });
  await expect(redefine).toHaveAttribute('aria-checked', 'true');
  await redefine.click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Usuário criado com sucesso!');
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(USER.username);
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`page=1&limit=10&search=${USER.username.replace('.', '\\.')}`));
  await expect(
    page.getByRole('region', { name: 'Usuários' }).getByRole('row').filter({ hasText: USER.username }),
  ).toContainText('Ativo');
}

async function giveAccess(page: Page) {
  await openFromSidebar(page, 'Acessos', /\/app\/sistema\/acessos$/);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, dialog, 'Usuário', USER.username);
  await choose(page, dialog, 'Cliente', CLIENT);
  await choose(page, dialog, 'Perfil de acesso', ROLE);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Acesso criado com sucesso!');
  // The screen moves to the client of the new access.
  const row = page
    .getByRole('region', { name: 'Acessos' })
    .getByRole('row')
    .filter({ hasText: USER.username });
  await expect(row).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Perfil de acesso de ${USER.username}` })).toBeVisible();
  await expect(row.locator('.ant-select-selection-item')).toHaveText(ROLE);
}

/** One of the five switches of the user's access: immediate, confirmed by a toast. */
async function setFlag(page: Page, title: 'Patrimônio' | 'Departamentos', on: boolean) {
  const toggle = page.getByRole('switch', { name: `${title} de ${USER.username}` });
  await expect(toggle).toHaveAttribute('aria-checked', String(!on));
  await toggle.click();
  await readToast(page, `${title} ${on ? 'ativado' : 'desativado'} para ${USER.fullname}.`);
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}

/** The new user signs in on a fresh browser context and lands on the client; returns the page. */
async function signInAsUser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByPlaceholder('Usuário').fill(USER.username);
  await page.getByPlaceholder('Senha').fill(USER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/selecionarlocal$/);
  await page.getByRole('button', { name: `Selecionar ${CLIENT}` }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('header-company')).toContainText(CLIENT);
  await expect(sidebarMenu(page)).toBeVisible();
  return page;
}

test('suporte builds a client up to a working user, whose menu follows the patrimônio switch', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'suporte');

  await createClient(page);
  await createDepartment(page);
  await createSector(page);
  await createRole(page);
  await createUser(page);
  await giveAccess(page);

  // Departamentos stays on throughout, so the user always has a menu to compare.
  await setFlag(page, 'Departamentos', true);
  await setFlag(page, 'Patrimônio', true);
  const withPatrimonio = await signInAsUser(browser);
  await expect(sidebarLink(withPatrimonio, 'Bens Patrimoniais')).toBeVisible();
  // The menu follows the profile's rules too: it may see assets, not suppliers.
  await expect(sidebarLink(withPatrimonio, 'Fornecedores')).toHaveCount(0);
  await expect(sidebarLink(withPatrimonio, 'Departamentos')).toBeVisible();
  await expect(sidebarLink(withPatrimonio, 'Clientes')).toHaveCount(0);
  await withPatrimonio.context().close();

  await setFlag(page, 'Patrimônio', false);
  const withoutPatrimonio = await signInAsUser(browser);
  await expect(sidebarLink(withoutPatrimonio, 'Departamentos')).toBeVisible();
  for (const item of ['Bens Patrimoniais', 'Fornecedores', 'Depreciação', 'XML']) {
    await expect(sidebarLink(withoutPatrimonio, item)).toHaveCount(0);
  }
  await expect(sidebarMenu(withoutPatrimonio).getByText('Patrimônio', { exact: true })).toHaveCount(0);
  await withoutPatrimonio.screenshot({ path: '../.test-results/e2e-artifacts/sistema-area-menu.png' });
  await withoutPatrimonio.context().close();
});
