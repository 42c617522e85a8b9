import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { etiquetaParaY4m } from '../support/etiqueta-video.js';
import { abrirCampanha } from '../support/inventario.js';
import { API_URL, E2E_RUN_SUFFIX } from '../support/ports.js';
import { signIn } from '../support/session.js';

/**
 * The counting screen's camera on a real label (decision 068): Chromium's fake camera plays a video made
 * from the asset label's PDF as the API prints it (support/etiqueta-video.ts), and the asset the camera
 * decodes is counted with nothing typed. Its own spec: the camera's launch flags need their own browser.
 */
/** The fake camera's video: the label of the asset the camera test counts, written before it turns on. */
const VIDEO = join(import.meta.dirname, '..', '..', '.test-results', `etiqueta${E2E_RUN_SUFFIX}.y4m`);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

test('reads a real label with the camera and counts the asset it names', async ({ page }) => {
  test.setTimeout(90_000);
  const campanha = await abrirCampanha(page.request, 'Inventário com câmera do e2e');
  const { bem } = campanha;
  try {
    const pdf = await page.request.get(`${API_URL}/patrimonio/bempatrimonial/reports/etiqueta/${bem.id}`, {
      headers: campanha.api.headers,
    });
    expect(pdf.status()).toBe(200);
    etiquetaParaY4m(await pdf.body(), VIDEO);

    await signIn(page, 'admin');
    await page.goto(`/app/patrimonio/inventario/${campanha.id}/contagem`);
    await page.getByRole('button', { name: 'Ligar câmera' }).click();
    await expect(page.getByLabel('Câmera lendo etiquetas')).toBeVisible();
    // Nothing typed: the reading is the one the camera decoded.
    await expect(page.getByText(`${bem.CodigoBEM} – ${bem.descricao}`).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Conforme', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Número do bem ou leitura da etiqueta' })).toHaveValue(
      '',
    );
    const { body } = await campanha.api.get<{ data: { bem: { id: string } | null; leitura: string }[] }>(
      `/patrimonio/inventario/${campanha.id}/divergencias?tipo=conforme`,
    );
    expect(body.data.find((d) => d.bem?.id === bem.id)).toBeTruthy();
  } finally {
    await campanha.encerrar();
  }
});
