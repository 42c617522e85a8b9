import { createQueryKeys } from '@gp/shared-ui/list';

/**
 * The area's query keys, from the one factory every feature uses: `['patrimonio', localId, resource,
 * 'list' | 'detail', ...]` (docs/frontend.md). Invalidating `keys.resource(localId, 'bens')` refreshes
 * the asset lists and details together.
 */
export const keys = createQueryKeys('patrimonio');
