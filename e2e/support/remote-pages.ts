import { expect, type Locator, type Page } from '@playwright/test';
import { navigateInApp } from './in-app';

/** A sidebar entry that opens a remote's page. */
export type RemoteLink = { name: string; path: string };

/** The frame the shell puts around a page once its remote's code rendered (remote-route.tsx). */
export const remoteFrame = (page: Page, remote: string): Locator =>
  page.locator(`[data-remote="${remote}"]`);

/** The first element the remote's page rendered inside its frame. */
export const remoteContent = (page: Page, remote: string): Locator =>
  remoteFrame(page, remote).locator('*').first();

/**
 * The shell's sidebar. A page may have a navigation of its own (the rules pages' tabs, named
 * "Decision rules"), whose links are no sidebar entries.
 */
const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Main navigation' });

/** The sidebar link of `link`, by its accessible name. */
export const sidebarLink = (page: Page, link: RemoteLink): Locator =>
  sidebar(page).getByRole('link', { name: link.name, exact: true });

/** The sidebar links of the page: accessible name and path, in sidebar order. */
async function sidebarLinks(page: Page): Promise<RemoteLink[]> {
  const links = sidebar(page).getByRole('link');
  return links.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const href = element.getAttribute('href');
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return href && href !== '/' && name
        ? [{ name, path: new URL(href, location.href).pathname }]
        : [];
    }),
  );
}

/**
 * Finds the sidebar links of each remote in a signed-in page, from what the shell shows rather
 * than a list in a test: every sidebar link is opened in turn, in-app (support/in-app.ts: the
 * route renders anew, so the only remote frame is that page's) and attributed to the remote whose
 * frame its page renders. Links a
 * remote declares appear once its `./routes` loaded: the sidebar is read once the shell no longer
 * marks it busy, again after each page.
 * @param origin the shell's origin when it is not the test's base URL (a previous shell)
 * @param opens which links to open; the others are left out of the result
 * @param enough stops opening links once what was found so far is all the caller needs
 * @returns remote → its sidebar links, in sidebar order; links whose page showed a section panel
 *   instead (down, refused) under the remote `''`
 * @throws Error when a link's page shows neither a remote frame nor a panel in time
 */
export async function sidebarLinksByRemote(
  page: Page,
  origin = '',
  opens: (link: RemoteLink) => boolean = () => true,
  enough: (found: ReadonlyMap<string, RemoteLink[]>) => boolean = () => false,
): Promise<Map<string, RemoteLink[]>> {
  const found = new Map<string, RemoteLink[]>();
  const visited = new Set<string>();
  await page.goto(`${origin}/dashboard`);
  // The dashboard's remote frame, or its section panel when that remote is refused or down.
  await expect(page.locator('[data-remote], [role="alert"]').first()).toBeAttached();
  // The shell marks its sidebar busy until every remote's `./routes` has loaded or failed (an older
  // shell never does): only then is the list of links whole.
  while (!enough(found)) {
    await expect(sidebar(page)).not.toHaveAttribute('aria-busy', 'true');
    const next = (await sidebarLinks(page)).find((link) => !visited.has(link.path) && opens(link));
    if (!next) break;
    visited.add(next.path);
    await navigateInApp(page, next.path);
    // The remote's frame, or a section panel (role alert: down, refused).
    const shown = page.locator('[data-remote], [role="alert"]').first();
    await expect(shown, `the page of the sidebar link ${next.name}`).toBeAttached();
    const remote = (await shown.getAttribute('data-remote')) ?? '';
    found.set(remote, [...(found.get(remote) ?? []), next]);
  }
  return found;
}

/**
 * The first sidebar link of each remote (sidebarLinksByRemote).
 * @param remotes the remotes of the runtime manifest
 * @throws Error naming the remotes no sidebar link shows
 */
export async function sidebarLinkPerRemote(
  page: Page,
  remotes: readonly string[],
): Promise<Map<string, RemoteLink>> {
  // The sidebar is walked only until every remote has a link.
  const links = await sidebarLinksByRemote(page, '', undefined, (found) =>
    remotes.every((remote) => (found.get(remote)?.length ?? 0) > 0),
  );
  const missing = remotes.filter((remote) => !links.get(remote)?.length);
  if (missing.length > 0) throw new Error(`no sidebar link opens ${missing.join(', ')}`);
  return new Map(remotes.map((remote) => [remote, links.get(remote)?.[0] as RemoteLink]));
}
