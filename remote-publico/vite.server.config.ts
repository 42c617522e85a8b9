import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serverModuleConfig } from '../shared-ui/vite/server-module.ts';

/**
 * The public pages drawn on the server (src/server.tsx) as one Node module, `dist-server/render.mjs`,
 * with React and the contracts inside: the remote's server runs it with no node_modules (docker image).
 */
export default defineConfig(serverModuleConfig([react()], { render: 'src/server.tsx' }));
