import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { GpProviders } from '../providers/gp-providers.js';
import { Harness, type HarnessArea } from './harness.js';
import { createHarnessApi, harnessApiBaseUrl } from './harness-api.js';

export type MountHarnessOptions = HarnessArea & {
  /** The area's `import.meta.env.VITE_API_URL`; the local API when it is not an http(s) URL. */
  apiUrl: unknown;
};

/**
 * Builds the harness page around a remote's bare index.html (which only loads its `standalone.tsx`): the
 * title, the phone viewport, no favicon request, no body margin, and the `#root` it renders into.
 */
function preparePage(title: string): HTMLElement {
  document.title = `${title} (desenvolvimento isolado) · Gestão Pública`;
  const viewport = document.createElement('meta');
  viewport.name = 'viewport';
  viewport.content = 'width=device-width, initial-scale=1.0';
  const icon = document.createElement('link');
  icon.rel = 'icon';
  icon.href = 'data:,';
  document.head.append(viewport, icon);
  document.body.style.margin = '0';
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

/** Renders the harness for one area into its page, with the providers the host would give. */
export function mountHarness({ apiUrl, ...area }: MountHarnessOptions): void {
  const root = preparePage(area.title);
  const api = createHarnessApi(harnessApiBaseUrl(apiUrl));
  createRoot(root).render(
    <StrictMode>
      <GpProviders>
        <BrowserRouter>
          <Harness area={area} api={api} />
        </BrowserRouter>
      </GpProviders>
    </StrictMode>,
  );
}
