import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { completeCnpj, PUBLICO_CSV_COLUMNS } from '@gp/shared-contracts';
import { expect, type Page, test } from '@playwright/test';
// The same static server as the suite's, for a foreign page that embeds the public area.
import { startStaticServer } from '../../scripts/static-server.mjs';
import { recordScripts } from '../support/network.js';
import { API_URL, E2E_PORTS, HOST_URL } from '../support/ports.js';
import { expectAccessible, PREFEITURA_CNPJ, someAsset } from '../support/publico.js';

/**
 * The public area (/publico, remote-publico): no sign-in, a phone first. A citizen scans an asset's
 * label, a journalist filters an entity's assets and downloads them; every page passes axe (WCAG 2.1 AA).
 */

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
const UPDATED = /Dados atualizados em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

test.use(PHONE);

/** Nothing of the back office reached the page: no antd element, no antd or pro-components code. */
async function expectNoBackOffice(page: Page, scripts: { url: string; body: string }[]) {
  expect(await page.locator('[class*="ant-"]').count(), 'elementos do antd na página').toBe(0);
  // antd's style engine (@ant-design/cssinjs) marks its styles with data-token-hash: in any antd build.
  const antd = scripts.filter(
    (s) => /prebuild__antd|pro_mf_2_components/.test(s.url) || s.body.includes('data-token-hash'),
  );
  expect(
    antd.map((s) => s.url),
    'código do antd baixado',
  ).toEqual([]);
}

/**
 * The asset's photo is drawn: loaded from the API's origin (another origin than the page's), decoded, with
 * its pixels — a photo the browser refused is an <img> with naturalWidth 0. (The demo's first asset has
 * one: api/src/db/seed-patrimonio.ts.)
 */
async function expectPhotoDrawn(scope: Page | ReturnType<Page['locator']>, descricao: string) {
  const img = scope.getByRole('img', { name: `Foto do bem: ${descricao}` });
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
      message: 'foto do bem desenhada',
    })
    .toBeGreaterThan(0);
}

/** The page fits the phone's width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("scanning an asset's label at 360×640 with no session opens its public card", async ({
  page,
  request,
}) => {
  const bem = await someAsset(request);
  const scripts = recordScripts(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));

  await page.goto(`/publico/bempatrimonial/${bem.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bem.descricao);
  await expect(page.getByText(`Bem patrimonial nº ${bem.CodigoBEM}`)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Prefeitura Municipal de Exemplo');
  const main = page.getByRole('main');
  for (const label of [
    'Código',
    'Categoria',
    'Situação',
    'Secretaria',
    'Data de aquisição',
    'Valor de aquisição',
    'Valor contábil',
  ])
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  await expect(main.getByText(/^R\$ [\d.]+,\d{2}$/).first()).toBeVisible();
  await expect(main.getByText(UPDATED)).toBeVisible();
  await expectPhotoDrawn(page, bem.descricao);
  await expect(page).toHaveTitle(`Bem nº ${bem.CodigoBEM} — Transparência`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
  await expectNoSidewaysScroll(page);

  // Keyboard: the first Tab reaches the skip link, which moves to the content. (Once the area has taken
  // over the page drawn on the server: the takeover replaces the elements, focus included.)
  await expect(page.locator('#gp-publico-servidor')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused();

  // No session was asked for or restored, and the back office's libraries stayed away.
  expect(requests.filter((u) => /\/session|\/v1\/iam|\/me\b/.test(u))).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  await expectNoBackOffice(page, await scripts.all());
  // The transparency page's Obras section is not the card's code either.
  const obrasCode = (await scripts.all()).filter((s) => s.body.includes('Nenhuma obra publicada'));
  expect(
    obrasCode.map((s) => s.url),
    'código da seção de obras baixado na ficha',
  ).toEqual([]);
  await expectAccessible(page, 'ficha do bem');

  // From the card to the entity's page, inside the area.
  await page.getByRole('link', { name: /^Ver todos os bens de/ }).click();
  await expect(page).toHaveURL(`/publico/transparencia/${PREFEITURA_CNPJ}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bens patrimoniais de Prefeitura Municipal de Exemplo',
  );
});

test("the card arrives drawn in the page's first answer, readable before (and without) any script", async ({
  browser,
  page,
  request,
}) => {
  const bem = await someAsset(request);
  // The first answer of the address is already the card, with its title and status.
  const first = await request.get(`/publico/bempatrimonial/${bem.id}`, { headers: { accept: 'text/html' } });
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain(`<title>Bem nº ${bem.CodigoBEM} — Transparência</title>`);
  expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  expect(html).toContain('Valor contábil');
  const unknown = await request.get('/publico/bempatrimonial/00000000-0000-4000-8000-000000000000', {
    headers: { accept: 'text/html' },
  });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Bem patrimonial não encontrado');

  // With scripts off (or before they arrive) the citizen reads the card.
  const noScript = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const card = await noScript.newPage();
    await card.goto(`/publico/bempatrimonial/${bem.id}`);
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(bem.descricao);
    await expect(card.getByRole('main')).toContainText('Valor de aquisição');
    await expect(card.getByRole('main').getByText(UPDATED)).toBeVisible();
    await expect(card.getByRole('link', { name: /^Ver todos os bens de/ })).toHaveAttribute(
      'href',
      `/publico/transparencia/${PREFEITURA_CNPJ}`,
    );
  } finally {
    await noScript.close();
  }

  // With scripts, the area takes the page over: one card, in #root, drawn from the answer the page
  // carried (the browser does not ask the API for it again).
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(API_URL)) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(`/publico/bempatrimonial/${bem.id}`);
  await expect(page.locator('#gp-publico-servidor')).toHaveCount(0);
  await expect(page.locator('#root h1')).toHaveText(bem.descricao);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(asked.filter((p) => p.startsWith('/patrimonio/bempatrimonial/transparencia/'))).toEqual([]);
  // In-app navigation still works after the takeover.
  await page.getByRole('link', { name: /^Ver todos os bens de/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bens patrimoniais de Prefeitura Municipal de Exemplo',
  );
});

test('transparency page: a filter, its totals, and the CSV and JSON downloads of what it matches', async ({
  page,
}) => {
  await page.goto(`/publico/transparencia/${PREFEITURA_CNPJ}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bens patrimoniais de Prefeitura Municipal de Exemplo',
  );
  await expect(page.getByText('CNPJ 12.345.678/0001-95')).toBeVisible();
  const totals = page.locator('.gp-pub-totals');
  await expect(totals).toContainText(/\d+ bens? encontrados/);
  await expect(totals).toContainText(UPDATED);
  const before = Number(((await totals.locator('strong').textContent()) ?? '').replace(/\D/g, ''));
  await expectAccessible(page, 'transparência da entidade');

  // The filter goes in the address; the list, the totals and the downloads follow it.
  const secretaria = 'Secretaria Municipal de Saúde';
  await page.getByLabel('Secretaria').selectOption({ label: secretaria });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/secretaria_id=[0-9a-f-]{36}/);
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Bens' }).getByRole('listitem');
  await expect(items.first()).toContainText(secretaria);
  const count = Number(((await totals.locator('strong').textContent()) ?? '').replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(before);
  for (const item of await items.all()) await expect(item).toContainText(secretaria);
  await expectNoSidewaysScroll(page);

  // The documented columns are the CSV's header, in order.
  await page.getByText('Colunas dos arquivos', { exact: true }).first().click();
  const documented = await page.locator('.gp-pub-columns tbody th').allInnerTexts();
  expect(documented).toEqual([...PUBLICO_CSV_COLUMNS]);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^bens-${PREFEITURA_CNPJ}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const lines = readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(PUBLICO_CSV_COLUMNS.join(';'));
  expect(lines).toHaveLength(count + 1);
  for (const line of lines.slice(1)) expect(line.split(';')[5]).toBe(secretaria);

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar JSON' }).click();
  const json = JSON.parse(readFileSync(await (await jsonDownload).path(), 'utf8')) as {
    entidade: { cpf_cnpj: string };
    dados_atualizados_em: string | null;
    filtros: { secretaria_id: string | null };
    bens: { secretaria: string }[];
  };
  expect(json.entidade.cpf_cnpj).toBe(PREFEITURA_CNPJ);
  expect(json.filtros.secretaria_id).toBe(new URL(page.url()).searchParams.get('secretaria_id'));
  expect(json.bens).toHaveLength(count);
  expect(json.bens.every((b) => b.secretaria === secretaria)).toBe(true);
  await expectAccessible(page, 'transparência filtrada');
});

test('transparency page: the works, and those paralisadas for more than one month highlighted', async ({
  page,
}) => {
  await page.goto(`/publico/transparencia/${PREFEITURA_CNPJ}`);
  const obras = page.getByRole('region', { name: 'Obras', exact: true });
  const list = obras.getByRole('list', { name: 'Obras', exact: true });
  // The demo's works (api/src/db/seed-obras.ts): in progress, paralisada 45 days ago, received (the works
  // spec, earlier in the suite, adds its own to the same entity).
  for (const numero of ['001/2026', '002/2026', '015/2025'])
    await expect(list.getByRole('listitem').filter({ hasText: numero })).toHaveCount(1);
  const creche = list.getByRole('listitem').filter({ hasText: '001/2026' });
  await expect(creche).toContainText('Iniciada');
  await expect(creche).toContainText('Construtora Horizonte Ltda');
  await expect(creche).toContainText('23,00%');
  await expect(
    creche.getByRole('progressbar', { name: 'Percentual executado da obra nº 001/2026' }),
  ).toHaveAttribute('aria-valuetext', '23,00%');
  const paralisadas = obras.getByRole('region', { name: 'Obras paralisadas há mais de um mês' });
  await expect(paralisadas).toContainText('Nº 002/2026 — Pavimentação da Estrada Municipal do Ribeirão');
  await expect(paralisadas).toContainText('Chuvas acima da média impedem a compactação do solo.');
  await expect(paralisadas).toContainText(/Paralisada desde \d{2}\/\d{2}\/\d{4}/);
  await expect(paralisadas.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(paralisadas).not.toContainText('015/2025');
  // Lei 14.133 art. 115 §6º: the SICOM reason and the party responsible, a servant's CPF masked (LGPD).
  await expect(paralisadas).toContainText('14 – Força maior');
  await expect(paralisadas).toContainText('Servidor(a) Marina Duarte Silva (CPF ***.456.789-**)');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'obras da entidade');
  if (process.env.SHOTS_DIR) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 1000 });
      await paralisadas.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(process.env.SHOTS_DIR, `publico-obras-${width}.png`) });
    }
  }
});

test('a CPF/CNPJ is checked before asking: invalid, alphanumeric, unknown entity', async ({ page }) => {
  await page.goto('/publico/transparencia/12345678000100');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CPF ou CNPJ inválido');
  await expect(page.getByRole('alert')).toHaveText('CNPJ inválido.');
  await expectAccessible(page, 'CNPJ inválido');

  // The query form takes the alphanumeric CNPJ, masked while typed; a valid one that no entity has.
  await page.goto('/publico');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultar o patrimônio de uma entidade');
  await expectAccessible(page, 'consulta');
  const field = page.getByLabel('CPF ou CNPJ da entidade');
  await field.fill('123');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const alphanumeric = completeCnpj('12ABC3450001');
  await field.fill(alphanumeric);
  await expect(field).toHaveValue(/^12\.ABC\.345\/0001-\d{2}$/);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page).toHaveURL(`/publico/transparencia/${alphanumeric}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nenhuma entidade encontrada');
  await expectAccessible(page, 'entidade desconhecida');
});

test('an unknown asset and an unknown address answer in Portuguese', async ({ page }) => {
  await page.goto('/publico/bempatrimonial/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem patrimonial não encontrado');
  await expect(page.getByRole('main')).toContainText('Bem patrimonial não encontrado.');
  await expectAccessible(page, 'bem não encontrado');

  await page.goto('/publico/bempatrimonial/nao-e-um-id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem patrimonial não encontrado');

  await page.goto('/publico/qualquer-coisa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expectAccessible(page, 'página não encontrada');
});

test('embed.js shows an asset card and an entity on a foreign page with hostile CSS, each in its shadow root', async ({
  page,
  request,
}) => {
  const bem = await someAsset(request);
  const dir = mkdtempSync(join(tmpdir(), 'gp-embed-'));
  // A city's own site, on another origin, whose stylesheet would wreck anything it reached.
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Site da Prefeitura</title>
<style>
  * { color: rgb(255, 0, 0) !important; font-family: "Comic Sans MS", cursive !important; font-size: 40px !important; }
  h1, h2 { display: none !important; }
  .gp-pub, .gp-pub-main, button, a { display: none !important; visibility: hidden !important; }
  div { border: 5px solid lime !important; margin: 30px !important; }
</style></head>
<body><main><h1 id="own">Site da Prefeitura</h1>
<div id="bem" data-gp-bem="${bem.id}"></div>
<div id="transparencia" data-gp-transparencia="${PREFEITURA_CNPJ}"></div></main>
<script type="module" src="http://localhost:${E2E_PORTS.remote_publico}/embed.js"
  data-gp-api="${API_URL}" data-gp-portal="${HOST_URL}"></script>
</body></html>`,
  );
  const server = await startStaticServer({ root: dir, port: E2E_PORTS.embed_page });
  try {
    const address = `http://localhost:${E2E_PORTS.embed_page}/`;
    await page.goto(address);
    const card = page.locator('#bem');
    const h1 = card.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(bem.descricao);
    const style = await h1.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, size: s.fontSize, display: s.display, font: s.fontFamily };
    });
    expect(style.color).not.toBe('rgb(255, 0, 0)');
    expect(style.size).toBe('24px');
    expect(style.display).toBe('block');
    expect(style.font).not.toContain('Comic');
    // The photo comes from the API's origin into a third origin's page.
    await expectPhotoDrawn(card, bem.descricao);
    // The page's CSS still rules the page, and the widget's stylesheet did not leak into it.
    expect(await page.locator('#own').evaluate((el) => getComputedStyle(el).display)).toBe('none');
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontSize)).toBe('40px');
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(1);

    // The entity: filtering happens inside the widget; the page's address does not move.
    const entity = page.locator('#transparencia');
    await expect(entity.getByText(/\d+ bens? encontrados/)).toBeVisible();
    await entity.getByLabel('Secretaria').selectOption({ label: 'Secretaria Municipal de Saúde' });
    await entity.getByRole('button', { name: 'Filtrar' }).click();
    const items = entity.getByRole('list', { name: 'Bens' }).getByRole('listitem');
    await expect(items.first()).toContainText('Secretaria Municipal de Saúde');
    await expect(entity.getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute(
      'href',
      new RegExp(`^${API_URL}/publico/entidades/${PREFEITURA_CNPJ}/bens/exportar\\?secretaria_id=`),
    );
    expect(page.url()).toBe(address);
    // A link carries the portal's address (for a new tab); a plain click opens the card in the widget.
    const first = items.first().getByRole('link');
    await expect(first).toHaveAttribute(
      'href',
      new RegExp(`^${HOST_URL}/publico/bempatrimonial/[0-9a-f-]{36}$`),
    );
    await first.click();
    await expect(entity.getByText(/^Bem patrimonial nº \d+$/)).toBeVisible();
    expect(page.url()).toBe(address);
    // No landmark of the widget competes with the page's own: each is one labelled region.
    expect(await page.getByRole('main').count()).toBe(1);
    await expect(page.getByRole('region', { name: 'Transparência do patrimônio público' })).toHaveCount(2);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
