import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { signIn } from '../support/session.js';

// Temporary (not committed): screenshots of the closed campaign's page.
const SHOTS = '/tmp/shots-invliq';
type Bem = { id: string; CodigoBEM: number; descricao: string; setor: { id: string; name: string } | null };

test('shots of the closed campaign', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, 'admin', 'prefeitura');
  const { body: bens } = await api.get<{ data: Bem[] }>('/patrimonio/bempatrimonial?limit=100');
  const bem = bens.data.find((b) => b.setor !== null)!;
  const { body: servidor } = await api.post<{ id: string }>('/patrimonio/servidor/create', {
    nome: 'Presidente das fotos',
  });
  const { body: inv } = await api.post<{ id: string }>('/patrimonio/inventario/create', {
    titulo: 'Inventário anual do setor',
    tipo: 'ciclico',
    escopo: 'setor',
    setor_id: bem.setor!.id,
    portaria_numero: '901/2026',
    portaria_data: '2026-01-10',
    data_abertura: '2026-01-15',
    data_prevista_encerramento: '2026-12-31',
    comissao: [{ servidor_id: servidor.id, presidente: true }],
  });
  const read = await api.post(`/patrimonio/inventario/${inv.id}/contagens`, {
    leituras: [
      { id: randomUUID(), leitura: String(bem.CodigoBEM), setor_id: bem.setor!.id, estado_conservacao: 'ruim', contado_em: new Date().toISOString() },
      { id: randomUUID(), leitura: 'ETIQUETA-ANTIGA-0042', setor_id: bem.setor!.id, contado_em: new Date().toISOString() },
    ],
  });
  expect(read.status).toBe(200);
  expect((await api.post(`/patrimonio/inventario/${inv.id}/encerrar`, {})).status).toBe(200);
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/patrimonio/inventario/${inv.id}`);
  const card = page.locator('.ant-card').filter({ hasText: 'Divergências registradas no encerramento' });
  await expect(card.getByText('Leitura "ETIQUETA-ANTIGA-0042"')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/encerrado-1440.png`, fullPage: true });
  await card.getByRole('button', { name: 'Liquidar Leitura "ETIQUETA-ANTIGA-0042"' }).click();
  await page.getByRole('radio', { name: /Incorporar/ }).click();
  await page.screenshot({ path: `${SHOTS}/liquidar-incorporar-1440.png` });
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/encerrado-390.png`, fullPage: true });
});
