#!/usr/bin/env node
/**
 * The N-1 compatibility matrix (docs/delivery.md, "Compatibility matrix"):
 *
 *   node scripts/compat-matrix.mjs build   build the previous release of the shell and of every
 *                                          remote into .data/compat/
 *   node scripts/compat-matrix.mjs         build, then run the browser smoke (e2e/tests/
 *                                          compat-matrix.spec.ts): previous remotes inside
 *                                          today's shell, today's remotes inside the previous shell
 *
 * Options: --app <name> (repeatable: only that remote's rows, with the shell's; the gate of one app),
 * --origin <dir> (PULSE_ORIGIN_DIR, default .data/origin: its releases.json says what is live).
 *
 * "Previous" is never today's code (packages/release/src/previous-release.mjs): the origin's live or
 * last release (its version folder is used as is), else the highest other release tag, else the
 * newest earlier version in the app's package.json history. A release commit is checked out with
 * `git worktree add` into a temporary folder, installed from the local pnpm store (offline first)
 * and only the needed apps are built. Builds are kept per commit in .data/compat/, so a second run
 * only serves them. An app with no other release is reported and left out.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, previousRelease } from '../packages/release/src/index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// pnpm through corepack: this registry publishes no corepack signatures (scripts/pulse.mjs).
process.env.COREPACK_INTEGRITY_KEYS ??= '0';
const outDir = path.join(root, '.data', 'compat');
const args = process.argv.slice(2);
const optionValues = (name) => args.flatMap((arg, i) => (args[i - 1] === `--${name}` ? [arg] : []));
const origin = path.resolve(
  root,
  optionValues('origin')[0] ?? process.env.PULSE_ORIGIN_DIR ?? path.join('.data', 'origin'),
);
const only = optionValues('app');

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  return result.status === 0;
}

/**
 * The pnpm store this checkout was installed from (node_modules/.modules.yaml): a caller with
 * another HOME (the browser tests set one) would otherwise look for an empty store.
 */
function storeDir(repo = root) {
  const file = path.join(repo, 'node_modules', '.modules.yaml');
  const match =
    existsSync(file) && /"?storeDir"?:\s*"?([^"\n]+)"?/.exec(readFileSync(file, 'utf8'));
  return match ? ['--store-dir', match[1].trim()] : [];
}

/** Installs a checked-out release from the pnpm store, offline when the store has everything. */
function install(tree) {
  const args = [
    'install',
    '--frozen-lockfile',
    '--reporter=append-only',
    '--ignore-scripts',
    ...storeDir(),
  ];
  if (run('pnpm', [...args, '--offline'], { cwd: tree })) return;
  if (!run('pnpm', [...args, '--prefer-offline'], { cwd: tree })) {
    throw new Error(`pnpm install failed in ${tree}`);
  }
}

/**
 * Builds every app's previous release that is not built yet.
 * @returns the matrix: app → { version, ref, source, dist } or null when never released
 */
export function buildPrevious() {
  mkdirSync(outDir, { recursive: true });
  const matrix = {};
  const byRef = new Map();
  const apps = only.length > 0 ? APPS.filter((app) => app === 'shell' || only.includes(app)) : APPS;
  for (const app of apps) {
    const release = previousRelease(root, app, { origin });
    if (!release) {
      console.log(`${app}: no release other than today's, nothing older to test against`);
      matrix[app] = null;
      continue;
    }
    console.log(
      `${app}: today's ${release.current} against ${release.version} (${release.source}${release.ref ? ` ${release.ref.slice(0, 10)}` : ''})`,
    );
    // A shell folder on the origin has its asset URLs baked in (--public-url): rebuilt instead.
    if (release.dir && (app !== 'shell' || !release.ref)) {
      matrix[app] = { ...release, dist: release.dir };
      continue;
    }
    const dist = path.join(outDir, `${app}-${release.version}-${release.ref.slice(0, 10)}`);
    matrix[app] = { ...release, dist };
    if (existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    byRef.set(release.ref, [...(byRef.get(release.ref) ?? []), app]);
  }
  for (const [ref, apps] of byRef) {
    const started = Date.now();
    const tree = mkdtempSync(path.join(os.tmpdir(), 'pulse-release-'));
    rmSync(tree, { recursive: true });
    execFileSync('git', ['worktree', 'add', '--detach', tree, ref], { cwd: root, stdio: 'ignore' });
    try {
      install(tree);
      // The apps' workspace dependencies first (e.g. @pulse/engines compiles to dist/).
      const deps = apps.flatMap((app) => ['--filter', `@pulse/${app}^...`]);
      if (
        !run('pnpm', ['turbo', 'run', 'build', ...deps, '--output-logs=errors-only'], { cwd: tree })
      ) {
        throw new Error(`building the dependencies of ${apps.join(', ')} failed`);
      }
      for (const app of apps) {
        const env = { ...process.env, MF_BUILD_VERSION: matrix[app].version };
        for (const name of ['PULSE_OUT_DIR', 'PULSE_SHARED_REQUIRE', 'PULSE_ASSET_PREFIX']) {
          delete env[name];
        }
        const built = run('pnpm', ['--filter', `@pulse/${app}`, 'exec', 'rsbuild', 'build'], {
          cwd: tree,
          env,
        });
        if (!built) throw new Error(`building ${app} ${matrix[app].version} failed`);
        cpSync(path.join(tree, 'apps', app, 'dist'), matrix[app].dist, { recursive: true });
      }
    } finally {
      execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
    }
    console.log(
      `built ${apps.join(', ')} at ${ref.slice(0, 10)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  writeFileSync(path.join(outDir, 'matrix.json'), `${JSON.stringify(matrix, null, 2)}\n`);
  return matrix;
}

const command = args[0] && !args[0].startsWith('--') ? args[0] : 'run';
if (command === 'build') {
  buildPrevious();
} else if (command === 'run') {
  buildPrevious();
  const ok = run(
    'pnpm',
    ['--filter', '@pulse/e2e', 'test:e2e', '--no-deps', 'tests/compat-matrix.spec.ts'],
    {
      cwd: root,
      env: { ...process.env, PULSE_COMPAT_APPS: only.join(',') },
    },
  );
  process.exit(ok ? 0 : 1);
} else {
  console.error('usage: node scripts/compat-matrix.mjs [build|run]');
  process.exit(2);
}
