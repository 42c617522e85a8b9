import { canAccess, type LocationFlags, type RuleId } from '@gp/shared-contracts';
import { forbidden } from '../../lib/errors.js';
import type { ActorLocation } from './actor.js';
import { requireRule } from './actor.js';

/**
 * Flag tests of the sistema area (spec §6, decision 006), with the menu's own resolver (`canAccess`)
 * so the API refuses exactly what the menu hides: Clientes, Usuários, Acessos and the permission
 * catalogue are support-only; Departamentos needs support or `departments`; Setores support or `hasSetor`.
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

export type AreaFlag = typeof SUPPORT_AREA;

/** For services whose flag and rule depend on the record (e.g. a company's kind): flag, then rule. */
export function requireArea(local: ActorLocation, area: AreaFlag, rule: RuleId) {
  if (!area.test(local.flags)) throw forbidden(area.message);
  requireRule(local, rule);
}
