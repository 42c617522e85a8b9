import { gzipSync } from 'node:zlib';
import type { CDPSession, Page, Response } from '@playwright/test';

/** Every script the page fetched, with its body, to tell which library copies reached the browser. */
export type ScriptResponse = { url: string; status: number; body: string };

/** Records the scripts a page downloads (any origin: host, remotes). Call before navigating. */
export function recordScripts(page: Page) {
  const scripts: ScriptResponse[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .text()
        .then((body) => {
          scripts.push({ url: response.url(), status: response.status(), body });
        })
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    /** Waits for bodies still being read and returns everything so far. */
    async all(): Promise<ScriptResponse[]> {
      await Promise.all(pending);
      return scripts;
    },
    stop: () => page.off('response', onResponse),
  };
}

/** Records every request URL the page makes. */
export function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

export type Transfer = {
  url: string;
  type: string;
  encoded: number;
  contentLength: number;
  fromCache: boolean;
};

/**
 * Bytes as transferred, from the DevTools protocol: `Network.loadingFinished.encodedDataLength` (what came
 * over the wire for the response: headers plus the gzip body) and the response's Content-Length (the gzip
 * body alone). Responses served from the browser cache count zero.
 */
export async function trackTransfers(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Omit<Transfer, 'encoded'>>();
  // Memory-cache hits are announced before their response event, so they are kept apart.
  const cached = new Set<string>();
  const done: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    seen.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      contentLength: Number(headers['content-length'] ?? 0),
      fromCache: Boolean(
        e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker,
      ),
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    cached.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = seen.get(e.requestId);
    if (!s) return;
    const fromCache = s.fromCache || cached.has(e.requestId);
    done.push({ ...s, fromCache, encoded: fromCache ? 0 : e.encodedDataLength });
    seen.delete(e.requestId);
    cached.delete(e.requestId);
  });
  return {
    cdp,
    /** Transfers finished since the last call (a phase of the measurement). */
    take(): Transfer[] {
      return done.splice(0, done.length);
    },
    setCacheDisabled: (disabled: boolean) =>
      cdp.send('Network.setCacheDisabled', { cacheDisabled: disabled }),
  };
}

export type PhaseBytes = {
  jsFiles: number;
  jsWire: number;
  jsGzipBody: number;
  cssFiles: number;
  cssWire: number;
  cssGzipBody: number;
};

/** JavaScript and CSS of a phase, as transferred (cache hits count zero). */
export function sumBytes(transfers: Transfer[]): PhaseBytes {
  const js = transfers.filter((t) => t.type === 'Script' && !t.fromCache);
  const css = transfers.filter((t) => t.type === 'Stylesheet' && !t.fromCache);
  const sum = (list: Transfer[], key: 'encoded' | 'contentLength') => list.reduce((n, t) => n + t[key], 0);
  return {
    jsFiles: js.length,
    jsWire: sum(js, 'encoded'),
    jsGzipBody: sum(js, 'contentLength'),
    cssFiles: css.length,
    cssWire: sum(css, 'encoded'),
    cssGzipBody: sum(css, 'contentLength'),
  };
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * A script or stylesheet the page downloaded, with the gzip size of its body (zlib's default level); or
 * ('inline') the scripts and styles written inside an HTML page it navigated to.
 */
export type Download = {
  url: string;
  type: 'script' | 'stylesheet' | 'inline';
  gzip: number;
  transferred: number;
};

/** The text of a page's inline `<script>` (without `src`) and `<style>` elements, one after another. */
export const inlineCode = (html: string) =>
  [...html.matchAll(/<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/g)]
    .filter((m) => !(m[2] ?? '').includes('src='))
    .map((m) => m[3])
    .join('');

/**
 * Records the JavaScript and CSS the page downloads, each body gzipped here: the budget counts the same
 * bytes whichever encoding the server chose (it sends brotli to browsers that accept it), so the figure
 * is deterministic for a given build. `transferred` is the body as it came over the wire. A page that
 * carries scripts or styles inline (/login's, drawn at build time) counts them too, gzipped alone.
 */
export function recordDownloads(page: Page) {
  const done: Download[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'document' && response.status() === 200) {
      pending.push(
        response
          .text()
          .then((html) => {
            const code = inlineCode(html);
            if (code) {
              const gzip = gzipSync(code).length;
              done.push({ url: response.url(), type: 'inline', gzip, transferred: gzip });
            }
          })
          .catch(() => undefined),
      );
      return;
    }
    if ((type !== 'script' && type !== 'stylesheet') || response.status() !== 200) return;
    pending.push(
      Promise.all([response.body(), response.headerValue('content-length')])
        .then(([body, length]) => {
          done.push({
            url: response.url(),
            type,
            gzip: gzipSync(body).length,
            transferred: Number(length ?? 0),
          });
        })
        .catch(() => undefined),
    );
  });
  return {
    /** What finished since the last call (one phase). */
    async take(): Promise<Download[]> {
      await Promise.all(pending.splice(0, pending.length));
      return done.splice(0, done.length);
    },
  };
}
