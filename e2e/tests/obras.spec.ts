import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from '../support/select.js';
import { COMPANIES, signIn } from '../support/session.js';
import { readToast } from '../support/toasts.js';

/**
 * The works area (remote-obras) as support works in it: opened by a cold deep link, the demo works
 * listed with their percentage executed, a new work, a measurement of it, the refusal of a measurement
 * past 100 % of the work's value, and the new figures in the lists.
 */

const RUN = Date.now().toString(36).slice(-5).toUpperCase();

/**
 * Types a day (dd/MM/yyyy) into the date picker labelled `label` and leaves it with Tab, which keeps the
 * typed day (Enter would also submit the form).
 */
async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

test('support creates a work and its measurements in the works area', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'suporte');

  // A cold deep link: a fresh page load of an address inside the area.
  await page.goto('/app/obras/obra?search=2026');
  const obras = page.getByRole('region', { name: 'Obras' });
  await expect(obras.getByText('Construção da creche municipal do Jardim Primavera')).toBeVisible({
    timeout: 30_000,
  });
  await expect(obras.getByText('002/2026', { exact: true })).toBeVisible();

  // A new work of the Prefeitura.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/obras\/obra\/criar$/);
  await chooseOption(page, page.getByLabel('Cliente', { exact: true }), COMPANIES.prefeitura);
  await page.getByLabel('Número', { exact: true }).fill(`E2E-${RUN}`);
  await page.getByLabel('Objeto', { exact: true }).fill(`Reforma da praça ${RUN}`);
  await chooseOption(page, page.getByLabel('Secretaria responsável', { exact: true }), 'Secretaria');
  await page.getByLabel('Valor contratado', { exact: true }).fill('100.000,00');
  await typeDate(page, 'Início', '01/03/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Obra cadastrada com sucesso!');
  await expect(page).toHaveURL(/\/app\/obras\/obra\/editar\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`E2E-${RUN} — Reforma da praça ${RUN}`)).toBeVisible();

  // Its first measurement, from the work's page.
  await page.getByRole('button', { name: 'Nova medição' }).click();
  await expect(page).toHaveURL(/\/app\/obras\/medicao\/criar\?obra_id=/);
  await expect(page.getByText(/Saldo disponível: R\$\s100\.000,00/)).toBeVisible();
  await page.getByLabel('Valor medido', { exact: true }).fill('30.000,00');
  await typeDate(page, 'Início do período', '01/03/2026');
  await typeDate(page, 'Fim do período', '31/03/2026');
  await typeDate(page, 'Entrega', '05/04/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Medição cadastrada com sucesso!');
  await expect(page).toHaveURL(/\/app\/obras\/medicao\?obra_id=/);
  const medicoes = page.getByRole('region', { name: 'Medições' });
  await expect(medicoes.getByText('R$ 30.000,00')).toBeVisible();
  await expect(medicoes.getByText('01/03/2026 a 31/03/2026')).toBeVisible();

  // A second one past the work's value is refused, and the form keeps the API's figures.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/obras\/medicao\/criar\?obra_id=/);
  await expect(page.getByText(/Saldo disponível: R\$\s70\.000,00/)).toBeVisible();
  await page.getByLabel('Valor medido', { exact: true }).fill('80.000,00');
  await typeDate(page, 'Início do período', '01/04/2026');
  await typeDate(page, 'Fim do período', '30/04/2026');
  await typeDate(page, 'Entrega', '05/05/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível salvar' })).toContainText(
    'acima de 100% do valor da obra',
  );
  await page.getByRole('button', { name: 'Cancelar' }).click();

  // The works list shows what was measured.
  await page.goto(`/app/obras/obra?search=E2E-${RUN}`);
  const row = page.getByRole('region', { name: 'Obras' });
  await expect(row.getByText(`E2E-${RUN}`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('30,00%')).toBeVisible();
  await expect(row.getByText('R$ 30.000,00 medidos')).toBeVisible();
});
