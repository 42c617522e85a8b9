#!/usr/bin/env node
// `npm start` (after scripts/bootstrap.mjs installed the workspace): builds everything, then runs the
// production builds: the API (port 8000), the host (5173) and each remote (its own port), each app from
// its `dist` with the small static server of scripts/static-server.mjs.
//
// Environment:
//   SKIP_BUILD=1        reuse the existing builds
//   PUBLIC_HOST=name    host name the browser uses for the remotes and the API (default localhost)
//   API_URL=url         API address written to the host's /config.json (default http://<PUBLIC_HOST>:8000)
//   API_INTERNAL_URL=url the API as the public remote's server reaches it to draw a page (default API_URL)
//   PUBLICO_RENDER_URL=url the public remote's server as the host's server reaches it (default: the origin
//                       of its entry in the manifest); both for a container network (scripts/prerender.mjs)
//   DISABLED_REMOTES=a,b federation names listed in remotes.json as disabled (e.g. remote_obras)
//   PORT_OFFSET=n       adds n to every port, to run a second stack beside the usual one (e2e, checks)
//   REMOTES_FILE=path   the manifest the host serves as /remotes.json, read on every request so ops can swap,
//                       roll back or switch off a remote with `pnpm remotes:set` (docs/operations.md). Kept as
//                       it is when it exists; otherwise written from the remotes found here. Without it,
//                       .state/remotes.json is written afresh at every start.
//   API_PROCESSES=n     n API processes behind nginx on the API's port, on the PostgreSQL of DATABASE_URL
//                       (the scale profile: `npm run scale`, docs/operations-api.md)
//   SERVE=name          serve only this app's existing build, without building and without the API: `host`
//                       or one remote (remote_sistema or its folder name remote-sistema). One app per container
//                       (docker-compose.yml); the host's remotes.json then lists every remote package, whose
//                       builds are served elsewhere.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { startApiCluster } from './api-cluster.mjs';
import { hostPrerender, publicRemoteOrigin, remoteRenderer } from './prerender.mjs';
import { startStaticServer } from './static-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const offset = Number.parseInt(process.env.PORT_OFFSET ?? '0', 10) || 0;
const ports = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(root, 'shared-ui/vite/ports.json'), 'utf8'))).map(([k, p]) => [
    k,
    p + offset,
  ]),
);
const publicHost = process.env.PUBLIC_HOST || 'localhost';
const apiUrl = process.env.API_URL || `http://${publicHost}:${ports.api}`;
const disabled = new Set((process.env.DISABLED_REMOTES ?? '').split(',').filter(Boolean));
const serve = (process.env.SERVE ?? '').replace(/-/g, '_');

const say = (line) => console.log(`» ${line}`);
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Every remote-* folder that is a package, with its federation name (hyphens become underscores). */
const remotes = readdirSync(root, { withFileTypes: true })
  .filter(
    (d) => d.isDirectory() && d.name.startsWith('remote-') && existsSync(join(root, d.name, 'package.json')),
  )
  .map((d) => {
    const pkg = readJson(join(root, d.name, 'package.json'));
    const name = d.name.replace(/-/g, '_');
    return { dir: join(root, d.name), pkgName: pkg.name, version: pkg.version, name, port: ports[name] };
  })
  .filter((r) => {
    if (r.port) return true;
    console.warn(`  ${r.name} não tem porta em shared-ui/vite/ports.json: ignorado.`);
    return false;
  });

function build(filter) {
  say(`build ${filter}`);
  const result = spawnSync('pnpm', ['--filter', filter, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Falha no build de ${filter}.`);
    process.exit(result.status ?? 1);
  }
}

if (serve && serve !== 'host' && !remotes.some((r) => r.name === serve)) {
  console.error(`SERVE=${serve}: use host ou um destes remotos: ${remotes.map((r) => r.name).join(', ')}.`);
  process.exit(2);
}
const serves = (name) => !serve || serve === name;
const servedBuild =
  serve === 'host' ? 'host/dist/index.html' : `${serve.replace(/_/g, '-')}/dist/remoteEntry.js`;
if (serve && !existsSync(join(root, servedBuild))) {
  console.error(`SERVE=${serve}: ${servedBuild} não existe; compile antes (pnpm build).`);
  process.exit(2);
}

if (process.env.SKIP_BUILD !== '1' && !serve) {
  build('@gp/shared-contracts');
  build('@gp/api');
  build('@gp/host');
  for (const r of remotes) build(r.pkgName);
}

const { CONTRACT_VERSION } = await import(join(root, 'shared-contracts/dist/manifest.js'));

/** The runtime manifest for these ports: what the host registers. Editing it needs no rebuild. */
const manifest = {
  remotes: remotes
    .filter((r) => serve === 'host' || existsSync(join(r.dir, 'dist/remoteEntry.js')))
    .map((r) => ({
      name: r.name,
      entry: `http://${publicHost}:${r.port}/remoteEntry.js`,
      version: r.version,
      contractVersion: CONTRACT_VERSION,
      enabled: !disabled.has(r.name),
    })),
};

/** The manifest on disk: an operator's file is never overwritten; the default one follows this start. */
const remotesFile = resolve(process.env.REMOTES_FILE || join(root, '.state', 'remotes.json'));
if (!process.env.REMOTES_FILE || !existsSync(remotesFile)) {
  mkdirSync(dirname(remotesFile), { recursive: true });
  writeFileSync(remotesFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

const children = [];
const servers = [];
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say('encerrando...');
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.close()));
  const deadline = Date.now() + 10_000;
  while (children.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const apiEnv = {
  APP_URL: `http://${publicHost}:${ports.host}`,
  CORS_ORIGINS: [ports.host, ...remotes.map((r) => r.port)].map((p) => `http://${publicHost}:${p}`).join(','),
};
const apiProcesses = Number.parseInt(process.env.API_PROCESSES ?? '1', 10) || 1;

if (!serve && apiProcesses > 1) {
  // The scale profile: several API processes on one PostgreSQL behind nginx on the API's port.
  say(`API em http://localhost:${ports.api}: ${apiProcesses} processos atrás do nginx`);
  try {
    const cluster = await startApiCluster({
      count: apiProcesses,
      port: ports.api,
      databaseUrl: process.env.DATABASE_URL,
      env: apiEnv,
      stdio: 'inherit',
    });
    servers.push(cluster);
    for (const [i, p] of cluster.processes.entries()) {
      say(`  processo ${i + 1} da API em ${p.url}`);
      p.child.on('exit', (code, signal) => {
        if (!stopping) console.error(`O processo ${i + 1} da API terminou (${signal ?? `código ${code}`}).`);
      });
    }
  } catch (error) {
    console.error(`Não foi possível subir a API: ${error instanceof Error ? error.message : error}`);
    await stop(1);
  }
} else if (!serve) {
  say(`API em http://localhost:${ports.api}`);
  const api = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { PORT: String(ports.api), ...apiEnv, ...process.env },
  });
  children.push(api);
  api.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`A API terminou (${signal ?? `código ${code}`}).`);
    stop(code || 1);
  });
}

try {
  for (const r of remotes.filter((r) => serves(r.name))) {
    const dist = join(r.dir, 'dist');
    if (!existsSync(dist)) continue;
    // The public remote draws its pages on the server too (scripts/prerender.mjs).
    const dynamic = await remoteRenderer({
      modulePath: join(r.dir, 'dist-server/render.mjs'),
      apiUrl,
      apiInternalUrl: process.env.API_INTERNAL_URL || apiUrl,
    });
    servers.push(await startStaticServer({ root: dist, port: r.port, cors: true, dynamic }));
    say(`${r.name} em http://localhost:${r.port}${disabled.has(r.name) ? ' (desativado no manifesto)' : ''}`);
  }
  if (serves('host')) {
    servers.push(
      await startStaticServer({
        root: join(root, 'host/dist'),
        port: ports.host,
        spa: true,
        dynamic: hostPrerender({
          indexFile: join(root, 'host/dist/index.html'),
          rendererOrigin: publicRemoteOrigin(
            () => readFileSync(remotesFile, 'utf8'),
            process.env.PUBLICO_RENDER_URL,
          ),
        }),
        virtualFiles: {
          '/remotes.json': () => readFileSync(remotesFile, 'utf8'),
          '/config.json': JSON.stringify({ apiUrl }),
        },
      }),
    );
  }
} catch (error) {
  console.error(`Não foi possível abrir as portas: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}

if (serves('host')) say(`manifesto de módulos: ${remotesFile} (pnpm remotes:set muda um remoto)`);
if (serve === 'host') say(`host em http://localhost:${ports.host} (API em ${apiUrl})`);
else if (!serve)
  console.log(`
  Gestão Pública pronta: abra http://localhost:${ports.host}
  (usuários de demonstração no README; Ctrl+C encerra tudo)
`);
