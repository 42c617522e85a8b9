import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../shared-ui/vite/precompress.ts';

/**
 * embed.js, the loader of the public area for foreign pages (src/embed.tsx): a plain ES module build
 * with React inside, since such a page has no federation host. Written next to the remote's build
 * (`dist/embed.js`, its chunks in `dist/embed/`) so the remote's server serves both.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: {
      input: 'src/embed.tsx',
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: 'embed.js',
        chunkFileNames: 'embed/[name]-[hash].js',
        assetFileNames: 'embed/[name]-[hash][extname]',
      },
    },
  },
});
