import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The same API suite runs twice: on PGlite (embedded default) and on the machine's PostgreSQL server.
 * Each project's global setup migrates one template and builds the test organisation in it; every test
 * file gets its own copy. Tests live under test/, one folder per module (docs/api.md, "Tests").
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // A worker per core (Vitest leaves one to its main process by default: one worker on two cores).
    // On the two-core CI machines the suite goes from ~11.3 to ~8.9 minutes.
    maxWorkers: availableParallelism(),
    // One worker process runs file after file with the modules it already loaded (docs/decisions/049):
    // each file no longer imports the app again nor compiles PGlite's WebAssembly again (PGlite keeps the
    // compiled module per process), about a third of the suite's CPU. Each file still builds its own app
    // on its own database copy (test/support/test-app.ts); nothing of the app lives in module state
    // between files, and a test that fakes the clock or mocks restores it.
    isolate: false,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['test/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['test/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
