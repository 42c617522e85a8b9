import type { QueryKeys } from '../list/query-keys.js';
import type { RemoteContextValue } from './remote-context.js';

/**
 * What a shared piece needs of the area it is drawn in: the area's session hook (its API client, location
 * and user) and its query keys. `createRemoteArea` passes its own, so each area gets the pieces bound to
 * its session and keys (decision 011: shared-ui keeps no context of its own).
 */
export type AreaBinding = {
  useRemote: () => Pick<RemoteContextValue<unknown, unknown>, 'api' | 'localId' | 'session'>;
  keys: QueryKeys;
};
