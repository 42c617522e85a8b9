import { emit, on } from '@gp/shared-contracts';
import { useToast } from '@gp/shared-ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildModulesReport } from '../federation/modules-report.js';
import { trackActivity } from '../session/activity.js';
import { EXPIRED_SESSION_MESSAGE, tokenState } from '../session/session-time.js';
import { useHost } from './host-context.js';
import { connectToasts } from './toast-outbox.js';

/** Only paths of this origin may be requested by a remote (no open redirect through the event). */
const isInternalPath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/**
 * The host side of the event contract: answers token requests (refresh:true runs the same single-flight
 * refresh as the host's own client) and the Módulos page's report, and serves navigation, toast and
 * logout requests. It also follows
 * other tabs through storage events and watches user activity for the session-expiry rule.
 */
export function HostEventBridge() {
  const host = useHost();
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    trackActivity();
    const disconnectToasts = connectToasts((kind, message, link) => toast[kind](message, link));
    const offs = [
      on('token:request', async ({ requestId, refresh }) => {
        const state = host.store.getState();
        let token = state.user && tokenState(state.token).kind === 'valid' ? state.token : null;
        if (refresh && state.user && state.refreshToken) {
          try {
            token = await host.refresh();
          } catch {
            token = null;
            toast.warning(EXPIRED_SESSION_MESSAGE);
            host.end('refresh-failed');
          }
        }
        emit('token:response', { requestId, token });
      }),
      on('navigate:request', ({ to, replace }) => {
        if (isInternalPath(to)) navigate(to, { replace: replace ?? false });
      }),
      on('toast:request', ({ kind, message, link }) => toast[kind](message, link)),
      on('logout:request', () => {
        host.logout();
        navigate('/login', { replace: true });
      }),
      on('session:ended', () => navigate('/login', { replace: true })),
      // The Módulos page: support only, checked here where the data comes from.
      on('modules:request', async ({ requestId }) => {
        const state = host.store.getState();
        const report =
          state.user && state.selected?.grant.permissions.isSuporte
            ? await buildModulesReport()
            : ({ status: 'forbidden', message: 'Somente o suporte vê os módulos.' } as const);
        emit('modules:response', { requestId, report });
      }),
    ];
    const onStorage = (event: StorageEvent) => host.onStorage(event);
    window.addEventListener('storage', onStorage);
    return () => {
      for (const off of offs) off();
      disconnectToasts();
      window.removeEventListener('storage', onStorage);
    };
  }, [host, navigate, toast]);

  return null;
}
