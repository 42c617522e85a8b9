import { on, type RemoteProps, type SessionSnapshot } from '@gp/shared-contracts';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { access, type PatrimonioAccess } from '../access.js';
import { type PatrimonioPaths, patrimonioPaths } from '../paths.js';
import { createRemoteApi } from './remote-api.js';

type RemoteContextValue = {
  basePath: string;
  session: SessionSnapshot;
  access: PatrimonioAccess;
  api: KyInstance;
  paths: PatrimonioPaths;
  /** The location's id, for query keys: a change of location never shows another client's cache. */
  localId: string | null;
};

const RemoteContext = createContext<RemoteContextValue | null>(null);

export function useRemote(): RemoteContextValue {
  const value = useContext(RemoteContext);
  if (!value) throw new Error('useRemote fora de RemoteProvider');
  return value;
}

/** Only mutations are listed in spec §9 ("not retried"); queries retry once, never on a 4xx. */
export const createPatrimonioQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          const status = (error as { response?: Response }).response?.status;
          return failures < 1 && !(status && status >= 400 && status < 500);
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });

/**
 * Session snapshot from the host's props, kept current by the contract events; the API client; the
 * area's addresses; and a query cache. Inside the host the host's cache is used (one
 * @tanstack/react-query in the page, cleared by the host on logout); alone, the area brings its own and
 * clears it when the session ends.
 */
export function RemoteProvider({
  basePath,
  session: initial,
  children,
}: RemoteProps & { children: ReactNode }) {
  const [session, setSession] = useState(initial);
  useEffect(() => setSession(initial), [initial]);
  useEffect(() => {
    const offs = [
      on('session:changed', setSession),
      on('location:changed', setSession),
      on('exercicio:changed', setSession),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, []);

  const localId = session.local?.id ?? null;
  const localRef = useRef(localId);
  localRef.current = localId;
  const api = useMemo(
    () => createRemoteApi(session.apiBaseUrl, () => localRef.current),
    [session.apiBaseUrl],
  );
  const value = useMemo(
    () => ({ basePath, session, access: access(session), api, paths: patrimonioPaths(basePath), localId }),
    [basePath, session, api, localId],
  );

  const outer = useContext(QueryClientContext);
  const [own] = useState(() => (outer ? null : createPatrimonioQueryClient()));
  useEffect(() => (own ? on('session:ended', () => own.clear()) : undefined), [own]);

  const content = <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
  return own ? <QueryClientProvider client={own}>{content}</QueryClientProvider> : content;
}
