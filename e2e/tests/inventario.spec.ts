import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { abrirCampanha } from '../support/inventario.js';
import { signIn } from '../support/session.js';

/**
 * The inventory's count end to end, as admin on the demo data (decision 063): a campaign over a setor, its
 * counting screen taking a number typed as a barcode reader types it (Enter), a reading made with the
 * phone offline kept in the device's queue and sent when the connection returns, and the campaign's page
 * comparing the register with what was read. The campaign is closed at the end, whatever happens, so the
 * setor's transfers are free again for the other specs. SHOTS_DIR (optional): screens at 1440 and 390 px.
 */
const SHOTS = process.env.SHOTS_DIR;

type Bem = { id: string; CodigoBEM: number; descricao: string; setor: { id: string; name: string } | null };

test('a commission counts a setor on the phone, offline for a moment, and the campaign compares', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, 'admin', 'prefeitura');
  const { body: bens } = await api.get<{ data: Bem[] }>('/patrimonio/bempatrimonial?limit=50');
  const bem = bens.data.find((b) => b.setor !== null)!;
  const { body: servidor } = await api.post<{ id: string }>('/patrimonio/servidor/create', {
    nome: 'Presidente da comissão do e2e',
  });
  const opened = await api.post<{ id: string }>('/patrimonio/inventario/create', {
    titulo: 'Inventário cíclico do e2e',
    tipo: 'ciclico',
    escopo: 'setor',
    setor_id: bem.setor!.id,
    portaria_numero: '900/2026',
    portaria_data: '2026-01-10',
    data_abertura: '2026-01-15',
    data_prevista_encerramento: '2026-12-31',
    comissao: [{ servidor_id: servidor.id, presidente: true }],
  });
  expect(opened.status).toBe(201);
  const inventarioId = opened.body.id;
  try {
    await signIn(page, 'admin');
    await page.goto(`/app/patrimonio/inventario/${inventarioId}`);
    await page.getByRole('link', { name: 'Contar' }).click();
    await expect(page).toHaveURL(new RegExp(`/inventario/${inventarioId}/contagem$`));
    const field = page.getByRole('searchbox', { name: 'Número do bem ou leitura da etiqueta' });
    await expect(field).toBeFocused();
    await field.fill(String(bem.CodigoBEM));
    await field.press('Enter');
    await expect(page.getByText(`${bem.CodigoBEM} – ${bem.descricao}`)).toBeVisible();
    await expect(page.getByText('Conforme', { exact: true })).toBeVisible();

    // Without a connection the reading waits in the device's queue, and goes when it returns.
    await context.setOffline(true);
    await field.fill('ETIQUETA-SEM-CADASTRO');
    await field.press('Enter');
    await expect(page.getByRole('status')).toHaveText(
      '1 leitura aguarda envio (sem conexão: serão enviadas quando ela voltar).',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/contagem-offline-1440.png` });
    await context.setOffline(false);
    await expect(page.getByRole('status')).toHaveText('Todas as leituras foram enviadas.', {
      timeout: 20_000,
    });
    await expect(page.getByText('Não é bem do cadastro')).toBeVisible();
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/contagem-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    await page.getByRole('link', { name: 'Voltar ao inventário' }).click();
    const card = page.locator('.ant-card').filter({ hasText: 'Contagem: cadastro e leituras' });
    await expect(card.getByText('Leitura desconhecida', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('row').filter({ hasText: 'Leitura "ETIQUETA-SEM-CADASTRO"' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inventario-divergencias-1440.png`, fullPage: true });
  } finally {
    await api.post(`/patrimonio/inventario/${inventarioId}/encerrar`, {});
  }
});

/** The counting app's worker controls the page and keeps the host's, the remote's and the camera's files. */
async function appGuardada(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          const files = (await (await caches.open('contagem-arquivos-v1')).keys()).map((r) => r.url);
          const pages = await (await caches.open('contagem-paginas-v1')).keys();
          return (
            pages.length > 0 &&
            files.some((u) => u.endsWith('/remoteEntry.js')) &&
            files.some((u) => /camera-leitor/.test(u))
          );
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const ICONE = join(
  import.meta.dirname,
  '..',
  '..',
  'host',
  'public',
  'app',
  'patrimonio',
  'inventario',
  'icone-512.png',
);

test('the counting app opens with the network cut, counts with a photo and a note, and syncs when it returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const campanha = await abrirCampanha(page.request, 'Inventário sem rede do e2e');
  const { bem } = campanha;
  try {
    await signIn(page, 'admin');
    await page.goto(`/app/patrimonio/inventario/${campanha.id}/contagem`);
    await expect(page.getByText(/^Baixado em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await appGuardada(page);

    // The network cut for everything, the service worker's own requests too; then the page opened again.
    await context.route('**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Contagem — Inventário sem rede do e2e' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/^Sem conexão com o servidor: contando com o que foi baixado/)).toBeVisible();
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/contagem-sem-rede-390.png`, fullPage: true });
    }
    const field = page.getByRole('searchbox', { name: 'Número do bem ou leitura da etiqueta' });
    await field.fill(String(bem.CodigoBEM));
    await field.press('Enter');
    // Named from the download before the API answers.
    await expect(page.getByText(`${bem.CodigoBEM} – ${bem.descricao}`)).toBeVisible();

    await page.getByRole('button', { name: 'Foto ou observação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leitura com foto ou observação' });
    await dialog.getByRole('checkbox', { name: 'Bem sem etiqueta' }).check();
    await dialog.getByLabel('Descrição do bem').fill('Cadeira sem etiqueta do e2e');
    await dialog.getByLabel('Foto do bem').setInputFiles(ICONE);
    await expect(dialog.getByText(/^icone-512\.jpg \(\d+ KB\)$/)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/contagem-foto-observacao-390.png` });
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(
      '2 leituras aguardam envio (sem conexão: serão enviadas quando ela voltar).',
    );

    // Opened again offline: the queue is still there.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(
      '2 leituras aguardam envio (sem conexão: serão enviadas quando ela voltar).',
      { timeout: 20_000 },
    );
    await expect(page.getByText('Cadeira sem etiqueta do e2e')).toBeVisible();
    // Named from the download again after the reload, before the API answers.
    await expect(page.getByText(`${bem.CodigoBEM} – ${bem.descricao}`)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/contagem-fila-390.png`, fullPage: true });

    await context.unroute('**');
    await context.setOffline(false);
    await expect(page.getByRole('status')).toHaveText('Todas as leituras foram enviadas.', {
      timeout: 40_000,
    });
    await expect(page.getByText('Conforme', { exact: true })).toBeVisible();
    // Back online, the campaign is read afresh: the offline notice goes.
    await expect(page.getByText(/^Sem conexão com o servidor/)).toBeHidden();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/contagem-sincronizada-390.png`, fullPage: true });

    // The campaign's comparison: the asset found in place, the unlabeled one apart with its photo.
    const { body } = await campanha.api.get<{
      data: { tipo: string; bem: { id: string } | null; observacao: string | null; foto_id: string | null }[];
      resumo: { sem_etiqueta: number; conforme: number };
    }>(`/patrimonio/inventario/${campanha.id}/divergencias?conformes=true&limit=100`);
    expect(body.resumo.sem_etiqueta).toBe(1);
    expect(body.data.find((d) => d.bem?.id === bem.id)?.tipo).toBe('conforme');
    const semEtiqueta = body.data.find((d) => d.tipo === 'sem_etiqueta')!;
    expect(semEtiqueta.observacao).toBe('Cadeira sem etiqueta do e2e');
    expect(semEtiqueta.foto_id).not.toBeNull();
  } finally {
    await context.unroute('**').catch(() => undefined);
    await context.setOffline(false).catch(() => undefined);
    await campanha.encerrar();
  }
});
