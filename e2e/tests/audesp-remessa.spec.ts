import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';
import { sidebarLink } from '../support/sidebar.js';

/**
 * The remessas centre's main path as the Prefeitura's admin (docs/domain.md, "Remessas ao tribunal de
 * contas"; decision 066): last month's TCE-SP AUDESP files generated (a job), validated, one downloaded in
 * ISO-8859-1 and marked as sent with its protocol. Errors, permissions and the diff are tested in the API
 * and component suites.
 *
 * A month's file holds every work of the Prefeitura begun by the month's end, and a file with one invalid
 * work is invalid: the works the obras specs create (no CodigoAjuste, no licence) would make it so. This
 * spec's name sorts before theirs, so it runs first on the demo data (one worker runs the files in order).
 */
test('admin generates last month’s AUDESP files, downloads one and marks it sent', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const shot = async (name: string) => {
    const path = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path, fullPage: true });
  };
  await sidebarLink(page, 'Prestação de contas').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prestação de contas' })).toBeVisible();
  await expect(page.getByText('Código da entidade')).toBeVisible();
  await page.getByRole('button', { name: 'Gerar arquivos do mês' }).click();
  // The job writes and validates the files; the list shows them when it ends.
  const arquivos = page.getByRole('row').filter({ hasText: 'AUDESP4_EXECUCAO_' });
  await expect(arquivos.first()).toBeVisible({ timeout: 60_000 });
  await expect(arquivos.first()).toContainText('Válido, não enviado');
  await shot('prestacao-contas-1440');

  const execucao = arquivos.first();
  await execucao.getByRole('button', { name: /^Relatório de validação/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/SHA-256/)).toBeVisible();
  await shot('prestacao-contas-relatorio-1440');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const downloading = page.waitForEvent('download');
  await execucao.getByRole('button', { name: /^Baixar / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^AUDESP4_EXECUCAO_\d{4}-\d{2}_parte1_v1\.xml$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 43).toString('latin1')).toBe('<?xml version="1.0" encoding="ISO-8859-1"?>');

  await execucao.getByRole('button', { name: /^Marcar .* como enviado/ }).click();
  const envio = page.getByRole('dialog');
  await envio.getByLabel('Número do protocolo').fill('AUDESP-2026-000777');
  const hoje = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const data = envio.getByLabel('Data do envio');
  await data.fill(hoje);
  await data.press('Enter');
  await envio.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(execucao).toContainText(`Enviado em ${hoje} (protocolo AUDESP-2026-000777)`);
  await shot('prestacao-contas-enviado-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('AUDESP-2026-000777').first()).toBeVisible();
  await shot('prestacao-contas-390');
});
