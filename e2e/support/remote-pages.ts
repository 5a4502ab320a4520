import { expect, type Locator, type Page } from '@playwright/test';

/** A sidebar entry that opens a remote's page. */
export type RemoteLink = { name: string; path: string };

/** The frame the shell puts around a page once its remote's code rendered (remote-route.tsx). */
export const remoteFrame = (page: Page, remote: string): Locator =>
  page.locator(`[data-remote="${remote}"]`);

/** The sidebar links of the page: accessible name and path, in sidebar order. */
async function sidebarLinks(page: Page): Promise<RemoteLink[]> {
  const links = page.getByRole('navigation').getByRole('link');
  return links.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const href = element.getAttribute('href');
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return href && href !== '/' && name ? [{ name, path: href }] : [];
    }),
  );
}

/**
 * Finds one sidebar link per remote in a signed-in page, from what the shell shows rather than a
 * list in a test: each sidebar link is opened in turn (a page load each, so the only remote frame
 * is that page's) until every remote of `remotes` has one whose page renders in its frame. Links
 * a remote declares appear once its `./routes` loaded, so the sidebar is read again after each.
 * @param remotes the remotes of the runtime manifest
 * @returns remote → its first sidebar link
 * @throws Error naming the remotes no sidebar link shows
 */
export async function sidebarLinkPerRemote(
  page: Page,
  remotes: readonly string[],
): Promise<Map<string, RemoteLink>> {
  const found = new Map<string, RemoteLink>();
  const visited = new Set<string>();
  await page.goto('/dashboard');
  await expect(page.locator('[data-remote]').first()).toBeAttached();
  for (;;) {
    const next = (await sidebarLinks(page)).find((link) => !visited.has(link.path));
    if (!next || found.size === remotes.length) break;
    visited.add(next.path);
    await page.goto(next.path);
    const frame = page.locator('[data-remote]');
    await expect(frame.first()).toBeAttached();
    const remote = await frame.first().getAttribute('data-remote');
    if (remote && remotes.includes(remote) && !found.has(remote)) found.set(remote, next);
  }
  const missing = remotes.filter((remote) => !found.has(remote));
  if (missing.length > 0) throw new Error(`no sidebar link opens ${missing.join(', ')}`);
  return found;
}
