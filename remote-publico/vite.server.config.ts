import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The public pages drawn on the server (src/server.tsx) as one Node module, `dist-server/render.mjs`,
 * with React and the contracts inside: the remote's server runs it with no node_modules (docker image).
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'render.mjs' } },
  },
});
