import type { PublicoBem } from '@gp/shared-contracts';
import { renderToString } from 'react-dom/server';
import { getJson, PublicoHttpError } from './components/api.js';
import { PublicoProvider, tabTitle } from './components/context.js';
import { matchPage } from './components/router.js';
import { SERVER_DATA_ID, SERVER_PAGE_ID, type ServerData, serverDataJson } from './components/server-data.js';
import { BEM_NOT_FOUND_TITLE, BemCard, BemNotFound, bemPath, bemTitle } from './features/bem/bem-page.js';

/**
 * The public pages drawn on the server, for a citizen's phone on a slow mobile network: the asset card a
 * label's QR code opens arrives as HTML in the page's first answer, readable before any script runs
 * (docs/decisions/027-the-public-card-drawn-on-the-server.md). Built by `vite.server.config.ts` into
 * `dist-server/render.mjs`, with React inside, and called by the remote's server (scripts/prerender.mjs);
 * the same components draw the page in the browser, which takes over with the answer carried in the page.
 */

export type RenderOptions = {
  /** The API as the browser reaches it (image addresses in the page). */
  apiBaseUrl: string;
  /** The API as this server reaches it (the same address unless a private network sits between them). */
  apiInternalUrl: string;
  /** Where the host mounts the area. */
  basePath: string;
  /** How long the API may take before the page is left to the browser. */
  timeoutMs?: number;
};

export type RenderedPage = { status: number; title: string; html: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The page at `pathname`, or null when it is not drawn on the server (another page, or the API did not
 * answer in time or failed: the browser then draws it as always).
 */
export async function renderPublicPage(
  pathname: string,
  options: RenderOptions,
): Promise<RenderedPage | null> {
  const match = matchPage(pathname, options.basePath);
  if (match.page !== 'bem') return null;
  const env = { apiBaseUrl: options.apiBaseUrl, basePath: options.basePath, embedded: false };
  const path = bemPath(match.id);
  // Ids are uuids: anything else is not found without asking the API.
  let served: ServerData;
  if (!UUID.test(match.id)) served = { path, status: 404, body: null };
  else {
    try {
      const bem = await getJson<PublicoBem>(
        options.apiInternalUrl,
        path,
        AbortSignal.timeout(options.timeoutMs ?? 1000),
      );
      served = { path, status: 200, body: bem };
    } catch (error) {
      if (!(error instanceof PublicoHttpError && error.status === 404)) return null;
      served = { path, status: 404, body: { message: error.message } };
    }
  }
  const found = served.status === 200;
  const page = renderToString(
    <PublicoProvider env={env}>
      {found ? <BemCard bem={served.body as PublicoBem} /> : <BemNotFound />}
    </PublicoProvider>,
  );
  const data = `<script type="application/json" id="${SERVER_DATA_ID}">${serverDataJson(served)}</script>`;
  return {
    status: served.status,
    title: tabTitle(found ? bemTitle(served.body as PublicoBem) : BEM_NOT_FOUND_TITLE),
    html: `<div id="${SERVER_PAGE_ID}">${page}${data}</div>`,
  };
}
