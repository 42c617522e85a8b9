import '@ant-design/v5-patch-for-react-19';
import { GpProviders } from '@gp/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { HostProvider } from './app/host-context.js';
import { createQueryClient } from './app/query-client.js';
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config.js';
import { fetchManifest } from './federation/manifest.js';
import { applyManifest } from './federation/remote-registry.js';
import { removeDashboardCopy } from './layout/dashboard-copy.js';
import { firstFetch } from './routes/first-screens.js';
import { prefetchForPath } from './routes/page-loaders.js';
import { createRouter } from './routes/router.js';
import { keepFirstScreen } from './session/first-screen.js';
import { createSessionController } from './session/session-controller.js';
import { prebuiltStylesReady } from './styles/prebuilt.js';

/** What the light sign-in (sign-in/sign-in-main.tsx) hands over when it starts the back office. */
export type StartAppOptions = {
  /** The API address it already read. */
  config?: RuntimeConfig;
  /** Its React root: the back office is drawn in it, replacing the sign-in form, with no reload. */
  reactRoot?: Root;
  /** Sets the address the router starts at; runs once everything is ready, just before it is read. */
  beforeRouter?: () => void;
};

/**
 * Removes `/app`'s drawn dashboard (decision 030) in the back office's first commit, which draws the
 * screen in its place: both are never on screen together, and no frame is left without either.
 */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => removeDashboardCopy(), []);
  return children;
}

/**
 * Start-up of the back office (every path but /publico, and a cold /login without a session, decision
 * 026): the API address and the remote manifest are read at run time (no rebuild to move either), the
 * stored session is restored (and its saved location fetched) before the first render, as is the back
 * office's stylesheet made at build time.
 */
export async function startApp(root: HTMLElement, options: StartAppOptions = {}) {
  const firstPages = prefetchForPath(window.location.pathname);
  // Both were requested by the page's loader on a cold back-office page (`firstFetch`, decision 029).
  const manifestRead = fetchManifest(firstFetch).then(applyManifest);
  const config = options.config ?? (await loadRuntimeConfig(firstFetch));
  const queryClient = createQueryClient();
  const controller = createSessionController({ apiBaseUrl: config.apiBaseUrl, queryClient });
  // What /app's page draws before its scripts run, for the next cold start (decision 030).
  keepFirstScreen(controller.store);
  // The stylesheet made at build time (decision 029) is in before the first render, which reads its map;
  // so are the pages the address opens, which that render draws instead of their loading fallbacks.
  await Promise.all([controller.start(), manifestRead, prebuiltStylesReady(), firstPages]);
  options.beforeRouter?.();
  const router = createRouter();

  (options.reactRoot ?? createRoot(root)).render(
    <StrictMode>
      <TakeOver>
        <GpProviders>
          <QueryClientProvider client={queryClient}>
            <HostProvider controller={controller}>
              <RouterProvider router={router} />
            </HostProvider>
          </QueryClientProvider>
        </GpProviders>
      </TakeOver>
    </StrictMode>,
  );
}
