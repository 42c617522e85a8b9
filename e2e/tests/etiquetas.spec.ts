import { expect, type Page, type Response, test } from '@playwright/test';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * Asset labels end to end, as admin on the demo data: one asset's label from its page, the list's report
 * with photos, and a batch for what a search of the list matches on the thermal roll. Each opens a new window with the PDF the API
 * wrote (fetched with the token, shown from an object URL); the test reads the PDF's bytes in it.
 */

const isPdf = (path: RegExp) => (res: Response) =>
  path.test(new URL(res.url()).pathname) && res.request().method() === 'GET';

/** The window a print opened: its document is the PDF (an object URL), read back byte by byte. */
async function pdfOf(popup: Page) {
  await expect.poll(() => popup.url(), { timeout: 30_000 }).toMatch(/^blob:/);
  const head = await popup.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
    return { start: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
  });
  expect(head.start).toBe('%PDF-');
  expect(head.size).toBeGreaterThan(1000);
}

test.describe('etiquetas', () => {
  test('admin prints an asset label, the report with photos and a batch of labels for a search', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    await sidebarLink(page, 'Bens Patrimoniais').click();
    await expect(page).toHaveURL(/\/app\/patrimonio$/);
    await page.getByLabel('Buscar bens').fill('cadeira');
    await page.getByLabel('Buscar bens').press('Enter');
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(first).toContainText(/cadeira/i);
    const codigo = ((await first.locator('td').first().textContent()) ?? '').trim();

    // One asset's label: from its page.
    await page.getByRole('button', { name: `Editar bem ${codigo}` }).click();
    await expect(page).toHaveURL(/\/app\/patrimonio\/editar\?id=/);
    const [popup, answer] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse(isPdf(/\/patrimonio\/bempatrimonial\/reports\/etiqueta\/[0-9a-f-]{36}$/)),
      page.getByRole('button', { name: /Imprimir etiqueta$/ }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    await pdfOf(popup);
    await popup.close();
    await page.goBack();
    await expect(first).toContainText(/cadeira/i);

    // The list's 'Relatório com fotos' for the same search: a PDF in its window too.
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    const [report, reportAnswer] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse(
        isPdf(/\/patrimonio\/bempatrimonial\/reports\/withImage\/aplicacao\/[0-9a-f-]{36}$/),
      ),
      page.getByText('Relatório com fotos').click(),
    ]);
    expect(reportAnswer.status()).toBe(200);
    expect(reportAnswer.headers()['content-type']).toContain('application/pdf');
    expect(new URL(reportAnswer.url()).searchParams.get('search')).toBe('cadeira');
    await pdfOf(report);
    await report.close();

    // Everything the search matches, on the thermal roll.
    await page.getByRole('button', { name: 'Imprimir etiquetas' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Imprimir etiquetas' });
    await dialog.getByText(/^Todos os bens dos filtros atuais/).click();
    await dialog.getByText('Rolo térmico 50 × 30 mm (uma etiqueta por página)').click();
    await expect(dialog.getByLabel('Posição da primeira etiqueta')).toHaveCount(0);
    const [batch, batchAnswer] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse(isPdf(/\/patrimonio\/bempatrimonial\/reports\/etiquetas$/)),
      dialog.getByRole('button', { name: 'Imprimir' }).click(),
    ]);
    expect(batchAnswer.status()).toBe(200);
    expect(new URL(batchAnswer.url()).searchParams.get('search')).toBe('cadeira');
    expect(new URL(batchAnswer.url()).searchParams.get('folha')).toBe('termica50x30');
    await pdfOf(batch);
  });
});
