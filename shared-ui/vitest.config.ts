import { defineConfig } from 'vitest/config';

/** antd renders are slow on a busy 2-core machine; a correct test must not fail for time alone. */
export default defineConfig({
  test: { testTimeout: 30_000 },
});
