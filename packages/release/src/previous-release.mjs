/**
 * Finds the released version of an app that production runs before this change (docs/delivery.md,
 * "Compatibility matrix"): the highest release tag `@pulse/<app>@<version>` (Changesets' tag
 * format), or, in a clone without tags, the commit that set the app's current version in its
 * package.json (the release commit the tag would point at).
 */
import { execFileSync } from 'node:child_process';
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

/**
 * @param {string} repo the repository's folder
 * @param {string} app shell, account, reports, demo or billing
 * @returns {{ version: string, ref: string, source: 'tag' | 'history' } | null} null when the
 *   app was never released (no tag, and no commit ever set a version other than 0.0.0)
 */
export function previousRelease(repo, app) {
  const prefix = `@pulse/${app}@`;
  const tags = git(repo, ['tag', '--list', `${prefix}*`])
    .split('\n')
    .filter(Boolean)
    .map((tag) => ({ tag, version: tag.slice(prefix.length) }))
    .filter(({ version }) => semverValid(version))
    .sort((a, b) => semverCompare(a.version, b.version));
  if (tags[0]) {
    return {
      version: tags[0].version,
      ref: git(repo, ['rev-list', '-n', '1', tags[0].tag]),
      source: 'tag',
    };
  }
  const current = versionAt(repo, 'HEAD', app);
  if (!current || current === '0.0.0') return null;
  // Newest first: the last commit whose parent had another version is the release commit.
  const commits = git(repo, [
    'log',
    '--format=%H',
    '--first-parent',
    '--',
    `apps/${app}/package.json`,
  ])
    .split('\n')
    .filter(Boolean);
  for (const commit of commits) {
    const version = versionAt(repo, commit, app);
    if (version === current && versionAt(repo, `${commit}^`, app) !== current) {
      return { version, ref: commit, source: 'history' };
    }
  }
  return null;
}
