import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config.js';
import { fetchManifest } from '../federation/manifest.js';
import { applyManifest } from '../federation/remote-registry.js';
import { PublicArea } from './public-area.js';
import { isPublicPath, SERVER_DRAWN_ATTRIBUTE } from './public-path.js';

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
  // The host's server may have drawn the page above #root (docs/decisions/027): it stays on screen, with no
  // loading line, until the remote's first drawing replaces it; should the remote not load, it stays.
  const serverDrawn = root.hasAttribute(SERVER_DRAWN_ATTRIBUTE);
  createRoot(root).render(
    <StrictMode>
      <PublicArea apiBaseUrl={config.apiBaseUrl} serverDrawn={serverDrawn} />
    </StrictMode>,
  );
}
