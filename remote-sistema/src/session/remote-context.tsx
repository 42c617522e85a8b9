import type { RemoteProps } from '@gp/shared-contracts';
import {
  createRemoteContext,
  RemoteContextProvider,
  useRemoteContext,
  useRemoteUpload,
} from '@gp/shared-ui/remote';
import type { ReactNode } from 'react';
import { access } from '../access.js';

/** The sistema area's session context: session snapshot, access, API client and query cache. */
const sistema = createRemoteContext({ access });

export function RemoteProvider(props: RemoteProps & { children: ReactNode }) {
  return <RemoteContextProvider remote={sistema} {...props} />;
}

export const useRemote = () => useRemoteContext(sistema);

/** One file to the API with its own progress, with the session's API and location. */
export const useUpload = () => useRemoteUpload(useRemote());
