import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_RUN_SUFFIX, EXCEPT_SCALE, HOST_URL, SCALE, SCALE_SPECS } from './support/ports.js';

// Debian's Chromium (apt-get install -y chromium): Playwright's own browser download fails on these
// machines.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??= join(
  import.meta.dirname,
  '..',
  '.test-results',
  `${process.env.GP_BENCH === '1' ? 'bench' : SCALE ? 'e2e-scale' : 'e2e'}${E2E_RUN_SUFFIX}.json`,
);

/** `pnpm bench:front` runs the timing benchmark (./bench) instead of the suite. */
const BENCH = process.env.GP_BENCH === '1';

export default defineConfig({
  testDir: BENCH ? './bench' : './tests',
  ...(BENCH
    ? { testMatch: '*.bench.ts' }
    : SCALE
      ? { testMatch: SCALE_SPECS }
      : EXCEPT_SCALE
        ? { testIgnore: SCALE_SPECS }
        : {}),
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: BENCH ? 600_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: HOST_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The benchmark times the page as a user's browser runs it: no trace, whose DOM snapshots run inside
    // the page (its timings would include them).
    trace: BENCH ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  outputDir: join(import.meta.dirname, '..', '.test-results', `e2e-artifacts${E2E_RUN_SUFFIX}`),
});
