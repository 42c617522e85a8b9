import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { chooseOption } from '../support/select.js';
import { COMPANIES, signIn } from '../support/session.js';
import { readToast } from '../support/toasts.js';

/**
 * The works area (remote-obras) as support works in it: opened by a cold deep link, the demo works
 * listed with their percentage executed, a new work, a measurement of it, the refusal of a measurement
 * past 100 % of the work's value, a follow-up with a photo shown in the work's timeline, and the new
 * figures in the lists; a work whose refused measurement passes once an aditivo covers it, started with its
 * service order, paralisada and reiniciada; a work of its own received definitively and incorporated in the
 * asset register as a new imóvel (the demo's received UBS is left as it is, for the other specs).
 */

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

/**
 * Types a day (dd/MM/yyyy) into the date picker labelled `label` and leaves it with Tab, which keeps the
 * typed day (Enter would also submit the form).
 */
async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

test('support creates a work and its measurements in the works area', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'suporte');

  // A cold deep link: a fresh page load of an address inside the area.
  await page.goto('/app/obras/obra?search=2026');
  const obras = page.getByRole('region', { name: 'Obras' });
  await expect(obras.getByText('Construção da creche municipal do Jardim Primavera')).toBeVisible({
    timeout: 30_000,
  });
  await expect(obras.getByText('002/2026', { exact: true })).toBeVisible();

  // A new work of the Prefeitura.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/obras\/obra\/criar$/);
  // The list (with its own 'Cliente' filter) may still be on its way out as the form arrives.
  await expect(page.getByRole('region', { name: 'Obras' })).toHaveCount(0);
  await chooseOption(
    page,
    page.getByLabel('Cliente', { exact: true }).filter({ visible: true }),
    COMPANIES.prefeitura,
  );
  await page.getByLabel('Número', { exact: true }).fill(`E2E-${RUN}`);
  await page.getByLabel('Objeto', { exact: true }).fill(`Reforma da praça ${RUN}`);
  await chooseOption(page, page.getByLabel('Secretaria responsável', { exact: true }), 'Secretaria');
  await page.getByLabel('Valor contratado', { exact: true }).fill('100.000,00');
  await typeDate(page, 'Início', '01/03/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Obra cadastrada com sucesso!');
  await expect(page).toHaveURL(/\/app\/obras\/obra\/editar\?id=[0-9a-f-]{36}$/);
  await expect(page.getByText(`E2E-${RUN} — Reforma da praça ${RUN}`)).toBeVisible();
  const obraUrl = page.url();

  // Its first measurement, from the work's page.
  await page.getByRole('button', { name: 'Nova medição' }).click();
  await expect(page).toHaveURL(/\/app\/obras\/medicao\/criar\?obra_id=/);
  await expect(page.getByText(/Saldo disponível: R\$\s100\.000,00/)).toBeVisible();
  await page.getByLabel('Valor medido', { exact: true }).fill('30.000,00');
  await typeDate(page, 'Início do período', '01/03/2026');
  await typeDate(page, 'Fim do período', '31/03/2026');
  await typeDate(page, 'Entrega', '05/04/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Medição cadastrada com sucesso!');
  await expect(page).toHaveURL(/\/app\/obras\/medicao\?obra_id=/);
  const medicoes = page.getByRole('region', { name: 'Medições' });
  await expect(medicoes.getByText('R$ 30.000,00')).toBeVisible();
  await expect(medicoes.getByText('01/03/2026 a 31/03/2026')).toBeVisible();

  // A second one past the work's value is refused, and the form keeps the API's figures.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/obras\/medicao\/criar\?obra_id=/);
  await expect(page.getByText(/Saldo disponível: R\$\s70\.000,00/)).toBeVisible();
  await page.getByLabel('Valor medido', { exact: true }).fill('80.000,00');
  await typeDate(page, 'Início do período', '01/04/2026');
  await typeDate(page, 'Fim do período', '30/04/2026');
  await typeDate(page, 'Entrega', '05/05/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível salvar' })).toContainText(
    'acima de 100% do valor da obra',
  );
  await page.getByRole('button', { name: 'Cancelar' }).click();

  // A follow-up from the work's timeline, then a photo of it sent from its page.
  await page.goto(obraUrl);
  const timeline = page.getByRole('region', { name: 'Linha do tempo dos acompanhamentos' });
  await expect(timeline.getByText('Nenhum acompanhamento registrado.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Novo acompanhamento' }).click();
  await expect(page).toHaveURL(/\/app\/obras\/acompanhamento\/criar\?obra_id=/);
  await typeDate(page, 'Data', '10/03/2026');
  await page.getByLabel('% físico executado', { exact: true }).fill('12');
  await page.getByLabel('Responsável', { exact: true }).fill('Eng. Fiscal E2E');
  await page.getByLabel('Descrição', { exact: true }).fill(`Demolição do piso antigo ${RUN}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Acompanhamento cadastrado com sucesso!');
  await page.getByRole('button', { name: 'Editar acompanhamento de 10/03/2026' }).click();
  await expect(page).toHaveURL(/\/app\/obras\/acompanhamento\/editar\?id=[0-9a-f-]{36}$/);
  await page.locator('input[type=file]').setInputFiles(join(FIXTURES, 'foto-bem.png'));
  await page.getByRole('button', { name: 'Enviar 1 arquivo' }).click();
  await readToast(page, '1 arquivo enviado com sucesso!');
  await expect(page.getByRole('region', { name: 'Fotos' }).getByText('foto-bem.png')).toBeVisible();
  await page.goto(obraUrl);
  const item = timeline.getByRole('article', { name: 'Acompanhamento de 10/03/2026' });
  await expect(item.getByText(`Demolição do piso antigo ${RUN}`)).toBeVisible({ timeout: 30_000 });
  await expect(item.getByText('12,00% físico')).toBeVisible();
  const photo = item.getByRole('img', { name: 'foto-bem.png' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^blob:/);

  // The works list shows what was measured.
  await page.goto(`/app/obras/obra?search=E2E-${RUN}`);
  const row = page.getByRole('region', { name: 'Obras' });
  await expect(row.getByText(`E2E-${RUN}`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('30,00%')).toBeVisible();
  await expect(row.getByText('R$ 30.000,00 medidos')).toBeVisible();
});

/** Picks the option whose whole text is `label` in the open antd select (some labels begin alike). */
async function chooseExact(page: Page, select: ReturnType<Page['getByLabel']>, label: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

/** Changes the work's situação through the work page's 'Mudar situação' dialog. */
async function mudarSituacao(
  page: Page,
  numero: string,
  situacao: string,
  motivo: string,
  reinicio?: string,
) {
  await page.getByRole('button', { name: 'Mudar situação' }).click();
  const dialog = page.getByRole('dialog', { name: `Mudar situação da obra ${numero}` });
  await chooseExact(page, dialog.getByLabel('Nova situação', { exact: true }), situacao);
  if (reinicio) {
    await typeDate(page, 'Previsão de reinício', reinicio);
    // A stoppage: its SICOM reason and the party responsible for it (Lei 14.133 art. 115 §6º).
    await chooseExact(
      page,
      dialog.getByLabel('Motivo da paralisação (código do TCE)', { exact: true }),
      '13 – Problemas da contratada',
    );
    await chooseExact(page, dialog.getByLabel('Responsável pela paralisação', { exact: true }), 'Empresa');
    await dialog.getByLabel('Razão social', { exact: true }).fill('Construtora Exemplo Ltda');
    await dialog.getByLabel('CNPJ', { exact: true }).fill('11.222.333/0001-81');
  }
  await dialog.getByLabel('Motivo', { exact: true }).fill(motivo);
  // Every change with its publication (the date defaults to today, the day of the change).
  await dialog.getByLabel('Veículo de publicação', { exact: true }).fill('Diário Oficial do Município');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Situação da obra alterada com sucesso!');
  await expect(dialog).toBeHidden();
}

test('support covers a refused measurement with an aditivo, then starts, paralisa and reinicia the work', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // A reform (no Licença de Instalação needed) measured at 30 % through the API.
  const api = await apiAs(request, 'suporte', 'suporte');
  const prefeitura = await api.clientId(COMPANIES.prefeitura);
  const { body: secretarias } = await api.get<{ data: { id: string }[] }>(
    `/empresas/secretarias?clientId=${prefeitura}&limit=100`,
  );
  const numero = `ADT-${RUN}`;
  const obra = await api.post<{ id: string }>('/obras/obra/create', {
    cliente_id: prefeitura,
    numero,
    objeto: `Reforma da escola ${RUN}`,
    tipo: 'reforma',
    secretaria_id: secretarias.data[0]?.id,
    valor_contratado: '100000.00',
    data_inicio: '2026-03-01',
  });
  expect(obra.status, JSON.stringify(obra.body)).toBe(201);
  const primeira = await api.post('/obras/medicao/create', {
    obra_id: obra.body.id,
    tipo: 1,
    periodo_inicio: '2026-03-01',
    periodo_fim: '2026-03-31',
    data_entrega: '2026-04-05',
    valor: '30000.00',
  });
  expect(primeira.status).toBe(201);

  await signIn(page, 'suporte');
  const obraUrl = `/app/obras/obra/editar?id=${obra.body.id}`;
  const medir = async () => {
    await page.goto(`/app/obras/medicao/criar?obra_id=${obra.body.id}`);
    await page.getByLabel('Valor medido', { exact: true }).fill('80.000,00', { timeout: 30_000 });
    await typeDate(page, 'Início do período', '01/04/2026');
    await typeDate(page, 'Fim do período', '30/04/2026');
    await typeDate(page, 'Entrega', '05/05/2026');
    await page.getByRole('button', { name: 'Salvar' }).click();
  };

  // 80.000 on top of 30.000 passes the contract's 100.000: refused with the figures.
  await medir();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível salvar' })).toContainText(
    'acima de 100% do valor da obra',
  );

  // An aditivo of 10.000 covers it, and the same measurement then passes, at exactly 100 %.
  await page.goto(obraUrl);
  await page.getByRole('button', { name: 'Registrar aditivo' }).click({ timeout: 30_000 });
  const aditivo = page.getByRole('dialog', { name: 'Registrar aditivo' });
  await aditivo.getByLabel('Número do ato', { exact: true }).fill(`1º TA ${RUN}`);
  await aditivo.getByLabel('Valor acrescido', { exact: true }).fill('10.000,00');
  await aditivo.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Aditivo registrado com sucesso!');
  await medir();
  await readToast(page, 'Medição cadastrada com sucesso!');
  await page.goto(`/app/obras/obra?search=${numero}`);
  await expect(page.getByRole('region', { name: 'Obras' }).getByText('100,00%')).toBeVisible({
    timeout: 30_000,
  });

  // Its service order, from the work's page, then started, paralisada and reiniciada.
  await page.goto(obraUrl);
  await page.getByRole('link', { name: 'Nova ordem de serviço' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/app\/obras\/ordemservico\/criar\?obra_id=/);
  // The work's page (it has its own 'Número' and 'Prazo (dias)') may still be leaving: fill the new form only.
  await expect(page.getByLabel('Número', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Prazo (dias)', { exact: true })).toHaveCount(1);
  await page.getByLabel('Número', { exact: true }).fill(`OS-${RUN}`);
  await page.getByLabel('Prazo (dias)', { exact: true }).fill('120');
  await typeDate(page, 'Emissão', '20/02/2026');
  await typeDate(page, 'Início', '01/03/2026');
  await page.getByLabel('Responsável', { exact: true }).fill('Eng. Paulo Andrade');
  await page.getByLabel('Objeto', { exact: true }).fill(`Reforma da escola ${RUN}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await readToast(page, 'Ordem de serviço cadastrada com sucesso!');

  await page.goto(obraUrl);
  await expect(page.getByText(`OS-${RUN}`).first()).toBeVisible({ timeout: 30_000 });
  await mudarSituacao(page, numero, 'Iniciada', 'Ordem de serviço emitida.');
  await mudarSituacao(page, numero, 'Paralisada', 'Falta de material na obra.', '15/01/2027');
  // The stoppage is its own record, with its placa to print while it lasts.
  const paralisacoes = page.getByRole('region', { name: 'Paralisações da obra' });
  await expect(paralisacoes.getByText('13 – Problemas da contratada')).toBeVisible();
  await expect(
    paralisacoes.getByText('Empresa: Construtora Exemplo Ltda (11.222.333/0001-81)'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir placa de obra paralisada' })).toBeVisible();
  if (process.env.SHOTS_DIR) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await paralisacoes.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: join(process.env.SHOTS_DIR, `obra-paralisada-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await mudarSituacao(page, numero, 'Reiniciada', 'Material entregue.');
  await expect(paralisacoes.getByText('Em curso')).toHaveCount(0);
  const historico = page.getByRole('region', { name: 'Histórico de situações' });
  for (const motivo of ['Ordem de serviço emitida.', 'Falta de material na obra.', 'Material entregue.'])
    await expect(historico.getByText(motivo)).toBeVisible();
});

test('support incorporates a work received definitively as a new imóvel', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The work, measured and received, through the API: the screens above already cover those steps.
  const api = await apiAs(request, 'suporte', 'suporte');
  const prefeitura = await api.clientId(COMPANIES.prefeitura);
  const { body: secretarias } = await api.get<{ data: { id: string; name: string }[] }>(
    `/empresas/secretarias?clientId=${prefeitura}&limit=100`,
  );
  const saude = secretarias.data.find((s) => s.name.includes('Saúde')) ?? secretarias.data[0];
  const objeto = `Construção do posto de saúde ${RUN}`;
  const obra = await api.post<{ id: string }>('/obras/obra/create', {
    cliente_id: prefeitura,
    numero: `INC-${RUN}`,
    objeto,
    tipo: 'construcao',
    cep: '01001-000',
    endereco: `Rua do Posto, ${RUN}`,
    cidade: 'Exemplo',
    uf: 'SP',
    secretaria_id: saude?.id,
    valor_contratado: '250000.00',
    data_inicio: '2026-01-05',
  });
  expect(obra.status, JSON.stringify(obra.body)).toBe(201);
  const medicao = await api.post('/obras/medicao/create', {
    obra_id: obra.body.id,
    tipo: 4,
    periodo_inicio: '2026-01-05',
    periodo_fim: '2026-06-30',
    data_entrega: '2026-07-05',
    valor: '243210.55',
  });
  expect(medicao.status).toBe(201);
  // Started through the API (a service order, then iniciada); it is received on its page, below.
  const ordem = await api.post('/obras/ordemservico/create', {
    obra_id: obra.body.id,
    numero: `OS-INC-${RUN}`,
    data_emissao: '2026-01-05',
    data_inicio: '2026-01-05',
    prazo_dias: 180,
    objeto: 'Início das obras',
    responsavel: 'Eng. Carlos Lima',
  });
  expect(ordem.status, JSON.stringify(ordem.body)).toBe(201);
  const iniciada = await api.put('/obras/obra/id', {
    id: obra.body.id,
    situacao: 2,
    data: '2026-01-05',
    motivo: 'Ordem de serviço emitida.',
    justificativa_sem_li: 'Licença de instalação dispensada pelo órgão ambiental.',
    publicacao_veiculo: 'Diário Oficial do Município',
    publicacao_data: '2026-01-05',
  });
  expect(iniciada.status, JSON.stringify(iniciada.body)).toBe(200);

  await signIn(page, 'suporte');
  // The work opened by its earlier address (`editar/{id}`, kept in bookmarks): it goes to `editar?id=`.
  await page.goto(`/app/obras/obra/editar/${obra.body.id}`);
  await expect(page).toHaveURL(new RegExp(`/app/obras/obra/editar\\?id=${obra.body.id}$`));
  // Received on the card: the provisório, then the definitivo (each issues its termo), dated today.
  for (const tipo of ['provisório', 'definitivo']) {
    await page.getByRole('button', { name: `Registrar recebimento ${tipo}` }).click({ timeout: 30_000 });
    const recebimento = page.getByRole('dialog', { name: `Recebimento ${tipo} da obra INC-${RUN}` });
    await recebimento.getByLabel('Vistoria').fill('Serviços conferidos com o projeto e o memorial.');
    await recebimento.getByLabel('CPF (1)').fill('529.982.247-25');
    await recebimento.getByLabel('Nome (1)').fill('Eng. Paulo Andrade');
    await recebimento.getByLabel('Cargo (1)').fill('Fiscal do contrato');
    await recebimento.getByLabel('Veículo de publicação').fill('Diário Oficial do Município');
    await recebimento.getByRole('button', { name: 'Registrar e emitir o termo' }).click();
    await readToast(page, `Recebimento ${tipo} registrado: o termo foi emitido.`);
  }
  await expect(page.getByRole('button', { name: 'Baixar o termo de recebimento definitivo' })).toBeVisible();
  await page.getByRole('button', { name: 'Incorporar ao patrimônio' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: `Incorporar a obra INC-${RUN} ao patrimônio` });
  await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('243.210,55');
  await dialog.getByRole('button', { name: 'Incorporar' }).click();
  await expect(dialog.getByText('Confirme a incorporação')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar incorporação' }).click();
  await readToast(page, 'Obra incorporada ao patrimônio com sucesso!');
  const link = page.getByRole('link', { name: new RegExp(`— ${objeto}$`) });
  await expect(link).toHaveAttribute('href', /\/app\/patrimonio\/editar\?id=[0-9a-f-]{36}$/);

  // The new imóvel in the asset list, with the value measured.
  await page.goto(`/app/patrimonio?search=${encodeURIComponent(`posto de saúde ${RUN}`)}`);
  await expect(page.getByText(objeto).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('R$ 243.210,55').first()).toBeVisible();
});

test('support imports a work’s budget sheet, measures it by item, and the public sees contracted vs executed', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await apiAs(request, 'suporte', 'suporte');
  const prefeitura = await api.clientId(COMPANIES.prefeitura);
  const { body: secretarias } = await api.get<{ data: { id: string }[] }>(
    `/empresas/secretarias?clientId=${prefeitura}&limit=100`,
  );
  const obra = await api.post<{ id: string }>('/obras/obra/create', {
    cliente_id: prefeitura,
    numero: `PLA-${RUN}`,
    objeto: `Pavimentação da Avenida Central ${RUN}`,
    tipo: 'reforma',
    secretaria_id: secretarias.data[0]?.id,
    valor_contratado: '500000.00',
    data_inicio: '2026-01-05',
  });
  expect(obra.status, JSON.stringify(obra.body)).toBe(201);
  const cronograma = await api.put(`/obras/obra/${obra.body.id}/cronograma`, {
    meses: ['2026-01', '2026-02', '2026-03', '2026-04'].map((mes, i) => ({
      mes,
      valor_previsto: ['50000.00', '150000.00', '200000.00', '100000.00'][i],
      percentual_fisico: ['10', '30', '40', '20'][i],
    })),
  });
  expect(cronograma.status).toBe(200);

  // The sheet imported on the work's page, from a CSV as a spreadsheet saves it.
  await signIn(page, 'suporte');
  await page.goto(`/app/obras/obra/editar?id=${obra.body.id}`);
  const card = page.locator('.ant-card').filter({ hasText: 'Planilha orçamentária' });
  await card.locator('input[type=file]').setInputFiles({
    name: 'planilha.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Código;Descrição;Unidade;Quantidade;Preço unitário;BDI (%)\n' +
        '95995;Execução de pavimento em concreto asfáltico;m3;1.200,5;310,07;\n' +
        '94273;Assentamento de guia (meio-fio) em trecho reto;m;2.400;38,93;\n' +
        'PROP-1;Sinalização horizontal com tinta retrorrefletiva;m2;1.500;21,40;15\n',
    ),
  });
  await expect(card.getByText('95995')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Execução de pavimento em concreto asfáltico')).toBeVisible();

  const { body: planilha } = await api.get<{ itens: { id: string; codigo: string }[] }>(
    `/obras/obra/${obra.body.id}/planilha`,
  );
  for (const [i, mes] of ['01', '02'].entries()) {
    const medicao = await api.post('/obras/medicao/create', {
      obra_id: obra.body.id,
      tipo: 1,
      periodo_inicio: `2026-${mes}-05`,
      periodo_fim: `2026-${mes}-25`,
      data_entrega: `2026-${mes}-28`,
      itens: planilha.itens.map((item) => ({ item_id: item.id, quantidade: i === 0 ? '100' : '250.5' })),
    });
    expect(medicao.status, JSON.stringify(medicao.body)).toBe(201);
  }
  await page.reload();
  const curva = page.locator('.ant-card').filter({ hasText: 'Cronograma físico-financeiro' });
  await expect(curva.getByRole('img', { name: /Curva S prevista e realizada/ })).toBeVisible({
    timeout: 30_000,
  });
  const shots = process.env.SHOTS_DIR;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (shots) await card.screenshot({ path: join(shots, `obra-planilha-${width}.png`) });
    if (shots) await curva.screenshot({ path: join(shots, `obra-curva-${width}.png`) });
  }

  // The planned schedule opens for editing with its months and their sums (saved as the API test does).
  await page.setViewportSize({ width: 1440, height: 900 });
  await curva.getByRole('button', { name: /Editar cronograma/ }).click();
  const editor = page.getByRole('dialog', { name: 'Cronograma previsto' });
  await expect(editor.getByTestId('cronograma-somas')).toContainText('R$ 500.000,00 de R$ 500.000,00');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (shots) await editor.screenshot({ path: join(shots, `obra-cronograma-editor-${width}.png`) });
  }
  await editor.getByRole('button', { name: 'Cancelar' }).click();

  // The quarterly report of the 1st quarter, generated by its job on the work's page and listed there.
  await page.setViewportSize({ width: 1440, height: 900 });
  const relatorios = page.locator('.ant-card').filter({ hasText: 'Relatórios trimestrais (PNTP)' });
  await page.getByLabel('Trimestre do relatório').first().click();
  await page.locator('.ant-select-item-option', { hasText: '1º trimestre de 2026' }).click();
  await relatorios.getByRole('button', { name: 'Gerar relatório' }).click();
  await expect(relatorios.getByText('Relatório do 1º trimestre de 2026: concluído')).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    relatorios.getByRole('button', { name: /Abrir o relatório do 1º trimestre de 2026, versão 1/ }),
  ).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (shots) await relatorios.screenshot({ path: join(shots, `obra-relatorios-${width}.png`) });
  }

  // The public page of the work: the S-curve in SVG, the quarterly report and the items contracted vs executed.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/publico/transparencia/12345678000195/obra/${obra.body.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Pavimentação da Avenida Central ${RUN}` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('img', { name: /Curva S prevista e realizada/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Execução de pavimento em concreto asfáltico' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', /\/itens\?formato=csv$/);
  await expect(page.getByRole('link', { name: 'Relatório do 1º trimestre de 2026 (PDF)' })).toHaveAttribute(
    'href',
    new RegExp(`/obras/${obra.body.id}/relatorios/[0-9a-f-]{36}$`),
  );
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (shots) await page.screenshot({ path: join(shots, `publico-obra-${width}.png`), fullPage: true });
  }
});
