import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { previousRelease } from './previous-release.mjs';

let repo;
const git = (...args) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** Commits apps/demo/package.json at `version` (and another file, so a commit may keep it). */
function commit(version, message = version) {
  writeFileSync(path.join(repo, 'apps/demo/package.json'), JSON.stringify({ version }));
  writeFileSync(path.join(repo, 'notes.txt'), message);
  git('add', '-A');
  git('-c', 'user.email=ci@example.com', '-c', 'user.name=ci', 'commit', '-qm', message);
  return git('rev-parse', 'HEAD').trim();
}

beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'pulse-previous-'));
  mkdirSync(path.join(repo, 'apps/demo'), { recursive: true });
  git('init', '-q');
});

describe('the previous release', () => {
  it('in a clone without tags or origin: the newest earlier version, at the commit that set it', () => {
    commit('1.0.0');
    const set = commit('1.1.0');
    commit('1.1.0', 'a fix without a bump');
    commit('1.2.0');
    expect(previousRelease(repo, 'demo')).toEqual({
      version: '1.1.0',
      current: '1.2.0',
      ref: set,
      source: 'history',
    });
  });

  it('a release tag of another version wins over history', () => {
    const tagged = commit('1.0.0');
    git('tag', '@pulse/demo@1.0.0');
    commit('1.1.0');
    git('tag', '@pulse/demo@1.1.0');
    expect(previousRelease(repo, 'demo')).toMatchObject({
      version: '1.0.0',
      ref: tagged,
      source: 'tag',
    });
  });

  it('what the origin runs wins, and is never today’s version', () => {
    commit('1.0.0');
    const live = commit('1.1.0');
    commit('1.2.0');
    const origin = mkdtempSync(path.join(os.tmpdir(), 'pulse-previous-origin-'));
    mkdirSync(path.join(origin, 'demo/1.1.0'), { recursive: true });
    const releases = (active, versions) => ({
      apps: {
        demo: { active, stack: versions, history: versions.map((version) => ({ version })) },
      },
    });
    writeFileSync(
      path.join(origin, 'releases.json'),
      JSON.stringify(releases('1.1.0', ['1.0.0', '1.1.0'])),
    );
    expect(previousRelease(repo, 'demo', { origin })).toEqual({
      version: '1.1.0',
      current: '1.2.0',
      ref: live,
      source: 'origin',
      dir: path.join(origin, 'demo/1.1.0'),
    });
    // Today's version already live: the one released before it.
    writeFileSync(
      path.join(origin, 'releases.json'),
      JSON.stringify(releases('1.2.0', ['1.1.0', '1.2.0'])),
    );
    expect(previousRelease(repo, 'demo', { origin })).toMatchObject({
      version: '1.1.0',
      source: 'origin',
    });
  });

  it('an app whose only version is today’s has none', () => {
    commit('1.0.0');
    commit('1.0.0', 'no bump');
    expect(previousRelease(repo, 'demo')).toBeNull();
  });
});
