/**
 * A patch or minor release of a shell-owned package is no release of
 * any remote, and the ranges the remotes' manifests state keep accepting what the previous shell
 * provides. Checked with the real `changeset version` on a throwaway copy of the workspace's
 * package.json files and Changesets config.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import satisfies from 'semver/functions/satisfies';
import { afterEach, describe, expect, it } from 'vitest';
import { installedVersions, repoRoot, sharedConfig, SHELL_OWNED } from './shared';

const remotes = ['account', 'reports', 'demo', 'billing'] as const;
const changesetBin = path.join(repoRoot, 'node_modules', '.bin', 'changeset');

/** What `changeset version` reads: the workspace's manifests, its config, its changelogs. */
function copyWorkspace(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pulse-versions-'));
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset/config.json']) {
    cpSync(path.join(repoRoot, file), path.join(dir, file));
  }
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(path.join(repoRoot, group))) {
      for (const file of ['package.json', 'CHANGELOG.md']) {
        const from = path.join(repoRoot, group, name, file);
        try {
          cpSync(from, path.join(dir, group, name, file));
        } catch {
          /* a folder without one */
        }
      }
    }
  }
  cpSync(path.join(repoRoot, 'e2e', 'package.json'), path.join(dir, 'e2e', 'package.json'));
  // The changelog generator and prettier resolve from the copy's folder.
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Every file of one app in the copy, with its text. */
function appFiles(dir: string, app: string): Record<string, string> {
  const appDir = path.join(dir, 'apps', app);
  return Object.fromEntries(
    readdirSync(appDir).map((file) => [file, readFileSync(path.join(appDir, file), 'utf8')]),
  );
}

const readVersion = (dir: string, where: string) =>
  (JSON.parse(readFileSync(path.join(dir, where, 'package.json'), 'utf8')) as { version: string })
    .version;

/** Writes the changesets (package → bump) and runs the real `changeset version` in `dir`. */
function version(dir: string, changesets: Record<string, 'patch' | 'minor' | 'major'>[]): void {
  changesets.forEach((bumps, i) => {
    const header = Object.entries(bumps)
      .map(([name, bump]) => `"${name}": ${bump}`)
      .join('\n');
    writeFileSync(
      path.join(dir, '.changeset', `test-${i}.md`),
      `---\n${header}\n---\n\nA change.\n`,
    );
  });
  execFileSync(changesetBin, ['version'], { cwd: dir, stdio: 'pipe' });
}

// Each test runs the real `changeset version`, a few seconds of CPU: 49 s once beside a full CI run
// and two other builds. The bound is for a hang.
describe('a release of a shell-owned package', { timeout: 180_000 }, () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // What today's shell provides: after the release below, it is the previous shell.
  const previousShell = installedVersions(path.join(repoRoot, 'apps', 'shell'));

  it.each(['patch', 'minor'] as const)(
    'a %s of @pulse/ui changes no remote file, and the remotes still accept the previous shell',
    (bump) => {
      dir = copyWorkspace();
      const before = Object.fromEntries(remotes.map((app) => [app, appFiles(dir, app)]));
      const ui = readVersion(dir, 'packages/ui');
      version(dir, [{ '@pulse/ui': bump }]);

      expect(readVersion(dir, 'packages/ui')).not.toBe(ui);
      // The shell provides @pulse/ui, so it ships the new version: a shell release.
      expect(readVersion(dir, 'apps/shell')).not.toBe(readVersion(repoRoot, 'apps/shell'));
      for (const app of remotes) expect(appFiles(dir, app), app).toEqual(before[app]);

      for (const app of remotes) {
        const shared = sharedConfig('remote', path.join(dir, 'apps', app));
        for (const name of SHELL_OWNED) {
          const range = shared[name]?.requiredVersion ?? '';
          expect(satisfies(previousShell[name], range), `${app}: ${name} ${range}`).toBe(true);
        }
      }
    },
  );

  it('a remote released with a @pulse/ui minor keeps its own range: the previous shell still runs it', () => {
    dir = copyWorkspace();
    const declared = (app: string) =>
      (
        JSON.parse(readFileSync(path.join(dir, 'apps', app, 'package.json'), 'utf8')) as {
          peerDependencies: Record<string, string>;
        }
      ).peerDependencies;
    const before = declared('demo');
    version(dir, [{ '@pulse/ui': 'minor' }, { '@pulse/demo': 'patch' }]);

    expect(readVersion(dir, 'apps/demo')).not.toBe(readVersion(repoRoot, 'apps/demo'));
    expect(declared('demo')).toEqual(before);
    const range = sharedConfig('remote', path.join(dir, 'apps', 'demo'))['@pulse/ui']
      ?.requiredVersion;
    expect(satisfies(previousShell['@pulse/ui'], range ?? '')).toBe(true);
  });

  it('a major of @pulse/ui is a release of every remote, which then needs the new major', () => {
    dir = copyWorkspace();
    version(dir, [{ '@pulse/ui': 'major' }]);
    const ui = readVersion(dir, 'packages/ui');
    for (const app of remotes) {
      expect(readVersion(dir, `apps/${app}`), app).not.toBe(readVersion(repoRoot, `apps/${app}`));
      const range = sharedConfig('remote', path.join(dir, 'apps', app))['@pulse/ui']
        ?.requiredVersion;
      expect(range, app).toBe(`^${ui}`);
      expect(satisfies(previousShell['@pulse/ui'], range ?? ''), app).toBe(false);
    }
  });
});
