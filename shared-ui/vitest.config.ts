import { defineConfig } from 'vitest/config';
import { UNIT_TEST_WORKERS } from './vite/vitest.ts';

/** antd renders are slow on a busy 2-core machine; a correct test must not fail for time alone. */
export default defineConfig({
  test: { testTimeout: 30_000, maxWorkers: UNIT_TEST_WORKERS },
});
