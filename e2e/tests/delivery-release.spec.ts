import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { extraPorts, serveStatic, type StaticServer } from '../support/extra-servers';
import { openFromNav } from '../support/nav';
import { repoRoot, stateDir } from '../support/servers';
import { signIn } from '../support/session';

// Real releases (scripts/release.mjs) of the shell and of the reports remote onto a local origin
// served like a CDN, each gated and smoke-tested in Chromium before and after its switch; then bad
// releases of demo from an edited checkout, each refused.
test.describe.configure({ timeout: 600_000 });

const origin = path.join(stateDir, 'origin');
const publicUrl = `http://localhost:${extraPorts.origin}`;
const readManifestOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'remotes.json'), 'utf8')) as Record<string, string>;
const readManifest = () => readManifestOf(origin);

function releaseTool(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'release.mjs'),
      ...args,
      // The turbo checks are tested once, in the bad-release test below.
      '--skip-checks',
      '--origin',
      origin,
      '--public-url',
      publicUrl,
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, PULSE_SHARED_REQUIRE: '' } },
  );
}

let server: StaticServer;
let before: Record<string, string>;

test.beforeAll(async () => {
  // A hook has the project's bound, not the describe's: this one builds and releases.
  test.setTimeout(600_000);
  rmSync(origin, { recursive: true, force: true });
  mkdirSync(origin, { recursive: true });
  // The other remotes are already deployed elsewhere (the e2e ones): the release must not touch them.
  copyFileSync(path.join(stateDir, 'remotes.json'), path.join(origin, 'remotes.json'));
  before = readManifest();
  // The origin is served first, like a CDN: each release's canary runs against it.
  server = await serveStatic(origin, extraPorts.origin, {
    spa: true,
    remotes: path.join(origin, 'remotes.json'),
  });
  releaseTool('release', 'shell');
  releaseTool('release', 'reports');
});

test.afterAll(async () => {
  await server?.stop();
});

test('ship one remote alone: the new version is live on the next page load, the others untouched; rollback returns', async ({
  page,
}) => {
  const version = JSON.parse(
    readFileSync(path.join(repoRoot, 'apps', 'reports', 'package.json'), 'utf8'),
  ).version as string;
  await signIn(page, undefined, publicUrl);
  await openFromNav(page, 'reports');
  await expect(page.locator('[data-remote="reports"]')).toHaveAttribute(
    'data-remote-version',
    version,
  );

  const output = releaseTool('release', 'reports', '--version', `${version}-e2e.1`);
  expect(output).toContain(`reports ${version}-e2e.1 is live`);
  const after = readManifest();
  expect(after.reports).toBe(`${publicUrl}/reports/${version}-e2e.1/mf-manifest.json`);
  expect({ ...after, reports: undefined }).toEqual({ ...before, reports: undefined });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Reports' })).toBeVisible();
  await expect(page.locator('[data-remote="reports"]')).toHaveAttribute(
    'data-remote-version',
    `${version}-e2e.1`,
  );
  for (const key of ['dashboard', 'demo', 'billing'] as const) await openFromNav(page, key);

  expect(releaseTool('rollback', 'reports')).toContain(`reports rolled back to ${version}`);
  await page.goto(`${publicUrl}/reports`);
  await expect(page.locator('[data-remote="reports"]')).toHaveAttribute(
    'data-remote-version',
    version,
  );
  const releases = JSON.parse(readFileSync(path.join(origin, 'releases.json'), 'utf8')) as {
    apps: { reports: { history: { action: string; version: string }[] } };
  };
  expect(releases.apps.reports.history.map((entry) => `${entry.action} ${entry.version}`)).toEqual([
    `release ${version}`,
    `release ${version}-e2e.1`,
    `rollback ${version}`,
  ]);
});

/**
 * The environment of the edited checkout's tools: turbo shares this checkout's cache, so what the
 * edit did not touch (the workspace packages' builds) is restored instead of rebuilt.
 */
const treeEnv = {
  PULSE_SHARED_REQUIRE: '',
  COREPACK_INTEGRITY_KEYS: '0',
  TURBO_CACHE_DIR: path.join(repoRoot, '.turbo', 'cache'),
};

/** Runs release.mjs of another checkout against this test's origin (or `into`). */
function releaseFrom(tree: string, ...args: string[]) {
  return releaseInto(origin, tree, ...args);
}

/** Runs release.mjs of a checkout against the origin folder `into`. */
function releaseInto(into: string, tree: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(tree, 'scripts', 'release.mjs'),
      ...args,
      '--origin',
      into,
      '--public-url',
      publicUrl,
    ],
    { cwd: tree, encoding: 'utf8', env: { ...process.env, ...treeEnv } },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Rewrites a file of the checkout (a new file: the checkout's files may be hard links). */
function edit(file: string, change: (text: string) => string) {
  const text = change(readFileSync(file, 'utf8'));
  rmSync(file);
  writeFileSync(file, text);
}

test('bad releases are refused with their reason and users keep what they had', async () => {
  const version = JSON.parse(
    readFileSync(path.join(repoRoot, 'apps', 'demo', 'package.json'), 'utf8'),
  ).version as string;
  releaseTool('release', 'demo');
  const live = readFileSync(path.join(origin, 'remotes.json'));
  const unchanged = () =>
    expect(readFileSync(path.join(origin, 'remotes.json')).equals(live), 'remotes.json').toBe(true);

  // A checkout of this commit where the demo team edits its remote.
  const tree = path.join(stateDir, 'release-tree');
  if (existsSync(tree)) {
    execFileSync('git', ['worktree', 'remove', '--force', tree], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
  }
  execFileSync('git', ['worktree', 'add', '--detach', tree, 'HEAD'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  try {
    const pnpm = (...args: string[]) =>
      execFileSync('pnpm', args, {
        cwd: tree,
        stdio: 'ignore',
        env: { ...process.env, ...treeEnv },
      });
    // From this checkout's pnpm store (the browser tests run with another HOME, so another default).
    const modules = readFileSync(path.join(repoRoot, 'node_modules', '.modules.yaml'), 'utf8');
    const store = /"?storeDir"?:\s*"?([^"\n]+)"?/.exec(modules)?.[1]?.trim();
    pnpm(
      'install',
      '--frozen-lockfile',
      '--prefer-offline',
      '--ignore-scripts',
      ...(store ? ['--store-dir', store] : []),
    );
    pnpm('turbo', 'run', 'build', '--filter=@pulse/demo^...', '--output-logs=errors-only');
    const page = path.join(tree, 'apps', 'demo', 'src', 'app', 'demo-page.tsx');

    // 1. Edited, not bumped: the same version with other content.
    edit(page, (text) =>
      text.replace(
        'export function DemoPage() {',
        "export function DemoPage() {\n  console.error('demo render check');",
      ),
    );
    let result = releaseFrom(tree, 'release', 'demo', '--skip-checks');
    expect(result.status).toBe(1);
    expect(result.output).toContain(`demo ${version} is already released with other content`);
    unchanged();

    // 2. Bumped, but its page logs a console error: the canary inside the live shell fails.
    result = releaseFrom(
      tree,
      'release',
      'demo',
      '--version',
      `${version}-e2e.canary`,
      '--skip-checks',
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      `the canary of demo ${version}-e2e.canary inside the live shell failed`,
    );
    expect(result.output).toContain('console error: demo render check');
    unchanged();

    // 3. Its exposed page now needs a prop the shell does not pass: the type check fails.
    edit(page, (text) =>
      text.replace(
        'export function DemoPage() {',
        'export function DemoPage({ heading }: { heading: string }) {\n  void heading;',
      ),
    );
    result = releaseFrom(tree, 'release', 'demo', '--version', `${version}-e2e.prop`);
    expect(result.status).toBe(1);
    expect(result.output).toContain('typecheck, test of demo or of a package it uses failed');
    unchanged();

    // 4. Demo starts using a newer @pulse/auth minor than the live shell provides, and declares it
    // (a remote's range moves when it needs something newer).
    const authFile = path.join(tree, 'packages', 'auth', 'package.json');
    const auth = JSON.parse(readFileSync(authFile, 'utf8')) as { version: string };
    const [major = 0, minor = 0] = auth.version.split('.').map(Number);
    edit(authFile, (text) =>
      text.replace(`"version": "${auth.version}"`, `"version": "${major}.${minor + 1}.0"`),
    );
    edit(path.join(tree, 'apps', 'demo', 'package.json'), (text) =>
      text.replace(
        /"@pulse\/auth": "workspace:\^[^"]+"/,
        `"@pulse/auth": "workspace:^${major}.${minor + 1}.0"`,
      ),
    );
    result = releaseFrom(
      tree,
      'release',
      'demo',
      '--version',
      `${version}-e2e.auth`,
      '--skip-checks',
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      `would refuse it: The demo section needs @pulse/auth ^${major}.${minor + 1}.0; this dashboard provides @pulse/auth ${auth.version}.`,
    );
    unchanged();

    // 5. Today's demo takes the federation runtime from its shell; on an origin whose live shell
    // is built without providing it (as shells were before), the gate refuses the demo.
    edit(path.join(tree, 'apps', 'shell', 'module-federation.config.ts'), (text) =>
      text
        .replace("manifest: federationRuntimeManifest('provider'),", '')
        .replace('provideExternalRuntime: true', 'provideExternalRuntime: false'),
    );
    pnpm('turbo', 'run', 'build', '--filter=@pulse/shell^...', '--output-logs=errors-only');
    const oldShellOrigin = path.join(stateDir, 'origin-without-runtime');
    rmSync(oldShellOrigin, { recursive: true, force: true });
    const shell = releaseInto(
      oldShellOrigin,
      tree,
      'release',
      'shell',
      '--version',
      '1.0.0-e2e.noruntime',
      '--skip-checks',
      '--skip-smoke',
    );
    expect(shell.status, shell.output).toBe(0);
    result = releaseInto(oldShellOrigin, repoRoot, 'release', 'demo', '--skip-checks');
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'the live shell 1.0.0-e2e.noruntime cannot run it: demo is built without its own Module Federation runtime (federationRuntime: external) and the live shell 1.0.0-e2e.noruntime does not provide one: release a shell that provides it first.',
    );
    const remotesFile = path.join(oldShellOrigin, 'remotes.json');
    expect(existsSync(remotesFile) ? readManifestOf(oldShellOrigin) : {}).not.toHaveProperty(
      'demo',
    );
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
  }
});
