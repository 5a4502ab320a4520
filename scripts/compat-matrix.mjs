#!/usr/bin/env node
/**
 * The N-1 compatibility matrix (docs/delivery.md, "Compatibility matrix"):
 *
 *   node scripts/compat-matrix.mjs build   build the previous release of the shell and of every
 *                                          remote from its git tag into .data/compat/
 *   node scripts/compat-matrix.mjs         build, then run the browser smoke (e2e/tests/
 *                                          compat-matrix.spec.ts): previous remotes inside
 *                                          today's shell, today's remotes inside the previous shell
 *
 * Each release commit is checked out with `git worktree add` into a temporary folder, installed
 * from the local pnpm store (offline first) and only the needed apps are built. Builds are kept per
 * commit in .data/compat/, so a second run only serves them. An app never released (no tag, no
 * version history) is reported and left out: there is nothing older to be compatible with.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, previousRelease } from '@pulse/release';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// pnpm through corepack: this registry publishes no corepack signatures (scripts/pulse.mjs).
process.env.COREPACK_INTEGRITY_KEYS ??= '0';
const outDir = path.join(root, '.data', 'compat');

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  return result.status === 0;
}

/** Installs a checked-out release from the pnpm store, offline when the store has everything. */
function install(tree) {
  const args = ['install', '--frozen-lockfile', '--reporter=append-only', '--ignore-scripts'];
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
  for (const app of APPS) {
    const release = previousRelease(root, app);
    if (!release) {
      console.log(`${app}: never released, nothing older to test against`);
      matrix[app] = null;
      continue;
    }
    const dist = path.join(outDir, `${app}-${release.version}-${release.ref.slice(0, 10)}`);
    matrix[app] = { ...release, dist };
    if (existsSync(path.join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json'))) continue;
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

const command = process.argv[2] ?? 'run';
if (command === 'build') {
  buildPrevious();
} else if (command === 'run') {
  buildPrevious();
  const ok = run('pnpm', ['--filter', '@pulse/e2e', 'test:e2e', 'tests/compat-matrix.spec.ts'], {
    cwd: root,
  });
  process.exit(ok ? 0 : 1);
} else {
  console.error('usage: node scripts/compat-matrix.mjs [build|run]');
  process.exit(2);
}
