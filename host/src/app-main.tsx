import '@ant-design/v5-patch-for-react-19';
import { GpProviders } from '@gp/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { HostProvider } from './app/host-context.js';
import { createQueryClient } from './app/query-client.js';
import { loadRuntimeConfig } from './config/runtime-config.js';
import { fetchManifest } from './federation/manifest.js';
import { applyManifest } from './federation/remote-registry.js';
import { createRouter } from './routes/router.js';
import { createSessionController } from './session/session-controller.js';

/**
 * Start-up of the back office (every path but /publico): the API address and the remote manifest are read at run time (no rebuild to move either),
 * the stored session is restored (and its saved location fetched) before the first render.
 */
export async function startApp(root: HTMLElement) {
  const [config, manifest] = await Promise.all([loadRuntimeConfig(), fetchManifest()]);
  applyManifest(manifest);
  const queryClient = createQueryClient();
  const controller = createSessionController({ apiBaseUrl: config.apiBaseUrl, queryClient });
  await controller.start();
  const router = createRouter();

  createRoot(root).render(
    <StrictMode>
      <GpProviders>
        <QueryClientProvider client={queryClient}>
          <HostProvider controller={controller}>
            <RouterProvider router={router} />
          </HostProvider>
        </QueryClientProvider>
      </GpProviders>
    </StrictMode>,
  );
}
