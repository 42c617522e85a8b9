import {
  type Action,
  canAccess,
  type Grant,
  hasRule,
  type MenuAccess,
  type Resource,
  type SessionSnapshot,
} from '@gp/shared-contracts';

/** What a location may do with one resource: open its screen (view) and each write. */
export type ResourceAccess = { view: boolean; create: boolean; update: boolean; delete: boolean };

/** The screens of the area and their resources (spec §2/§3). */
export const SISTEMA_RESOURCES = ['clients', 'departments', 'sectors', 'users', 'access', 'roles'] as const;
export type SistemaResource = (typeof SISTEMA_RESOURCES)[number] & Resource;

/** What the selected location may do in the sistema area. The API refuses the rest anyway. */
export type SistemaAccess = Record<SistemaResource, ResourceAccess>;

/**
 * The flag rule of each screen (spec §6, the menu's own rules): Clientes, Usuários, Acessos and Perfis de
 * Acesso are support-only; Departamentos needs support or `departments`; Setores support or `hasSetor`.
 */
export const SCREEN_FLAG: Record<SistemaResource, MenuAccess> = {
  clients: 'support',
  departments: 'departments',
  sectors: 'sectors',
  users: 'support',
  access: 'support',
  roles: 'support',
};

const NONE: ResourceAccess = { view: false, create: false, update: false, delete: false };

const ACTION_OF: Record<keyof ResourceAccess, Action> = {
  view: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
};

function resourceAccess(grant: Grant, resource: SistemaResource): ResourceAccess {
  if (!canAccess(SCREEN_FLAG[resource], grant.flags)) return NONE;
  const can = (key: keyof ResourceAccess) => hasRule(grant, `${resource}:${ACTION_OF[key]}`);
  // A write without the right to see the screen is of no use: the screen is closed.
  const view = can('view');
  if (!view) return NONE;
  return { view, create: can('create'), update: can('update'), delete: can('delete') };
}

/**
 * The area's access function (CONVENTIONS §11): a screen opens when the location's flags allow it (spec
 * §6) and its role reads the resource; each write button needs its rule too. Support holds every rule of
 * its application; anyone else holds the rules of the role of the selected location; without a location,
 * nothing.
 */
export function access(session: SessionSnapshot): SistemaAccess {
  const grant: Grant | null = session.local
    ? { flags: session.local.permissions, rules: session.local.rules }
    : null;
  return Object.fromEntries(
    SISTEMA_RESOURCES.map((resource) => [resource, grant ? resourceAccess(grant, resource) : NONE]),
  ) as SistemaAccess;
}
