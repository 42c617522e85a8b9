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

/** Renders the harness for one area into the page's `#root`, with the providers the host would give. */
export function mountHarness({ apiUrl, ...area }: MountHarnessOptions): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root ausente em index.html');
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
