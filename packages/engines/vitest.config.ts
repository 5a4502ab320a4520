import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Loading and indexing the real sanctions and IP lists takes seconds, more on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
