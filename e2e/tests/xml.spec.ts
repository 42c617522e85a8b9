import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from '../support/select.js';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * The XML area end to end, as admin on the demo data: five NF-e files sent together (a two-line
 * authorised note, the public authorised sample and the three faulty samples, each with its own answer),
 * the two-line note incorporated with its consumables left out, and one of its assets opened: its value
 * with the freight apportioned, its supplier, its incorporation and the XML among its attachments.
 */

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
/** The public NF-e samples the API tests use too (their README says what each import must do). */
const SAMPLES = join(import.meta.dirname, '..', '..', 'api', 'test', 'fixtures', 'nfe');
/** The two-line note (3 school chairs at R$ 120,00 and 2 reams of paper, R$ 8,20 of freight). */
const NOTE = 'nfe-moveis-escolares.xml';
const SUPPLIER = 'COMERCIAL DE MOVEIS ESCOLARES LTDA';

const uploadItem = (page: Page, name: string) => page.getByRole('listitem', { name });

test.describe('XML', () => {
  test.describe.configure({ mode: 'serial' });

  test('admin imports NF-e files, incorporates a note and opens one of its assets', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin');
    await sidebarLink(page, 'XML').click();
    await expect(page).toHaveURL(/\/app\/xml$/);
    await expect(page.getByRole('heading', { level: 1, name: 'XML' })).toBeVisible();

    await page
      .locator('input[type=file]')
      .setInputFiles([
        join(FIXTURES, NOTE),
        join(SAMPLES, 'nfe_layout4_com_prot.xml'),
        join(SAMPLES, 'nfe_layout4.xml'),
        join(SAMPLES, 'nfe_4.0.xml'),
        join(SAMPLES, 'nfce.xml'),
      ]);
    await page.getByRole('button', { name: 'Enviar 5 arquivos' }).click();

    // Each file its own answer: the two authorised notes are imported, each refusal says why.
    for (const name of [NOTE, 'nfe_layout4_com_prot.xml']) {
      await expect(uploadItem(page, name).getByText('Importado:')).toBeVisible({ timeout: 30_000 });
    }
    await expect(uploadItem(page, 'nfe_layout4.xml').getByRole('alert')).toContainText(
      'protocolo de autorização',
    );
    await expect(uploadItem(page, 'nfe_4.0.xml').getByRole('alert')).toContainText(
      /Chave de acesso inválida: dígito verificador \d, esperado \d/,
    );
    await expect(uploadItem(page, 'nfce.xml').getByRole('alert')).toContainText('modelo 65');

    // The list: the note with its key in groups of four, its emitter and total; the refusals kept.
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: SUPPLIER });
    await expect(row).toContainText('3526 0311 4447 7700 0161');
    await expect(row).toContainText('R$ 418,20');
    await expect(row).toContainText('Pendente');
    await expect(
      page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Recusada' }),
    ).toHaveCount(3);

    await uploadItem(page, NOTE).getByRole('link', { name: 'Abrir nota 4521' }).click();
    await expect(page).toHaveURL(/\/app\/xml\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nota fiscal eletrônica' })).toBeVisible();

    // Fornecedor: not registered yet, it will be from the emitter.
    const wizard = page.getByRole('form', { name: 'Incorporação da nota' });
    await expect(wizard).toContainText('Será cadastrado a partir do emitente:');
    await expect(wizard).toContainText(SUPPLIER);
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Itens: the chairs become one asset each, the paper is not incorporated.
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Categoria do item 1' }),
      'Mobiliário em geral',
      'Mobili',
    );
    await chooseOption(
      page,
      // A select without search: its input lies under the chosen value, so the select itself is clicked.
      page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'O que o item 2 se torna' }) }),
      'Não incorporar',
    );
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Custos: the freight split by value (360 : 50) → 7,20 to the chairs: 367,20 over three chairs.
    await expect(wizard).toContainText('3 × R$ 122,40');
    await expect(wizard).toContainText('R$ 367,20');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Destino.
    await chooseOption(
      page,
      page.getByRole('combobox', { name: /^(\* )?Secretaria$/ }),
      'Secretaria Municipal de Administração',
    );
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.getByRole('button', { name: 'Incorporar' }).click();
    const created = page.getByRole('region', { name: 'Bens incorporados' });
    await expect(created.locator('tr.ant-table-row')).toHaveCount(3, { timeout: 30_000 });
    await expect(created).toContainText('R$ 122,40');
    await expect(page.getByText('Incorporada', { exact: true }).first()).toBeVisible();

    // One of the assets: its value, its supplier, its note, its incorporation and the XML attached.
    await created
      .getByRole('link', { name: /^Abrir bem \d+$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/app\/patrimonio\/editar\?id=/);
    await expect(page.getByLabel('Valor de aquisição')).toHaveValue('122,40');
    await expect(page.getByText(SUPPLIER).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver NF-e importada' })).toBeVisible();
    const assetId = new URL(page.url()).searchParams.get('id');
    await page.goto(`/app/patrimonio/movimentacao/${assetId}`);
    await expect(page.locator('.ant-table-tbody')).toContainText('Incorporação');
    await page.goto(`/app/patrimonio/anexo/${assetId}`);
    await expect(
      page
        .getByRole('region', { name: 'Anexos do bem' })
        .locator('tr.ant-table-row')
        .filter({ hasText: NOTE })
        // The type as a person says it, never the MIME type.
        .getByRole('cell', { name: 'XML', exact: true }),
    ).toBeVisible();
  });
});
