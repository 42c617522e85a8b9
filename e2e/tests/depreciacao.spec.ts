import { monthName, periodLabel, periodName } from '@gp/shared-contracts';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { chooseOption } from '../support/select.js';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';
import { readToast, toast } from '../support/toasts.js';

/**
 * The monthly depreciation end to end, as admin on the demo data: the implantação month set to this
 * month (the demo assets were all incorporated this year, their movements today), the month processed
 * in the background, its items and PCASP totals, its accounting events exported, the month closed, a
 * transfer dated in it refused, reopened with a reason, and the run reversed. The spec leaves the client as it found it (no month
 * processed, no implantação), since the other specs create assets and movements dated today.
 */

/** This month in Brasília (the API's calendar). */
const today = new Date(Date.now() - 3 * 3_600_000);
const MES = today.getUTCMonth() + 1;
const ANO = today.getUTCFullYear();
const NOME = periodName({ mes: MES, ano: ANO });
const LABEL = periodLabel({ mes: MES, ano: ANO });

const monthRow = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: NOME });

async function openDepreciacao(page: Page) {
  await sidebarLink(page, 'Depreciação').click();
  await expect(page).toHaveURL(/\/app\/patrimonio\/depreciacao/);
  await expect(page.getByRole('heading', { level: 1, name: 'Depreciação' })).toBeVisible();
}

/** Whatever a failed run left: the month reopened, reversed, and the implantação unset. */
async function restore(request: Parameters<typeof apiAs>[0]) {
  const api = await apiAs(request, 'admin', 'prefeitura');
  const body = { mes: MES, ano: ANO };
  const { body: meses } = await api.get<{ meses: { mes: number; estado: string }[] }>(
    `/patrimonio/depreciacao?ano=${ANO}`,
  );
  const estado = meses.meses.find((m) => m.mes === MES)?.estado;
  if (estado === 'fechado')
    await api.post('/patrimonio/depreciacao/reabrir', { ...body, motivo: 'Limpeza do teste e2e' });
  if (estado === 'fechado' || estado === 'processado')
    await api.post('/patrimonio/depreciacao/estornar', body);
  await api.put('/patrimonio/depreciacao/configuracao', { primeiro_mes: 'integral', implantacao: null });
}

test.describe('Depreciação', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ request }) => restore(request));
  test.afterAll(async ({ request }) => restore(request));

  test('admin processes this month, reads items and account totals, closes it, sees a transfer refused, reopens and reverses it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin');
    await openDepreciacao(page);
    await expect(
      page.getByText('Defina o mês de implantação na configuração para começar a depreciar os bens.'),
    ).toBeVisible();

    // The implantação month: this one.
    await page.getByRole('button', { name: 'Alterar configuração' }).click();
    const config = page.getByRole('dialog').filter({ hasText: 'Configuração da depreciação' });
    const mesNome = monthName(MES);
    await chooseOption(page, config.getByLabel('Mês de implantação', { exact: true }), mesNome, mesNome);
    await config.getByLabel('Ano de implantação', { exact: true }).fill(String(ANO));
    await config.getByRole('button', { name: 'Salvar' }).click();
    await readToast(page, 'Configuração salva.');
    await expect(page.getByText(`Próximo mês a processar: ${NOME}.`)).toBeVisible();

    // Processar: the current, unfinished month is confirmed with what it locks, run in the background,
    // followed until processed.
    await page.getByRole('button', { name: `Processar ${NOME}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Processar ${LABEL}` });
    await expect(confirm).toContainText(`${NOME} ainda não terminou.`);
    await expect(confirm).toContainText('baixas, incorporações de NF-e, incorporações de obras');
    await confirm.getByRole('button', { name: 'Processar' }).click();
    await readToast(page, 'Processamento iniciado.');
    await expect(monthRow(page)).toContainText('Processado', { timeout: 30_000 });
    await expect(monthRow(page)).toContainText('Administrador da Prefeitura');

    // The month's detail: one line per asset, the totals per PCASP account.
    await page.getByRole('link', { name: NOME }).click();
    await expect(page).toHaveURL(new RegExp(`/app/patrimonio/depreciacao/${ANO}/${MES}`));
    await expect(page.getByRole('heading', { level: 1, name: `Depreciação de ${NOME}` })).toBeVisible();
    const contas = page.getByRole('region', { name: 'Totais por conta contábil' });
    await expect(contas.locator('tr.ant-table-row').first()).toContainText(/\d\.\d\.\d/);
    await expect(page.getByText(/^Total do mês: \d+ bens, depreciação R\$ /)).toBeVisible();
    await expect(page.getByText('Notebook').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar itens' }).click();
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    expect((await download).suggestedFilename()).toBe(
      `depreciacao-itens-${String(MES).padStart(2, '0')}-${ANO}.csv`,
    );
    // An asset's page draws its book value over the processed month and the rest of its useful life.
    await page
      .getByRole('link', { name: /^Notebook/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/app\/patrimonio\/editar\?id=/);
    const chart = page.getByRole('img', { name: new RegExp(`^Valor contábil de R\\$ .* em ${LABEL}`) });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('aria-label', /previsto R\$ .* \(residual\)/);

    // The processed month's accounting events and RMB (decision 065): exported, the hash shown.
    await sidebarLink(page, 'Contabilidade').click();
    await expect(page).toHaveURL(/\/app\/patrimonio\/contabilidade/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contabilidade' })).toBeVisible();
    const periodo = `${String(MES).padStart(2, '0')}/${ANO}`;
    const lancamentos = page.getByRole('region', { name: `Lançamentos de ${periodo}` });
    await expect(lancamentos.getByText(/Depreciação do mês/).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('table', { name: `RMB de ${periodo}` })).toContainText('Total geral');
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar para a contabilidade' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    expect((await exported).suggestedFilename()).toBe(`lancamentos-${periodo.replace('/', '-')}.csv`);
    await expect(page.getByText(/^SHA-256 [0-9a-f]{64}$/)).toBeVisible();
    await openDepreciacao(page);

    // Fechar: from then on the month takes no movement.
    await page.getByRole('button', { name: `Fechar ${NOME}` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: `Fechar ${LABEL}` })
      .getByRole('button', { name: 'Fechar' })
      .click();
    await readToast(page, 'Mês fechado.');
    await expect(monthRow(page)).toContainText('Fechado');
    // The dashboard tells how far the depreciation went, under the book value it lowered.
    await page.goto('/app');
    await expect(page.getByRole('link', { name: /^Valor contábil\s*R\$/ })).toContainText(
      `Depreciado até ${LABEL} · fechado até ${LABEL}`,
    );

    const api = await apiAs(request, 'admin', 'prefeitura');
    const { body: bens } = await api.get<{ data: { id: string; CodigoBEM: number }[] }>(
      '/patrimonio/bempatrimonial?limit=1',
    );
    const bem = bens.data[0]!;
    await page.goto(`/app/patrimonio/movimentacao/${bem.id}/criar/${bem.CodigoBEM}`);
    await chooseOption(
      page,
      page.getByLabel('Tipo de movimentação', { exact: true }),
      'Transferência de local (secretaria/setor)',
    );
    await chooseOption(
      page,
      page.getByLabel('Secretaria de destino', { exact: true }),
      'Secretaria Municipal de Saúde',
    );
    await page.getByRole('button', { name: 'Registrar movimentação' }).click();
    await expect(toast(page, `O mês ${LABEL} está fechado na depreciação`)).toBeVisible();

    // Reabrir needs a reason; then Estornar takes the month back to not processed.
    await openDepreciacao(page);
    await page.getByRole('button', { name: `Reabrir ${NOME}` }).click();
    const reabrir = page.getByRole('dialog').filter({ hasText: `Reabrir ${LABEL}` });
    await reabrir.getByRole('button', { name: 'Reabrir' }).click();
    await expect(reabrir.getByText('Informe o motivo.')).toBeVisible();
    await reabrir.getByLabel('Motivo').fill('Lançamento de nota fiscal recebida com atraso');
    await reabrir.getByRole('button', { name: 'Reabrir' }).click();
    await readToast(page, 'Mês reaberto.');
    await expect(monthRow(page)).toContainText('Processado');

    await page.getByRole('button', { name: `Estornar ${NOME}` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: `Estornar ${LABEL}` })
      .getByRole('button', { name: 'Estornar' })
      .click();
    await readToast(page, 'Depreciação estornada.');
    await expect(monthRow(page)).toContainText('Não processado');
  });
});
