import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The sign-in form drawn at build time (src/sign-in/server.tsx) as one Node module,
 * `dist-server/sign-in.mjs`, with React and antd inside; the host's build (vite.config.ts) runs it to write
 * `/login`'s page. Build this one first (package.json's `build`).
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/sign-in/server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'sign-in.mjs' } },
  },
});
