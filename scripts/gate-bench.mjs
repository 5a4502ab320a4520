#!/usr/bin/env node
/**
 * Times one team's gate on a one-line change (docs/benchmarks.md, "Independent delivery"):
 *
 *   node scripts/gate-bench.mjs <app> [--busy <n>] [--file <path>]
 *
 * Adds one comment line to a source file of the app (default: its `src/exposes.ts`), so turbo
 * sees a change to the app and reruns its lint, type check, tests and build while the packages it
 * bundles come from the cache, as after a team's everyday edit; runs
 * `scripts/release.mjs gate <app>`; then restores the file whatever happened. `--busy <n>` runs n
 * busy loops beside it (one process each, spinning) to show the gate passes on a loaded machine.
 * Prints wall time, the CPU time of the gate and its children, and the gate's exit code.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionOf, startBusyLoops } from './bench-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => optionOf(args, name);
const app = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!app) {
  console.error('usage: node scripts/gate-bench.mjs <app> [--busy <n>] [--file <path>]');
  process.exit(2);
}
const busy = Number(option('busy') ?? 0);
const file = path.resolve(root, option('file') ?? path.join('apps', app, 'src', 'exposes.ts'));

const original = readFileSync(file, 'utf8');
writeFileSync(file, `${original}// gate benchmark ${new Date().toISOString()}\n`);
const stopLoops = startBusyLoops(busy);
let result;
try {
  // bash's `time` counts the CPU of every process the gate waited for (turbo, Vitest, Chromium).
  result = spawnSync(
    'bash',
    ['-c', `TIMEFORMAT='%R %U %S'; time node scripts/release.mjs gate ${app}`],
    { cwd: root, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
  );
} finally {
  stopLoops();
  writeFileSync(file, original);
}
const lines = result.stderr.trimEnd().split('\n');
process.stderr.write(`${lines.slice(0, -1).join('\n')}\n`);
const [wall, user, system] = lines.at(-1).split(' ').map(Number);
console.log(
  `gate ${app}, one-line change, ${busy} busy loop(s): exit ${result.status}, ` +
    `${wall.toFixed(0)} s wall, ${(user + system).toFixed(0)} s CPU (gate and its children)`,
);
process.exit(result.status ?? 1);
