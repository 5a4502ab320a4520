import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own database; PGlite start-up and migrations take ~1 s.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
