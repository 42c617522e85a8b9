import { createContext, type ReactNode, useContext, useEffect } from 'react';

/** What every public page needs: where the API is, where the area is mounted, and whether it is embedded. */
export type PublicoEnv = {
  /** The API's base URL, without trailing slash. */
  apiBaseUrl: string;
  /** The route the area is mounted under (/publico in the host). */
  basePath: string;
  /** True inside a foreign page (embed.js): the page's title is not ours to change. */
  embedded: boolean;
};

const PublicoContext = createContext<PublicoEnv | null>(null);

export function PublicoProvider({ env, children }: { env: PublicoEnv; children: ReactNode }) {
  return <PublicoContext.Provider value={env}>{children}</PublicoContext.Provider>;
}

export function usePublico(): PublicoEnv {
  const env = useContext(PublicoContext);
  if (!env) throw new Error('usePublico fora de PublicoProvider');
  return env;
}

/** A page's title as the tab shows it. */
export const tabTitle = (title: string) => `${title} — Transparência`;

/** The tab's title names the page (WCAG 2.4.2), except when the area is embedded in someone else's page. */
export function useDocumentTitle(title: string) {
  const { embedded } = usePublico();
  useEffect(() => {
    if (!embedded) document.title = tabTitle(title);
  }, [title, embedded]);
}
