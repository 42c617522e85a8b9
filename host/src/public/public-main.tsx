import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config.js';
import { fetchManifest } from '../federation/manifest.js';
import { applyManifest } from '../federation/remote-registry.js';
import { PublicArea } from './public-area.js';
import { isPublicPath } from './public-path.js';

/**
 * Start-up of /publico/*: the API address and the manifest, then the public remote, which routes its own
 * pages. No session is restored, no router, no antd, no React Query: what a citizen scanning a label
 * downloads is React, the federation runtime and the area (decision 023).
 */
export async function startPublic(root: HTMLElement) {
  const [config, manifest] = await Promise.all([loadRuntimeConfig(), fetchManifest()]);
  applyManifest(manifest);
  // Back (or Forward) out of the area: the page is loaded again, so the back office starts as usual.
  window.addEventListener('popstate', () => {
    if (!isPublicPath(window.location.pathname)) window.location.reload();
  });
  createRoot(root).render(
    <StrictMode>
      <PublicArea apiBaseUrl={config.apiBaseUrl} />
    </StrictMode>,
  );
}
