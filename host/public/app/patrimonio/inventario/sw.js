// The counting app's service worker (docs/decisions/068-counting-offline-on-a-phone.md). Its scope is
// /app/patrimonio/inventario/: it serves the inventory's pages (the counting screen, a sala's page) when
// there is no network, and nothing else of the back office. Registered by the counting screen.
//
// - A page of the scope: the network first; offline, the page kept (the host's index.html, the same for
//   every path of the back office).
// - A file with a content hash in its name (the host's and the remotes' chunks, on any origin): kept once,
//   then read from the cache: its name changes when its content does.
// - A file whose name stays (remoteEntry.js, mf-manifest.json, /remotes.json, /config.json): always the
//   network, the cache only when the network does not answer. The deployment swaps a remote by the
//   manifest (docs/operations.md), and a browser with the network never runs an entry the manifest left.
// - API calls are not kept (the screen keeps what it needs in IndexedDB), but for the two the host's
//   start-up reads to restore the signed-in user's location (GET /locais/{id}, GET /permissions/{id}):
//   the network first, the last answer only when it does not answer, so the back office opens offline
//   with the location it had. They hold the location's name and rules, never a token.
const PAGINAS = 'contagem-paginas-v1';
const ARQUIVOS = 'contagem-arquivos-v1';
const SESSAO = 'contagem-sessao-v1';
const LOCAL = /\/(locais|permissions)\/[0-9a-f-]{36}$/i;
const ESCOPO = new URL('./', self.location.href).pathname;
const CASCA = `${ESCOPO}__casca__`;
const ABRIR = `${ESCOPO}__abrir__`;
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|ttf|svg|png|jpe?g|gif|webp)$/;
const ARQUIVO = /\.(m?js|css|woff2?|ttf|svg|png|jpe?g|gif|webp|json)$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([PAGINAS, ARQUIVOS, SESSAO]);
      for (const name of await caches.keys())
        if (name.startsWith('contagem-') && !keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The counting screen hands over what its page loaded, and the screen the installed app opens. */
self.addEventListener('message', (event) => {
  const data = event.data ?? {};
  if (data.tipo !== 'guardar') return;
  event.waitUntil(
    (async () => {
      const files = await caches.open(ARQUIVOS);
      const pages = await caches.open(PAGINAS);
      await Promise.all(
        (data.urls ?? []).map(async (url) => {
          const target = new URL(url, self.location.href);
          const page = target.origin === self.location.origin && !ARQUIVO.test(target.pathname);
          const cache = page ? pages : files;
          if (!page && HASHED.test(target.pathname) && (await cache.match(url, { ignoreVary: true }))) return;
          try {
            const response = await fetch(url, { mode: page ? 'same-origin' : 'cors', credentials: 'omit' });
            if (!response.ok) return;
            await cache.put(url, response.clone());
            if (page) await pages.put(CASCA, response);
          } catch {
            // Offline already: kept next time.
          }
        }),
      );
      if (typeof data.abrir === 'string' && data.abrir.startsWith(ESCOPO))
        await pages.put(ABRIR, new Response(data.abrir, { headers: { 'Content-Type': 'text/plain' } }));
    })(),
  );
});

async function pagina(request) {
  const pages = await caches.open(PAGINAS);
  const url = new URL(request.url);
  // The installed app's start (the manifest's start_url): the last counting screen opened here.
  if (url.pathname === ESCOPO && url.searchParams.has('app')) {
    const abrir = await pages.match(ABRIR);
    if (abrir) return Response.redirect(new URL(await abrir.text(), url.origin).href, 302);
  }
  try {
    const response = await fetch(request);
    if (response.ok) {
      await pages.put(request.url, response.clone());
      await pages.put(CASCA, response.clone());
    }
    return response;
  } catch (error) {
    const kept = (await pages.match(request.url)) ?? (await pages.match(CASCA));
    if (kept) return kept;
    throw error;
  }
}

/** Network first, the copy kept in `name` only when the network does not answer. */
async function redePrimeiro(name, request) {
  const cache = await caches.open(name);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function arquivo(request) {
  const files = await caches.open(ARQUIVOS);
  const path = new URL(request.url).pathname;
  if (HASHED.test(path)) {
    const kept = await files.match(request, { ignoreVary: true });
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await files.put(request, response.clone());
    return response;
  }
  return redePrimeiro(ARQUIVOS, request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (url.origin === self.location.origin && url.pathname.startsWith(ESCOPO))
      event.respondWith(pagina(request));
    return;
  }
  if (ARQUIVO.test(url.pathname)) event.respondWith(arquivo(request));
  else if (LOCAL.test(url.pathname)) event.respondWith(redePrimeiro(SESSAO, request));
});
