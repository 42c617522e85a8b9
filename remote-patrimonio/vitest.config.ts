import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the federation plugin has no place in unit tests (STACK-NOTES).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // antd renders the 40 permission switches and the dialogs slowly under jsdom on two cores.
    testTimeout: 30_000,
  },
});
