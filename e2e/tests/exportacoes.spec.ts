import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * A list's file end to end, as admin on the demo data: 'Exportar' of the asset list saves what its
 * search matches, written by the API from every page (not the page on screen), as a spreadsheet opens it.
 */

test.describe('exportações', () => {
  test('admin exports what a search of the asset list matches, as the CSV a spreadsheet opens', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await sidebarLink(page, 'Bens Patrimoniais').click();
    await page.getByLabel('Buscar bens').fill('cadeira');
    await page.getByLabel('Buscar bens').press('Enter');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(/cadeira/i);
    const shown = await page.getByText(/^Mostrando \d+ de \d+ itens$/).textContent();
    const total = Number(/de (\d+) itens/.exec(shown ?? '')?.[1]);

    await page.getByRole('button', { name: 'Exportar' }).click();
    const [download, answer] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((res) =>
        new URL(res.url()).pathname.endsWith('/patrimonio/bempatrimonial/exportar'),
      ),
      page.getByText('CSV (planilha, separador ;)').click(),
    ]);
    expect(answer.status()).toBe(200);
    const query = new URL(answer.url()).searchParams;
    expect(query.get('search')).toBe('cadeira');
    expect(query.get('formato')).toBe('csv');
    expect(query.has('page')).toBe(false);
    expect(download.suggestedFilename()).toMatch(/^bens-patrimoniais-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\ufeffCódigo;Descrição;Tipo;Categoria;Situação')).toBe(true);
    const rows = text.slice(1).split('\r\n').filter(Boolean).slice(1);
    expect(rows).toHaveLength(total);
    for (const row of rows) expect(row.split(';')[1]).toMatch(/cadeira/i);
  });
});
