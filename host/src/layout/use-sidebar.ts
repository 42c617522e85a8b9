import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '../lib/cookies.js';

/** Open state kept in a cookie for 604800 s; below 768 px a drawer (docs/product.md, "Menu"). */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;
export const MOBILE_QUERY = '(max-width: 767.98px)';

const subscribeMobile = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Drawn without a window (the back office's styles, made at build time), the layout is the desktop one. */
export const useIsMobile = () =>
  useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );

/** True when the key event is Ctrl+B or Cmd+B. */
export const isSidebarShortcut = (
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'b';

/**
 * Desktop: expanded or collapsed, remembered in the cookie. Mobile: a drawer, open or closed, closed on
 * every navigation and not remembered. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    writeCookie(SIDEBAR_COOKIE, String(open), SIDEBAR_COOKIE_MAX_AGE);
  }, [open]);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) setMobileOpen((o) => !o);
    else setOpen((o) => !o);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const closeMobile = useCallback(() => setMobileOpen(false), []);

  return {
    isMobile,
    /** ProLayout's `collapsed`: a closed drawer on mobile, a collapsed sider on desktop. */
    collapsed: isMobile ? !mobileOpen : !open,
    onCollapse: (collapsed: boolean) => (isMobile ? setMobileOpen(!collapsed) : setOpen(!collapsed)),
    closeMobile,
  };
}
