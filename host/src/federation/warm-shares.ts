import { loadShare } from '@module-federation/runtime';

/**
 * The shares the host uses from its own bundle (antd, pro-layout, react-query: see
 * shared-ui/vite/local-shares.ts) are provided to the remotes as whole libraries, downloaded on first
 * request. Once the /app shell is on screen they are fetched when the browser is idle, so opening an
 * area downloads only the area's own code. A failure is harmless: the remote asks again when it loads.
 *
 * Idle with no deadline: these libraries are for the next area, not for the page being drawn, and
 * evaluating them (antd alone is about 140 KB gzip) in the middle of the first render of /app, as a
 * deadline would force on a slow CPU, delayed its dashboard by about a second and a half.
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
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else setTimeout(run, 1000);
}
