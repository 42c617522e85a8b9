/**
 * Permission catalogue (docs/product.md, "Permissões"): fourteen resources × four actions, ids `{resource}:{action}`.
 * One pure resolver (`hasRule`) is used by the API to enforce and by the UI to hide.
 */
export const RESOURCES = [
  'users',
  'roles',
  'access',
  'clients',
  'departments',
  'sectors',
  'assets',
  'suppliers',
  'depreciations',
  'xmls',
  'implantacao',
  'custody',
  'inventories',
  'remessas',
] as const;
export const ACTIONS = ['create', 'read', 'update', 'delete'] as const;

export type Resource = (typeof RESOURCES)[number];
export type Action = (typeof ACTIONS)[number];
export type RuleId = `${Resource}:${Action}`;

export const RESOURCE_TITLES: Record<Resource, string> = {
  users: 'Usuários',
  roles: 'Perfis de Acesso',
  access: 'Acessos',
  clients: 'Clientes',
  departments: 'Departamentos',
  sectors: 'Setores',
  assets: 'Bens Patrimoniais',
  suppliers: 'Fornecedores',
  depreciations: 'Depreciação',
  xmls: 'XMLs',
  implantacao: 'Implantação',
  custody: 'Carga Patrimonial',
  inventories: 'Inventário',
  remessas: 'Remessas ao Tribunal de Contas',
};

export const ACTION_LABELS: Record<Action, string> = {
  create: 'Criar',
  read: 'Visualizar',
  update: 'Editar',
  delete: 'Excluir',
};

export const PERMISSION_GROUP_DESCRIPTION = 'Criar, visualizar, editar ou excluir';

export type PermissionRule = { id: RuleId; label: string };
export type PermissionGroup = {
  resource: Resource;
  title: string;
  description: string;
  rules: PermissionRule[];
};

export const PERMISSION_GROUPS: PermissionGroup[] = RESOURCES.map((resource) => ({
  resource,
  title: RESOURCE_TITLES[resource],
  description: PERMISSION_GROUP_DESCRIPTION,
  rules: ACTIONS.map((action) => ({ id: `${resource}:${action}` as RuleId, label: ACTION_LABELS[action] })),
}));

export const ALL_RULES: RuleId[] = PERMISSION_GROUPS.flatMap((g) => g.rules.map((r) => r.id));
export const READ_RULES: RuleId[] = RESOURCES.map((r) => `${r}:read` as RuleId);

const RULE_SET = new Set<string>(ALL_RULES);
export const isRuleId = (value: string): value is RuleId => RULE_SET.has(value);

// The flags, the grant and its resolver live apart (grant.ts), so a page that only resolves a menu (the
// sign-in's session, the drawn dashboard) does not take the catalogue's arrays with it.
export { type Grant, hasRule, type LocationFlags } from './grant.js';
