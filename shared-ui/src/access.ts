import { type Action, type Grant, hasRule, type RuleId } from '@gp/shared-contracts';

/** What a location may do with one resource of an area: open its screens (view) and each write. */
export type ResourceAccess = { view: boolean; create: boolean; update: boolean; delete: boolean };

export const NO_ACCESS: ResourceAccess = { view: false, create: false, update: false, delete: false };

const ACTION_OF: Record<keyof ResourceAccess, Action> = {
  view: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
};

/**
 * A resource's access from the location's role rules (support holds every rule). A write without the
 * right to see the screen is of no use, so without `read` the screen is closed altogether. The area's
 * flag rule (hasPatrimonio, hasSetor, ...) is checked by the caller first (docs/product.md, "Permissões").
 */
export function resourceAccess(grant: Grant, resource: string): ResourceAccess {
  const can = (key: keyof ResourceAccess) => hasRule(grant, `${resource}:${ACTION_OF[key]}` as RuleId);
  if (!can('view')) return NO_ACCESS;
  return { view: true, create: can('create'), update: can('update'), delete: can('delete') };
}

/** A route's rule: the resource and the access it needs; null for a route anyone in the area opens. */
export type RouteRule<Resource extends string> = readonly [Resource, keyof ResourceAccess] | null;

export function allows<Resource extends string>(
  access: Record<Resource, ResourceAccess>,
  rule: RouteRule<Resource>,
): boolean {
  return rule === null || access[rule[0]][rule[1]];
}
