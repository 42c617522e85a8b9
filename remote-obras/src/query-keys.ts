import { createQueryKeys } from '@gp/shared-ui/list';

/**
 * The area's query keys, from the one factory every feature uses: `['obras', localId, resource,
 * 'list' | 'detail', ...]` (docs/frontend.md). A write on a work's record also refreshes the works
 * (`obra`), whose lists show the measured total and the percentage executed.
 */
export const keys = createQueryKeys('obras');
