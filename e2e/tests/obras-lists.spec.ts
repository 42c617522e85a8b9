import { expect, test } from '@playwright/test';
import { expectReadableList, WIDTHS } from '../support/layout.js';
import { signIn } from '../support/session.js';

/**
 * The lists of the works area read on a desktop (sidebar open) and on a phone: no sideways page, every
 * header (or card label) whole. Support with hasObras sees them; the demo works give each of these rows.
 */

const CRECHE = '001/2026 — Construção da creche municipal do Jardim Primavera';

/**
 * `keyColumn: false`: a work's register, whose text is the work's (a link in its 'Obra' column): with its
 * other columns all of the first priority, a key column would have too little width left for 30
 * characters at 1440 px.
 */
const LISTS: { title: string; path: string; row: string; keyColumn?: false }[] = [
  { title: 'Obras', path: '/app/obras/obra', row: '001/2026' },
  { title: 'Medições', path: '/app/obras/medicao', row: CRECHE, keyColumn: false },
  {
    title: 'Ordens de Serviço',
    path: '/app/obras/ordemservico',
    row: 'Eng. Paulo Andrade',
    keyColumn: false,
  },
  {
    title: 'Cadastro Nacional de Obras',
    path: '/app/obras/cadastronacional',
    row: 'Construtora Horizonte Ltda',
    keyColumn: false,
  },
  {
    title: 'Responsabilidades Técnicas',
    path: '/app/obras/responsabilidadetecnica',
    row: 'Paulo Andrade',
    keyColumn: false,
  },
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
      await expectReadableList(page, list.title, { keyColumn: list.keyColumn ?? true });
      await page.screenshot({
        path: `../.test-results/e2e-artifacts/obras-${list.title.toLowerCase().replace(/\W+/g, '-')}-${width}.png`,
        fullPage: true,
      });
    }
  });
}
