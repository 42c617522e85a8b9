import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { completeCnpj, formatCpfCnpj, LOCAL_HEADER } from '@gp/shared-contracts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { acceptPendingByTermo } from '../support/aceite-termo.js';
import { API_URL } from '../support/ports.js';
import { chooseOption } from '../support/select.js';
import { COMPANIES, signIn, USERS, type UserKey } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';
import { readToast, toast } from '../support/toasts.js';

/**
 * The patrimônio area end to end, on the built host with the built remote-patrimonio and API: as admin,
 * a supplier (alphanumeric CNPJ), a category, an asset with a photo and a PDF, its transfer from the
 * list's movement modal, its history, more attachments each with its own progress, and the supplier
 * deactivated with a reason; as consulta, the same records without a single write control, and the
 * API's 403 when trying anyway.
 */

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const fixture = (name: string) => join(FIXTURES, name);
/** A fixture as a file payload, so it can be chosen together with a file made in the test. */
const payload = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(fixture(name)) });

/** Names unique to this run, so a rerun on the same database finds its own records. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const SUPPLIER = {
  // 12 letters and digits of the run, completed with the two check digits (alphanumeric CNPJ).
  cnpj: completeCnpj(`E2E${RUN}0001`.padEnd(12, '0').slice(0, 12)),
  razaoSocial: `Móveis Patrimônio ${RUN} Ltda`,
};
const CATEGORY = `Mobiliário de reunião ${RUN}`;
const ASSET = `Mesa de reunião oval ${RUN}`;
const REASON = 'Empresa encerrou as atividades (baixa na Receita Federal).';

/** What the admin's steps leave for the later ones. */
const state = { assetId: '', assetCode: 0 };

/** Opens the antd select labelled `label`, optionally types, and picks the option whose text is `option`. */
async function choose(page: Page, label: string, option: string, search?: string) {
  await chooseOption(page, page.getByLabel(label, { exact: true }), option, search);
}

const tableRow = (page: Page, text: string | RegExp): Locator =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

/** Signs in through the API: the token and the location header of the user's Prefeitura location. */
async function apiSession(request: APIRequestContext, user: UserKey) {
  const response = await request.post(`${API_URL}/session`, {
    data: { username: USERS[user].username, password: USERS[user].password },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    token: string;
    user: { id: string };
    locais: { id: string; empresa: { no_empresa: string } }[];
  };
  const local = body.locais.find((l) => l.empresa.no_empresa === COMPANIES.prefeitura);
  if (!local) throw new Error(`${user} sem local na Prefeitura`);
  return {
    userId: body.user.id,
    headers: { Authorization: `Bearer ${body.token}`, [LOCAL_HEADER]: local.id },
  };
}

/** The asset list filtered by the run's asset. */
async function openAssetList(page: Page) {
  await sidebarLink(page, 'Bens Patrimoniais').click();
  await expect(page).toHaveURL(/\/app\/patrimonio$/);
  await page.getByLabel('Buscar bens').fill(String(state.assetCode));
  await page.getByLabel('Buscar bens').press('Enter');
  await expect(tableRow(page, ASSET)).toHaveCount(1);
}

test.describe('patrimônio', () => {
  // Each step uses what the previous ones created.
  test.describe.configure({ mode: 'serial' });

  test('admin creates a supplier with an alphanumeric CNPJ, checked digit by digit', async ({ page }) => {
    await signIn(page, 'admin');
    await sidebarLink(page, 'Fornecedores').click();
    await expect(page).toHaveURL(/\/app\/patrimonio\/fornecedor$/);
    await expect(page.getByText('Consulte abaixo os fornecedores cadastrados')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/\/app\/patrimonio\/fornecedor\/criar$/);

    // A wrong check digit is caught while typing, under the field.
    const wrong = `${SUPPLIER.cnpj.slice(0, 13)}${(Number(SUPPLIER.cnpj[13]) + 1) % 10}`;
    const cnpj = page.getByLabel('CNPJ', { exact: true });
    await cnpj.fill(wrong.toLowerCase());
    await expect(cnpj).toHaveValue(formatCpfCnpj(wrong));
    await page.getByLabel('Razão social').fill(SUPPLIER.razaoSocial);
    await expect(page.getByText('CNPJ inválido: confira os dígitos verificadores.')).toBeVisible();

    await cnpj.fill(SUPPLIER.cnpj.toLowerCase());
    await expect(cnpj).toHaveValue(formatCpfCnpj(SUPPLIER.cnpj));
    await page.getByLabel('E-mail').fill(`vendas.${RUN.toLowerCase()}@moveis.com.br`);
    await page.getByLabel('Telefone').fill('1133334444');
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 3333-4444');
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    await readToast(page, 'Fornecedor cadastrado com sucesso!');
    await expect(page).toHaveURL(/\/app\/patrimonio\/fornecedor$/);
    await page.getByLabel('Buscar fornecedores').fill(SUPPLIER.razaoSocial);
    await page.getByLabel('Buscar fornecedores').press('Enter');
    const row = tableRow(page, SUPPLIER.razaoSocial);
    await expect(row).toContainText(formatCpfCnpj(SUPPLIER.cnpj));
    // At 1280 px the key column and 'Tipo' both show (the city and the contact leave first).
    await expect(row).toContainText('Pessoa jurídica');
    await expect(row).toContainText('Ativo');
  });

  test('admin creates a category under Patrimônio > Categorias', async ({ page }) => {
    await signIn(page, 'admin');
    await sidebarLink(page, 'Categorias').click();
    await expect(page).toHaveURL(/\/app\/patrimonio\/categorias$/);
    // The STN categories are there (docs/domain.md, "Bens e categorias").
    await expect(tableRow(page, 'Mobiliário em geral').first()).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar categoria' });
    await dialog.getByLabel('Nome').fill(CATEGORY);
    await dialog.getByLabel('Conta contábil (PCASP)').fill('1.2.3.1.1.03.03');
    await dialog.getByLabel('Vida útil (anos)').fill('8');
    await dialog.getByLabel('Valor residual (%)').fill('12,5');
    await dialog.getByRole('button', { name: 'Salvar' }).click();

    await readToast(page, 'Categoria criada com sucesso!');
    await expect(dialog).toBeHidden();
    const row = tableRow(page, CATEGORY);
    await expect(row).toContainText('12,50%');
    await expect(row).toContainText('1.2.3.1.1.03.03');
  });

  test('admin creates an asset with a photo and a PDF, sent one request each after the save', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await sidebarLink(page, 'Bens Patrimoniais').click();
    await expect(page.getByText('Consulte abaixo os bens patrimoniais cadastrados')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/\/app\/patrimonio\/criar$/);

    // The code is proposed from the client's sequence.
    await expect(page.getByLabel('Código (plaqueta)')).not.toHaveValue('');
    for (const section of [
      'Identificação',
      'Classificação',
      'Aquisição e valores',
      'Localização e responsável',
      'Nota fiscal',
      'Detalhes',
      'Observações',
    ]) {
      await expect(
        page.locator('.ant-card-head-title', { hasText: new RegExp(`^${section}$`) }),
      ).toBeVisible();
    }

    await page.getByLabel('Descrição', { exact: true }).fill(ASSET);
    await choose(page, 'Categoria', CATEGORY, CATEGORY);
    // The category proposes its useful life and account.
    await expect(page.getByLabel('Vida útil (meses)')).toHaveValue('96');
    await choose(page, 'Fornecedor', SUPPLIER.razaoSocial, SUPPLIER.razaoSocial);
    await page.getByLabel('Valor de aquisição').fill('1.234,56');
    await page.getByLabel('Valor de aquisição').blur();
    await expect(page.getByLabel('Valor de aquisição')).toHaveValue('1.234,56');
    await choose(page, 'Secretaria', 'Secretaria Municipal de Administração');
    await choose(page, 'Setor', 'Almoxarifado Central');
    await page.getByLabel('Responsável (carga patrimonial)').fill('Maria da Silva');
    await page.getByLabel('Marca').fill('Flexform');

    await page
      .locator('input[type=file]')
      .setInputFiles([fixture('foto-bem.png'), fixture('nota-fiscal.pdf')]);
    const queue = page.getByRole('region', { name: 'Arquivos a enviar' });
    for (const name of ['foto-bem.png', 'nota-fiscal.pdf'])
      await expect(queue.getByRole('listitem', { name })).toContainText('Aguardando envio');

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const created = toast(page, /Bem \d+ cadastrado com sucesso!/);
    await expect(created).toBeVisible();
    state.assetCode = Number((await created.textContent())?.match(/Bem (\d+)/)?.[1]);
    await readToast(page, '2 arquivos enviados com sucesso!');

    await expect(page).toHaveURL(/\/app\/patrimonio\/editar\?id=[0-9a-f-]{36}$/);
    state.assetId = new URL(page.url()).searchParams.get('id') ?? '';
    await expect(page.getByText(`Editar bem ${state.assetCode}`)).toBeVisible();
    await expect(page.getByLabel('Valor de aquisição')).toHaveValue('1.234,56');
    // The change history is on the asset page: the asset and each attachment.
    const history = page.locator('#historico');
    await expect(history.getByText('Cadastro', { exact: true })).toBeVisible();
    await expect(history.getByText('Nome do arquivo: (vazio) → foto-bem.png')).toBeVisible();
    await expect(history.getByText('Nome do arquivo: (vazio) → nota-fiscal.pdf')).toBeVisible();
  });

  test("admin transfers the asset from the list's movement modal and reads its history, newest first", async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    await openAssetList(page);
    await page.getByRole('button', { name: `Movimentar bem ${state.assetCode}` }).click();
    const modal = page.getByRole('dialog').filter({ hasText: `Nova movimentação · bem ${state.assetCode}` });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByText('Secretaria Municipal de Administração / Almoxarifado Central'),
    ).toBeVisible();
    await choose(page, 'Tipo de movimentação', 'Transferência de local (secretaria/setor)');
    await choose(page, 'Secretaria de destino', 'Secretaria Municipal de Educação');
    await choose(page, 'Setor de destino', 'Escola Municipal Centro');
    await modal.getByRole('button', { name: 'Registrar movimentação' }).click();

    // To another setor: it waits for the aceite of the school's head (decision 062); nothing moved yet.
    await expect(
      toast(page, 'Transferência aguardando o aceite de Profa. Helena Prado.').getByRole('link', {
        name: 'Ver aceites',
      }),
    ).toHaveAttribute('href', '/app/patrimonio/aceites');
    await readToast(page, 'Transferência aguardando o aceite de Profa. Helena Prado.');
    await expect(modal).toBeHidden();
    await expect(tableRow(page, ASSET)).toContainText('Almoxarifado Central');
    // Her signed paper termo, recorded by the clerk, books the transfer asked.
    await acceptPendingByTermo(request, state.assetId);
    await page.reload();
    await page.getByLabel('Buscar bens').fill(String(state.assetCode));
    await page.getByLabel('Buscar bens').press('Enter');
    await expect(tableRow(page, ASSET)).toContainText('Secretaria Municipal de Educação');
    await expect(tableRow(page, ASSET)).toContainText('Escola Municipal Centro');

    await page.getByRole('button', { name: `Histórico do bem ${state.assetCode}` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/patrimonio/movimentacao/${state.assetId}$`));
    const rows = page.getByRole('region', { name: 'Histórico de movimentações' }).locator('tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Transferência de local (secretaria/setor)');
    await expect(rows.nth(0)).toContainText(
      'Para Secretaria Municipal de Educação / Escola Municipal Centro',
    );
    await expect(rows.nth(1)).toContainText('Incorporação');
    await expect(rows.nth(1)).toContainText('R$ 1.234,56');
    // Movements are history: nothing to edit or delete; the transfer's only action issues its termo.
    const actions = page
      .getByRole('region', { name: 'Histórico de movimentações' })
      .locator('tbody')
      .getByRole('button');
    await expect(actions).toHaveCount(1);
    await expect(actions).toHaveAccessibleName(`Emitir termo da movimentação do bem ${state.assetCode}`);

    // A refusal of the server arrives as its own message.
    await page.getByRole('button', { name: 'Nova movimentação' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/app/patrimonio/movimentacao/${state.assetId}/criar/${state.assetCode}$`),
    );
    await choose(page, 'Tipo de movimentação', 'Redução ao valor recuperável');
    await page.getByRole('textbox', { name: 'Valor recuperável' }).fill('5.000,00');
    await page.getByRole('button', { name: 'Registrar movimentação' }).click();
    await expect(
      toast(page, 'O valor recuperável deve ser menor que o valor atual (1234.56).'),
    ).toBeVisible();
    await expect(
      page.getByText('O valor recuperável deve ser menor que o valor atual (1234.56).'),
    ).toHaveCount(2);
  });

  test('admin previews the attachments and sends more, each with its own progress and error', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openAssetList(page);
    await page.getByRole('button', { name: `Anexos do bem ${state.assetCode}` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/patrimonio/anexo/${state.assetId}$`));
    const files = page.getByRole('region', { name: 'Anexos do bem' });
    // The type as a person says it, never the MIME type.
    await expect(tableRow(page, 'foto-bem.png')).toContainText('Imagem PNG');
    await expect(tableRow(page, 'nota-fiscal.pdf')).toContainText('PDF');
    await expect(tableRow(page, 'nota-fiscal.pdf')).not.toContainText('application/pdf');

    await files.getByRole('button', { name: 'Visualizar foto-bem.png' }).click();
    const preview = page.getByRole('dialog').filter({ hasText: 'foto-bem.png' });
    await expect(preview.getByRole('img', { name: 'foto-bem.png' })).toBeVisible();
    await expect
      .poll(() =>
        preview
          .getByRole('img', { name: 'foto-bem.png' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(48);
    await preview.getByRole('button', { name: 'Fechar' }).click();
    await files.getByRole('button', { name: 'Visualizar nota-fiscal.pdf' }).click();
    await expect(page.locator('iframe[title="Pré-visualização de nota-fiscal.pdf"]')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('button', { name: 'Enviar arquivos' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/patrimonio/anexo/${state.assetId}/upload$`));

    // A file big enough, on a slowed upload link, for its bar to be seen between 0 and 100.
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.from(`%${'0'.repeat(98)}\n`.repeat(3000)),
      Buffer.from('%%EOF\n'),
    ]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 100 * 1024,
    });

    await page
      .locator('input[type=file]')
      .setInputFiles([
        payload('foto-plaqueta.png', 'image/png'),
        { name: 'relatorio-vistoria.pdf', mimeType: 'application/pdf', buffer: big },
        payload('programa.exe', 'application/octet-stream'),
        payload('laudo.pdf', 'application/pdf'),
      ]);
    await page.getByRole('button', { name: 'Enviar 4 arquivos' }).click();

    const bar = (name: string) => page.getByRole('progressbar', { name: `Progresso de ${name}` });
    await expect
      .poll(async () => Number(await bar('relatorio-vistoria.pdf').getAttribute('aria-valuenow')), {
        intervals: [100],
      })
      .toBeGreaterThan(0);
    expect(Number(await bar('relatorio-vistoria.pdf').getAttribute('aria-valuenow'))).toBeLessThan(100);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const item = (name: string) => page.getByRole('listitem', { name });
    for (const name of ['foto-plaqueta.png', 'relatorio-vistoria.pdf', 'laudo.pdf']) {
      await expect(item(name).getByText('Enviado')).toBeVisible({ timeout: 30_000 });
      await expect(bar(name)).toHaveAttribute('aria-valuenow', '100');
    }
    // The refused file shows the server's reason on its own row; the others were stored anyway.
    await expect(item('programa.exe').getByRole('alert')).toContainText('não é de um tipo aceito');
    await readToast(page, '3 arquivos enviados com sucesso!');
    await readToast(page, '1 arquivo não pôde ser enviado. Veja o motivo em cada um.');

    await page.getByRole('button', { name: 'Ver anexos' }).click();
    await expect(page.getByRole('region', { name: 'Anexos do bem' }).locator('tr.ant-table-row')).toHaveCount(
      5,
    );
  });

  test('admin deactivates the supplier with a required reason', async ({ page, request }) => {
    await signIn(page, 'admin');
    await sidebarLink(page, 'Fornecedores').click();
    await page.getByLabel('Buscar fornecedores').fill(SUPPLIER.razaoSocial);
    await page.getByLabel('Buscar fornecedores').press('Enter');
    await page.getByRole('button', { name: `Inativar fornecedor ${SUPPLIER.razaoSocial}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Inativar fornecedor' });
    await dialog.getByRole('button', { name: 'Inativar' }).click();
    await expect(dialog.getByText('Informe o motivo da inativação.')).toBeVisible();
    await dialog.getByLabel('Motivo').fill(REASON);
    await dialog.getByRole('button', { name: 'Inativar' }).click();

    await readToast(page, 'Fornecedor inativado com sucesso!');
    await expect(tableRow(page, SUPPLIER.razaoSocial)).toContainText('Inativo');

    // The status call recorded the reason and the signed-in user as the one who deactivated.
    const admin = await apiSession(request, 'admin');
    const found = await request.get(`${API_URL}/patrimonio/fornecedor`, {
      headers: admin.headers,
      params: { search: SUPPLIER.razaoSocial },
    });
    const [supplier] = (
      (await found.json()) as { data: { ativo: boolean; motivo: string; user_id_inativa: string }[] }
    ).data;
    expect(supplier).toMatchObject({ ativo: false, motivo: REASON, user_id_inativa: admin.userId });

    await page.getByRole('button', { name: `Editar fornecedor ${SUPPLIER.razaoSocial}` }).click();
    await expect(page.getByText(`Motivo: ${REASON}`)).toBeVisible();
  });

  test('consulta sees the asset, its history and files, and the supplier, with no write control', async ({
    page,
  }) => {
    await signIn(page, 'consulta');
    await openAssetList(page);
    await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Movimentar bem ${state.assetCode}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Editar bem ${state.assetCode}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Detalhes do bem ${state.assetCode}` }).click();
    await expect(page.getByText(`Bem ${state.assetCode}`, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue(ASSET);
    await expect(page.getByLabel('Descrição', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Registrar movimentação' })).toHaveCount(0);
    await expect(page.locator('#historico').getByText('Movimentação', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Movimentações' }).click();
    await expect(page.locator('tr.ant-table-row').first()).toContainText('Transferência de local');
    await expect(page.getByRole('button', { name: 'Nova movimentação' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Anexos' }).click();
    await expect(tableRow(page, 'foto-bem.png')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar arquivos' })).toHaveCount(0);

    await sidebarLink(page, 'Fornecedores').click();
    await page.getByLabel('Buscar fornecedores').fill(SUPPLIER.razaoSocial);
    await page.getByLabel('Buscar fornecedores').press('Enter');
    await expect(tableRow(page, SUPPLIER.razaoSocial)).toContainText('Inativo');
    await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Inativar|Ativar) fornecedor/ })).toHaveCount(0);

    await sidebarLink(page, 'Categorias').click();
    await expect(tableRow(page, CATEGORY)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar categoria/ })).toHaveCount(0);

    // Write routes opened by URL answer the Portuguese 403.
    for (const path of [
      '/app/patrimonio/criar',
      `/app/patrimonio/anexo/${state.assetId}/upload`,
      `/app/patrimonio/movimentacao/${state.assetId}/criar/${state.assetCode}`,
      '/app/patrimonio/fornecedor/criar',
    ]) {
      await page.goto(path);
      await expect(page.getByText('Acesso negado', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Você não tem permissão para acessar esta página com o local selecionado.'),
      ).toBeVisible();
    }
  });

  test('consulta is refused by the API when writing anyway', async ({ request }) => {
    const consulta = await apiSession(request, 'consulta');
    const utils = await request.get(`${API_URL}/utils/bempatrimonial`, { headers: consulta.headers });
    expect(utils.ok()).toBe(true);
    const { categorias, secretarias } = (await utils.json()) as {
      categorias: { id: string; tipo_bem: string }[];
      secretarias: { id: string }[];
    };
    const categoria = categorias.find((c) => c.tipo_bem === 'movel');

    const attempts = [
      request.post(`${API_URL}/patrimonio/bempatrimonial/create`, {
        headers: consulta.headers,
        data: {
          descricao: 'Tentativa sem permissão',
          categoria_id: categoria?.id,
          tipo: 'movel',
          estado_conservacao: 'novo',
          TipoIncorporacao: 1,
          data_aquisicao: '2025-01-10',
          valor_aquisicao: '10.00',
          secretaria_id: secretarias[0]?.id,
        },
      }),
      request.put(`${API_URL}/patrimonio/bempatrimonial/${state.assetId}`, {
        headers: consulta.headers,
        data: { id: state.assetId, descricao: 'Alterado sem permissão' },
      }),
      request.post(`${API_URL}/patrimonio/movimentacaobem/create`, {
        headers: consulta.headers,
        data: { bempatrimonial_id: state.assetId, TipoMovimentacao: 4, MotivoBaixa: 5 },
      }),
      request.post(`${API_URL}/patrimonio/bempatrimonial/upload/${state.assetId}`, {
        headers: consulta.headers,
        multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
      }),
      request.post(`${API_URL}/patrimonio/fornecedor/create`, {
        headers: consulta.headers,
        data: { tipo_pessoa: 'J', cpf_cnpj: completeCnpj('998877660001'), razao_social: 'Sem permissão' },
      }),
      request.put(`${API_URL}/patrimonio/fornecedor/id`, {
        headers: consulta.headers,
        data: { id: state.assetId, ativo: true },
      }),
      request.post(`${API_URL}/patrimonio/categoriabem/create`, {
        headers: consulta.headers,
        data: {
          nome: 'Sem permissão',
          tipo_bem: 'movel',
          conta_contabil: '1.2.3.1.1.01.01',
          vida_util_anos: 5,
          valor_residual_percentual: '10',
          depreciavel: true,
        },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status(), response.url()).toBe(403);
      expect(((await response.json()) as { status: string }).status).toBe('Error');
    }

    // Reading stays allowed, and nothing changed.
    const asset = await request.get(`${API_URL}/patrimonio/bempatrimonial/${state.assetId}`, {
      headers: consulta.headers,
    });
    expect(asset.ok()).toBe(true);
    expect(await asset.json()).toMatchObject({ descricao: ASSET, situacao: 'em_uso' });
  });
});
