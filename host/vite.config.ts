import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationShared, PORTS } from '../shared-ui/vite/federation.ts';
import { localShares } from '../shared-ui/vite/local-shares.ts';
import { precompress } from '../shared-ui/vite/precompress.ts';
import { backOfficeStart } from './vite/back-office-start.ts';
import { signInPage } from './vite/sign-in-page.ts';

/**
 * The shell. It declares no remotes: their URLs live only in the runtime manifest (/remotes.json) and
 * are registered with `registerRemotes` on demand (docs/frontend.md). The plugin stays, so the shared
 * singletons come from one place for host and remotes.
 */
export default defineConfig({
  plugins: [
    // react-router-dom too, so that the public area (/publico, decision 023), which has no router of its
    // own in the host, does not download it at start-up: the back office loads the same module from its
    // own chunks, and the remotes get that one instance through the share.
    localShares(
      ['antd', '@ant-design/pro-layout', '@tanstack/react-query', 'react-router-dom'],
      import.meta.dirname,
    ),
    react(),
    federation({
      name: 'host',
      remotes: {},
      shared: federationShared,
      dts: false,
      // A remote's entry is downloaded when its area first opens, never before: with the default
      // 'version-first' the first shared import (the idle fetch of the shares, decision 013) downloads
      // and starts every remote of the manifest just to compare versions, so an area nobody opens costs
      // bytes and a server ops are replacing is still asked.
      shareStrategy: 'loaded-first',
      // One federation runtime for the page: remotes built with `externalRuntime` use this one.
      experiments: { provideExternalRuntime: true },
    }),
    // /login's page with the form already drawn (decision 028), made from the built index.html, then what a
    // cold back office page asks for at once (its styles made at build time, its first screens' modules),
    // put in index.html alone (/login's page never opens the back office's paths; decision 029); both
    // before precompress, which compresses them.
    signInPage(import.meta.dirname),
    backOfficeStart(import.meta.dirname),
    precompress(),
  ],
  build: { target: 'esnext' },
  server: { port: PORTS.host, strictPort: true },
  preview: { port: PORTS.host, strictPort: true },
});
