/**
 * After sign-in the shell fetches every section's remote on idle, and the one under the pointer at
 * once (docs/decisions.md, "Front end: remotes open at once").
 */
import { expect, test, type Page } from '@playwright/test';
import { ports } from '../support/servers';
import { signIn } from '../support/session';

/** The remotes from whose origins the page fetched JavaScript so far. */
function remotesFetched(page: Page): Set<string> {
  const origins = new Map<string, string>(
    (['account', 'reports', 'demo', 'billing'] as const).map((name) => [String(ports[name]), name]),
  );
  const seen = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const remote = origins.get(url.port);
    if (remote && url.pathname.endsWith('.js')) seen.add(remote);
  });
  return seen;
}

test('after sign-in every remote entry is fetched without opening its section', async ({
  page,
}) => {
  const fetched = remotesFetched(page);
  await signIn(page);
  await expect
    .poll(() => [...fetched].sort(), { timeout: 30_000 })
    .toEqual(['account', 'billing', 'demo', 'reports']);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Preloaded, not rendered: the next click opens the section.
  await page.getByRole('navigation').getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Billing' }).first()).toBeVisible();
});

test('the section under the pointer is fetched at once', async ({ page }) => {
  await signIn(page);
  // A fresh page: nothing fetched yet, and idle preloading starts only after the first paint.
  const fetched = remotesFetched(page);
  await page.goto('/license-key');
  await page.getByRole('navigation').getByRole('link', { name: 'Demo', exact: true }).hover();
  await expect.poll(() => fetched.has('demo'), { timeout: 10_000 }).toBe(true);
});
