import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One test file per core: Vitest's default (cores - 1) is one worker on the 2-core CI
    // machine, which left a core idle while PGlite or PostgreSQL worked. Two workers measured
    // 325 s against 406 s on PGlite and 267 s against 392 s on PostgreSQL (docs/benchmarks.md
    // "CI time"); each file has its own database, so files never share state.
    maxWorkers: availableParallelism(),
    // Each file builds its own database; PGlite start-up and migrations take ~1 s.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
