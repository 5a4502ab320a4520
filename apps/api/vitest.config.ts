import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * What marks a test file that reaches a database: it builds an app, starts an API process, or
 * opens PostgreSQL itself (directly or through these helpers).
 */
const REACHES_DATABASE =
  /createTestApp|buildApp|startApi|TEST_DATABASE_URL|helpers\/(?:app|payments|postgres|processes)\.js|migration-db\.js/;

/**
 * The test files `npm run test:pg` runs: those that reach a database. The others (the reader,
 * domain rules, redaction, conventions, the OpenAPI document) do the same work on any database, and
 * `npm test` has run them already (docs/adr/0006-tests.md).
 */
function databaseTests(dir = 'test'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => join(dir, f))
    .filter((f) => REACHES_DATABASE.test(readFileSync(f, 'utf8')));
}

export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL ? databaseTests() : ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One test file per core: Vitest's default (cores - 1) is one worker on the 2-core CI
    // machine, which left a core idle while PGlite or PostgreSQL worked. Two workers measured
    // 325 s against 406 s on PGlite and 267 s against 392 s on PostgreSQL;
    // each file has its own database, so files never share state.
    maxWorkers: availableParallelism(),
    // A worker runs its files one after another on one module graph: the app's modules load once
    // per worker instead of once per file (the whole suite on the quiet machine: 663 s of CPU
    // isolated, 543 s shared). Every file builds
    // and closes its own app and database, and none replaces a module (conventions.test.ts).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Each file builds its own database; PGlite start-up and migrations take ~1 s of CPU. The bounds
    // catch a hang, not a slow machine: beside a full CI run and two other builds (load 20–34) ten
    // files' app set-up took over 30 s, so hooks get 120 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
