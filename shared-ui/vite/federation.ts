/**
 * The one list of libraries shared as singletons by the host and every remote (docs/frontend.md): one
 * React, one antd, one router in the page.
 * The trailing-slash keys share subpath imports such as `react/jsx-runtime`; without them a second
 * React DOM loads. Versions are read from this package's own dependencies so every app asks for the
 * same range.
 */
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  peerDependencies: Record<string, string>;
};

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'antd',
  '@ant-design/pro-layout',
  '@tanstack/react-query',
  'dayjs',
  'zustand',
] as const;

export type SharedConfig = Record<string, { singleton: true; requiredVersion: string }>;
export type SingletonName = (typeof SINGLETONS)[number];

export const federationShared: SharedConfig = Object.fromEntries(
  SINGLETONS.map((name) => {
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    const range = pkg.peerDependencies[base];
    if (!range) throw new Error(`shared-ui: ${base} falta em peerDependencies`);
    return [name, { singleton: true, requiredVersion: range }];
  }),
);

/**
 * Part of the singletons, for a remote that must not declare the others: the public area uses React and
 * the router only, and a declared share is built into the remote as its fallback copy (antd would be
 * built, and could be fetched, for a remote that never renders it).
 */
export const pickShared = (names: readonly SingletonName[]): SharedConfig =>
  Object.fromEntries(
    names.map((name) => {
      const config = federationShared[name];
      if (!config) throw new Error(`shared-ui: ${name} não é um singleton`);
      return [name, config];
    }),
  );

/**
 * Fixed ports of the apps (issue: host 5173, remotes 5174..5177, API 8000). Kept in ports.json so the
 * start script (plain Node) and the e2e suite read the same numbers as the vite configs.
 */
export const PORTS = JSON.parse(readFileSync(new URL('./ports.json', import.meta.url), 'utf8')) as {
  api: number;
  host: number;
  remote_patrimonio: number;
  remote_sistema: number;
  remote_obras: number;
  remote_publico: number;
};

export type RemoteName = 'remote_patrimonio' | 'remote_sistema' | 'remote_obras' | 'remote_publico';

/**
 * The federation options of a remote: its identifier name (`remote_x`), one expose, `./routes`
 * (docs/frontend.md), the shared singletons (all, or the `shared` given), the manifest, and no generated types (types come from
 * shared-contracts).
 * `command`: in a production build the remote uses the federation runtime the host provides
 * (`experiments.externalRuntime`, the host sets `provideExternalRuntime`) instead of downloading its own
 * copy with every area; the development server keeps its own so each remote still opens on its own page.
 */
export const remoteFederation = (
  name: RemoteName,
  command: 'build' | 'serve' = 'serve',
  shared: SharedConfig = federationShared,
) => ({
  name,
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
  shared,
  manifest: true,
  dts: false,
  ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
});

/** The dev and preview server of a remote: its fixed port, open to the host's origin. */
export const remoteServer = (name: RemoteName) => ({ port: PORTS[name], strictPort: true, cors: true });
