import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_VERSION } from '@gp/shared-contracts';
// The same static server as `npm start`, so the suite runs the production builds as users get them.
import { startApiCluster } from '../../scripts/api-cluster.mjs';
import { hostPrerender, publicRemoteOrigin, remoteRenderer } from '../../scripts/prerender.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { DEFAULT_MANIFEST_FILE, MANIFEST_FILE, STATE_DIR } from './manifest.js';
import { API_URL, E2E_PORTS, HOST_URL, SCALE } from './ports.js';

const root = join(import.meta.dirname, '..', '..');

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} não respondeu em ${timeoutMs} ms`);
}

/** Starts the built API on a fresh embedded database, the built host and every built remote. */
export default async function globalSetup() {
  for (const dist of ['api/dist/server.js', 'host/dist/index.html']) {
    if (!existsSync(join(root, dist))) throw new Error(`${dist} não existe: rode "pnpm build" antes do e2e.`);
  }
  const temp = mkdtempSync(join(tmpdir(), 'gp-e2e-'));
  const apiEnv = {
    STORAGE_DIR: join(temp, 'storage'),
    LOG_LEVEL: 'warn',
    APP_URL: HOST_URL,
    CORS_ORIGINS: Object.values(E2E_PORTS)
      .map((p) => `http://localhost:${p}`)
      .join(','),
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_USERNAME: '100000',
    RATE_LIMIT_RECOVERY_PER_IP: '100000',
    // The browsers and the API share a busy machine: no load shedding (the API's suite tests it).
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    LOAD_SHED_DB_WAITING: '0',
    LOAD_SHED_MAX_IN_FLIGHT: '0',
  };
  // E2E_SCALE=1: the scale profile (docs/operations-api.md): three API processes behind nginx on a fresh
  // PostgreSQL database with the demo data, for the subset of specs in playwright.config.ts.
  const api = SCALE ? await startScaleApi(apiEnv) : startEmbeddedApi(apiEnv, temp);

  const remotes = readdirSync(root).filter(
    (d) => d.startsWith('remote-') && existsSync(join(root, d, 'dist/remoteEntry.js')),
  );
  const servers: { close: () => Promise<void> }[] = [];
  const manifest = {
    remotes: [] as {
      name: string;
      entry: string;
      version: string;
      contractVersion: string;
      enabled: boolean;
    }[],
  };
  for (const dir of remotes) {
    const name = dir.replace(/-/g, '_') as keyof typeof E2E_PORTS;
    const port = E2E_PORTS[name];
    if (!port) continue;
    const dist = join(root, dir, 'dist');
    const dynamic = await remoteRenderer({
      modulePath: join(root, dir, 'dist-server/render.mjs'),
      apiUrl: API_URL,
    });
    servers.push(await startStaticServer({ root: dist, port, cors: true, dynamic }));
    if (name === 'remote_sistema')
      servers.push(await startStaticServer({ root: dist, port: E2E_PORTS.remote_sistema_alt, cors: true }));
    const version = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).version;
    manifest.remotes.push({
      name,
      entry: `http://localhost:${port}/remoteEntry.js`,
      version,
      contractVersion: CONTRACT_VERSION,
      enabled: true,
    });
  }
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(DEFAULT_MANIFEST_FILE, JSON.stringify(manifest, null, 2));
  writeFileSync(MANIFEST_FILE, JSON.stringify(manifest, null, 2));
  servers.push(
    await startStaticServer({
      root: join(root, 'host/dist'),
      port: E2E_PORTS.host,
      spa: true,
      dynamic: hostPrerender({
        indexFile: join(root, 'host/dist/index.html'),
        rendererOrigin: publicRemoteOrigin(() => readFileSync(MANIFEST_FILE, 'utf8')),
      }),
      virtualFiles: {
        '/remotes.json': () => readFileSync(MANIFEST_FILE, 'utf8'),
        '/config.json': JSON.stringify({ apiUrl: API_URL }),
      },
    }),
  );

  // A shared, busy machine can take minutes to start the API on a fresh embedded database; on failure
  // nothing this setup started is left running.
  try {
    await waitFor(`${API_URL}/health`, 180_000);
  } catch (error) {
    await Promise.all(servers.map((s) => s.close()));
    await api.close();
    throw error;
  }

  return async () => {
    await Promise.all(servers.map((s) => s.close()));
    await api.close();
    rmSync(temp, { recursive: true, force: true });
    rmSync(STATE_DIR, { recursive: true, force: true });
  };
}

/** The built API on a fresh embedded database with the demo data (what `npm start` runs). */
function startEmbeddedApi(env: Record<string, string>, temp: string) {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(E2E_PORTS.api),
      HOST: '127.0.0.1',
      DATA_DIR: join(temp, 'data'),
      SEED: 'auto',
    },
  });
  return {
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Three built API processes behind nginx on a database of the machine's PostgreSQL made for this run. */
async function startScaleApi(env: Record<string, string>) {
  const name = `gp_e2e_scale_${process.pid}_${Date.now()}`;
  const psql = (sql: string) =>
    spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', sql, 'postgres'], { stdio: 'inherit' });
  if (psql(`create database ${name}`).status !== 0) throw new Error(`não foi possível criar o banco ${name}`);
  const drop = () => psql(`drop database if exists ${name} with (force)`);
  try {
    const cluster = await startApiCluster({
      count: 3,
      port: E2E_PORTS.api,
      databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}`,
      env: { ...env, SEED: 'demo' },
    });
    return {
      close: async () => {
        await cluster.close();
        drop();
      },
    };
  } catch (error) {
    drop();
    throw error;
  }
}
