// The public pages drawn on the server (docs/decisions/027-the-public-card-drawn-on-the-server.md), both
// halves, as `dynamic` answers of scripts/static-server.mjs:
// - the public remote's server answers GET /ssr/<public path> with the page its render module draws
//   (remote-publico/dist-server/render.mjs): JSON { status, title, html }, or 204 when that page is not
//   drawn on the server;
// - the host's server, when a browser opens a public path, asks the remote's server for it and sends
//   index.html with the page placed before #root, so the page is read before any script arrives. Whatever
//   goes wrong (remote switched off or unreachable, slow API, another page) leaves index.html as it is, and
//   the browser draws the page as before.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

export const RENDER_PREFIX = '/ssr';
export const PUBLIC_BASE_PATH = '/publico';
/** The federation name of the remote that draws the public pages. */
export const PUBLIC_REMOTE = 'remote_publico';
/** Set on the host's #root when the page above it was drawn on the server (host/src/public/public-main.tsx). */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

const isPublicPath = (path) => path === PUBLIC_BASE_PATH || path.startsWith(`${PUBLIC_BASE_PATH}/`);

/**
 * The remote's half. `apiUrl`: the API as browsers reach it (image addresses); `apiInternalUrl`: as this
 * server reaches it. Returns undefined when the build has no render module.
 */
export async function remoteRenderer({ modulePath, apiUrl, apiInternalUrl = apiUrl }) {
  let render;
  try {
    ({ renderPublicPage: render } = await import(pathToFileURL(modulePath).href));
  } catch {
    return undefined;
  }
  const options = {
    apiBaseUrl: apiUrl.replace(/\/$/, ''),
    apiInternalUrl: apiInternalUrl.replace(/\/$/, ''),
  };
  return async (_req, url) => {
    if (!url.pathname.startsWith(`${RENDER_PREFIX}/`)) return null;
    const path = url.pathname.slice(RENDER_PREFIX.length);
    const page = isPublicPath(path) ? await render(path, { ...options, basePath: PUBLIC_BASE_PATH }) : null;
    if (!page) return { status: 204, type: '.json', body: '' };
    return { status: 200, type: '.json', body: JSON.stringify(page) };
  };
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** index.html with the drawn page before an emptied #root, and its title. */
export function placePage(indexHtml, page) {
  const root = /<div id="root">[\s\S]*?<\/div>/;
  if (!root.test(indexHtml)) return null;
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(root, () => `${page.html}<div id="root" ${SERVER_DRAWN_ATTRIBUTE}></div>`);
}

const isPage = (value) =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger(value.status) &&
  value.status >= 200 &&
  value.status < 600 &&
  typeof value.title === 'string' &&
  typeof value.html === 'string';

/**
 * The host's half. `rendererOrigin()`: where the public remote's server is (null: not drawn on the
 * server, e.g. the remote is switched off); read at every request, as the manifest may change.
 */
export function hostPrerender({ indexFile, rendererOrigin, timeoutMs = 1500 }) {
  return async (req, url) => {
    if (req.method !== 'GET' || !isPublicPath(url.pathname)) return null;
    if (!(req.headers.accept ?? '').includes('text/html')) return null;
    const origin = rendererOrigin();
    if (!origin) return null;
    let page;
    try {
      const response = await fetch(new URL(`${RENDER_PREFIX}${url.pathname}`, origin), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 200) return null;
      page = await response.json();
    } catch {
      return null;
    }
    if (!isPage(page)) return null;
    const html = placePage(await readFile(indexFile, 'utf8'), page);
    return html ? { status: page.status, type: '.html', body: html } : null;
  };
}

/**
 * The public remote's origin from the manifest the host serves (`readManifest()`: its JSON text), or
 * null when it is absent, switched off or unreadable. `override`: an address for servers that reach the
 * remote by another name than browsers do (a container network).
 */
export function publicRemoteOrigin(readManifest, override) {
  return () => {
    try {
      const remote = JSON.parse(readManifest()).remotes?.find((r) => r.name === PUBLIC_REMOTE);
      if (!remote || remote.enabled === false) return null;
      return override || new URL(remote.entry).origin;
    } catch {
      return null;
    }
  };
}
