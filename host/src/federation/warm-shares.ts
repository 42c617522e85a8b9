import { loadShare } from '@module-federation/runtime';

/**
 * The shares the host uses from its own bundle (antd, pro-layout, react-query: see
 * shared-ui/vite/local-shares.ts) are provided to the remotes as whole libraries, downloaded on first
 * request. Once the /app shell is on screen they are fetched while the browser is idle, so opening an
 * area downloads only the area's own code. A failure is harmless: the remote asks again when it loads.
 */
export const REMOTE_SHARES = ['antd', '@ant-design/pro-layout', '@tanstack/react-query'] as const;

let warmed = false;

export function warmRemoteShares(): void {
  if (warmed) return;
  warmed = true;
  const run = () => {
    for (const pkg of REMOTE_SHARES)
      void Promise.resolve()
        .then(() => loadShare(pkg))
        .catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 200);
}
