import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  useContext,
  useSyncExternalStore,
} from 'react';

/**
 * The area's own routing on the History API: a few pages, matched by path, with no router library, so a
 * citizen's phone does not download one (decision 023). In the back office the area sits under the host's
 * router, which takes every path below /publico and is left alone: Back and Forward (popstate) reach both.
 */

const NAVIGATED = 'gp-publico:navigate';

/**
 * Where the area's address lives: the page's own (History API) in the host and the harness, or a
 * widget's memory when the area is embedded in a foreign page (embed.tsx), whose address is not ours.
 */
export type AddressStore = {
  /** The current path and query. */
  read(): string;
  subscribe(onChange: () => void): () => void;
  go(to: string, options?: { replace?: boolean }): void;
  /** The href a link to `to` carries (for a new tab, or copying). */
  href(to: string): string;
};

/** The page's address: `popstate` (Back, Forward) and the area's own navigations. */
export const browserAddress: AddressStore = {
  read: () => `${window.location.pathname}${window.location.search}`,
  subscribe(onChange) {
    window.addEventListener('popstate', onChange);
    window.addEventListener(NAVIGATED, onChange);
    return () => {
      window.removeEventListener('popstate', onChange);
      window.removeEventListener(NAVIGATED, onChange);
    };
  },
  go(to, options = {}) {
    if (options.replace) window.history.replaceState(window.history.state, '', to);
    else window.history.pushState(null, '', to);
    window.dispatchEvent(new Event(NAVIGATED));
    window.scrollTo(0, 0);
  },
  href: (to) => to,
};

/**
 * An address kept in memory, for a widget in someone else's page; its links point at the portal
 * (`portalUrl`, the host's address) so that a new tab opens the full page there.
 */
export function memoryAddress(initial: string, portalUrl = ''): AddressStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => current,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    go(to) {
      current = to;
      for (const listener of listeners) listener();
    },
    href: (to) => `${portalUrl}${to}`,
  };
}

const AddressContext = createContext<AddressStore>(browserAddress);
export const AddressProvider = AddressContext.Provider;

/** The address (path and query) the area shows, kept up to date. */
export function useAddress(): { pathname: string; search: URLSearchParams } {
  const store = useContext(AddressContext);
  const href = useSyncExternalStore(store.subscribe, store.read, store.read);
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.searchParams };
}

/** Opens another page of the area (in the page's history, or in the widget's memory). */
export function useNavigate() {
  const store = useContext(AddressContext);
  return store.go;
}

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/** A link to a page of the area: a real <a href> (new tab, copy, keyboard), opened in place on a plain click. */
export function Link({
  to,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  const store = useContext(AddressContext);
  return (
    <a
      {...props}
      href={store.href(to)}
      onClick={(event) => {
        props.onClick?.(event);
        if (!plainClick(event)) return;
        event.preventDefault();
        store.go(to);
      }}
    />
  );
}

export type Match =
  | { page: 'consulta' }
  | { page: 'transparencia'; cpfCnpj: string }
  | { page: 'obra'; cpfCnpj: string; id: string }
  | { page: 'bem'; id: string }
  | { page: 'documento'; codigo: string }
  | { page: 'nao-encontrada' };

/**
 * The page of a path under `basePath`: /, /transparencia, /transparencia/{cpf_cnpj}, /bempatrimonial/{id},
 * /documento/{codigo}.
 */
export function matchPage(pathname: string, basePath: string): Match {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return { page: 'nao-encontrada' };
  const parts = pathname
    .slice(basePath.length)
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  if (parts.length === 0 || (parts.length === 1 && parts[0] === 'transparencia')) return { page: 'consulta' };
  if (parts.length === 2 && parts[0] === 'transparencia')
    return { page: 'transparencia', cpfCnpj: parts[1] as string };
  if (parts.length === 4 && parts[0] === 'transparencia' && parts[2] === 'obra')
    return { page: 'obra', cpfCnpj: parts[1] as string, id: parts[3] as string };
  if (parts.length === 2 && parts[0] === 'bempatrimonial') return { page: 'bem', id: parts[1] as string };
  if (parts.length === 2 && parts[0] === 'documento')
    return { page: 'documento', codigo: parts[1] as string };
  return { page: 'nao-encontrada' };
}
