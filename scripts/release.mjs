#!/usr/bin/env node
/**
 * Per-app release and rollback on a static origin (docs/delivery.md):
 *
 *   node scripts/release.mjs release <app> [--version <v>]   build one app into <origin>/<app>/<v>/
 *                                                            and switch users to it
 *   node scripts/release.mjs rollback <app>                  back to the version active before
 *   node scripts/release.mjs status                          active versions and history
 *   node scripts/release.mjs tag                             git tags <package>@<version>
 *
 * Options: --origin <dir> (PULSE_ORIGIN_DIR, default .data/origin), --public-url <url> (the origin
 * as browsers reach it: PULSE_PUBLIC_URL, default http://localhost:3000). <app> is shell, account,
 * reports, demo or billing; the version is the app's package.json version unless --version says
 * otherwise (a pre-release such as 1.2.0-rc.1). A version already on the origin is not rebuilt:
 * `release` switches back to it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, activate, publishBuild, readReleases, rollback, versionDir } from '@pulse/release';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...rest] = process.argv.slice(2);
const option = (name) => {
  const i = rest.indexOf(`--${name}`);
  return i === -1 ? undefined : rest[i + 1];
};
const app = rest.find((arg, i) => !arg.startsWith('--') && !rest[i - 1]?.startsWith('--'));
const origin = path.resolve(
  root,
  option('origin') ?? process.env.PULSE_ORIGIN_DIR ?? path.join('.data', 'origin'),
);
const publicUrl = option('public-url') ?? process.env.PULSE_PUBLIC_URL ?? 'http://localhost:3000';

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function appVersion(name) {
  const file = path.join(root, 'apps', name, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/**
 * Builds one app with its release settings into `outDir`: the version in its build manifest and
 * chunk names, and (the shell) its assets under `<public-url>/shell/<version>/`.
 */
function build(name, version, outDir) {
  const env = {
    ...process.env,
    COREPACK_INTEGRITY_KEYS: '0',
    PULSE_OUT_DIR: outDir,
    MF_BUILD_VERSION: version,
  };
  // Test-fixture and development switches never reach a release.
  delete env.PULSE_SHARED_REQUIRE;
  delete env.PULSE_REMOTE_OVERRIDES;
  if (name === 'shell') {
    env.PULSE_ASSET_PREFIX = new URL(`shell/${version}/`, `${publicUrl.replace(/\/$/, '')}/`).href;
  }
  const result = spawnSync('pnpm', ['--filter', `@pulse/${name}`, 'exec', 'rsbuild', 'build'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) fail(`the ${name} build failed (exit ${result.status})`);
}

async function release() {
  if (!APPS.includes(app)) fail(`usage: release <${APPS.join('|')}> [--version <v>]`);
  const version = option('version') ?? appVersion(app);
  const started = Date.now();
  mkdirSync(origin, { recursive: true });
  if (existsSync(versionDir(origin, app, version))) {
    console.log(`${app} ${version} is already on the origin: switching to it without a rebuild`);
  } else {
    const staging = mkdtempSync(path.join(origin, `.staging-${app}-`));
    try {
      build(app, version, staging);
      await publishBuild(origin, app, version, staging);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  await activate(origin, app, version, { publicUrl, action: 'release' });
  console.log(`✔ ${app} ${version} is live (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function rollbackCommand() {
  if (!APPS.includes(app)) fail(`usage: rollback <${APPS.join('|')}>`);
  const version = await rollback(origin, app, { publicUrl });
  console.log(`✔ ${app} rolled back to ${version}: users get it on their next page load`);
}

async function status() {
  const { apps } = await readReleases(origin);
  for (const name of APPS) {
    const record = apps[name];
    if (!record) continue;
    console.log(
      `${name.padEnd(8)} ${record.active.padEnd(14)} earlier: ${record.stack.slice(0, -1).reverse().join(', ') || '—'}`,
    );
  }
}

/** Tags every package's current version (`@pulse/demo@1.0.0`) that has no tag yet. */
function tag() {
  const result = spawnSync('pnpm', ['exec', 'changeset', 'tag'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
  });
  process.exit(result.status ?? 1);
}

const commands = { release, rollback: rollbackCommand, status, tag };
if (!commands[command])
  fail(`usage: node scripts/release.mjs ${Object.keys(commands).join('|')} …`);
try {
  await commands[command]();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
