import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { SessionController } from '../session/session-controller.js';
import type { SessionStore } from '../session/token-store.js';

const HostContext = createContext<SessionController | null>(null);

export function HostProvider({
  controller,
  children,
}: {
  controller: SessionController;
  children: ReactNode;
}) {
  return <HostContext.Provider value={controller}>{children}</HostContext.Provider>;
}

/** The session controller (API client, sign-in, location, logout) of this page. */
export function useHost(): SessionController {
  const controller = useContext(HostContext);
  if (!controller) throw new Error('useHost fora de HostProvider');
  return controller;
}

/** Reads the private session store (host only; remotes get snapshots and events). */
export function useSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(useHost().store, selector);
}
