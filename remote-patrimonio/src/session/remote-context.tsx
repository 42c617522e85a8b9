import type { RemoteProps } from '@gp/shared-contracts';
import {
  createRemoteContext,
  RemoteContextProvider,
  useRemoteContext,
  useRemoteUpload,
} from '@gp/shared-ui/remote';
import type { ReactNode } from 'react';
import { access } from '../access.js';
import { patrimonioPaths } from '../paths.js';

/** The patrimônio area's session context: session snapshot, access, addresses, API client and query cache. */
const patrimonio = createRemoteContext({ access, paths: patrimonioPaths });

export function RemoteProvider(props: RemoteProps & { children: ReactNode }) {
  return <RemoteContextProvider remote={patrimonio} {...props} />;
}

export const useRemote = () => useRemoteContext(patrimonio);

/** One file to the API with its own progress, with the session's API and location. */
export const useUpload = () => useRemoteUpload(useRemote());
