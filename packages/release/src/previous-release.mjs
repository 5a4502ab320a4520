/**
 * Finds the release of an app that production runs before this change (docs/delivery.md,
 * "Compatibility matrix"). It is never today's version, in this order:
 *
 * 1. `origin`: the release origin's history (releases.json): the active version, or when today's
 *    version is already active, the newest one released before it. Its build is the origin's
 *    version folder when that folder is there.
 * 2. `tag`: the highest release tag `@pulse/<app>@<version>` (Changesets' format) of another version.
 * 3. `history`: in a clone with neither, the newest version the app's package.json had before
 *    today's, at the commit that set it (where its release tag would point).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semverCompare from 'semver/functions/rcompare.js';
import semverValid from 'semver/functions/valid.js';

function git(repo, args) {
  return execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

function versionAt(repo, ref, app) {
  try {
    return JSON.parse(git(repo, ['show', `${ref}:apps/${app}/package.json`])).version;
  } catch {
    return undefined;
  }
}

/** The app's package.json history, newest first: `{ commit, version }`. */
function versionHistory(repo, app) {
  return git(repo, ['log', '--format=%H', '--first-parent', '--', `apps/${app}/package.json`])
    .split('\n')
    .filter(Boolean)
    .map((commit) => ({ commit, version: versionAt(repo, commit, app) }));
}

/** The commit that set `version` in the app's package.json (the newest such commit), if any. */
function commitOf(repo, app, version) {
  const history = versionHistory(repo, app);
  for (let i = 0; i < history.length; i += 1) {
    if (history[i].version === version && history[i + 1]?.version !== version) {
      return history[i].commit;
    }
  }
  return undefined;
}

function fromTags(repo, app, current) {
  const prefix = `@pulse/${app}@`;
  const tags = git(repo, ['tag', '--list', `${prefix}*`])
    .split('\n')
    .filter(Boolean)
    .map((tag) => ({ tag, version: tag.slice(prefix.length) }))
    .filter(({ version }) => semverValid(version) && version !== current)
    .sort((a, b) => semverCompare(a.version, b.version));
  return tags[0] ? { ...tags[0], ref: git(repo, ['rev-list', '-n', '1', tags[0].tag]) } : undefined;
}

function fromOrigin(repo, app, current, origin) {
  const file = origin && path.join(origin, 'releases.json');
  if (!file || !existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')).apps?.[app];
  if (!record) return undefined;
  const released = [...record.history.map((entry) => entry.version)].reverse();
  const version = [record.active, ...released].find((v) => v !== current);
  if (!version) return undefined;
  const dir = path.join(origin, app, version);
  const tag = `@pulse/${app}@${version}`;
  let ref = commitOf(repo, app, version);
  try {
    ref = git(repo, ['rev-list', '-n', '1', tag]);
  } catch {
    // No tag for it: the commit that set that version, when it is in this clone's history.
  }
  return { version, ref: ref ?? '', dir: existsSync(dir) ? dir : undefined };
}

/**
 * @param {string} repo the repository's folder
 * @param {string} app shell, account, reports, demo or billing
 * @param {{ origin?: string }} [options] a release origin whose history says what is live
 * @returns {{ version: string, current: string, ref: string, source: 'origin' | 'tag' | 'history',
 *   dir?: string } | null} `dir`: an origin build of that version to use as is; null when the app
 *   has no other release (no origin record, tag or earlier non-0.0.0 version)
 */
export function previousRelease(repo, app, options = {}) {
  const current = versionAt(repo, 'HEAD', app);
  const live = fromOrigin(repo, app, current, options.origin);
  if (live && (live.dir || live.ref)) return { ...live, current, source: 'origin' };
  const tagged = fromTags(repo, app, current);
  if (tagged) return { version: tagged.version, current, ref: tagged.ref, source: 'tag' };
  const older = versionHistory(repo, app).find(
    ({ version }) => version && version !== current && version !== '0.0.0',
  );
  if (!older) return null;
  return {
    version: older.version,
    current,
    ref: commitOf(repo, app, older.version) ?? older.commit,
    source: 'history',
  };
}
