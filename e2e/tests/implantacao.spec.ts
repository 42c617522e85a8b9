import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * Implantação, its main path as the Prefeitura's admin (docs/domain.md, "Implantação"): a Windows-1252 CSV
 * of five assets (one with an impossible date) sent, previewed without mojibake, mapped with the API's
 * suggestion, dry run with its one error, committed as a job, the four assets found in the asset list,
 * and the import undone. The mapping's rules, the presets and the flags are tested in the API and
 * component suites.
 */

const RUN = Date.now().toString(36);
const hoje = new Date();
type Config = { primeiro_mes: string; implantacao: { mes: number; ano: number } | null };
let anterior: Config | null = null;

/** The file an old system exports: Latin-1 (Windows-1252) bytes, ';' separated, a header line. */
function planilha() {
  const linhas = [
    'Código origem;Descrição;Categoria;Data aquisição;Valor;Secretaria',
    ...[1, 2, 3, 4, 5].map(
      (n) =>
        `${RUN}-${n};Carteira escolar ${RUN} nº ${n};Mobiliário em geral;${n === 3 ? '31/02/2020' : `1${n}/03/2020`};1.234,5${n};Secretaria Municipal de Educação`,
    ),
  ];
  return Buffer.from(`${linhas.join('\r\n')}\r\n`, 'latin1');
}

test.beforeAll(async ({ request }) => {
  // The cut-over is this month (the acquisitions are before it); the settings are put back afterwards.
  const api = await apiAs(request, 'admin', 'prefeitura');
  anterior = (await api.get<Config>('/patrimonio/depreciacao/configuracao')).body;
  const config = await api.put('/patrimonio/depreciacao/configuracao', {
    primeiro_mes: anterior.primeiro_mes,
    implantacao: { mes: hoje.getMonth() + 1, ano: hoje.getFullYear() },
  });
  expect(config.status).toBe(200);
});
test.afterAll(async ({ request }) => {
  if (!anterior) return;
  const api = await apiAs(request, 'admin', 'prefeitura');
  await api.put('/patrimonio/depreciacao/configuracao', anterior);
});

test('admin brings an old register in from a Windows-1252 CSV, commits the valid rows and undoes it', async ({
  page,
}, testInfo) => {
  // About 30 s on a quiet machine; the screens' chunks and the job come slower on a loaded one.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  // Kept with the run's results, to look at each step as a user does, at 1440 and 390 px.
  const shot = async (name: string) => {
    await page.screenshot({ path: testInfo.outputPath(`implantacao-${name}-1440.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`implantacao-${name}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  const etapa = (name: string) => page.getByRole('region', { name: `Etapa: ${name}` });

  await sidebarLink(page, 'Implantação').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Implantação' })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('table', { name: 'Importações' }).or(page.getByText('Nenhuma importação ainda.')),
  ).toBeVisible();
  await shot('lista');
  await page.getByRole('button', { name: 'Nova importação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova importação' })).toBeVisible();
  // The registers the API says the administrator may bring in, assets chosen.
  const cadastros = page.getByRole('radiogroup', { name: 'Cadastro que o arquivo traz' });
  await expect(cadastros.getByRole('radio', { name: 'Referências NCM' })).toBeVisible();
  await expect(cadastros.getByRole('radio')).toHaveCount(4);
  await expect(cadastros.getByRole('radio', { name: 'Bens móveis e imóveis' })).toBeChecked();
  await shot('arquivo');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: `bens-${RUN}.csv`, mimeType: 'text/csv', buffer: planilha() });

  // The preview: the accents read right, and how the file was read.
  await expect(page.getByRole('heading', { level: 1, name: `Implantação: bens-${RUN}.csv` })).toBeVisible();
  await expect(etapa('Prévia')).toBeVisible();
  await expect(page.getByText('Windows-1252 (Latin-1)')).toBeVisible();
  await expect(page.getByText('Ponto e vírgula (;)')).toBeVisible();
  await expect(page.getByText('Secretaria Municipal de Educação').first()).toBeVisible();
  await expect(page.getByText(`Carteira escolar ${RUN} nº 1`)).toBeVisible();
  await shot('previa');

  // The mapping: the API's suggestion as it came.
  await page.getByRole('button', { name: 'Próximo: mapeamento' }).click();
  await expect(etapa('Mapeamento')).toBeVisible();
  await expect(page.locator('[data-campo="chave_origem"]')).toContainText('Código origem');
  await expect(page.locator('[data-campo="data_aquisicao"]')).toContainText('Data aquisição');
  await shot('mapeamento');
  await page.getByRole('button', { name: 'Validar (simulação)' }).click();

  // The dry run: four rows ready, one with its error.
  await expect(etapa('Simulação')).toBeVisible();
  await expect(page.getByText('Data inválida: "31/02/2020"', { exact: false })).toBeVisible();
  // The errors' CSV: the row as it was in the file, with its line and message.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar CSV de erros' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`erros-bens-${RUN}.csv`);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(`${RUN}-3;Carteira escolar ${RUN} nº 3;Mobiliário em geral;31/02/2020`);
  expect(csv).toContain('Data inválida');
  await shot('simulacao');
  await page.getByRole('button', { name: 'Gravar 4 bens' }).click();

  // The commit, followed to its end.
  await expect(etapa('Gravação')).toBeVisible();
  await expect(page.getByText('Importação gravada: 4 bens gravados.')).toBeVisible({ timeout: 30_000 });
  await shot('gravacao');
  const importacao = page.url();

  // The four assets are in the register.
  await page.goto(`/app/patrimonio?search=${RUN}`);
  await expect(page.getByText(`Carteira escolar ${RUN} nº 1`).first()).toBeVisible();
  await expect(page.getByText(`Carteira escolar ${RUN} nº 5`).first()).toBeVisible();
  await expect(page.getByText(`Carteira escolar ${RUN} nº 3`)).toHaveCount(0);

  // Undone: they are gone.
  await page.goto(importacao);
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Importação desfeita: os bens que ela gravou foram removidos.')).toBeVisible();
  await shot('desfeita');
  await page.goto(`/app/patrimonio?search=${RUN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bens Patrimoniais' })).toBeVisible();
  await expectNoAsset(page, `Carteira escolar ${RUN} nº 1`);
});

/** The asset list has finished loading and shows no row with this text. */
async function expectNoAsset(page: Page, text: string) {
  await expect(page.getByText(/Nenhum registro encontrado|Nenhum bem/).first()).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
}
