#!/usr/bin/env node
/**
 * Times `.ci/run` on a fresh clone of this checkout's HEAD (docs/benchmarks.md, "CI time"):
 *
 *   node scripts/ci-bench.mjs [--busy <n>] [--own-sessions] [--dir <path>]
 *
 * Clones into `--dir` (default: <tmp>/pulse-ci-bench, removed first), runs its `.ci/run` and prints
 * the step times it wrote (`.ci/logs/times.txt`) and the wall time. `--busy <n>` runs n busy loops
 * beside it (one process each, spinning), as scripts/gate-bench.mjs does. With `--own-sessions`
 * each loop starts in a session of its own, as another job on the machine would: where the kernel
 * shares the CPU by session first (`/proc/sys/kernel/sched_autogroup_enabled` is 1), such a loop
 * takes a share of the machine as large as all of CI's session, while a loop inside this session
 * competes only with CI's own processes. Exits with `.ci/run`'s code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionOf, startBusyLoops } from './bench-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => optionOf(args, name);
const busy = Number(option('busy') ?? 0);
const ownSessions = args.includes('--own-sessions');
const dir = path.resolve(option('dir') ?? path.join(os.tmpdir(), 'pulse-ci-bench'));

rmSync(dir, { recursive: true, force: true });
const cloned = spawnSync('git', ['clone', '-q', root, dir], { stdio: 'inherit' });
if (cloned.status !== 0) process.exit(cloned.status ?? 1);

const stopLoops = startBusyLoops(busy, { ownSessions });
const autogroup = '/proc/sys/kernel/sched_autogroup_enabled';
const started = Date.now();
let result;
try {
  result = spawnSync(path.join(dir, '.ci', 'run'), { cwd: dir, stdio: 'inherit' });
} finally {
  stopLoops();
}
const times = path.join(dir, '.ci', 'logs', 'times.txt');
console.log(
  `\nci-bench: ${busy} busy loop(s)${busy > 0 ? (ownSessions ? ', own sessions' : ', this session') : ''}` +
    `${existsSync(autogroup) ? ` (autogroup ${readFileSync(autogroup, 'utf8').trim()})` : ''}: ` +
    `exit ${result.status}, ${Math.round((Date.now() - started) / 1000)} s`,
);
if (existsSync(times)) process.stdout.write(readFileSync(times, 'utf8'));
process.exit(result.status ?? 1);
