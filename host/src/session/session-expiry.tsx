import { useEffect, useRef } from 'react';
import { useHost, useSession } from '../app/host-context.js';
import { isExpired, tokenState } from './session-time.js';
import { useNow } from './use-now.js';

/** Milliseconds left on the access token, or null without a decodable one. */
export function useRemainingMs(): number | null {
  const token = useSession((s) => s.token);
  const now = useNow();
  const state = tokenState(token, now);
  if (state.kind === 'valid') return state.remainingMs;
  if (state.kind === 'expired') return 0;
  return null;
}

/** Runs the expiry rule when the access token reaches zero (renew if active, otherwise end the session). */
export function SessionExpiryWatcher() {
  const host = useHost();
  const user = useSession((s) => s.user);
  const remaining = useRemainingMs();
  const handling = useRef(false);
  useEffect(() => {
    if (!user || remaining === null || !isExpired(remaining) || handling.current) return;
    handling.current = true;
    void host.onTokenExpired().finally(() => {
      handling.current = false;
    });
  }, [host, user, remaining]);
  return null;
}
