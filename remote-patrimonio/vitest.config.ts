import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The unit tests' own config: the federation plugin of vite.config.ts has no place in them.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // antd renders the asset and movement forms slowly under jsdom on two busy cores.
    testTimeout: 60_000,
  },
});
