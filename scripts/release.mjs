#!/usr/bin/env node
/**
 * Per-app release and rollback on a static origin (docs/delivery.md):
 *
 *   node scripts/release.mjs release <app> [--version <v>]   gated release of one app into
 *                                                            <origin>/<app>/<v>/, canary, switch
 *   node scripts/release.mjs rollback <app>                  back to the version active before
 *   node scripts/release.mjs status                          active versions and history
 *   node scripts/release.mjs tag                             git tags <package>@<version>
 *   node scripts/release.mjs gate <app>                      the app's own CI: lint, checks, tests
 *                                                            of what it bundles, build, N-1 rows
 *                                                            and its own browser specs
 *
 * Options: --origin <dir> (PULSE_ORIGIN_DIR, default .data/origin), --public-url <url> (the origin
 * as browsers reach it: PULSE_PUBLIC_URL, default http://localhost:3000), --api <url> (the API the
 * canary signs in through when it serves the origin itself: PULSE_API_URL, default
 * http://127.0.0.1:4000), --skip-checks (no turbo checks: tests of the other gates only),
 * --skip-smoke (no canary). <app> is shell, account, reports, demo or billing; the version is the
 * app's package.json version unless --version says otherwise (a pre-release such as 1.2.0-rc.1).
 * Refusals exit 1 before anything users get changes; a failed smoke after the switch rolls back
 * and exits 1.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APPS,
  GATE_TIME_SCALE,
  ReleaseRefused,
  appVersion,
  readReleases,
  rollback,
  refuseOn,
  runBrowserSpecs,
  runChecks,
  runRelease,
  runTurbo,
  runUnitTests,
} from '../packages/release/src/index.mjs';

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
const api = option('api') ?? process.env.PULSE_API_URL ?? 'http://127.0.0.1:4000';
const flag = (name) => rest.includes(`--${name}`);

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
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
  if (result.status !== 0) {
    throw new ReleaseRefused(`the ${name} build failed (exit ${result.status})`);
  }
}

async function release() {
  if (!APPS.includes(app)) fail(`usage: release <${APPS.join('|')}> [--version <v>]`);
  const version = option('version') ?? appVersion(root, app);
  const started = Date.now();
  try {
    const { reused } = await runRelease(
      {
        origin,
        app,
        version,
        publicUrl,
        api,
        skipChecks: flag('skip-checks'),
        skipSmoke: flag('skip-smoke'),
      },
      {
        checks: () => runChecks(root, app),
        build: (outDir) => build(app, version, outDir),
        log: (line) => console.log(`  ${app} ${version}: ${line}`),
      },
    );
    console.log(
      `✔ ${app} ${version} is live${reused ? ' (the build released before)' : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    if (error instanceof ReleaseRefused) {
      fail(`${app} ${version} refused, nothing went live: ${error.message}`);
    }
    throw error;
  }
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

/**
 * One app's own CI (docs/delivery.md, "Gate"): lint, type check (with the contract check) and unit
 * tests of the app and of every workspace package it bundles, the build, then in one browser run
 * its rows of the N-1 matrix and the specs of its own pages. Each step names what failed.
 */
function gate() {
  if (!APPS.includes(app)) fail(`usage: gate <${APPS.join('|')}>`);
  const started = Date.now();
  const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
  process.env.PULSE_TIME_SCALE ??= String(GATE_TIME_SCALE);
  const steps = [
    ['lint and type check', () => runTurbo(root, ['lint', 'typecheck'], `@pulse/${app}...`)],
    ['unit tests', () => runUnitTests(root, app)],
    // The browser specs run the whole product: every app is built (turbo's cache keeps the others).
    ['build', () => runTurbo(root, ['build'], './apps/*')],
    ['browser specs and N-1 rows', () => runBrowserSpecs(root, app, origin)],
  ];
  try {
    for (const [name, run] of steps) {
      const since = Date.now();
      refuseOn(`${app}: ${name}`, run());
      console.log(`  ${app}: ${name} passed (${seconds(since)} s)`);
    }
  } catch (error) {
    fail(`gate of ${app} refused after ${seconds(started)} s: ${error.message}`);
  }
  console.log(`✔ gate of ${app} passed (${seconds(started)} s)`);
}

const commands = { release, rollback: rollbackCommand, status, tag, gate };
if (!commands[command])
  fail(`usage: node scripts/release.mjs ${Object.keys(commands).join('|')} …`);
try {
  await commands[command]();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
