import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serverModuleConfig } from '../shared-ui/vite/server-module.ts';

/**
 * What the host's build draws ahead of the browser, as Node modules with React and antd inside, which
 * the host's build (vite.config.ts) runs: `dist-server/sign-in.mjs`, the sign-in form of `/login`'s page
 * (decision 028), and `dist-server/back-office-styles.mjs`, the back office's stylesheet (decision 029)
 * and `/app`'s page with the dashboard drawn (decision 030).
 * Build this one first (package.json's `build`).
 */
export default defineConfig(
  serverModuleConfig([react()], {
    'sign-in': 'src/sign-in/server.tsx',
    'back-office-styles': 'src/styles/server.tsx',
  }),
);
