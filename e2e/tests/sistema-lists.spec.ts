import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { expectReadableList, WIDTHS } from '../support/layout.js';
import { COMPANIES, signIn } from '../support/session.js';

/**
 * Every list of the sistema area reads on a desktop (sidebar open) and on a phone: no sideways page,
 * every header (or card label) whole. Support sees them all; the seeded Prefeitura gives each rows.
 */

/** `keyColumn: false`: a list with no key column marked (a grant: a user on a location; the clients). */
type SistemaList = {
  title: string;
  path: (prefeituraId: string) => string;
  row: string;
  keyColumn?: false;
};

const LISTS: SistemaList[] = [
  // The clients' list names its own columns (its razão social cut to one line), not the companies' list.
  { title: 'Clientes', path: () => '/app/sistema/clientes', row: COMPANIES.prefeitura, keyColumn: false },
  { title: 'Departamentos', path: () => '/app/sistema/secretarias', row: 'Secretaria Municipal de Saúde' },
  { title: 'Setores', path: () => '/app/sistema/setores', row: 'Almoxarifado Central' },
  {
    title: 'Usuários',
    path: () => '/app/sistema/usuarios?page=1&limit=10',
    row: 'Administrador da Prefeitura',
  },
  {
    title: 'Acessos',
    path: (id) => `/app/sistema/acessos?clientId=${id}`,
    row: 'Administrador da Prefeitura',
    keyColumn: false,
  },
  { title: 'Perfis de Acesso', path: (id) => `/app/sistema/perfis-acesso?companyId=${id}`, row: 'Consulta' },
];

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test(`the sistema lists read on a ${width} (${viewport.width} px)`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const prefeituraId = await (await apiAs(request, 'suporte', 'suporte')).clientId(COMPANIES.prefeitura);
    await page.setViewportSize(viewport);
    await signIn(page, 'suporte');
    for (const list of LISTS) {
      await page.goto(list.path(prefeituraId));
      const region = page.getByRole('region', { name: list.title });
      // Each list is a fresh page load: the host starts again and loads the area, slow on a busy machine.
      await expect(region.getByText(list.row, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      await expectReadableList(page, list.title, { keyColumn: list.keyColumn ?? true });
      await page.screenshot({
        path: `../.test-results/e2e-artifacts/sistema-${list.title.toLowerCase().replace(/\W+/g, '-')}-${width}.png`,
        fullPage: true,
      });
    }
  });
}
