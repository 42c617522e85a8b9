import { createRemoteArea } from '@gp/shared-ui/remote';
import { access } from '../access.js';
import { obrasPaths } from '../paths.js';
import { keys } from '../query-keys.js';

/**
 * The works area's session context (session snapshot, access, addresses, API client, query cache) and the
 * hooks its features read records and lists and send files with (docs/frontend.md).
 */
export const { RemoteProvider, useRemote, useRecord, useList, useUpload } = createRemoteArea({
  access,
  paths: obrasPaths,
  keys,
});
