import { defineConfig } from 'vitest/config';

// antd renders slowly under jsdom on a busy two-core machine: the default 5 s per test is too tight
// for the table and dialog tests (the remotes allow 60 s for the same reason).
export default defineConfig({
  test: { testTimeout: 30_000 },
});
