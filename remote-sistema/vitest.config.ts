import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the federation plugin has no place in unit tests (jsdom imports the
// modules directly).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // antd renders the 40 permission switches, the dialogs and the forty-field company form slowly under
    // jsdom on two cores shared with other builds; 30 s was overrun under load.
    testTimeout: 60_000,
  },
});
