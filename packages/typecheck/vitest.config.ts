import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.mjs'],
    // The tests run the compiler as a real process beside the rest of the workspace's tests.
    testTimeout: 60_000,
  },
});
