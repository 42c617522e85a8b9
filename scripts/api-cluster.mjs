// The scale profile's API: several processes of the built API (api/dist/server.js) on one PostgreSQL,
// behind Debian's nginx on one port (docs/operations-api.md, "Vários processos"). Used by `npm run scale`
// (scripts/start.mjs), by the end-to-end subset that runs through nginx (e2e/support/global-setup.ts) and
// by the API's cross-process test (api/test/app/scale.test.ts).
//
// Every process runs the whole API, job workers included: what one process starts, any other may run or
// sweep (decision 033). The first process starts alone and migrates the database (and writes the demo
// data when SEED asks), the others start after its first healthy answer, so two migrations never race.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(new URL('..', import.meta.url).pathname);

/** Debian's nginx binary (apt-get install nginx), or null when it is not installed. */
export function nginxBinary() {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(path, ['-v'], { stdio: 'ignore' }).status === 0) return path;
  }
  return null;
}

/** Whether `port` can be listened on now (nobody else holds it). */
export function portFree(port) {
  return new Promise((ok) => {
    const server = createServer();
    server.once('error', () => ok(false));
    server.listen(port, '127.0.0.1', () => server.close(() => ok(true)));
  });
}

/** A port nobody listens on now, from the kernel. */
export function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

async function waitHealthy(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`o processo da API terminou (código ${child.exitCode})`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}/health não respondeu em ${timeoutMs} ms`);
}

/**
 * nginx's configuration: one upstream of the API processes, the least busy first; a process that refuses
 * the connection is skipped for a few seconds, and a request that could not reach one (connection refused
 * or reset before an answer) goes to the next — for the methods nginx knows to be idempotent only, so a
 * write is never sent twice. Uploads and downloads stream through (no buffering of bodies on disk).
 */
export function nginxConfig({ dir, port, upstreams, bodyLimitMb = 60 }) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `# Written by scripts/api-cluster.mjs for this run.
${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size ${bodyLimitMb}m;
  upstream gp_api {
    least_conn;
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gp_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 300s;
      proxy_send_timeout 300s;
      proxy_request_buffering off;
      proxy_buffering off;
    }
  }
}
`;
}

/**
 * Starts `count` API processes on `databaseUrl` and nginx in front of them on `port`. `env` is given to
 * every process (STORAGE_DIR must be shared by them: one folder on this machine, or object storage).
 * Returns the processes, `kill(i)` (SIGKILL, for tests), `restart(i)` and `close()`.
 */
export async function startApiCluster({
  count = 3,
  port,
  databaseUrl,
  env = {},
  stdio = ['ignore', 'ignore', 'inherit'],
  startTimeoutMs = 180_000,
  entry = join(ROOT, 'api/dist/server.js'),
  execArgv = [],
  baseEnv = process.env,
}) {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx não está instalado: apt-get install -y nginx');
  if (!databaseUrl) throw new Error('vários processos da API precisam do PostgreSQL (DATABASE_URL)');
  // nginx would fail to bind while the health check below read whatever answers there.
  if (!(await portFree(port))) throw new Error(`a porta ${port} já está em uso`);
  const dir = mkdtempSync(join(tmpdir(), 'gp-nginx-'));
  chmodSync(dir, 0o755);
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const processes = [];

  const spawnApi = (i) => {
    const child = spawn(process.execPath, [...execArgv, entry], {
      cwd: join(ROOT, 'api'),
      stdio,
      env: {
        ...baseEnv,
        ...env,
        DATABASE_URL: databaseUrl,
        PORT: String(ports[i]),
        HOST: '127.0.0.1',
        // Behind nginx: the caller's address is the one nginx forwards (rate limits per IP).
        TRUST_PROXY: 'true',
      },
    });
    processes[i] = { child, port: ports[i], url: `http://127.0.0.1:${ports[i]}` };
    return processes[i];
  };

  const stopAll = () => {
    for (const p of processes) if (p && p.child.exitCode === null) p.child.kill('SIGTERM');
  };
  process.once('exit', () => {
    for (const p of processes) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
    if (nginxChild?.exitCode === null) nginxChild.kill('SIGKILL');
  });

  let nginxChild;
  try {
    const first = spawnApi(0);
    await waitHealthy(first.url, startTimeoutMs, first.child);
    const rest = [];
    for (let i = 1; i < count; i++) rest.push(spawnApi(i));
    await Promise.all(rest.map((p) => waitHealthy(p.url, startTimeoutMs, p.child)));
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ dir, port, upstreams: ports }));
    nginxChild = spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitHealthy(`http://127.0.0.1:${port}`, 15_000, nginxChild);
  } catch (error) {
    stopAll();
    nginxChild?.kill('SIGTERM');
    throw error;
  }

  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((ok) => child.once('exit', ok));

  return {
    url: `http://127.0.0.1:${port}`,
    processes,
    /** Kills process `i` at once (SIGKILL), as a crash would; resolves when it is gone. */
    async kill(i) {
      processes[i].child.kill('SIGKILL');
      await exited(processes[i].child);
    },
    /** Starts process `i` again on its port and waits for its first healthy answer. */
    async restart(i) {
      const p = spawnApi(i);
      await waitHealthy(p.url, startTimeoutMs, p.child);
      return p;
    },
    async close() {
      stopAll();
      nginxChild.kill('SIGQUIT');
      const deadline = Date.now() + 10_000;
      await Promise.race([
        Promise.all([...processes.map((p) => exited(p.child)), exited(nginxChild)]),
        new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()))),
      ]);
      for (const p of processes)
        if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      if (nginxChild.exitCode === null && nginxChild.signalCode === null) nginxChild.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
