import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { extraPorts, serveStatic, type StaticServer } from '../support/extra-servers';
import { openFromNav } from '../support/nav';
import { repoRoot, stateDir } from '../support/servers';
import { signIn } from '../support/session';

// Real releases (scripts/release.mjs) of the shell and of the reports remote onto a local origin
// served like a CDN: three builds.
test.describe.configure({ timeout: 300_000 });

const origin = path.join(stateDir, 'origin');
const publicUrl = `http://localhost:${extraPorts.origin}`;
const readManifest = () =>
  JSON.parse(readFileSync(path.join(origin, 'remotes.json'), 'utf8')) as Record<string, string>;

function releaseTool(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'release.mjs'),
      ...args,
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
  rmSync(origin, { recursive: true, force: true });
  mkdirSync(origin, { recursive: true });
  // The other remotes are already deployed elsewhere (the e2e ones): the release must not touch them.
  copyFileSync(path.join(stateDir, 'remotes.json'), path.join(origin, 'remotes.json'));
  before = readManifest();
  releaseTool('release', 'shell');
  releaseTool('release', 'reports');
  server = await serveStatic(origin, extraPorts.origin, {
    spa: true,
    remotes: path.join(origin, 'remotes.json'),
  });
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
