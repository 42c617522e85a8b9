import { expect, test } from '@playwright/test';

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
