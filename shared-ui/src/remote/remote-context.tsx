import { on, type RemoteProps, type SessionSnapshot } from '@gp/shared-contracts';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import {
  type Context,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createRemoteApi } from './remote-api.js';
import { type SendFile, uploadFile } from './upload.js';

export type RemoteContextValue<Access, Paths> = {
  basePath: string;
  session: SessionSnapshot;
  /** The area's access rules for this session (docs/frontend.md, "Rotas"). */
  access: Access;
  api: KyInstance;
  /** The area's addresses under its base path; undefined for an area that declares none. */
  paths: Paths;
  /** The location's id, for query keys: a change of location never shows another client's cache. */
  localId: string | null;
};

export type RemoteContextOptions<Access, Paths> = {
  access: (session: SessionSnapshot) => Access;
  paths?: (basePath: string) => Paths;
};

/** Mutations are never retried; queries retry once, never on a 4xx. */
export const createRemoteQueryClient = () =>
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
 * The session context of one remote area. Each remote makes its own, once, in its
 * `session/remote-context.tsx` (each remote bundles its own copy of shared-ui: the host never reads it).
 */
export type RemoteContext<Access, Paths> = RemoteContextOptions<Access, Paths> & {
  context: Context<RemoteContextValue<Access, Paths> | null>;
};

export function createRemoteContext<Access, Paths = undefined>(
  options: RemoteContextOptions<Access, Paths>,
): RemoteContext<Access, Paths> {
  return { ...options, context: createContext<RemoteContextValue<Access, Paths> | null>(null) };
}

export function useRemoteContext<Access, Paths>(
  remote: RemoteContext<Access, Paths>,
): RemoteContextValue<Access, Paths> {
  const value = useContext(remote.context);
  if (!value) throw new Error('useRemote fora de RemoteProvider');
  return value;
}

type RemoteContextProviderProps<Access, Paths> = RemoteProps & {
  remote: RemoteContext<Access, Paths>;
  children: ReactNode;
};

/**
 * Session snapshot from the host's props, kept current by the contract events; the API client; the
 * area's access and addresses; and a query cache. Inside the host the host's cache is used (one
 * @tanstack/react-query in the page, cleared by the host on logout); alone, the area brings its own and
 * clears it when the session ends.
 */
export function RemoteContextProvider<Access, Paths>({
  remote,
  basePath,
  session: initial,
  children,
}: RemoteContextProviderProps<Access, Paths>) {
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
    () => ({
      basePath,
      session,
      access: remote.access(session),
      api,
      paths: remote.paths?.(basePath) as Paths,
      localId,
    }),
    [remote, basePath, session, api, localId],
  );

  const outer = useContext(QueryClientContext);
  const [own] = useState(() => (outer ? null : createRemoteQueryClient()));
  useEffect(() => (own ? on('session:ended', () => own.clear()) : undefined), [own]);

  const content = <remote.context.Provider value={value}>{children}</remote.context.Provider>;
  return own ? <QueryClientProvider client={own}>{content}</QueryClientProvider> : content;
}

/** `uploadFile` with the session's API and location (the value of an area's `useRemote()`). */
export function useRemoteUpload({
  session,
  localId,
}: Pick<RemoteContextValue<unknown, unknown>, 'session' | 'localId'>): SendFile {
  const baseUrl = session.apiBaseUrl;
  return useCallback(
    (path, file, onProgress, signal) => uploadFile({ baseUrl, path, file, localId, onProgress, signal }),
    [baseUrl, localId],
  );
}
