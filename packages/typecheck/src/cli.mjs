#!/usr/bin/env node
/**
 * `pulse-typecheck [tsc options]`: type-checks the package in the current folder (its
 * tsconfig.json) with TypeScript 7's native compiler, emitting nothing; exits with the compiler's
 * status (0 when the package type-checks, 2 with errors).
 *
 * Why TypeScript 7 here and 5.9 elsewhere (docs/adr/0060-native-type-check.md): the native
 * compiler checks the workspace in about a third of the CPU time, while typescript-eslint and the
 * Module Federation type tooling still need 5.9's JavaScript API. One thread per run: turbo already
 * runs two tasks at a time on the two cores, and the compiler's own checker threads cost more CPU
 * for the same check.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// The package exports no bin path: find it beside its package.json.
const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const run = spawnSync(
  process.execPath,
  [tsc, '--noEmit', '--singleThreaded', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (run.error) {
  console.error(`✖ pulse-typecheck: ${run.error.message}`);
  process.exit(1);
}
process.exit(run.status ?? 1);
