import { on, type RemoteProps, type SessionSnapshot } from '@gp/shared-contracts';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { access, type SistemaAccess } from '../access.js';
import { createRemoteApi } from './remote-api.js';

type RemoteContextValue = {
  basePath: string;
  session: SessionSnapshot;
  access: SistemaAccess;
  api: KyInstance;
};

const RemoteContext = createContext<RemoteContextValue | null>(null);

export function useRemote(): RemoteContextValue {
  const value = useContext(RemoteContext);
  if (!value) throw new Error('useRemote fora de RemoteProvider');
  return value;
}

/** Only mutations are listed in spec §9 ("not retried"); queries retry once, never on a 4xx. */
export const createSistemaQueryClient = () =>
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
 * Session snapshot from the host's props, kept current by the contract events; the API client; and a
 * query cache. Inside the host the host's cache is used (one @tanstack/react-query in the page, and the
 * host clears it on logout); alone, the area brings its own and clears it when the session ends.
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

  const localId = useRef(session.local?.id ?? null);
  localId.current = session.local?.id ?? null;
  const api = useMemo(() => createRemoteApi(session.apiBaseUrl, () => localId.current), [session.apiBaseUrl]);
  const value = useMemo(
    () => ({ basePath, session, access: access(session), api }),
    [basePath, session, api],
  );

  const outer = useContext(QueryClientContext);
  const [own] = useState(() => (outer ? null : createSistemaQueryClient()));
  useEffect(() => (own ? on('session:ended', () => own.clear()) : undefined), [own]);

  const content = <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
  return own ? <QueryClientProvider client={own}>{content}</QueryClientProvider> : content;
}
