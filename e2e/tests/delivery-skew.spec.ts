import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import inc from 'semver/functions/inc.js';
import { buildVariant, extraPorts, serveStatic, type StaticServer } from '../support/extra-servers';
import { openFromNav } from '../support/nav';
import { collectErrors, overrideRemote } from '../support/remote-checks';
import { repoRoot } from '../support/servers';
import { signIn } from '../support/session';

// Two real builds of remotes made against newer shared packages than the shell provides.
// Building them takes most of this file's time.
test.describe.configure({ timeout: 240_000 });

const versionOf = (pkg: string) =>
  (
    JSON.parse(readFileSync(path.join(repoRoot, 'packages', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** A caret range one minor above what the shell provides today, e.g. "^1.2.0" for 1.1.0. */
const newerThanShell = (pkg: string) => `^${inc(versionOf(pkg), 'minor') ?? ''}`;
const auth = newerThanShell('auth');
const apiClient = newerThanShell('api-client');
const ui = newerThanShell('ui');

const refusal = (page: Page) =>
  page.getByRole('alert').filter({
    has: page.getByRole('heading', {
      name: 'This section is not compatible with this version of Pulse',
    }),
  });

/** Console errors other than the report of the refused remote (the boundary's and React's). */
const unexpected = (errors: string[]) =>
  errors.filter(
    (text) =>
      !text.startsWith('Remote section failed') && !text.startsWith('RemoteIncompatibleError'),
  );

test.describe('a remote that needs newer shared packages than the shell', () => {
  let variant: StaticServer;

  test.beforeAll(async () => {
    // A hook has the project's bound, not the describe's: this one builds.
    test.setTimeout(240_000);
    const dir = buildVariant('demo', 'demo-needs-newer-auth', {
      PULSE_SHARED_REQUIRE: `@pulse/auth@${auth},@pulse/api-client@${apiClient}`,
    });
    variant = await serveStatic(dir, extraPorts.variant);
  });
  test.afterAll(async () => {
    await variant?.stop();
  });

  test('is refused in its panel with the versions named; the other four pages render', async ({
    page,
  }) => {
    await overrideRemote(page, 'demo', `${variant.url}/mf-manifest.json`);
    await signIn(page);
    const errors = collectErrors(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Demo' }).click();
    const panel = refusal(page);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(
      `The demo section needs @pulse/auth ${auth}; this dashboard provides @pulse/auth ${versionOf('auth')}.`,
    );
    await expect(panel).toContainText(
      `The demo section needs @pulse/api-client ${apiClient}; this dashboard provides @pulse/api-client ${versionOf('api-client')}.`,
    );
    // The layout stays and every other remote keeps working in the same tab.
    for (const key of ['dashboard', 'licenseKey', 'reports', 'billing'] as const) {
      await openFromNav(page, key);
    }
    expect(unexpected(errors)).toEqual([]);
  });
});

test.describe('a remote that declares a higher @pulse/ui', () => {
  let variant: StaticServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const dir = buildVariant('reports', 'reports-newer-ui', {
      PULSE_SHARED_REQUIRE: [
        `@pulse/ui@${ui}`,
        `@pulse/ui/data@${ui}`,
        `@pulse/ui/overlays@${ui}`,
        `@pulse/ui/forms@${ui}`,
      ].join(','),
    });
    variant = await serveStatic(dir, extraPorts.variant);
  });
  test.afterAll(async () => {
    await variant?.stop();
  });

  test('cannot break the other remotes, even when its page is opened first', async ({ page }) => {
    await overrideRemote(page, 'reports', `${variant.url}/mf-manifest.json`);
    await signIn(page);
    const errors = collectErrors(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
    await expect(refusal(page)).toContainText(
      `The reports section needs @pulse/ui ${ui}; this dashboard provides @pulse/ui ${versionOf('ui')}.`,
    );
    // Pages using @pulse/ui/overlays and /data (demo dialogs, billing tables) still get the
    // shell's one Chakra: no ContextError anywhere.
    for (const key of ['demo', 'billing', 'dashboard', 'licenseKey'] as const) {
      await openFromNav(page, key);
    }
    expect(unexpected(errors)).toEqual([]);
    expect(errors.join('\n')).not.toMatch(/ContextError|is not a function/);
  });
});
