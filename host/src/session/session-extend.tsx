import { lazy, Suspense } from 'react';
import { useSession } from '../app/host-context.js';
import { useRemainingMs } from './session-expiry.js';

/**
 * Under this the back office offers to extend the session before it ends (eMAG: a time limit can be
 * extended by the user). Two minutes: time to read the notice and press the button.
 */
export const SESSION_EXTEND_MS = 120_000;

// The notice's view is fetched when first needed: most sessions never come near their end, and /app's
// first screen keeps its bytes (e2e/support/budget.ts).
const SessionExtendAlert = lazy(() =>
  import('./session-extend-alert.js').then((m) => ({ default: m.SessionExtendAlert })),
);

/** Shows the notice of the session about to end (`SessionExtendAlert`) within its last two minutes. */
export function SessionExtendNotice() {
  const user = useSession((s) => s.user);
  const remaining = useRemainingMs();
  if (!user || remaining === null || remaining <= 0 || remaining > SESSION_EXTEND_MS) return null;
  return (
    <Suspense fallback={null}>
      <SessionExtendAlert remaining={remaining} />
    </Suspense>
  );
}
