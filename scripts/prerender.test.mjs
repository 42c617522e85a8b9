// node --test scripts/prerender.test.mjs: both halves of the public pages drawn on the server, with real
// HTTP servers on free ports (the remote's render module here is a small file written for the test).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hostPrerender, placePage, publicRemoteOrigin, remoteRenderer } from './prerender.mjs';
import { startStaticServer } from './static-server.mjs';

const INDEX = `<!doctype html><html lang="pt-BR"><head><title>Gestão Pública</title></head><body><div id="root"><p>Carregando...</p></div><script type="module" src="/assets/index.js"></script></body></html>`;

const dir = mkdtempSync(join(tmpdir(), 'gp-prerender-'));
const servers = [];
let remote;
let host;
let manifest;
const asked = [];

before(async () => {
  writeFileSync(join(dir, 'index.html'), INDEX);
  // A render module with the remote's signature: draws /publico/bempatrimonial/<id>, 404 for "x".
  writeFileSync(
    join(dir, 'render.mjs'),
    `export async function renderPublicPage(path, options) {
       globalThis.renderCalls = [...(globalThis.renderCalls ?? []), { path, options }];
       if (path === '/publico/bempatrimonial/x') return { status: 404, title: 'Não <encontrado>', html: '<h1>Bem patrimonial não encontrado</h1>' };
       if (path.startsWith('/publico/bempatrimonial/')) return { status: 200, title: 'Bem nº 42 — Transparência', html: '<div id="gp-publico-servidor"><h1>Mesa</h1></div>' };
       return null;
     }`,
  );
  const dynamic = await remoteRenderer({
    modulePath: join(dir, 'render.mjs'),
    apiUrl: 'http://api.publica/',
    apiInternalUrl: 'http://api.interna',
  });
  remote = await startStaticServer({ root: dir, port: 0, cors: true, dynamic, log: (l) => asked.push(l) });
  servers.push(remote);
  manifest = { remotes: [{ name: 'remote_publico', entry: `${remote.url}/remoteEntry.js`, enabled: true }] };
  host = await startStaticServer({
    root: dir,
    port: 0,
    spa: true,
    dynamic: hostPrerender({
      indexFile: join(dir, 'index.html'),
      rendererOrigin: publicRemoteOrigin(() => JSON.stringify(manifest)),
    }),
  });
  servers.push(host);
});

after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

const open = (path, accept = 'text/html') => fetch(`${host.url}${path}`, { headers: { accept } });

describe('the public pages drawn on the server', () => {
  it('the host sends index.html with the drawn page before an emptied #root, its title and status', async () => {
    const response = await open('/publico/bempatrimonial/abc');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const html = await response.text();
    assert.match(html, /<title>Bem nº 42 — Transparência<\/title>/);
    assert.match(
      html,
      /<div id="gp-publico-servidor"><h1>Mesa<\/h1><\/div><div id="root" data-server-drawn><\/div><script type="module"/,
    );
    assert.doesNotMatch(html, /Carregando/);
    // The remote drew it with the API's public address for the browser and its own for itself.
    assert.deepEqual(globalThis.renderCalls.at(-1), {
      path: '/publico/bempatrimonial/abc',
      options: {
        apiBaseUrl: 'http://api.publica',
        apiInternalUrl: 'http://api.interna',
        basePath: '/publico',
      },
    });
  });

  it('a page the remote answers as not found is sent with 404, its title escaped', async () => {
    const response = await open('/publico/bempatrimonial/x');
    assert.equal(response.status, 404);
    const html = await response.text();
    assert.match(html, /<title>Não &lt;encontrado&gt;<\/title>/);
    assert.match(html, /<h1>Bem patrimonial não encontrado<\/h1><div id="root" data-server-drawn>/);
  });

  it('leaves index.html as it is for pages not drawn on the server, requests for data and a switched-off remote', async () => {
    assert.equal(await (await open('/publico/transparencia/123')).text(), INDEX);
    assert.equal(await (await open('/app/patrimonio')).text(), INDEX);
    const scriptFetch = await open('/publico/bempatrimonial/abc', '*/*');
    assert.equal(await scriptFetch.text(), INDEX);
    manifest.remotes[0].enabled = false;
    try {
      assert.equal(await (await open('/publico/bempatrimonial/abc')).text(), INDEX);
    } finally {
      manifest.remotes[0].enabled = true;
    }
  });

  it('an unreachable remote leaves index.html as it is', async () => {
    const offline = await startStaticServer({
      root: dir,
      port: 0,
      spa: true,
      dynamic: hostPrerender({
        indexFile: join(dir, 'index.html'),
        rendererOrigin: () => 'http://127.0.0.1:9',
        timeoutMs: 500,
      }),
    });
    try {
      const response = await fetch(`${offline.url}/publico/bempatrimonial/abc`, {
        headers: { accept: 'text/html' },
      });
      assert.equal(response.status, 200);
      assert.equal(await response.text(), INDEX);
    } finally {
      await offline.close();
    }
  });

  it("the remote's server answers only its prefix, and 204 for a page it does not draw", async () => {
    assert.equal((await fetch(`${remote.url}/ssr/publico/transparencia/1`)).status, 204);
    assert.equal((await fetch(`${remote.url}/ssr/app/x`)).status, 204);
    const drawn = await fetch(`${remote.url}/ssr/publico/bempatrimonial/abc`);
    assert.equal(drawn.status, 200);
    assert.equal((await drawn.json()).title, 'Bem nº 42 — Transparência');
    assert.equal((await fetch(`${remote.url}/index.html`)).status, 200);
  });

  it('placePage refuses an index.html without #root, and a build without a render module draws nothing', async () => {
    assert.equal(placePage('<html><body></body></html>', { status: 200, title: 't', html: 'x' }), null);
    assert.equal(
      await remoteRenderer({ modulePath: join(dir, 'absent.mjs'), apiUrl: 'http://a' }),
      undefined,
    );
    assert.equal(publicRemoteOrigin(() => 'not json')(), null);
    assert.equal(
      publicRemoteOrigin(() => JSON.stringify(manifest), 'http://remote-publico:5177')(),
      'http://remote-publico:5177',
    );
  });
});
