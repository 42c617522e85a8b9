import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * Conciliação contábil, its main path as the Prefeitura's admin (docs/domain.md, "Conciliação com a
 * contabilidade"): a balancete typed with an account the register does not have, compared, and the
 * result read with its difference. Its rules and figures are tested in the API and component suites.
 */
test('admin compares a typed balancete with the register and reads where it differs', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  // Kept with the run's results, to look at the screens as a user does, at 1440 and 390 px.
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await sidebarLink(page, 'Conciliação contábil').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conciliação contábil' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova conciliação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova conciliação' })).toBeVisible();

  const date = page.getByLabel('Data do balancete');
  await date.fill('31/10/2026');
  await date.press('Enter');
  await page.getByLabel('Conta contábil da linha 1').fill('1.2.3.1.1.99.99');
  await page.getByLabel('Saldo da linha 1').fill('10,00');
  await shot('conciliacao-nova-1440');
  await page.getByRole('button', { name: 'Conciliar' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Conciliação com o balancete de 31/10/2026' }),
  ).toBeVisible();
  await expect(page.getByText(/^O cadastro não confere com o balancete/)).toBeVisible();
  const linha = page.getByRole('row').filter({ hasText: '1.2.3.1.1.99.99' });
  await expect(linha).toContainText('Diferença');
  await expect(linha).toContainText('R$ 10,00');
  await shot('conciliacao-1440');
  // On a phone the table's rows are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('1.2.3.1.1.99.99').first()).toBeVisible();
  await shot('conciliacao-390');
});
