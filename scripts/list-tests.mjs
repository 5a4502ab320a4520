#!/usr/bin/env node
/**
 * Lists every test title the CI runs, one per line and sorted, so two commits' lists can be
 * compared with `diff`: a change that makes CI faster must show what it
 * merged or moved, and that no test went missing.
 *
 *   node scripts/list-tests.mjs > tests.txt
 *
 * Lines: `<package> <file> > <title>` from `vitest list` in every package with a vitest config
 * (the API's once: `npm run test:pg` runs a subset of the same titles), and `e2e [<project>] <file>
 * > <title>` from `playwright test --list`. Needs `pnpm install` and a build (the e2e list reads
 * built files).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lines = [];

function run(cwd, args, env = process.env) {
  const result = spawnSync('pnpm', ['exec', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`${args.join(' ')} failed in ${cwd}`);
  }
  return stripVTControlCharacters(result.stdout);
}

for (const group of ['apps', 'packages']) {
  for (const name of readdirSync(path.join(root, group))) {
    const dir = path.join(root, group, name);
    if (!existsSync(path.join(dir, 'vitest.config.ts'))) continue;
    // `vitest list` prints `file > suite > title` per test, with `[project]` first where a package
    // splits its files into projects (docs/adr/0006-tests.md): dropped, as it says how a file runs,
    // not what it tests.
    for (const line of run(dir, ['vitest', 'list']).split('\n')) {
      const test = line.trim().replace(/^\[[\w-]+\] /, '');
      if (test.includes(' > ')) lines.push(`${group}/${name} ${test}`);
    }
  }
}

// Playwright: `[project] › file:line:col › suite › title`; the line numbers are dropped, as they
// move with any edit.
// The HOME of e2e/package.json's scripts (Playwright keeps its state there).
const e2eEnv = { ...process.env, HOME: process.env.PLAYWRIGHT_HOME ?? '/tmp/pulse-e2e-home' };
for (const line of run(path.join(root, 'e2e'), ['playwright', 'test', '--list'], e2eEnv).split(
  '\n',
)) {
  const m = line.match(/^\s*\[([\w-]+)\] › ([^:]+):\d+:\d+ › (.+)$/);
  if (m) lines.push(`e2e [${m[1]}] ${m[2]} > ${m[3].replaceAll(' › ', ' > ')}`);
}

console.log(lines.sort().join('\n'));
