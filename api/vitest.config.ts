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
