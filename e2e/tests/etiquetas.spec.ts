import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { documentIn } from '../support/documents.js';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * Asset labels end to end, as admin on the demo data: one asset's label from its page, the list's report
 * with photos, and a batch for what a search of the list matches on the thermal roll. Each opens a new window with the PDF the API
 * wrote, at its signed link (decision 041): the tab titled with the PDF's title, the file named after it.
 */

/** A day as a document's title and file name carry it (dd-MM-yyyy). */
const DAY = '\\d{2}-\\d{2}-\\d{4}';

/** The PDF a print opened in its window: titled and named as the API wrote it, its bytes a real PDF. */
async function pdfOf(popup: Page, request: APIRequestContext, what: string, path: RegExp) {
  const doc = await documentIn(popup, request, new RegExp(`^${what} – ${DAY}$`));
  expect(doc.url.pathname).toMatch(path);
  expect(doc.name).toBe(`${doc.title}.pdf`);
  expect(doc.inline).toBe(true);
  expect(doc.bytes.length).toBeGreaterThan(1000);
  return doc;
}

test.describe('etiquetas', () => {
  test('admin prints an asset label, the report with photos and a batch of labels for a search', async ({
    page,
    request,
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
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: /Imprimir etiqueta$/ }).click(),
    ]);
    await pdfOf(
      popup,
      request,
      'Etiqueta do bem \\d+',
      /^\/patrimonio\/bempatrimonial\/reports\/etiqueta\/[0-9a-f-]{36}$/,
    );
    await popup.close();
    await page.goBack();
    await expect(first).toContainText(/cadeira/i);

    // The list's 'Relatório com fotos' for the same search: a PDF in its window too.
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    const [report] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByText('Relatório com fotos').click(),
    ]);
    const shown = await pdfOf(
      report,
      request,
      'Relatório de bens com fotos',
      /^\/patrimonio\/bempatrimonial\/reports\/withImage\/aplicacao\/[0-9a-f-]{36}$/,
    );
    expect(shown.url.searchParams.get('search')).toBe('cadeira');
    await report.close();

    // Everything the search matches, on the thermal roll.
    await page.getByRole('button', { name: 'Imprimir etiquetas' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Imprimir etiquetas' });
    await dialog.getByText(/^Todos os bens dos filtros atuais/).click();
    await dialog.getByText('Rolo térmico 50 × 30 mm (uma etiqueta por página)').click();
    await expect(dialog.getByLabel('Posição da primeira etiqueta')).toHaveCount(0);
    const [batch] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Imprimir' }).click(),
    ]);
    const labels = await pdfOf(
      batch,
      request,
      'Etiquetas de bens',
      /^\/patrimonio\/bempatrimonial\/reports\/etiquetas$/,
    );
    expect(labels.url.searchParams.get('search')).toBe('cadeira');
    expect(labels.url.searchParams.get('folha')).toBe('termica50x30');
  });
});
