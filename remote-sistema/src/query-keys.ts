import { createQueryKeys } from '@gp/shared-ui/list';

/**
 * The query keys of the sistema area, from the one factory (docs/frontend.md): every feature builds
 * `['sistema', localId, resource, ...]`, so a change of location never shows another client's cache.
 */
export const keys = createQueryKeys('sistema');
