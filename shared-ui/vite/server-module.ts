/**
 * The build of pages drawn ahead of the browser as Node modules, `dist-server/<name>.mjs` (one per entry,
 * what they share in chunks beside them), with React, antd and the contracts inside (no node_modules
 * needed to run them): the host's sign-in page and the back office's styles, made at build time, and the
 * public pages the public remote's server draws per request. `plugins`: the app's own (its React plugin),
 * as in `appTestConfig`; the app wraps the result in vite's `defineConfig`.
 */
export function serverModuleConfig<P>(plugins: P[], entries: Record<string, string>) {
  return {
    plugins,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true as const, target: 'node' as const },
    build: {
      ssr: true,
      outDir: 'dist-server',
      emptyOutDir: true,
      target: 'node20',
      copyPublicDir: false,
      rollupOptions: { input: entries, output: { entryFileNames: '[name].mjs' } },
    },
  };
}
