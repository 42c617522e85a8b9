import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteFederation, remoteServer } from '../shared-ui/vite/federation.ts';
import { precompress } from '../shared-ui/vite/precompress.ts';

/**
 * The obras area as a federation remote with one expose, `./routes` (docs/frontend.md). index.html is
 * the standalone harness for developing the area on its own page against the API.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), federation(remoteFederation('remote_obras', command)), precompress()],
  build: { target: 'esnext' },
  server: remoteServer('remote_obras'),
  preview: remoteServer('remote_obras'),
}));
