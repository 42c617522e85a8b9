import { writeFileSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { documentIn } from '../support/documents.js';
import { chooseOption } from '../support/select.js';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * Carga patrimonial, its main path as the Prefeitura's admin (decision 051): a servidor registered, an
 * asset transferred to him and then taken out in a cautela, each aceite recorded by its signed paper
 * termo, the carga showing the asset and its exact total, the nada consta refused while the cautela is
 * open, and the cautela's return. The rules (flags, required reason, totals, who is notified) are tested
 * in the API and component suites. SHOTS_DIR (optional): the screens at 1440 and 390 px and a nada
 * consta's PDF.
 */
const SHOTS = process.env.SHOTS_DIR;
/** Each screen's first open fetches its chunk: on a shared machine that may take more than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Opens the movement dialog of `row` and asks a cautela or a transfer of it to `servidor`. */
async function pedir(
  page: Page,
  row: Locator,
  codigo: string,
  what: 'cautela' | 'transferencia',
  servidor: string,
) {
  await row.getByRole('button', { name: `Movimentar bem ${codigo}` }).click();
  const modal = page.getByRole('dialog').filter({ hasText: `Nova movimentação · bem ${codigo}` });
  await modal
    .getByRole('button', { name: what === 'cautela' ? 'Pedir cautela' : 'Transferir responsabilidade' })
    .click();
  const dialog = page.getByRole('dialog').filter({
    hasText:
      what === 'cautela' ? `Cautela · bem ${codigo}` : `Transferência de responsabilidade · bem ${codigo}`,
  });
  await chooseOption(
    page,
    dialog.getByLabel(what === 'cautela' ? 'Recebedor' : 'Novo responsável'),
    servidor,
    servidor,
  );
  if (what === 'cautela') {
    await dialog.getByLabel('Destino').fill('Praça central');
    const retorno = dialog.getByLabel('Retorno previsto');
    await retorno.fill(
      new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
    );
    await retorno.press('Enter');
  }
  await dialog.getByLabel('Motivo').fill('Evento da prefeitura');
  await dialog
    .getByRole('button', { name: what === 'cautela' ? 'Pedir cautela' : 'Pedir transferência' })
    .click();
  await expect(page.getByText(/aguarda o aceite/).first()).toBeVisible();
}

/** On the aceites page, records the pending request of the asset by its signed paper termo. */
async function registrarTermo(page: Page, codigo: string, descricao: string) {
  await sidebarLink(page, 'Aceites e cautelas').click();
  const row = page
    .getByRole('row')
    .filter({ hasText: `${codigo} – ${descricao}` })
    .filter({ hasText: 'Aguardando aceite' });
  await expect(row).toBeVisible();
  await row
    .locator('input[type=file]')
    .setInputFiles({ name: 'termo-assinado.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Termo assinado registrado: aceite concluído.')).toBeVisible({
    timeout: 20_000,
  });
}

test('admin puts an asset in a servidor’s carga, takes it out in a cautela and is refused the nada consta', async ({
  page,
  request,
}) => {
  // The screenshots and the nada consta's PDF (SHOTS_DIR) take their own time on a busy machine.
  test.setTimeout(SHOTS ? 300_000 : 120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const nome = `Servidora E2E ${Date.now().toString(36)}`;

  await sidebarLink(page, 'Servidores').click();
  // The area's chunks come on first use: a shared machine may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Servidores' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const form = page.getByRole('dialog').filter({ hasText: 'Adicionar servidor' });
  await form.getByLabel('Nome').fill(nome);
  await form.getByLabel('Cargo').fill('Técnica administrativa');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Servidor cadastrado com sucesso!')).toBeVisible();

  // The list's second asset (the demo's office chair): its code, description and current value.
  await sidebarLink(page, 'Bens Patrimoniais').click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').nth(1);
  await expect(row).toBeVisible();
  // The list's loading rows are skeletons: read the row once it holds the asset's code.
  await expect(row.locator('td').nth(1)).toHaveText(/^\d+$/);
  const codigo = (await row.locator('td').nth(1).textContent())?.trim() ?? '';
  const descricao = (await row.locator('td').nth(2).textContent())?.trim() ?? '';
  const valor = (await row.locator('td').filter({ hasText: /^R\$/ }).last().textContent())?.trim() ?? '';

  await pedir(page, row, codigo, 'transferencia', nome);
  await registrarTermo(page, codigo, descricao);
  await sidebarLink(page, 'Bens Patrimoniais').click();
  await pedir(
    page,
    page.getByRole('row').filter({ hasText: descricao }).filter({ hasText: codigo }).first(),
    codigo,
    'cautela',
    nome,
  );
  await registrarTermo(page, codigo, descricao);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/aceites-1440.png`, fullPage: true });

  await sidebarLink(page, 'Carga patrimonial').click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Servidor' }), nome, nome);
  await expect(page.getByText(`1 bem · valor total ${valor}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: descricao })).toContainText(valor);
  await page.getByRole('button', { name: 'Nada consta' }).click();
  const recusa = page.getByRole('alert').filter({ hasText: 'Nada consta recusado' });
  await expect(recusa).toContainText(`${nome} responde por 1 bem e tem uma cautela em aberto.`);
  await expect(recusa).toContainText(`Cautela do bem ${codigo}`);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/carga-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/carga-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  // The cautela comes back: it closes.
  await sidebarLink(page, 'Aceites e cautelas').click();
  const aberta = page
    .getByRole('row')
    .filter({ hasText: `${codigo} – ${descricao}` })
    .filter({ hasText: 'Aceito' })
    .filter({ hasText: 'Praça central' });
  await expect(aberta).toBeVisible();
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/aceites-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await aberta.getByRole('button', { name: /Registrar devolução/ }).click();
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText('Devolução registrada.')).toBeVisible();

  if (SHOTS) {
    // A servidor with nothing: the nada consta opens as its verifiable PDF.
    const api = await apiAs(request, 'admin', 'prefeitura');
    const livre = await api.post<{ id: string }>('/patrimonio/servidor/create', { nome: `${nome} sem bens` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/app/patrimonio/carga?servidor=${livre.body.id}`);
    await expect(page.getByText('0 bens · valor total R$ 0,00')).toBeVisible();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Nada consta' }).click(),
    ]);
    const doc = await documentIn(popup, request, /NADA CONSTA/i);
    writeFileSync(`${SHOTS}/nada-consta.pdf`, doc.bytes);
    await popup.close();
  }
});
