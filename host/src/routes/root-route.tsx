import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HostEventBridge } from '../app/event-bridge.js';
import { SessionExpiryWatcher } from '../session/session-expiry.js';

/** Scroll returns to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootRoute() {
  return (
    <>
      <HostEventBridge />
      <SessionExpiryWatcher />
      <ScrollToTop />
      <Outlet />
    </>
  );
}
