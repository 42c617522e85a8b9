import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/env.js';

/**
 * docker-compose.yml (README: postgres, api, host, one static server per remote), checked without a
 * Docker engine: the services, the files and packages they build from, and the API's environment as the
 * API itself reads it. `docker-compose -f docker-compose.yml config -q` validates the syntax where installed.
 */
type Service = {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: string[] | Record<string, { condition: string }>;
  healthcheck?: Record<string, unknown>;
};

const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
} & Record<string, unknown>;
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml não tem o serviço ${name}`);
  return found;
};
const ports = JSON.parse(read('shared-ui/vite/ports.json')) as Record<string, number>;
const rootPackage = JSON.parse(read('package.json')) as { packageManager: string };
const pnpmVersion = rootPackage.packageManager.split('@')[1];

/** Workspace packages by folder, with their names. */
const packages = new Map(
  readdirSync(root)
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => [dir, (JSON.parse(read(`${dir}/package.json`)) as { name: string }).name]),
);
const remotes = [...packages.keys()].filter((dir) => dir.startsWith('remote-'));
const frontEnds = ['host', ...remotes];

/** A value as compose resolves it when none of its variables is set (`${VAR:-default}`, `${VAR}`). */
const interpolate = (value: string) =>
  value.replace(/\$\{\w+(?::?-([^}]*))?\}/g, (_match, fallback: string | undefined) => fallback ?? '');

const namedVolumeAt = (owner: Service, target: string) =>
  owner.volumes?.map((v) => v.split(':')).find(([, path]) => path === target)?.[0];

describe('docker-compose.yml', () => {
  it('has postgres, the API, the host and one static server per remote package, nothing else', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', ...frontEnds].sort());
  });

  it('keeps to what Debian docker-compose 1.29 accepts', () => {
    expect(compose).not.toHaveProperty('name');
    for (const each of Object.values(services)) {
      expect(each).not.toHaveProperty('develop');
      expect(each.healthcheck ?? {}).not.toHaveProperty('start_interval');
    }
  });

  it('runs PostgreSQL 15 with a named volume and a health check', () => {
    const postgres = service('postgres');
    expect(postgres.image).toMatch(/^postgres:15(\b|$)/);
    const volume = namedVolumeAt(postgres, '/var/lib/postgresql/data');
    expect(volume && compose.volumes).toHaveProperty(volume as string);
    expect(postgres.healthcheck?.test).toBeTruthy();
  });

  it('starts the API on a healthy PostgreSQL with demo data and a volume for uploaded files', () => {
    const api = service('api');
    expect(api.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(api.ports).toEqual([`${ports.api}:${ports.api}`]);
    const env = Object.fromEntries(
      Object.entries(api.environment ?? {}).map(([key, value]) => [key, interpolate(String(value))]),
    );
    const config = loadConfig(env);
    expect(config.port).toBe(ports.api);
    expect(new URL(config.databaseUrl ?? '').hostname).toBe('postgres');
    expect(config.seed).toBe('demo');
    const volume = namedVolumeAt(api, config.storageDir);
    expect(volume && compose.volumes).toHaveProperty(volume as string);
    expect(config.appUrl).toBe(`http://localhost:${ports.host}`);
    for (const app of frontEnds)
      expect(config.corsOrigins).toContain(`http://localhost:${ports[app.replace(/-/g, '_')]}`);
  });

  it('serves each front end from its own package at its port of ports.json', () => {
    for (const app of frontEnds) {
      const frontEnd = service(app);
      expect(frontEnd.build?.args?.APP, app).toBe(app);
      expect(packages.has(app), app).toBe(true);
      const port = ports[app.replace(/-/g, '_')];
      expect(frontEnd.ports, app).toEqual([`${port}:${port}`]);
    }
  });

  it('gives the host only settings that scripts/start.mjs reads', () => {
    const start = read('scripts/start.mjs');
    for (const key of Object.keys(service('host').environment ?? {}))
      expect(start.includes(`process.env.${key}`), key).toBe(true);
  });

  it('builds from the repository root with Dockerfiles inside the packages', () => {
    const dockerfiles = new Set(
      Object.values(services).flatMap((s) => (s.build ? [s.build.dockerfile] : [])),
    );
    expect([...dockerfiles].sort()).toEqual(['api/Dockerfile', 'host/Dockerfile']);
    for (const each of Object.values(services)) if (each.build) expect(each.build.context).toBe('.');
    expect(existsSync(join(root, '.dockerignore'))).toBe(true);
    for (const path of dockerfiles) {
      expect(packages.has(dirname(path)), path).toBe(true);
      const text = read(path);
      expect(text).toMatch(/^FROM node:20-bookworm-slim AS build$/m);
      expect(text).toContain(`npm install --global pnpm@${pnpmVersion}`);
      expect(text).toContain('pnpm install --frozen-lockfile');
      const filtered = [...text.matchAll(/--filter (@gp\/[\w-]+)/g)].map((m) => m[1]);
      expect(filtered.length, path).toBeGreaterThan(0);
      for (const name of filtered) expect([...packages.values()], path).toContain(name);
    }
  });
});
