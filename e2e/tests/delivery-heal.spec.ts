import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  buildVariant,
  extraPorts,
  serveGate,
  serveStatic,
  type GateServer,
  type StaticServer,
} from '../support/extra-servers';
import { remotePageChecks, overrideRemote, type RemotePageKey } from '../support/remote-checks';
import { linkNames } from '../support/nav';
import { repoRoot, stateDir } from '../support/servers';
import { signIn } from '../support/session';

/**
 * Open tabs survive a redeploy and an origin that hangs, for every remote (docs/delivery.md,
 * "Loading"). Each tab has the browser's data saver on, so the shell preloads nothing: the remote
 * under test is first loaded when its page is opened, after another remote's page.
 */

/** The load limit of docs/delivery.md ("Loading"). */
const LIMIT_MS = 8_000;

type Case = {
  remote: 'account' | 'reports' | 'demo' | 'billing';
  /** The page of the remote under test, opened from the sidebar. */
  page: RemotePageKey;
  /** A page of another remote, opened first. */
  first: RemotePageKey;
};

const cases: Case[] = [
  { remote: 'account', page: 'licenseKey', first: 'billing' },
  { remote: 'reports', page: 'reports', first: 'dashboard' },
  { remote: 'demo', page: 'demo', first: 'reports' },
  { remote: 'billing', page: 'billing', first: 'demo' },
];

const panel = (page: Page) => page.getByText('This section could not be loaded');

const signedIn = path.join(stateDir, 'heal-signed-in.json');

test.beforeAll(async ({ browser }) => {
  // The browser's contexts take this file's storage state, which this writes.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await signIn(await context.newPage(), undefined, '', { waitForPreloads: false });
  await context.storageState({ path: signedIn });
  await context.close();
});

test.use({ storageState: signedIn });

/**
 * Opens the tab on `first` with `remote` served from `manifestUrl` and nothing preloaded, and
 * marks the window: the mark is gone if anything reloads the page.
 */
async function openTab(page: Page, { remote, first }: Case, manifestUrl: string): Promise<void> {
  await overrideRemote(page, remote, manifestUrl);
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  await page.goto(remotePageChecks[first].path);
  await expect(remotePageChecks[first].visible(page)).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => {
    (window as unknown as { sameTab: boolean }).sameTab = true;
  });
}

async function expectSameTab(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(
    true,
  );
}

const openPage = (page: Page, key: RemotePageKey) =>
  page.getByRole('navigation').getByRole('link', { name: linkNames[key] }).click();

for (const c of cases) {
  test.describe(`the ${c.remote} remote`, () => {
    test.describe.configure({ timeout: 180_000 });
    const live = path.join(stateDir, `heal-${c.remote}`);
    const version = `9.0.0-heal.${c.remote}`;
    let next = '';

    test.beforeAll(() => {
      next = buildVariant(c.remote, `${c.remote}-heal`, { MF_BUILD_VERSION: version });
    });

    test('Retry after a redeploy loads the new version without a reload', async ({ page }) => {
      rmSync(live, { recursive: true, force: true });
      mkdirSync(live, { recursive: true });
      cpSync(path.join(repoRoot, 'apps', c.remote, 'dist'), live, { recursive: true });
      const origin: StaticServer = await serveStatic(live, extraPorts.redeploy);
      try {
        await openTab(page, c, `${origin.url}/mf-manifest.json`);
        // The running version's page chunks are gone (the new release is being copied in).
        rmSync(path.join(live, 'static', 'js', 'async'), { recursive: true, force: true });
        await openPage(page, c.page);
        await expect(panel(page)).toBeVisible();

        rmSync(live, { recursive: true, force: true });
        cpSync(next, live, { recursive: true });
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(remotePageChecks[c.page].visible(page)).toBeVisible({ timeout: 20_000 });
        await expect(page.locator(`[data-remote="${c.remote}"]`)).toHaveAttribute(
          'data-remote-version',
          version,
        );
        await expect(panel(page)).toHaveCount(0);
        await expectSameTab(page);
      } finally {
        await origin.stop();
      }
    });

    test('Retry after the origin hung loads the page once the origin answers', async ({ page }) => {
      const upstream = await serveStatic(
        path.join(repoRoot, 'apps', c.remote, 'dist'),
        extraPorts.gateUpstream,
      );
      let gate: GateServer | undefined;
      try {
        gate = await serveGate(upstream, extraPorts.gate);
        await openTab(page, c, `${gate.url}/mf-manifest.json`);
        gate.hold();
        const started = Date.now();
        // A click without the pointer passing over the link: a hover would also start a preload,
        // whose `<link rel=preload>` of the page's chunk the browser keeps for that URL however
        // long the origin stalls (docs/delivery.md, "Loading").
        await page
          .getByRole('navigation')
          .getByRole('link', { name: linkNames[c.page] })
          .dispatchEvent('click');
        await expect(panel(page)).toBeVisible({ timeout: LIMIT_MS + 4_000 });
        expect(Date.now() - started).toBeGreaterThanOrEqual(LIMIT_MS - 500);

        gate.release();
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(remotePageChecks[c.page].visible(page)).toBeVisible({ timeout: 20_000 });
        await expect(panel(page)).toHaveCount(0);
        await expectSameTab(page);
      } finally {
        await gate?.stop();
        await upstream.stop();
      }
    });
  });
}
