/**
 * The checks a release passes before anything goes live (docs/delivery.md, "Release and
 * rollback"): one version, one content; the live shell and the remotes accept each other (the
 * shell's own compatibility rule). The app's type check, tests and contract: `runChecks`
 * (team-gate.mjs).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compatRule } from './compat-rule.mjs';
import { runtimeProblem, shellRuntime } from './federation-runtime.mjs';
import { RELEASES_FILE, readReleases, wentLive, withdrawBuild, writeAtomic } from './origin.mjs';

/** A release refused before it went live: `reason` says why, for the person releasing. */
export class ReleaseRefused extends Error {
  constructor(reason) {
    super(reason);
    this.name = 'ReleaseRefused';
  }
}

function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? filesOf(dir, relative) : [relative];
    })
    .sort();
}

/**
 * The content hash of a build: SHA-256 over every file's relative path and bytes. Builds are
 * reproducible, and the version salt (chunk names, manifest) is the same for the same version, so
 * two builds of one version hash alike exactly when their content is alike.
 * @returns `sha256:<hex>`
 */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return `sha256:${hash.digest('hex')}`;
}

/** The content hash recorded when `version` of `app` was released, if any. */
export async function recordedHash(origin, app, version) {
  return (await readReleases(origin)).builds?.[app]?.[version]?.hash;
}

/** Records the content hash of a version as it goes onto the origin (releases.json `builds`). */
export async function recordBuild(origin, app, version, hash, now = new Date()) {
  const releases = await readReleases(origin);
  releases.builds ??= {};
  releases.builds[app] ??= {};
  releases.builds[app][version] = { hash, at: now.toISOString() };
  await writeAtomic(path.join(origin, RELEASES_FILE), `${JSON.stringify(releases, null, 2)}\n`);
}

/**
 * Refuses a build whose content differs from what went live under the same version: users and
 * caches treat a version folder as immutable, so a change needs a new version. A version that
 * never went live (its canary refused it, or a release stopped before the switch) is taken off
 * the origin instead, and the build goes on under that number.
 * @returns whether that version is on the origin with this very content (then it is reused)
 * @throws ReleaseRefused on a different content under a version that was live
 */
export async function checkSameVersion(origin, app, version, hash) {
  let released = await recordedHash(origin, app, version);
  const dir = path.join(origin, app, version);
  if (!released && existsSync(dir)) released = contentHash(dir);
  if (!released) return false;
  if (released === hash) return true;
  if (!(await wentLive(origin, app, version))) {
    await withdrawBuild(origin, app, version);
    return false;
  }
  throw new ReleaseRefused(
    `${app} ${version} is already released with other content (${released.slice(0, 19)}…, this build ${hash.slice(0, 19)}…): ` +
      `a changed app needs a new version (pnpm changeset, then pnpm changeset version)`,
  );
}

async function readManifest(source, timeoutMs = 10_000) {
  if (!/^https?:/.test(source)) return JSON.parse(await readFile(source, 'utf8'));
  const response = await fetch(source, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  return response.json();
}

/** The versions a shell build provides of its shell-owned modules (its mf-manifest `shared`). */
export async function shellProvides(shellDir) {
  const { SHELL_OWNED } = await compatRule();
  const manifest = await readManifest(path.join(shellDir, 'mf-manifest.json'));
  return Object.fromEntries(
    manifest.shared
      .filter((shared) => SHELL_OWNED.includes(shared.name))
      .map((shared) => [shared.name, shared.version]),
  );
}

/**
 * The problems the shell's rule (packages/mf-config/src/compat.ts) finds with one remote's
 * manifest against what a shell provides, as the sentences its panel would show.
 */
export async function compatProblems(remote, manifest, provides) {
  const { incompatibilities, describeIncompatibility } = await compatRule();
  return incompatibilities(remote, manifest, provides).map(describeIncompatibility);
}

/**
 * Refuses a build the live side would refuse or could not run: a remote whose declared ranges the
 * live shell does not meet, or that needs the federation runtime from a live shell that lacks it
 * (federation-runtime.mjs); a shell that would refuse a live remote, or lacks the runtime one
 * needs. Live = the origin's active shell folder and the remotes its runtime manifest lists (a URL
 * on `publicUrl` is read from the origin folder).
 * @param {string} origin the origin folder
 * @param {string} app the app released
 * @param {string} buildDir its build
 * @param {{ publicUrl: string }} options the origin as browsers reach it
 * @returns what was compared, for the log
 * @throws ReleaseRefused listing every problem
 */
export async function checkCompatible(origin, app, buildDir, { publicUrl }) {
  const releases = await readReleases(origin);
  if (app !== 'shell') {
    const shell = releases.apps.shell?.active;
    if (!shell) return 'no shell is live on this origin: nothing to check the ranges against';
    const shellDir = path.join(origin, 'shell', shell);
    const provides = await shellProvides(shellDir);
    const manifest = await readManifest(path.join(buildDir, 'mf-manifest.json'));
    const problems = await compatProblems(app, manifest, provides);
    if (problems.length > 0) {
      throw new ReleaseRefused(`the live shell ${shell} would refuse it: ${problems.join(' ')}`);
    }
    const runtime = runtimeProblem(
      app,
      manifest,
      shellRuntime(shellDir),
      `the live shell ${shell}`,
    );
    if (runtime) throw new ReleaseRefused(`the live shell ${shell} cannot run it: ${runtime}`);
    return `the live shell ${shell} accepts it`;
  }
  const provides = await shellProvides(buildDir);
  const runtimeOfShell = shellRuntime(buildDir);
  const cannotRun = [];
  const runtime = await readManifest(path.join(origin, 'remotes.json')).catch(() => ({}));
  const problems = [];
  const base = `${publicUrl.replace(/\/$/, '')}/`;
  // Every remote the live runtime manifest lists, known to this package or not: a remote added
  // after it was written is live all the same.
  const live = Object.keys(runtime).filter((name) => typeof runtime[name] === 'string');
  for (const remote of live) {
    const url = runtime[remote];
    const source = url.startsWith(base) ? path.join(origin, url.slice(base.length)) : url;
    let manifest;
    try {
      manifest = await readManifest(source);
    } catch (error) {
      throw new ReleaseRefused(`the live ${remote} manifest (${url}) cannot be read: ${error}`);
    }
    problems.push(...(await compatProblems(remote, manifest, provides)));
    const missing = runtimeProblem(remote, manifest, runtimeOfShell, 'this shell');
    if (missing) cannotRun.push(missing);
  }
  if (problems.length > 0) {
    throw new ReleaseRefused(`it would refuse live remotes: ${problems.join(' ')}`);
  }
  if (cannotRun.length > 0) {
    throw new ReleaseRefused(`it cannot run live remotes: ${cannotRun.join(' ')}`);
  }
  return `it accepts the live remotes (${live.join(', ') || 'none'})`;
}
