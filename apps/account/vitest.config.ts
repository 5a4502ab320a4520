import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Rendering the dashboard's chart is slow while turbo runs every package at once.
    testTimeout: 30_000,
  },
});
