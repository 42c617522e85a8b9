import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serverModuleConfig } from '../shared-ui/vite/server-module.ts';

/**
 * The sign-in form drawn at build time (src/sign-in/server.tsx) as one Node module,
 * `dist-server/sign-in.mjs`, with React and antd inside; the host's build (vite.config.ts) runs it to write
 * `/login`'s page. Build this one first (package.json's `build`).
 */
export default defineConfig(
  serverModuleConfig([react()], { entry: 'src/sign-in/server.tsx', fileName: 'sign-in.mjs' }),
);
