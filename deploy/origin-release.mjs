#!/usr/bin/env node
/**
 * The `release` service of compose.yaml (docs/delivery.md, "Deployable artifacts"): puts the app
 * versions built into the release image onto the release origin (a volume the `web` service
 * serves) with scripts/release.mjs, so Docker deploys the same immutable `<app>/<version>/` folders
 * and runtime manifest as a release anywhere else, with the same rollback.
 *
 *   node deploy/origin-release.mjs [publish]     every built version not yet on the origin is
 *                                                 published and made active; an app whose built
 *                                                 version is already there keeps its active version
 *                                                 (a rollback survives `docker compose up`)
 *   node deploy/origin-release.mjs release <app>  publish that app's built version if needed and make
 *                                                 it active (forward again after a rollback)
 *   node deploy/origin-release.mjs rollback <app> | status    scripts/release.mjs as is
 *
 * Environment: PULSE_ORIGIN_DIR (the origin), PULSE_BUILT_DIR (the built versions,
 * `<app>/<version>/`, made by `release.mjs release <app> --origin <dir>` in the image build),
 * PULSE_PUBLIC_URL (the origin as browsers reach it; must be the URL the shell was built with),
 * PULSE_RELEASE_CLI (scripts/release.mjs, or its bundle beside this file in the image).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, activate, publishBuild, readReleases, versionDir } from '@pulse/release';

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

/**
 * Makes a published version active. The image build ran release.mjs's gate on each build; here the
 * version is only switched to, as `release.mjs release` does for a version already on the origin.
 */
async function switchTo(app, version) {
  await activate(origin, app, version, { publicUrl, action: 'release' });
  console.log(`✔ ${app} ${version} is live`);
}
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

/**
 * Copies a built version into the origin: to a hidden folder first, then publishBuild's rename, so
 * the version folder appears whole (a copy of the same version that is already there is skipped).
 */
async function copyIn(app, version) {
  if (existsSync(versionDir(origin, app, version))) return;
  mkdirSync(origin, { recursive: true });
  const staging = mkdtempSync(path.join(origin, `.staging-${app}-`));
  try {
    await cp(path.join(built, app, version), staging, { recursive: true });
    await publishBuild(origin, app, version, staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function publish() {
  const { apps } = await readReleases(origin);
  for (const app of APPS) {
    const version = builtVersion(app);
    if (!version) continue;
    const active = apps[app]?.active;
    if (active && existsSync(versionDir(origin, app, version))) {
      console.log(`${app} ${version} is on the origin: ${app} stays at ${active}`);
      continue;
    }
    await copyIn(app, version);
    await switchTo(app, version);
  }
}

async function release(app) {
  if (!APPS.includes(app)) throw new Error(`usage: release <${APPS.join('|')}>`);
  const version = builtVersion(app);
  if (!version) throw new Error(`this image holds no build of ${app} (PULSE_BUILT_DIR=${built})`);
  await copyIn(app, version);
  await switchTo(app, version);
}

const [command = 'publish', ...rest] = process.argv.slice(2);
try {
  if (command === 'publish') await publish();
  else if (command === 'release') await release(rest[0]);
  else releaseMjs([command, ...rest]);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
