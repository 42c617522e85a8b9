import { createRemoteArea } from '@gp/shared-ui/remote';
import { access } from '../access.js';
import { obrasPaths } from '../paths.js';
import { keys } from '../query-keys.js';

/**
 * The works area's session context (session snapshot, access, addresses, API client, query cache) and the
 * hooks and shared pieces its features use (docs/frontend.md).
 */
export const {
  registerApi,
  useList,
  useRecord,
  useRemote,
  RemoteProvider,
  useUpload,
  StatusAction,
  useStatusCall,
  ClientFilter,
  ClientSelect,
  FornecedorSelect,
  LookupSelect,
} = createRemoteArea({
  access,
  paths: obrasPaths,
  keys,
});
