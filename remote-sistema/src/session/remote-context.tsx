import type { RemoteProps } from '@gp/shared-contracts';
import { type RecordQuery, type RemoteListOptions, useRecordQuery, useRemoteList } from '@gp/shared-ui/list';
import {
  createRemoteContext,
  RemoteContextProvider,
  useRemoteContext,
  useRemoteUpload,
} from '@gp/shared-ui/remote';
import type { ReactNode } from 'react';
import { access } from '../access.js';
import { keys } from '../query-keys.js';

/** The sistema area's session context: session snapshot, access, API client and query cache. */
const sistema = createRemoteContext({ access });

export function RemoteProvider(props: RemoteProps & { children: ReactNode }) {
  return <RemoteContextProvider remote={sistema} {...props} />;
}

export const useRemote = () => useRemoteContext(sistema);

/** One file to the API with its own progress, with the session's API and location. */
export const useUpload = () => useRemoteUpload(useRemote());

/** One record of the area, or one part of it, under its detail key (docs/frontend.md). */
export const useRecord = <T,>(query: RecordQuery<T>) => useRecordQuery(useRemote(), keys, query);

/** A server-paged list of the area's resource, driven by the URL (docs/frontend.md, "Listas"). */
export const useList = <T,>(options: RemoteListOptions<T>) => useRemoteList<T>(useRemote(), keys, options);
