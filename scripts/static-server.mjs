// A small static file server for the built host and remotes (start script and e2e suite), in plain Node:
// no server to install. It knows what module federation needs: CORS for remotes, `no-cache` for the files
// whose name does not change between releases (remoteEntry.js, mf-manifest.json, remotes.json, index.html),
// immutable caching for hashed assets, an SPA fallback for the host, and files served from memory
// (`virtualFiles`) so a deployment's remotes.json/config.json never have to be written into a build.
// Text files go out in brotli when the browser accepts it, else gzip; the `.br`/`.gz` copies written at
// build time (shared-ui/vite/precompress.ts) are used when present, otherwise the body is compressed once
// and kept in memory.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Entry points whose URL stays the same across releases: always revalidated. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'remotes.json',
  'config.json',
]);
/** Vite's content-hashed file names (name-abc123XY.js). */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|ttf|svg|png|jpe?g|gif|webp)$/;

/** Hashed names never change content (wherever they sit in the build: the host's remoteEntry-<hash>.js is at its root). */
const cacheControl = (relPath) => {
  const base = relPath.split('/').pop() ?? '';
  if (ALWAYS_REVALIDATE.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
};

/** The encoding to send: brotli first, then gzip, else none. */
const pickEncoding = (req) => {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
};
const COMPRESS = {
  // A middle level: this runs per request when a build has no precompressed copy.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};
const SUFFIX = { br: '.br', gzip: '.gz' };

/**
 * @param {object} options
 * @param {string} options.root folder to serve (a vite `dist`)
 * @param {number} options.port 0 for any free port
 * @param {string} [options.host] interface; default all (IPv4 and IPv6)
 * @param {boolean} [options.spa] serve index.html for unknown paths that a browser navigates to
 * @param {boolean} [options.cors] send `Access-Control-Allow-Origin: *` (remotes are loaded cross-origin)
 * @param {Record<string, string | (() => string)>} [options.virtualFiles] URL path -> body, served with no-cache
 * @param {(req: import('node:http').IncomingMessage, url: URL) => Promise<{ status: number, type: string, body: string } | null>} [options.dynamic]
 *   answers a GET before the files do (null: not its path); `type` is an extension of TYPES, the body goes
 *   out no-cache (scripts/prerender.mjs)
 * @param {(line: string) => void} [options.log] one line per request
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, server: import('node:http').Server }>}
 */
export async function startStaticServer(options) {
  const root = resolve(options.root);
  const virtualFiles = options.virtualFiles ?? {};
  const compressedCache = new Map();

  const inside = (path) => path === root || path.startsWith(root + sep);

  async function fileFor(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const candidate = resolve(join(root, normalize(decoded)));
    if (!inside(candidate)) return null;
    try {
      const info = await stat(candidate);
      if (info.isFile()) return { path: candidate, info };
      if (info.isDirectory()) {
        const index = join(candidate, 'index.html');
        const indexInfo = await stat(index).catch(() => null);
        if (indexInfo?.isFile()) return { path: index, info: indexInfo };
      }
    } catch {
      // not found
    }
    return null;
  }

  const wantsHtml = (req, urlPath) =>
    extname(urlPath) === '' || (req.headers.accept ?? '').includes('text/html');

  function baseHeaders() {
    const headers = { 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Encoding' };
    if (options.cors) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Access-Control-Allow-Methods'] = 'GET, HEAD, OPTIONS';
      headers['Access-Control-Allow-Headers'] = '*';
    }
    return headers;
  }

  /** `path`: the file the body was read from, whose precompressed copies are used when present. */
  async function sendBody(req, res, status, headers, body, ext, path) {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    headers.ETag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let payload = body;
    const encoding = COMPRESSIBLE.has(ext) && body.length > 1024 ? pickEncoding(req) : null;
    if (encoding) {
      const key = `${encoding}:${etag}`;
      let cached = compressedCache.get(key);
      if (!cached && path) cached = await readFile(path + SUFFIX[encoding]).catch(() => undefined);
      if (!cached) cached = COMPRESS[encoding](body);
      compressedCache.set(key, cached);
      payload = cached;
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  const server = createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const done = (status) =>
      options.log?.(`${req.method} ${url.pathname} ${status} ${Date.now() - started}ms`);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, baseHeaders());
        res.end();
        return done(204);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...baseHeaders(), Allow: 'GET, HEAD, OPTIONS' });
        res.end();
        return done(405);
      }

      const virtual = virtualFiles[url.pathname];
      if (virtual !== undefined) {
        const body = Buffer.from(typeof virtual === 'function' ? virtual() : virtual);
        const ext = extname(url.pathname);
        const headers = {
          ...baseHeaders(),
          'Content-Type': TYPES[ext] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        };
        await sendBody(req, res, 200, headers, body, ext);
        return done(200);
      }

      const answer = options.dynamic ? await options.dynamic(req, url) : null;
      if (answer) {
        const headers = {
          ...baseHeaders(),
          'Content-Type': TYPES[answer.type] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        };
        await sendBody(req, res, answer.status, headers, Buffer.from(answer.body), answer.type);
        return done(answer.status);
      }

      let file = await fileFor(url.pathname);
      let status = 200;
      if (!file && options.spa && wantsHtml(req, url.pathname)) file = await fileFor('/index.html');
      if (!file) {
        status = 404;
        const headers = {
          ...baseHeaders(),
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache',
        };
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : 'Não encontrado.');
        return done(status);
      }

      const rel = file.path
        .slice(root.length + 1)
        .split(sep)
        .join('/');
      const ext = extname(file.path);
      const headers = {
        ...baseHeaders(),
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(rel),
        'Last-Modified': file.info.mtime.toUTCString(),
      };
      if (COMPRESSIBLE.has(ext) && file.info.size < 20 * 1024 * 1024) {
        await sendBody(req, res, status, headers, await readFile(file.path), ext, file.path);
      } else {
        headers['Content-Length'] = file.info.size;
        res.writeHead(status, headers);
        if (req.method === 'HEAD') res.end();
        else createReadStream(file.path).pipe(res);
      }
      return done(status);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Erro interno.');
      options.log?.(`${req.method} ${url.pathname} 500 ${error instanceof Error ? error.message : error}`);
    }
  });

  await new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    if (options.host) server.listen(options.port, options.host, resolvePromise);
    else server.listen(options.port, resolvePromise);
  });
  const port = server.address().port;
  return {
    server,
    port,
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections?.();
        server.close(() => resolveClose());
      }),
  };
}
