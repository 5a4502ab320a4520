#!/usr/bin/env node
/**
 * The `release` service of compose.yaml (docs/delivery.md, "Deployable artifacts"): releases the
 * app versions built into the release image onto the release origin (the volume the `web` service
 * serves) through the one release path of @pulse/release (`runRelease`), the one
 * scripts/release.mjs runs: a version released before with other content is refused, a remote is
 * checked against the shell live on the origin (a shell against the live remotes), the canary runs
 * in Chromium, then the switch, the live smoke and the rollback when that fails. Only the build
 * differs: it is the image's, copied in; its type check, contract check and tests ran when the
 * image was built (`release.mjs release` in deploy/web.Dockerfile), where the sources are.
 *
 *   node deploy/origin-release.mjs [publish]     every built version not yet on the origin is
 *                                                 released; an app whose built version is already
 *                                                 there (same content) keeps its active version
 *                                                 (a rollback survives `docker compose up`)
 *   node deploy/origin-release.mjs release <app>  release that app's built version (forward again
 *                                                 after a rollback)
 *   node deploy/origin-release.mjs rollback <app> | status    scripts/release.mjs as is
 *   --skip-smoke                                  no canary, as release.mjs's: tests of the other
 *                                                 gates only
 *
 * A refusal exits 1 with its reason before anything users get changes; `publish` stops at the
 * first app refused (the apps released before it stay live: each passed its own gates).
 *
 * Environment: PULSE_ORIGIN_DIR (the origin), PULSE_BUILT_DIR (the built versions,
 * `<app>/<version>/`, made by `release.mjs release <app> --origin <dir>` in the image build),
 * PULSE_PUBLIC_URL (the origin as browsers reach it; must be the URL the shell was built with),
 * PULSE_API_URL (the API the canary signs in through when it serves the origin itself),
 * PULSE_RELEASE_CLI (scripts/release.mjs, or its bundle beside this file in the image), and the
 * canary's PULSE_CHROMIUM, PULSE_SMOKE_EMAIL and PULSE_SMOKE_PASSWORD.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APPS,
  ReleaseRefused,
  checkSameVersion,
  contentHash,
  readReleases,
  runRelease,
  versionDir,
} from '../packages/release/src/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @returns the named environment variable, or exits with a message naming it */
function required(name) {
  const value = process.env[name]?.trim();
  if (value) return value;
  console.error(`✖ ${name} is not set (see deploy/origin-release.mjs)`);
  process.exit(2);
}

const origin = path.resolve(required('PULSE_ORIGIN_DIR'));
const built = path.resolve(required('PULSE_BUILT_DIR'));
const publicUrl = process.env.PULSE_PUBLIC_URL ?? 'http://localhost:3000';
const api = process.env.PULSE_API_URL ?? 'http://127.0.0.1:4000';
const argv = process.argv.slice(2);
const skipSmoke = argv.includes('--skip-smoke');
const [command = 'publish', ...rest] = argv.filter((arg) => arg !== '--skip-smoke');

const releaseCli =
  process.env.PULSE_RELEASE_CLI ??
  (existsSync(path.join(here, 'release.mjs'))
    ? path.join(here, 'release.mjs')
    : path.join(here, '..', 'scripts', 'release.mjs'));

/** Runs scripts/release.mjs with these arguments on the origin; exits with its status on failure. */
function releaseMjs(args) {
  const result = spawnSync(process.execPath, [releaseCli, ...args], {
    env: { ...process.env, PULSE_ORIGIN_DIR: origin },
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The version of `app` in the image (its one folder under PULSE_BUILT_DIR/<app>), or undefined. */
function builtVersion(app) {
  const dir = path.join(built, app);
  if (!existsSync(dir)) return undefined;
  const versions = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  if (versions.length > 1) throw new Error(`${dir} holds ${versions.join(', ')}: one is expected`);
  return versions[0];
}

/** A refusal as release.mjs words it: the app, its version, and that users keep what they had. */
function refused(app, version, error) {
  return error instanceof ReleaseRefused
    ? new Error(`${app} ${version} refused, nothing went live: ${error.message}`)
    : error;
}

/**
 * Releases the image's build of `app` through the one release path. Its checks are left out: they
 * ran in the image build, and the image holds neither the sources nor turbo.
 * @throws Error naming the app, its version and the reason when it is refused
 */
async function releaseBuilt(app, version) {
  const started = Date.now();
  try {
    const { reused } = await runRelease(
      { origin, app, version, publicUrl, api, skipChecks: true, skipSmoke },
      {
        build: (outDir) => cpSync(path.join(built, app, version), outDir, { recursive: true }),
        log: (line) => console.log(`  ${app} ${version}: ${line}`),
      },
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `✔ ${app} ${version} is live${reused ? ' (the build released before)' : ''} (${seconds} s)`,
    );
  } catch (error) {
    throw refused(app, version, error);
  }
}

async function publish() {
  const { apps } = await readReleases(origin);
  for (const app of APPS) {
    const version = builtVersion(app);
    if (!version) continue;
    const active = apps[app]?.active;
    if (active && existsSync(versionDir(origin, app, version))) {
      // Left as it is (a rollback survives `up`), but only when it is the build released under
      // that version: users and caches hold a version folder as immutable.
      const hash = contentHash(path.join(built, app, version));
      await checkSameVersion(origin, app, version, hash).catch((error) => {
        throw refused(app, version, error);
      });
      console.log(`${app} ${version} is on the origin: ${app} stays at ${active}`);
      continue;
    }
    await releaseBuilt(app, version);
  }
}

async function release(app) {
  if (!APPS.includes(app)) throw new Error(`usage: release <${APPS.join('|')}>`);
  const version = builtVersion(app);
  if (!version) throw new Error(`this image holds no build of ${app} (PULSE_BUILT_DIR=${built})`);
  await releaseBuilt(app, version);
}

try {
  if (command === 'publish') await publish();
  else if (command === 'release') await release(rest[0]);
  else releaseMjs([command, ...rest]);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
