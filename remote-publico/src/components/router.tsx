import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

/**
 * The area's own routing on the History API: a few pages, matched by path, with no router library, so a
 * citizen's phone does not download one (decision 023). In the back office the area sits under the host's
 * router, which takes every path below /publico and is left alone: Back and Forward (popstate) reach both.
 */

const NAVIGATED = 'gp-publico:navigate';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const current = () => `${window.location.pathname}${window.location.search}`;

/** The address (path and query) the area shows, kept up to date. */
export function useAddress(): { pathname: string; search: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, current, current);
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.searchParams };
}

/** Opens another page of the area (a new history entry), at the top of the page. */
export function navigate(to: string, options: { replace?: boolean } = {}) {
  if (options.replace) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATED));
  window.scrollTo(0, 0);
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
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        props.onClick?.(event);
        if (!plainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

export type Match =
  | { page: 'consulta' }
  | { page: 'transparencia'; cpfCnpj: string }
  | { page: 'bem'; id: string }
  | { page: 'nao-encontrada' };

/** The page of a path under `basePath`: /, /transparencia, /transparencia/{cpf_cnpj}, /bempatrimonial/{id}. */
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
  if (parts.length === 2 && parts[0] === 'bempatrimonial') return { page: 'bem', id: parts[1] as string };
  return { page: 'nao-encontrada' };
}
