import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../app/host-context.js';

/** Pages of a signed-in user (e.g. /selecionarlocal): without a stored user and token, /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => Boolean(s.user && s.token));
  return signedIn ? children : <Navigate to="/login" replace />;
}

/**
 * Everything under /app (docs/product.md, "Áreas e rotas"): /login without user and token,
 * /selecionarlocal without a location.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => Boolean(s.user && s.token));
  const hasLocation = useSession((s) => s.selected !== null);
  if (!signedIn) return <Navigate to="/login" replace />;
  if (!hasLocation) return <Navigate to="/selecionarlocal" replace />;
  return children;
}
