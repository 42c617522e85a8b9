import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pickShared, remoteFederation, remoteServer } from '../shared-ui/vite/federation.ts';
import { precompress } from '../shared-ui/vite/precompress.ts';

/**
 * The public area as a federation remote with one expose, `./routes` (docs/frontend.md). It is written
 * with React and a small stylesheet, never antd: citizens open it cold on phones, so the host mounts it
 * without loading the back office's libraries, and it shares only React and dayjs with the host, and routes its few pages itself
 * (decision 023). index.html is the standalone harness.
 */
const SHARED = pickShared(['react', 'react/', 'react-dom', 'react-dom/', 'dayjs']);

export default defineConfig(({ command }) => ({
  plugins: [react(), federation(remoteFederation('remote_publico', command, SHARED)), precompress()],
  build: { target: 'esnext' },
  server: remoteServer('remote_publico'),
  preview: remoteServer('remote_publico'),
}));
