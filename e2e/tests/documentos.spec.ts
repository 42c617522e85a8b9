import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { documentIn } from '../support/documents.js';
import { API_URL } from '../support/ports.js';
import { expectAccessible } from '../support/publico.js';
import { signIn } from '../support/session.js';

/**
 * A termo end to end, as admin on the demo data: an asset of this run transferred through the API, its
 * termo de transferência issued from the row of the asset's movements page (a new window with the PDF),
 * issued again from the row (the stored termo: the same code and bytes), then checked on the public call without a token: the entity, the kind, who issued it, and the SHA-256
 * of the very bytes the window received; then the page its QR code opens, as a citizen with no session:
 * the termo's data, the PDF checked against its hash in the browser, and axe over the page.
 */

const RUN = Date.now().toString(36).slice(-5).toUpperCase();

type Utils = {
  categorias: { id: string; nome: string; tipo_bem: string }[];
  secretarias: { id: string; name: string }[];
  setores: { id: string; secretaria_id: string | null }[];
};

test('admin issues a termo de transferência and its code checks out in public', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, 'admin', 'prefeitura');
  const { body: utils } = await api.get<Utils>('/utils/bempatrimonial');
  const categoria = utils.categorias.find((c) => c.tipo_bem === 'movel');
  const [origem, destino] = utils.secretarias;
  expect(categoria && origem && destino).toBeTruthy();
  const bem = await api.post<{ id: string; CodigoBEM: number }>('/patrimonio/bempatrimonial/create', {
    descricao: `Arquivo de aço do termo ${RUN}`,
    categoria_id: categoria!.id,
    tipo: 'movel',
    estado_conservacao: 'novo',
    TipoIncorporacao: 1,
    data_aquisicao: '2024-05-10',
    valor_aquisicao: '1530.25',
    secretaria_id: origem!.id,
  });
  expect(bem.status).toBe(201);
  const moved = await api.post('/patrimonio/movimentacaobem/create', {
    bempatrimonial_id: bem.body.id,
    TipoMovimentacao: 2,
    secretaria_id: destino!.id,
  });
  expect(moved.status).toBe(201);

  await signIn(page, 'admin');
  await page.goto(`/app/patrimonio/movimentacao/${bem.body.id}`);
  const issue = page.getByRole('button', {
    name: `Emitir termo da movimentação do bem ${bem.body.CodigoBEM}`,
  });
  const [popup, answer] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((res) =>
      /\/patrimonio\/movimentacaobem\/[0-9a-f-]{36}\/termo$/.test(new URL(res.url()).pathname),
    ),
    issue.click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  const codigo = answer.headers()['x-termo-codigo'] ?? '';
  expect(codigo).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
  // The window shows the PDF the call answered, by its code at a signed link (decision 041): titled and
  // named as the termo it is.
  const doc = await documentIn(popup, request, /^TERMO DE TRANSFERÊNCIA Nº \d+\/\d{4}$/);
  expect(doc.url.pathname).toBe(`/patrimonio/bempatrimonial/termos/${codigo}`);
  expect(doc.name).toMatch(/^Termo de transferência nº \d+-\d{4}\.pdf$/);
  const shown = doc.bytes;
  const sha256 = createHash('sha256').update(shown).digest('hex');
  expect(sha256).toBe(
    createHash('sha256')
      .update(await answer.body())
      .digest('hex'),
  );
  await popup.close();

  // Issued again from the same row: the stored termo, the same code and the same bytes.
  const [again, second] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((res) =>
      /\/patrimonio\/movimentacaobem\/[0-9a-f-]{36}\/termo$/.test(new URL(res.url()).pathname),
    ),
    issue.click(),
  ]);
  expect(second.status()).toBe(200);
  expect(second.headers()['x-termo-codigo']).toBe(codigo);
  expect(
    createHash('sha256')
      .update(await second.body())
      .digest('hex'),
  ).toBe(sha256);
  await again.close();

  // The public check: no token, the code as printed.
  const check = await request.get(`${API_URL}/publico/documentos/${codigo}`);
  expect(check.status()).toBe(200);
  const documento = await check.json();
  expect(documento).toMatchObject({
    codigo,
    tipo: 'transferencia',
    emitido_por: expect.any(String),
    quantidade_bens: 1,
    sha256,
  });
  expect(documento.descricao).toMatch(/^Termo de transferência nº \d+\/\d{4}$/);
  expect((await request.get(`${API_URL}/publico/documentos/AAAA-BBBB-CCCC-DDDD`)).status()).toBe(404);

  // The page the termo's QR code opens, on a phone with no session.
  const citizen = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const phone = await citizen.newPage();
  await phone.goto(`/publico/documento/${codigo}`);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(documento.descricao);
  await expect(phone.getByText(sha256)).toBeVisible();
  await phone.getByLabel('Arquivo PDF do termo').setInputFiles({
    name: 'termo.pdf',
    mimeType: 'application/pdf',
    buffer: shown,
  });
  await expect(phone.getByText('O arquivo confere')).toBeVisible();
  await expectAccessible(phone, 'a verificação do termo');
  await phone.goto('/publico/documento/AAAA-BBBB-CCCC-DDDD');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Documento não encontrado');
  await citizen.close();
});
