import { createRemoteArea } from '@gp/shared-ui/remote';
import { access } from '../access.js';
import { patrimonioPaths } from '../paths.js';
import { keys } from '../query-keys.js';

/**
 * The patrimônio area's session context (session snapshot, access, addresses, API client, query cache)
 * and the hooks and shared pieces its features use (docs/frontend.md).
 */
export const {
  RemoteProvider,
  useRemote,
  useRecord,
  useList,
  useUpload,
  registerApi,
  LookupSelect,
  FornecedorSelect,
  ClientCard,
  ClientFilter,
  StatusAction,
} = createRemoteArea({
  access,
  paths: patrimonioPaths,
  keys,
});
