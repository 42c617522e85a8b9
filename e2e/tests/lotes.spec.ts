import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { documentIn } from '../support/documents.js';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * Batch movements end to end, as admin on the demo data (decision 052): two assets chosen on the list
 * transferred together, the result above the list and the batch's termo opened in its window. Also the
 * header's notifications bell. SHOTS_DIR (optional): where the screens are saved at 1440 and 390 px.
 */
const SHOTS = process.env.SHOTS_DIR;

test.describe('movimentações em lote', () => {
  test('admin transfers two chosen assets in one batch and opens its termo', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    await sidebarLink(page, 'Bens Patrimoniais').click();
    await expect(page).toHaveURL(/\/app\/patrimonio$/);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.nth(2)).toBeVisible();
    for (const row of [rows.nth(0), rows.nth(1)]) await row.getByRole('checkbox').check();
    await expect(page.getByText('2 bens selecionados')).toBeVisible();

    await page.getByRole('button', { name: 'Transferir', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Transferir bens em lote' });
    await expect(dialog.getByText('Selecionados na lista (2 bens)')).toBeVisible();
    await expect(dialog.getByText(/^Aplicar a todos os filtrados \(\d+ bens?\)$/)).toBeVisible();
    await dialog.getByLabel('Secretaria de destino').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').last().click();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lote-dialogo-1440.png` });
    await dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
    await expect(page.getByText('Transferência em lote registrada: 2 bens.')).toBeVisible({
      timeout: 30_000,
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lote-resultado-1440.png` });

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Emitir termo' }).click(),
    ]);
    const doc = await documentIn(popup, request, /^TERMO DE TRANSFERÊNCIA Nº \d+\/\d{4}$/);
    expect(doc.url.pathname).toMatch(/^\/patrimonio\/bempatrimonial\/termos\//);
    expect(doc.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (SHOTS) writeFileSync(`${SHOTS}/termo-lote.pdf`, doc.bytes);
    await popup.close();

    // The header's bell: keyboard reachable, its drawer closed by Esc.
    const bell = page.getByTestId('notifications-button');
    await bell.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog').filter({ hasText: 'Notificações' });
    await expect(drawer).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sino-1440.png` });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/lista-390.png`, fullPage: true });
      await page.getByTestId('notifications-button').click();
      await expect(drawer).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/sino-390.png` });
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.getByRole('button', { name: 'Baixar', exact: true }).click();
      await expect(page.getByRole('dialog').filter({ hasText: 'Baixar bens em lote' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/lote-baixa-390.png` });
    }
  });
});
