import type { RemoteProps } from '@gp/shared-contracts';
import type { ReactNode } from 'react';
import type { QueryKeys } from '../list/query-keys.js';
import { type RecordQuery, useRecordQuery } from '../list/record-query.js';
import { type RemoteListOptions, useRemoteList } from '../list/server-list.js';
import { createLookups } from './lookup-select.js';
import { createRegisterApi } from './register-api.js';
import {
  createRemoteContext,
  type RemoteContextOptions,
  RemoteContextProvider,
  useRemoteContext,
  useRemoteUpload,
} from './remote-context.js';
import { createStatusAction } from './status-action.js';

/**
 * Everything a remote area's features use to live in the host, made once in the area's
 * `session/remote-context.tsx` (docs/frontend.md, "A remote's folders"): its provider, its session
 * (`useRemote`), uploads with progress, the one way to read a record (`useRecord`) and a paged list
 * (`useList`) under the area's query keys, the one way a feature's `api.ts` calls the API
 * (`registerApi`), and the shared pieces that read the API under the area's session: the status action
 * (`StatusAction`, `useStatusCall`), the look-ups (`LookupSelect`) and the client pickers (`ClientSelect`,
 * `ClientFilter`, `ClientCard`, `useClientOptions`).
 */
export function createRemoteArea<Access, Paths = undefined>({
  keys,
  ...options
}: RemoteContextOptions<Access, Paths> & { keys: QueryKeys }) {
  const remote = createRemoteContext<Access, Paths>(options);
  // Called once per area when its module loads, never while rendering: each hook and the provider keep
  // one identity for the life of the page.
  // biome-ignore lint/correctness/noComponentHookFactories: made once at module load (above)
  const useRemote = () => useRemoteContext(remote);
  // biome-ignore lint/correctness/noComponentHookFactories: made once at module load (above)
  function RemoteProvider(props: RemoteProps & { children: ReactNode }) {
    return <RemoteContextProvider remote={remote} {...props} />;
  }
  const area = { useRemote, keys };
  return {
    RemoteProvider,
    useRemote,
    useUpload: () => useRemoteUpload(useRemote()),
    useRecord: <T,>(query: RecordQuery<T>) => useRecordQuery(useRemote(), keys, query),
    useList: <T,>(list: RemoteListOptions<T>) => useRemoteList<T>(useRemote(), keys, list),
    registerApi: createRegisterApi(area),
    ...createStatusAction(area),
    ...createLookups(area),
  };
}
