import type { RuleId } from './permissions.js';

/** Flags of a location (docs/product.md, "Permissões"). */
export type LocationFlags = {
  isSuporte: boolean;
  hasObras: boolean;
  hasPatrimonio: boolean;
  hasSetor: boolean;
  departments: boolean;
};

export type Grant = { flags: LocationFlags; rules: readonly string[] };

/** Support holds every rule of its application; anyone else holds the rules of its role. */
export const hasRule = (grant: Grant, rule: RuleId): boolean =>
  grant.flags.isSuporte || grant.rules.includes(rule);
