import {
  canAccess,
  hasRule,
  type LocationFlags,
  OBRAS_DISABLED_MESSAGE,
  PATRIMONIO_DISABLED_MESSAGE,
  type RuleId,
} from '@gp/shared-contracts';
import { forbidden } from '../../lib/errors.js';
import type { RouteAccess } from '../../plugins/auth.js';
import type { ActorLocation } from './actor.js';
import { requireRule } from './actor.js';

/**
 * Every area flag of the API, tested with the menu's own resolver (`canAccess`) so the API refuses
 * exactly what the menu hides (docs/product.md, "Permissões"; decision 006): Clientes, Usuários, Acessos
 * and the permission catalogue are support-only; Departamentos needs support or `departments`; Setores
 * support or `hasSetor`; Patrimônio support or `hasPatrimonio`; Obras support only, at a location with
 * `hasObras`.
 */
export const SUPPORT_AREA = {
  test: (flags: LocationFlags) => canAccess('support', flags),
  message: 'Somente o suporte pode acessar esta área.',
};
export const DEPARTMENTS_AREA = {
  test: (flags: LocationFlags) => canAccess('departments', flags),
  message: 'Este local de trabalho não tem acesso a Departamentos.',
};
export const SECTORS_AREA = {
  test: (flags: LocationFlags) => canAccess('sectors', flags),
  message: 'Este local de trabalho não tem acesso a Setores.',
};

export const PATRIMONIO_AREA = {
  test: (flags: LocationFlags) => canAccess('patrimonio', flags),
  message: PATRIMONIO_DISABLED_MESSAGE,
};

export const OBRAS_AREA = {
  test: (flags: LocationFlags) => canAccess('obras', flags),
  message: OBRAS_DISABLED_MESSAGE,
};

export type AreaFlag = typeof SUPPORT_AREA;

/**
 * A route's access config when the area and the rule depend on the route alone (decision 012): the auth
 * hook checks the location, the area's flag and then the rule before the handler runs.
 */
export const areaAccess = (area: AreaFlag, rule?: RuleId): RouteAccess => ({
  auth: 'local',
  flag: area,
  ...(rule ? { rule } : {}),
});

/**
 * Whether a location passes a route's access config (its area flag and its rule), as the auth hook checks
 * it: for the `pode_*` flags of an answer that offers another route's action.
 */
export function allows(local: ActorLocation, access: RouteAccess): boolean {
  if (access.auth !== 'local') return true;
  if (access.flag && !access.flag.test(local.flags)) return false;
  return !access.rule || hasRule({ flags: local.flags, rules: local.rules }, access.rule);
}

/** For services whose flag and rule depend on the record (e.g. a company's kind): flag, then rule. */
export function requireArea(local: ActorLocation, area: AreaFlag, rule: RuleId) {
  if (!area.test(local.flags)) throw forbidden(area.message);
  requireRule(local, rule);
}
