/**
 * The build of a page drawn ahead of the browser as one Node module, `dist-server/<fileName>`, with
 * React, antd and the contracts inside (no node_modules needed to run it): the host's sign-in page,
 * drawn at build time, and the public pages the public remote's server draws per request. `plugins`: the
 * app's own (its React plugin), as in `appTestConfig`; the app wraps the result in vite's `defineConfig`.
 */
export function serverModuleConfig<P>(
  plugins: P[],
  { entry, fileName }: { entry: string; fileName: string },
) {
  return {
    plugins,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true as const, target: 'node' as const },
    build: {
      ssr: entry,
      outDir: 'dist-server',
      emptyOutDir: true,
      target: 'node20',
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: fileName } },
    },
  };
}
