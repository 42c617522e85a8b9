import { expect as baseExpect, test } from '@playwright/test';
import { chooseOption } from '../support/select.js';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * Carga patrimonial's extras as the Prefeitura's admin (docs/domain.md, "Carga patrimonial"): the
 * dashboard's "Cautelas vencidas" opens the aceites list filtered on the overdue ones, and a new servidor
 * is linked to a login picked in the form's searchable select, named in the list. The counts and who may
 * list the logins are tested in the API suite. SHOTS_DIR (optional): the screens at 1440 and 390 px.
 */
const SHOTS = process.env.SHOTS_DIR;
/** Each screen's first open fetches its chunk: on a shared machine that may take more than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('admin sees the overdue cautelas on the dashboard and links a servidor to a login', async ({ page }) => {
  test.setTimeout(SHOTS ? 240_000 : 120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');

  const card = page.getByRole('link', { name: /Cautelas vencidas/ });
  await expect(card).toBeVisible({ timeout: 30_000 });
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/painel-cautelas-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/painel-cautelas-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await card.click();
  await expect(page).toHaveURL(/\/app\/patrimonio\/aceites\?atrasadas=true/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aceites e cautelas' })).toBeVisible({
    timeout: 30_000,
  });

  const nome = `Servidor com login ${Date.now().toString(36)}`;
  await sidebarLink(page, 'Servidores').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Servidores' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const form = page.getByRole('dialog').filter({ hasText: 'Adicionar servidor' });
  await form.getByLabel('Nome').fill(nome);
  await chooseOption(
    page,
    form.getByRole('combobox', { name: 'Login no sistema' }),
    'Usuário de Consulta (consulta)',
    'consulta',
  );
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/servidor-form-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/servidor-form-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Servidor cadastrado com sucesso!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: nome });
  await expect(row).toContainText('Usuário de Consulta (consulta)');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/servidores-1440.png`, fullPage: true });

  // Linked, the login is no longer offered to another servidor.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const outro = page.getByRole('dialog').filter({ hasText: 'Adicionar servidor' });
  await outro.getByRole('combobox', { name: 'Login no sistema' }).click();
  await outro.getByRole('combobox', { name: 'Login no sistema' }).fill('consulta');
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText('Nenhum usuário livre encontrado');
});
