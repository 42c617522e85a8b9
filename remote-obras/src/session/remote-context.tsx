import { createRemoteArea } from '@gp/shared-ui/remote';
import { access } from '../access.js';
import { obrasPaths } from '../paths.js';
import { keys } from '../query-keys.js';

/**
 * The works area's session context (session snapshot, access, addresses, API client, query cache) and the
 * hooks and shared pieces its features use (docs/frontend.md).
 */
export const {
  RemoteProvider,
  useRemote,
  useUpload,
  useRecord,
  useList,
  registerApi,
  StatusAction,
  useStatusCall,
  LookupSelect,
  FornecedorSelect,
  ClientSelect,
  ClientFilter,
  ClientCard,
  useClientOptions,
} = createRemoteArea({
  access,
  paths: obrasPaths,
  keys,
});
