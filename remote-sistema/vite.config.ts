import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationShared, PORTS } from '../shared-ui/vite/federation.ts';

/**
 * The sistema area as a federation remote with one expose, `./routes` (CONVENTIONS §4). index.html is
 * the standalone harness for developing the area on its own page against the API.
 */
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'remote_sistema',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      shared: federationShared,
      manifest: true,
      dts: false,
    }),
  ],
  build: { target: 'esnext' },
  server: { port: PORTS.remote_sistema, strictPort: true, cors: true },
  preview: { port: PORTS.remote_sistema, strictPort: true, cors: true },
});
