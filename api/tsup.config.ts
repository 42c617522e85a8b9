import { defineConfig } from 'tsup';

// One bundle of the API's own code; dependencies (and the shared contracts' build) stay external.
export default defineConfig({
  entry: { server: 'src/server.ts', backup: 'src/db/backup-cli.ts' },
  format: 'esm',
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
});
