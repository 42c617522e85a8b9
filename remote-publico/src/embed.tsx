import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicoProvider } from './components/context.js';
import { AddressProvider, memoryAddress } from './components/router.js';
import { PublicoPages } from './routes.js';

/**
 * The loader a foreign page (a city's own site) includes to show the public area inside it:
 *
 *   <div data-gp-transparencia="12345678000195"></div>   an entity's assets, filters and downloads
 *   <div data-gp-bem="{id}"></div>                        an asset's public card
 *   <script type="module" src="https://<remote-publico>/embed.js"
 *           data-gp-api="https://<api>" data-gp-portal="https://<host>"></script>
 *
 * Each element gets a shadow root, so the page's CSS does not reach the widget and the widget's does not
 * leak out (its stylesheet sets every property it relies on, `all: initial` included). A widget keeps its
 * address in memory: moving between its pages leaves the page's own address and history alone; its
 * links point at the portal for a new tab. Built on its own (vite.embed.config.ts): the page has no
 * federation host, so React comes with it.
 */

const BASE_PATH = '/publico';

/** The script element that loaded this module, for its data-gp-* settings. */
function ownScript(): HTMLScriptElement | undefined {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find(
    (s) => s.src === import.meta.url,
  );
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function mount(element: HTMLElement, start: string, apiBaseUrl: string, portalUrl: string) {
  if (element.shadowRoot) return;
  const shadow = element.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const env = { apiBaseUrl, basePath: BASE_PATH, embedded: true };
  createRoot(container).render(
    <StrictMode>
      <PublicoProvider env={env}>
        <AddressProvider value={memoryAddress(start, portalUrl)}>
          <PublicoPages />
        </AddressProvider>
      </PublicoProvider>
    </StrictMode>,
  );
}

/** Mounts every widget of the page that is not mounted yet (call again after adding some). */
export function mountAll(root: ParentNode = document) {
  const script = ownScript();
  const origin = new URL(import.meta.url).origin;
  const apiBaseUrl = trimSlash(script?.dataset.gpApi ?? 'http://localhost:8000');
  const portalUrl = trimSlash(script?.dataset.gpPortal ?? origin);
  for (const element of root.querySelectorAll<HTMLElement>('[data-gp-transparencia]')) {
    const doc = encodeURIComponent(element.dataset.gpTransparencia ?? '');
    mount(element, `${BASE_PATH}/transparencia/${doc}`, apiBaseUrl, portalUrl);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-gp-bem]')) {
    const id = encodeURIComponent(element.dataset.gpBem ?? '');
    mount(element, `${BASE_PATH}/bempatrimonial/${id}`, apiBaseUrl, portalUrl);
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => mountAll());
else mountAll();
