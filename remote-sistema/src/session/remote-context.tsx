import { createRemoteArea } from '@gp/shared-ui/remote';
import { access } from '../access.js';
import { keys } from '../query-keys.js';

/**
 * The sistema area's session context (session snapshot, access, API client, query cache) and the hooks and
 * shared pieces its features use (docs/frontend.md).
 */
export const {
  useClientOptions,
  ClientSelect,
  ClientFilter,
  RemoteProvider,
  useRemote,
  useUpload,
  useRecord,
  useList,
  registerApi,
} = createRemoteArea({
  access,
  keys,
});
