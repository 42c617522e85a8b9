import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { E2E_RUN_SUFFIX } from '../support/ports.js';
import { axeViolations } from '../support/publico.js';
import { COMPANIES, signIn } from '../support/session.js';

/**
 * The back office passes axe-core (WCAG 2.1 A and AA, colour contrast included) on every route: one
 * sign-in as support, then each screen of every area (lists of a client with data, forms, a record's
 * pages, the works area, the Acessibilidade page). No serious or critical violation, and no English icon
 * name in an accessible name. The counts per route are written beside the suite's results
 * (`axe-back-office.json`), so a regression names its route.
 */

/** Icon names antd writes as accessible names: none may reach a name a user hears. */
const ICON_NAME =
  /(^|\s)(back|upload|history|file-pdf|safety-certificate|[a-z]+(-[a-z]+)+|Increase Value|Decrease Value)(\s|$)/;

type Ids = { cliente: string; bem: string; fornecedor: string };

async function demoIds(request: Parameters<typeof apiAs>[0]): Promise<Ids> {
  const admin = await apiAs(request, 'admin', 'prefeitura');
  const bens = await admin.get<{ data: { id: string }[] }>('/patrimonio/bempatrimonial?limit=1');
  const fornecedores = await admin.get<{ data: { id: string }[] }>('/patrimonio/fornecedor?limit=1');
  const suporte = await apiAs(request, 'suporte', 'suporte');
  return {
    cliente: await suporte.clientId(COMPANIES.prefeitura),
    bem: bens.body.data[0]?.id ?? '',
    fornecedor: fornecedores.body.data[0]?.id ?? '',
  };
}

/** Every back-office route, with what identifies it once drawn. */
const routes = ({ cliente, bem, fornecedor }: Ids): string[] => {
  const c = `clientId=${cliente}`;
  return [
    '/app',
    '/app/acessibilidade',
    `/app/patrimonio?${c}`,
    '/app/patrimonio/criar',
    `/app/patrimonio/editar?id=${bem}`,
    `/app/patrimonio/movimentacao/${bem}`,
    `/app/patrimonio/anexo/${bem}`,
    `/app/patrimonio/anexo/${bem}/upload`,
    `/app/patrimonio/movimentacoes?${c}`,
    `/app/patrimonio/fornecedor?${c}`,
    '/app/patrimonio/fornecedor/criar',
    `/app/patrimonio/fornecedor/editar?id=${fornecedor}`,
    `/app/patrimonio/categorias?${c}`,
    `/app/patrimonio/ncm?${c}`,
    `/app/patrimonio/veiculos?${c}`,
    `/app/patrimonio/imoveis?${c}`,
    `/app/patrimonio/depreciacao?${c}`,
    `/app/patrimonio/conciliacao?${c}`,
    `/app/patrimonio/servidores?${c}`,
    `/app/patrimonio/carga?${c}`,
    `/app/patrimonio/aceites?${c}`,
    `/app/patrimonio/implantacao?${c}`,
    `/app/patrimonio/salas?${c}`,
    `/app/patrimonio/inventario?${c}`,
    `/app/xml?${c}`,
    '/app/sistema/clientes',
    '/app/sistema/secretarias',
    '/app/sistema/secretarias/criar',
    '/app/sistema/setores',
    '/app/sistema/setores/criar',
    '/app/sistema/usuarios?page=1&limit=10',
    '/app/sistema/acessos',
    '/app/sistema/perfis-acesso',
    '/app/sistema/modulos',
    '/app/obras/obra',
    '/app/obras/obra/criar',
    '/app/obras/cadastronacional',
    '/app/obras/acompanhamento',
    '/app/obras/ordemservico',
    '/app/obras/medicao',
    '/app/obras/licencaambiental',
    '/app/obras/responsabilidadetecnica',
  ];
};

/** The screen drawn: no spinner, skeleton or 'Carregando...' left. */
async function settled(page: Page) {
  await expect(page.locator('#conteudo, #root .ant-pro-layout').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Carregando...', { exact: true })).toHaveCount(0, { timeout: 20_000 });
}

/** Accessible names of the page's buttons and links that carry an icon name. */
const leakedIconNames = (page: Page) =>
  page.evaluate((pattern) => {
    const re = new RegExp(pattern);
    const named = [...document.querySelectorAll<HTMLElement>('#root button, #root a, #root [role="button"]')];
    return named
      .map((el) => {
        // The name a screen reader computes from content: text plus each image's aria-label.
        const parts: string[] = [];
        const walk = (node: Node) => {
          if (node instanceof HTMLElement) {
            if (node.getAttribute('aria-hidden') === 'true') return;
            if (node.getAttribute('role') === 'img' && node.getAttribute('aria-label')) {
              parts.push(node.getAttribute('aria-label') ?? '');
              return;
            }
          }
          if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
          for (const child of node.childNodes) walk(child);
        };
        const label = el.getAttribute('aria-label');
        if (label) return label;
        walk(el);
        return parts.join(' ').replace(/\s+/g, ' ').trim();
      })
      .filter((name) => re.test(name));
  }, ICON_NAME.source);

test('every back-office route passes axe, with no icon name in an accessible name', async ({
  page,
  request,
}) => {
  // 42 routes, each drawn and checked by axe: 1.7 minutes alone, about twice that when the scale run
  // starts beside it (decision 060).
  test.setTimeout(360_000);
  const ids = await demoIds(request);
  await signIn(page, 'suporte');
  const counts: Record<string, { serious: number; critical: number; rules: string[] }> = {};
  const leaks: Record<string, string[]> = {};
  const dir = join(import.meta.dirname, '..', '..', '.test-results');
  mkdirSync(dir, { recursive: true });
  const save = () =>
    writeFileSync(
      join(dir, `axe-back-office${E2E_RUN_SUFFIX}.json`),
      JSON.stringify({ counts, leaks }, null, 2),
    );
  for (const path of routes(ids)) {
    // Within the back office, as a user moves (the router follows the address): one start-up for all.
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(() => new URL(page.url()).pathname).toBe(path.split('?')[0]);
    await settled(page);
    const grave = await axeViolations(page);
    counts[path] = {
      serious: grave.filter((v) => v.impact === 'serious').length,
      critical: grave.filter((v) => v.impact === 'critical').length,
      rules: grave.map((v) => `${v.id} (${v.impact}): ${v.nodes}× ${v.targets.slice(0, 3).join(' | ')}`),
    };
    const leaked = await leakedIconNames(page);
    if (leaked.length > 0) leaks[path] = [...new Set(leaked)];
    save();
  }
  const failing = Object.entries(counts).filter(([, c]) => c.serious + c.critical > 0);
  expect(
    failing.map(([path, c]) => `${path}: ${c.rules.join('; ')}`),
    'violações graves de acessibilidade por rota',
  ).toEqual([]);
  expect(leaks, 'nomes de ícones em inglês em nomes acessíveis').toEqual({});
});

test('eMAG access keys lead to their targets, listed on the Acessibilidade page', async ({ page }) => {
  await signIn(page, 'admin');
  const keys = page.getByRole('navigation', { name: 'Atalhos de teclado' }).getByRole('link');
  await expect(keys).toHaveCount(4);
  const expected = [
    ['1', '#conteudo', 'Ir para o conteúdo'],
    ['2', '#menu', 'Ir para o menu'],
    ['3', '#busca', 'Ir para a busca'],
    ['4', '#rodape', 'Ir para o rodapé'],
  ] as const;
  for (const [index, [key, href, label]] of expected.entries()) {
    await expect(keys.nth(index)).toHaveAttribute('accesskey', key);
    await expect(keys.nth(index)).toHaveAttribute('href', href);
    await expect(keys.nth(index)).toContainText(label);
  }
  await expect(page.locator('#conteudo')).toHaveCount(1);
  await expect(page.locator('#menu')).toHaveCount(1);
  await expect(page.locator('#rodape')).toHaveCount(1);

  // The first Tab shows the first key; following it moves the focus to the content.
  await page.keyboard.press('Tab');
  await expect(keys.first()).toBeFocused();
  await keys.first().press('Enter');
  await expect(page.locator('#conteudo')).toBeFocused();

  // On a list, 3 goes to its search box.
  await page.goto('/app/patrimonio');
  await expect(page.locator('#busca')).toBeVisible({ timeout: 30_000 });
  await keys.nth(2).focus();
  await keys.nth(2).press('Enter');
  await expect(page.locator('#busca')).toBeFocused();

  await page.locator('#rodape').getByRole('link', { name: 'Acessibilidade' }).click();
  await expect(page).toHaveURL(/\/app\/acessibilidade$/);
  await expect(page.getByRole('heading', { name: 'Acessibilidade' })).toBeVisible();
  for (const [key, , label] of expected) {
    await expect(page.getByRole('row', { name: `${key} ${label}` })).toBeVisible();
  }
});
