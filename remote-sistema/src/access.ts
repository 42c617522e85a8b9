import {
  canAccess,
  type Grant,
  type MenuAccess,
  type Resource,
  type SessionSnapshot,
} from '@gp/shared-contracts';
import { NO_ACCESS, type ResourceAccess, resourceAccess } from '@gp/shared-ui';

export type { ResourceAccess };

/** The screens of the area and their resources (docs/product.md, "Áreas e rotas"). */
export const SISTEMA_RESOURCES = ['clients', 'departments', 'sectors', 'users', 'access', 'roles'] as const;
export type SistemaResource = (typeof SISTEMA_RESOURCES)[number] & Resource;

/** The area's screens: one per resource, and Módulos, which reads the host's manifest (support only). */
export type SistemaScreen = SistemaResource | 'modules';

/** What the selected location may do in the sistema area. The API refuses the rest anyway. */
export type SistemaAccess = Record<SistemaScreen, ResourceAccess>;

/** Módulos only shows what the host reads from its manifest; support alone sees it. */
const READ_ONLY: ResourceAccess = { ...NO_ACCESS, view: true };

/**
 * The flag rule of each screen (the menu's own rules, docs/product.md "Permissões"): Clientes,
 * Usuários, Acessos and Perfis de Acesso are support-only; Departamentos needs support or
 * `departments`; Setores support or `hasSetor`.
 */
export const SCREEN_FLAG: Record<SistemaResource, MenuAccess> = {
  clients: 'support',
  departments: 'departments',
  sectors: 'sectors',
  users: 'support',
  access: 'support',
  roles: 'support',
};

/**
 * The area's access function: a screen opens when the location's flags allow it and its role reads the
 * resource; each write button needs its rule too (docs/product.md, "Permissões"). Support holds every
 * rule of its application; anyone else holds the rules of the role of the selected location; without a
 * location, nothing.
 */
export function access(session: SessionSnapshot): SistemaAccess {
  const grant: Grant | null = session.local
    ? { flags: session.local.permissions, rules: session.local.rules }
    : null;
  const resources = Object.fromEntries(
    SISTEMA_RESOURCES.map((resource) => [
      resource,
      grant && canAccess(SCREEN_FLAG[resource], grant.flags) ? resourceAccess(grant, resource) : NO_ACCESS,
    ]),
  ) as Record<SistemaResource, ResourceAccess>;
  return { ...resources, modules: grant?.flags.isSuporte ? READ_ONLY : NO_ACCESS };
}
