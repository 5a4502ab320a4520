import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.mjs'],
    // The tests run the release command and the bundled servers as real processes (spawnSync),
    // which take seconds, not milliseconds, while the rest of the workspace's tests load the
    // machine: a 5 s default timed them out on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
