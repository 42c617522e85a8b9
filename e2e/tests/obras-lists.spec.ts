import { expect, test } from '@playwright/test';
import { expectReadableList, WIDTHS } from '../support/layout.js';
import { signIn } from '../support/session.js';

/**
 * The lists of the works area read on a desktop (sidebar open) and on a phone: no sideways page, every
 * header (or card label) whole. Support with hasObras sees them; the demo works give each of these rows.
 */

const CRECHE = '001/2026 — Construção da creche municipal do Jardim Primavera';

/**
 * Each list of the area, with a text its rows show. Every one marks its key column: the work's objeto,
 * and in a work's register the work (number and objeto), whose other columns leave a narrower table.
 */
const LISTS: { title: string; path: string; row: string }[] = [
  { title: 'Obras', path: '/app/obras/obra', row: '001/2026' },
  { title: 'Medições', path: '/app/obras/medicao', row: CRECHE },
  { title: 'Ordens de Serviço', path: '/app/obras/ordemservico', row: 'Eng. Paulo Andrade' },
  {
    title: 'Cadastro Nacional de Obras',
    path: '/app/obras/cadastronacional',
    row: 'Construtora Horizonte Ltda',
  },
  { title: 'Responsabilidades Técnicas', path: '/app/obras/responsabilidadetecnica', row: 'Paulo Andrade' },
  { title: 'Licenças Ambientais', path: '/app/obras/licencaambiental', row: CRECHE },
  { title: 'Acompanhamentos', path: '/app/obras/acompanhamento', row: CRECHE },
];

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test(`the obras lists read on a ${width} (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'suporte');
    for (const list of LISTS) {
      await page.goto(list.path);
      const region = page.getByRole('region', { name: list.title });
      await expect(region.getByText(list.row, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      await expectReadableList(page, list.title);
      await page.screenshot({
        path: `../.test-results/e2e-artifacts/obras-${list.title.toLowerCase().replace(/\W+/g, '-')}-${width}.png`,
        fullPage: true,
      });
    }
  });
}
