import { expect, type Locator, type Page } from '@playwright/test';

/** The desktop sider of the /app layout (ProLayout renders it as an <aside>). */
export const sider = (page: Page): Locator => page.locator('aside.ant-pro-sider').first();

/** The sider's menu, where the groups and items of the sidebar live. */
export const sidebarMenu = (page: Page): Locator => sider(page).getByRole('menu').first();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Links whose visible text is exactly `label` (the icon's aria-label is not part of it). */
export const linkByText = (scope: Locator, label: string): Locator =>
  scope.getByRole('link').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) });

/** A link of the sidebar by its label. */
export const sidebarLink = (page: Page, label: string): Locator => linkByText(sidebarMenu(page), label);

export type SidebarItem = { label: string; href: string };
export type SidebarGroup = { group: string; items: SidebarItem[] };

/** Groups and items as rendered, in order: group title, then each item's label and link target. */
export function readSidebar(page: Page): Promise<SidebarGroup[]> {
  return sidebarMenu(page).evaluate((menu) =>
    Array.from(menu.querySelectorAll(':scope > .ant-menu-item-group')).map((group) => ({
      group: group.querySelector('.ant-menu-item-group-title')?.textContent?.trim() ?? '',
      items: Array.from(group.querySelectorAll('.ant-menu-item')).map((item) => {
        const link = item.querySelector('a');
        return { label: item.textContent?.trim() ?? '', href: link?.getAttribute('href') ?? '' };
      }),
    })),
  );
}

/** Waits until the sidebar shows exactly these groups and items (docs/product.md, "Menu"). */
export async function expectSidebar(page: Page, expected: SidebarGroup[]) {
  await expect(sidebarMenu(page)).toBeVisible();
  await expect.poll(() => readSidebar(page)).toEqual(expected);
}

/** The sidebar catalogue, with the links the host must render. */
export const SIDEBAR = {
  patrimonio: {
    group: 'Patrimônio',
    items: [
      { label: 'Bens Patrimoniais', href: '/app/patrimonio' },
      { label: 'Fornecedores', href: '/app/patrimonio/fornecedor' },
      { label: 'Movimentações', href: '/app/patrimonio/movimentacoes' },
      { label: 'Depreciação', href: '/app/patrimonio/depreciacao' },
      { label: 'Categorias', href: '/app/patrimonio/categorias' },
      { label: 'Referências NCM', href: '/app/patrimonio/ncm' },
      { label: 'Conciliação contábil', href: '/app/patrimonio/conciliacao' },
      { label: 'Contabilidade', href: '/app/patrimonio/contabilidade' },
      { label: 'Servidores', href: '/app/patrimonio/servidores' },
      { label: 'Carga patrimonial', href: '/app/patrimonio/carga' },
      { label: 'Aceites e cautelas', href: '/app/patrimonio/aceites' },
      { label: 'Salas', href: '/app/patrimonio/salas' },
      { label: 'Inventário', href: '/app/patrimonio/inventario' },
      { label: 'Implantação', href: '/app/patrimonio/implantacao' },
      { label: 'Prestação de contas', href: '/app/patrimonio/prestacao-contas' },
    ],
  },
  arquivos: { group: 'Arquivos', items: [{ label: 'XML', href: '/app/xml' }] },
  clientes: { label: 'Clientes', href: '/app/sistema/clientes' },
  departamentos: { label: 'Departamentos', href: '/app/sistema/secretarias' },
  setores: { label: 'Setores', href: '/app/sistema/setores' },
  usuarios: { label: 'Usuários', href: '/app/sistema/usuarios?page=1&limit=10' },
  acessos: { label: 'Acessos', href: '/app/sistema/acessos' },
  perfis: { label: 'Perfis de Acesso', href: '/app/sistema/perfis-acesso' },
  modulos: { label: 'Módulos', href: '/app/sistema/modulos' },
  obras: {
    group: 'Obras',
    items: [
      { label: 'Obra', href: '/app/obras/obra' },
      { label: 'Cadastro Nacional', href: '/app/obras/cadastronacional' },
      { label: 'Acompanhamento', href: '/app/obras/acompanhamento' },
      { label: 'Ordem de Serviço', href: '/app/obras/ordemservico' },
      { label: 'Medição', href: '/app/obras/medicao' },
      { label: 'Licença Ambiental', href: '/app/obras/licencaambiental' },
      { label: 'Responsabilidade Técnica', href: '/app/obras/responsabilidadetecnica' },
    ],
  },
} satisfies Record<string, SidebarGroup | SidebarItem>;
