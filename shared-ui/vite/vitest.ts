import { availableParallelism } from 'node:os';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * A worker per core. Vitest's default leaves one core to its main process, which on the two-core
 * machines CI runs on means one worker; the main process only transforms files (once, cached), so
 * the second worker takes a remote's suite from ~3.3 to ~2 minutes.
 */
export const UNIT_TEST_WORKERS = availableParallelism();

/**
 * The unit-test config of the host and of every remote, apart from their vite.config.ts because the
 * federation plugin has no place in unit tests: jsdom, the app's `src/test/setup.ts`, tests beside the
 * code, no CSS. antd renders forms and tables slowly under jsdom on a busy two-core machine, so a test
 * gets 60 s: a correct test must not fail for time alone, and a wrong one still fails.
 */
export function appTestConfig(plugins: NonNullable<ViteUserConfig['plugins']>) {
  return defineConfig({
    plugins,
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 60_000,
      maxWorkers: UNIT_TEST_WORKERS,
    },
  });
}
