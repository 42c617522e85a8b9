import { type Grant, hasRule, type LocationFlags } from './grant.js';
import type { RuleId } from './permissions.js';

/**
 * Menu catalogue (docs/product.md, "Menu") and the visibility rules (docs/product.md, "Permissões"), as data plus pure functions,
 * so the host (sidebar, route marking) and the remotes (their own routes and links) apply the same rule.
 * The route rule of an item is its menu rule: a user reaching a page by URL sees what the menu would show.
 * An item shows when the location's flags open its area AND the caller's role holds the read rule of its
 * screen: an item whose screen would answer "Acesso negado" is never offered.
 */

/** Who may see an item (docs/product.md, "Permissões"). */
export type MenuAccess = 'any' | 'patrimonio' | 'support' | 'departments' | 'sectors' | 'obras';

export type MenuItem = {
  key: string;
  label: string;
  /** Path of the route, without query string. */
  path: string;
  /** Query string the link adds (docs/product.md, "Menu": Usuários opens on page 1 with 10 rows). */
  search?: string;
  access: MenuAccess;
  /**
   * The role rule the item's screen opens with (its resource's `read`, the rule the area's route table
   * asks); absent for screens with no resource of the catalogue (Módulos, the works area: support's).
   */
  rule?: RuleId;
};

export type MenuGroup = { key: string; label: string; items: MenuItem[] };

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'patrimonio',
    label: 'Patrimônio',
    items: [
      {
        key: 'bens',
        label: 'Bens Patrimoniais',
        path: '/app/patrimonio',
        access: 'patrimonio',
        rule: 'assets:read',
      },
      {
        key: 'fornecedores',
        label: 'Fornecedores',
        path: '/app/patrimonio/fornecedor',
        access: 'patrimonio',
        rule: 'suppliers:read',
      },
      {
        key: 'movimentacoes',
        label: 'Movimentações',
        path: '/app/patrimonio/movimentacoes',
        access: 'patrimonio',
        rule: 'assets:read',
      },
      {
        key: 'depreciacao',
        label: 'Depreciação',
        path: '/app/patrimonio/depreciacao',
        access: 'patrimonio',
        rule: 'depreciations:read',
      },
      // Beyond the base sidebar: the registers the asset form depends on, after the base items.
      {
        key: 'categorias',
        label: 'Categorias',
        path: '/app/patrimonio/categorias',
        access: 'patrimonio',
        rule: 'assets:read',
      },
      {
        key: 'ncm',
        label: 'Referências NCM',
        path: '/app/patrimonio/ncm',
        access: 'patrimonio',
        rule: 'assets:read',
      },
      // The accountant's: the register against accounting's balancete (docs/domain.md).
      {
        key: 'conciliacao',
        label: 'Conciliação contábil',
        path: '/app/patrimonio/conciliacao',
        access: 'patrimonio',
        rule: 'depreciations:read',
      },
      // The month's accounting events and its RMB (decision 065).
      {
        key: 'contabilidade',
        label: 'Contabilidade',
        path: '/app/patrimonio/contabilidade',
        access: 'patrimonio',
        rule: 'depreciations:read',
      },
      // The carga patrimonial (decision 051): who answers for each asset, and what waits for an aceite.
      {
        key: 'servidores',
        label: 'Servidores',
        path: '/app/patrimonio/servidores',
        access: 'patrimonio',
        rule: 'custody:read',
      },
      {
        key: 'carga',
        label: 'Carga patrimonial',
        path: '/app/patrimonio/carga',
        access: 'patrimonio',
        rule: 'custody:read',
      },
      // The receiver decides his aceites without the custody rule: the item opens with the asset list's.
      {
        key: 'aceites',
        label: 'Aceites e cautelas',
        path: '/app/patrimonio/aceites',
        access: 'patrimonio',
        rule: 'assets:read',
      },
      // The inventory (decision 063): the salas where assets sit, read with the assets they hold, and the
      // campaigns that count them.
      {
        key: 'salas',
        label: 'Salas',
        path: '/app/patrimonio/salas',
        access: 'patrimonio',
        rule: 'assets:read',
      },
      {
        key: 'inventario',
        label: 'Inventário',
        path: '/app/patrimonio/inventario',
        access: 'patrimonio',
        rule: 'inventories:read',
      },
      // Support's and the client administrator's: the old asset register brought in (docs/domain.md).
      {
        key: 'implantacao',
        label: 'Implantação',
        path: '/app/patrimonio/implantacao',
        access: 'patrimonio',
        rule: 'implantacao:read',
      },
      // Support's, the client administrator's and accountant's: the files a tribunal de contas asks (decision 066).
      {
        key: 'prestacao-contas',
        label: 'Prestação de contas',
        path: '/app/patrimonio/prestacao-contas',
        access: 'patrimonio',
        rule: 'remessas:read',
      },
    ],
  },
  {
    key: 'arquivos',
    label: 'Arquivos',
    items: [{ key: 'xml', label: 'XML', path: '/app/xml', access: 'patrimonio', rule: 'xmls:read' }],
  },
  {
    key: 'configuracoes',
    label: 'Configurações',
    items: [
      {
        key: 'clientes',
        label: 'Clientes',
        path: '/app/sistema/clientes',
        access: 'support',
        rule: 'clients:read',
      },
      {
        key: 'departamentos',
        label: 'Departamentos',
        path: '/app/sistema/secretarias',
        access: 'departments',
        rule: 'departments:read',
      },
      {
        key: 'setores',
        label: 'Setores',
        path: '/app/sistema/setores',
        access: 'sectors',
        rule: 'sectors:read',
      },
      {
        key: 'usuarios',
        label: 'Usuários',
        path: '/app/sistema/usuarios',
        search: '?page=1&limit=10',
        access: 'support',
        rule: 'users:read',
      },
      {
        key: 'acessos',
        label: 'Acessos',
        path: '/app/sistema/acessos',
        access: 'support',
        rule: 'access:read',
      },
      {
        key: 'perfis-acesso',
        label: 'Perfis de Acesso',
        path: '/app/sistema/perfis-acesso',
        access: 'support',
        rule: 'roles:read',
      },
      // The remotes of this installation and their health, for support (docs/operations.md).
      { key: 'modulos', label: 'Módulos', path: '/app/sistema/modulos', access: 'support' },
    ],
  },
  {
    key: 'obras',
    label: 'Obras',
    items: [
      { key: 'obra', label: 'Obra', path: '/app/obras/obra', access: 'obras' },
      {
        key: 'cadastronacional',
        label: 'Cadastro Nacional',
        path: '/app/obras/cadastronacional',
        access: 'obras',
      },
      { key: 'acompanhamento', label: 'Acompanhamento', path: '/app/obras/acompanhamento', access: 'obras' },
      { key: 'ordemservico', label: 'Ordem de Serviço', path: '/app/obras/ordemservico', access: 'obras' },
      { key: 'medicao', label: 'Medição', path: '/app/obras/medicao', access: 'obras' },
      {
        key: 'licencaambiental',
        label: 'Licença Ambiental',
        path: '/app/obras/licencaambiental',
        access: 'obras',
      },
      {
        key: 'responsabilidadetecnica',
        label: 'Responsabilidade Técnica',
        path: '/app/obras/responsabilidadetecnica',
        access: 'obras',
      },
    ],
  },
];

/** Spec §6: the one resolver of a visibility rule. */
export function canAccess(access: MenuAccess, flags: LocationFlags): boolean {
  switch (access) {
    case 'any':
      return true;
    case 'patrimonio':
      return flags.isSuporte || flags.hasPatrimonio;
    case 'support':
      return flags.isSuporte;
    case 'departments':
      return flags.isSuporte || flags.departments;
    case 'sectors':
      return flags.isSuporte || flags.hasSetor;
    case 'obras':
      return flags.isSuporte && flags.hasObras;
  }
}

/**
 * The one resolver of an item: the location's flags open its area and the caller's role reads its screen
 * (support holds every rule). The sidebar, the dashboard's shortcuts and the route marking all ask it.
 */
export const canSeeItem = (item: MenuItem, grant: Grant): boolean =>
  canAccess(item.access, grant.flags) && (item.rule === undefined || hasRule(grant, item.rule));

/** The sidebar for a location and its role: groups with their visible items; a group with none is left out. */
export function menuFor(grant: Grant): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => canSeeItem(item, grant)),
  })).filter((group) => group.items.length > 0);
}

/**
 * Areas whose pages outside the menu (e.g. /app/sistema/usuarios/criar of a future screen) take the
 * area's rule: sistema and obras are support-only (docs/product.md, "Áreas e rotas"), obras also needs hasObras.
 */
const AREA_ACCESS: readonly { prefix: string; access: MenuAccess }[] = [
  { prefix: '/app/sistema', access: 'support' },
  { prefix: '/app/obras', access: 'obras' },
  { prefix: '/app/patrimonio', access: 'patrimonio' },
  { prefix: '/app/xml', access: 'patrimonio' },
];

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

const normalise = (pathname: string) => {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

/** The deepest menu item the path falls under (Bens Patrimoniais, /app/patrimonio, is the parent of Fornecedores). */
function itemOf(path: string): MenuItem | undefined {
  let best: MenuItem | undefined;
  for (const group of MENU_GROUPS) {
    for (const item of group.items) {
      if (isUnder(path, item.path) && (!best || item.path.length > best.path.length)) best = item;
    }
  }
  return best;
}

/**
 * Flag rule of a route: the deepest menu item the path falls under (so /app/sistema/secretarias/criar
 * follows Departamentos), else the rule of its area, else 'any' (the dashboard and pages open to every user).
 */
export function routeAccess(pathname: string): MenuAccess {
  const path = normalise(pathname);
  const item = itemOf(path);
  if (item) return item.access;
  return AREA_ACCESS.find((area) => isUnder(path, area.prefix))?.access ?? 'any';
}

/**
 * True when the location may open the route (route marking; docs/product.md, "Permissões"): under a menu
 * item, what the item asks (flags and its read rule); elsewhere, the area's flag rule.
 */
export function canAccessRoute(pathname: string, grant: Grant): boolean {
  const item = itemOf(normalise(pathname));
  if (item) return canSeeItem(item, grant);
  return canAccess(routeAccess(pathname), grant.flags);
}

/** Link target of an item, with its query string. */
export const menuHref = (item: MenuItem): string => item.path + (item.search ?? '');
