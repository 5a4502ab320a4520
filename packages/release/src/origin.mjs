/**
 * The static origin every app is released to (docs/delivery.md, "Release and rollback"):
 *
 *   <origin>/<app>/<version>/…   one immutable folder per released version (never overwritten)
 *   <origin>/remotes.json        the runtime manifest the shell reads on each page load
 *   <origin>/index.html          the active shell version's page
 *   <origin>/releases.json       per app: the active version, the rollback stack and the history
 *
 * Every switch writes a temporary file beside the target and renames it over the target, so a
 * reader sees the old or the new file, never half of one.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_REMOTES } from './local-remotes.mjs';

export const RELEASES_FILE = 'releases.json';
export const RUNTIME_MANIFEST = 'remotes.json';
/** The remotes of the shell's runtime manifest (local-remotes.mjs), in its order. */
export const REMOTES = LOCAL_REMOTES.map(({ name }) => name);
export const APPS = ['shell', ...REMOTES];

/**
 * @typedef {{ version: string, at: string, action: 'release' | 'rollback' }} HistoryEntry
 * @typedef {{ active: string, stack: string[], history: HistoryEntry[] }} AppReleases
 * @typedef {{ apps: Record<string, AppReleases> }} Releases
 */

/** Writes `data` to `file` atomically (temporary file in the same folder, then rename). */
export async function writeAtomic(file, data) {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`,
  );
  await writeFile(temporary, data);
  await rename(temporary, file);
}

async function readJson(file, fallback) {
  if (!existsSync(file)) return fallback;
  return JSON.parse(await readFile(file, 'utf8'));
}

/** @returns {Promise<Releases>} the origin's release record (empty for a new origin) */
export function readReleases(origin) {
  return readJson(path.join(origin, RELEASES_FILE), { apps: {} });
}

/** @returns {Promise<Record<string, string>>} the runtime manifest (remote → manifest URL) */
export function readRuntimeManifest(origin) {
  return readJson(path.join(origin, RUNTIME_MANIFEST), {});
}

/** The folder of one released version: `<origin>/<app>/<version>`. */
export function versionDir(origin, app, version) {
  if (!APPS.includes(app)) throw new Error(`unknown app "${app}" (one of ${APPS.join(', ')})`);
  if (!/^[0-9A-Za-z.+-]+$/.test(version)) throw new Error(`"${version}" is not a version`);
  return path.join(origin, app, version);
}

/** The URL the runtime manifest gives for a remote's version. */
export function remoteEntryUrl(publicUrl, app, version) {
  return new URL(`${app}/${version}/mf-manifest.json`, `${publicUrl.replace(/\/$/, '')}/`).href;
}

/**
 * Makes `version` of `app` the one users get from the next page load: the runtime manifest entry
 * (a remote) or the origin's index.html (the shell), then the release record.
 * @param {'release' | 'rollback'} action
 * @throws Error when that version was never built into the origin
 */
export async function activate(origin, app, version, { publicUrl, action, now = new Date() }) {
  const dir = versionDir(origin, app, version);
  if (!existsSync(dir)) throw new Error(`${app} ${version} is not on the origin (${dir})`);
  if (app === 'shell') {
    const temporary = path.join(origin, `.index.html.${process.pid}.tmp`);
    // The origin answers every page with one file: the shell's plain app page (`app.html`, beside
    // its prerendered public pages), or `index.html` of a shell built before prerendering.
    const page = existsSync(path.join(dir, 'app.html')) ? 'app.html' : 'index.html';
    await copyFile(path.join(dir, page), temporary);
    await rename(temporary, path.join(origin, 'index.html'));
  } else {
    const manifest = await readRuntimeManifest(origin);
    manifest[app] = remoteEntryUrl(publicUrl, app, version);
    await writeAtomic(
      path.join(origin, RUNTIME_MANIFEST),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
  }
  const releases = await readReleases(origin);
  const record = releases.apps[app] ?? { active: version, stack: [], history: [] };
  if (action === 'release' && record.stack.at(-1) !== version) record.stack.push(version);
  record.active = version;
  record.history.push({ version, at: now.toISOString(), action });
  releases.apps[app] = record;
  await writeAtomic(path.join(origin, RELEASES_FILE), `${JSON.stringify(releases, null, 2)}\n`);
  return record;
}

/**
 * Returns `app` to the version that was active before the current one (one step of its stack).
 * @returns the version now active
 * @throws Error when the app has no earlier version on this origin
 */
export async function rollback(origin, app, { publicUrl, now = new Date() }) {
  const releases = await readReleases(origin);
  const record = releases.apps[app];
  if (!record || record.stack.length < 2) {
    throw new Error(`${app} has no earlier release on this origin to roll back to`);
  }
  const current = record.stack.pop();
  const previous = record.stack.at(-1);
  await writeAtomic(path.join(origin, RELEASES_FILE), `${JSON.stringify(releases, null, 2)}\n`);
  try {
    await activate(origin, app, previous, { publicUrl, action: 'rollback', now });
  } catch (error) {
    record.stack.push(current);
    await writeAtomic(path.join(origin, RELEASES_FILE), `${JSON.stringify(releases, null, 2)}\n`);
    throw error;
  }
  return previous;
}

/**
 * Moves a finished build into its immutable version folder (a rename: the folder appears whole).
 * @throws Error when that version is already on the origin
 */
export async function publishBuild(origin, app, version, buildDir) {
  const dir = versionDir(origin, app, version);
  if (existsSync(dir))
    throw new Error(`${app} ${version} is already on the origin: versions are immutable`);
  await mkdir(path.dirname(dir), { recursive: true });
  await rename(buildDir, dir);
  return dir;
}

/** Whether `version` of `app` was ever the active one on this origin (its release history). */
export async function wentLive(origin, app, version) {
  return wasActive(await readReleases(origin), app, version);
}

function wasActive(releases, app, version) {
  return Boolean(releases.apps[app]?.history.some((entry) => entry.version === version));
}

/**
 * Takes a version that never went live off the origin: its folder and its content hash. Only a
 * version users got is burned (docs/delivery.md, "Release and rollback"); one the canary refused
 * was seen by the canary alone, so a fixed build may be released under the same number.
 * @throws Error when that version was ever live on this origin
 */
export async function withdrawBuild(origin, app, version) {
  const releases = await readReleases(origin);
  if (wasActive(releases, app, version)) {
    throw new Error(`${app} ${version} was live on this origin: its number stays taken`);
  }
  await rm(versionDir(origin, app, version), { recursive: true, force: true });
  const builds = releases.builds?.[app];
  if (builds?.[version]) {
    releases.builds[app] = Object.fromEntries(
      Object.entries(builds).filter(([taken]) => taken !== version),
    );
    await writeAtomic(path.join(origin, RELEASES_FILE), `${JSON.stringify(releases, null, 2)}\n`);
  }
}
