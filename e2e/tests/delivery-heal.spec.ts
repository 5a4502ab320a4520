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
import { overrideRemote } from '../support/remote-checks';
import { remoteFrame, sidebarLinkPerRemote, type RemoteLink } from '../support/remote-pages';
import { healCases, type HealCase } from '../support/runtime-remotes';
import { REMOTE_NAMES, repoRoot, stateDir } from '../support/servers';
import { saveData, signIn } from '../support/session';

/**
 * Open tabs survive a redeploy and an origin that hangs, for every remote of the runtime manifest.
 * Each tab has the browser's data saver on, so the shell preloads
 * nothing: the remote under test is first loaded when its page is opened, after another remote's
 * page (a remote that declares its routes has its `./routes` loaded before, for the sidebar). Each
 * test records the time from the click on Retry to the page as an annotation.
 */

/** How long a remote page may take to load. */
const LIMIT_MS = 8_000;

const cases: HealCase[] = healCases(REMOTE_NAMES);

const panel = (page: Page) => page.getByText('This section could not be loaded');

const signedIn = path.join(stateDir, 'heal-signed-in.json');
/** The sidebar link of each remote's page (found from what the shell shows). */
let links = new Map<string, RemoteLink>();

function linkOf(remote: string): RemoteLink {
  const link = links.get(remote);
  if (!link) throw new Error(`no sidebar link of ${remote}`);
  return link;
}

test.beforeAll(async ({ browser }) => {
  // The browser's contexts take this file's storage state, which this writes.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, undefined, '', { waitForPreloads: false });
  await context.storageState({ path: signedIn });
  links = await sidebarLinkPerRemote(page, REMOTE_NAMES);
  await context.close();
});

test.use({ storageState: signedIn });

/**
 * Opens the tab on the page of `first` with `remote` served from `manifestUrl` and nothing
 * preloaded, waits for the remote's sidebar link, and marks the window: the mark is gone if
 * anything reloads the page.
 */
async function openTab(page: Page, { remote, first }: HealCase, manifestUrl: string) {
  await overrideRemote(page, remote, manifestUrl);
  await saveData(page);
  await page.goto(linkOf(first).path);
  await expect(remoteFrame(page, first).locator('*').first()).toBeVisible({ timeout: 30_000 });
  // A remote that declares its routes has its sidebar entry once its `./routes` loaded.
  await expect(sidebarLink(page, remote)).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameTab: boolean }).sameTab = true;
  });
}

const sidebarLink = (page: Page, remote: string) =>
  page.getByRole('navigation').getByRole('link', { name: linkOf(remote).name, exact: true });

async function expectSameTab(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(
    true,
  );
}

/** Clicks Retry, waits for the remote's page and records the time it took. */
async function retryToPage(page: Page, remote: string, what: string): Promise<void> {
  const started = Date.now();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(remoteFrame(page, remote).locator('*').first()).toBeVisible({ timeout: 20_000 });
  test.info().annotations.push({
    type: `Retry → page after ${what} (ms)`,
    description: String(Date.now() - started),
  });
  await expect(panel(page)).toHaveCount(0);
  await expectSameTab(page);
}

for (const c of cases) {
  test.describe(`the ${c.remote} remote`, () => {
    test.describe.configure({ timeout: 180_000 });
    const live = path.join(stateDir, `heal-${c.remote}`);
    const version = `9.0.0-heal.${c.remote}`;
    let next = '';

    test.beforeAll(() => {
      // A hook has the project's bound, not the describe's: this one builds.
      test.setTimeout(180_000);
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
        await sidebarLink(page, c.remote).click();
        await expect(panel(page)).toBeVisible();

        rmSync(live, { recursive: true, force: true });
        cpSync(next, live, { recursive: true });
        await retryToPage(page, c.remote, 'a redeploy');
        await expect(remoteFrame(page, c.remote)).toHaveAttribute('data-remote-version', version);
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
        // Every request to the origin while it hangs stays unanswered; Retry must ask for none of
        // those URLs again (the entry and the page's chunks get URLs of their own).
        const held: string[] = [];
        const asked: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.port !== String(extraPorts.gate) || !url.pathname.endsWith('.js')) return;
          (gate?.holding() ? held : asked).push(url.href);
        });
        gate.hold();
        const started = Date.now();
        // A click without the pointer passing over the link: a hover would also start a preload.
        await sidebarLink(page, c.remote).dispatchEvent('click');
        await expect(panel(page)).toBeVisible({ timeout: LIMIT_MS + 4_000 });
        expect(Date.now() - started).toBeGreaterThanOrEqual(LIMIT_MS - 500);

        gate.release();
        await retryToPage(page, c.remote, 'a hang');
        expect(held.length).toBeGreaterThan(0);
        expect(asked.filter((url) => held.includes(url))).toEqual([]);
      } finally {
        await gate?.stop();
        await upstream.stop();
      }
    });
  });
}
