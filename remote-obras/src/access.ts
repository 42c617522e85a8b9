import { canAccess, type SessionSnapshot } from '@gp/shared-contracts';
import { NO_ACCESS, type ResourceAccess } from '@gp/shared-ui';

/**
 * The works area has one resource of its own: the area itself. The permission catalogue has no works
 * resource (docs/decisions/022-obras-area.md): support holds every rule, and the area is support's at a
 * location with `hasObras` (the menu's `canAccess('obras')`). The API refuses the same calls anyway.
 */
export type ObrasResource = 'obras';
export type ObrasAccess = Record<ObrasResource, ResourceAccess>;

const EVERYTHING: ResourceAccess = { view: true, create: true, update: true, delete: true };

/** The area's access function: everything for support with `hasObras`, nothing for anyone else. */
export function access(session: SessionSnapshot): ObrasAccess {
  const local = session.local;
  return { obras: local && canAccess('obras', local.permissions) ? EVERYTHING : NO_ACCESS };
}
