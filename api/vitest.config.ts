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
    // Each file in a fresh module graph (docs/decisions/049): running files one after another in one
    // graph saved about a third of the suite's CPU, but let one file's leftovers reach the next (an XLSX
    // import failed only after other files had run in its worker), and a flaky suite costs more than
    // the minutes it saves.
    isolate: true,
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
