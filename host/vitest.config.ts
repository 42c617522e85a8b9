import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the federation plugin has no place in unit tests (they mock its runtime).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Rendering ProLayout in jsdom takes seconds on a busy two-core machine; 5 s made the suite flaky.
    testTimeout: 30_000,
  },
});
