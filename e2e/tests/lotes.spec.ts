import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { acceptPendingByTermo } from '../support/aceite-termo.js';
import { documentIn } from '../support/documents.js';
import { chooseOption } from '../support/select.js';
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

  test('a batch transfer to another setor waits for its head’s aceite, accepted by the paper termo', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    await sidebarLink(page, 'Bens Patrimoniais').click();
    await page.getByLabel('Buscar bens').fill('Fogão industrial');
    await page.getByLabel('Buscar bens').press('Enter');
    const row = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: 'Fogão industrial 6 bocas' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Merenda Escolar');
    await row.getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Transferir', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Transferir bens em lote' });
    await chooseOption(page, dialog.getByLabel('Secretaria de destino'), 'Secretaria Municipal de Educação');
    await chooseOption(page, dialog.getByLabel('Setor de destino'), 'Escola Municipal Centro');
    const [answer] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/patrimonio/movimentacaobem/lote'),
      dialog.getByRole('button', { name: 'Transferir', exact: true }).click(),
    ]);
    expect(answer.status()).toBe(202);
    const { aceite } = (await answer.json()) as { aceite: { bem: { id: string } } };
    await expect(page.getByText('Transferência aguardando o aceite de Profa. Helena Prado.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText('1 bem em lote: será movimentado quando o aceite for registrado.'),
    ).toBeVisible();
    await expect(row).toContainText('Merenda Escolar');

    // The director's signed termo, recorded by the clerk, books the batch; the aceites list shows it.
    await acceptPendingByTermo(request, aceite.bem.id);
    await page.getByRole('button', { name: 'Ver aceites' }).click();
    await expect(page).toHaveURL(/\/app\/patrimonio\/aceites$/);
    await expect(
      page.getByRole('row').filter({ hasText: 'Fogão industrial 6 bocas' }).filter({ hasText: 'Aceito' }),
    ).toBeVisible();
  });
});
