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

test('after sign-in every remote entry is fetched without opening its section, and a section then opens without asking its origin', async ({
  page,
}) => {
  const fetched = remotesFetched(page);
  await signIn(page);
  await expect
    .poll(() => [...fetched].sort(), { timeout: 30_000 })
    .toEqual(['account', 'billing', 'demo', 'reports']);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');
  // Preloaded, not rendered. From now on the billing origin answers nothing: the next click must
  // open the section from what the preload fetched and ran.
  const asked: string[] = [];
  await page.route(
    (url) => url.port === String(ports.billing),
    (route) => {
      asked.push(route.request().url());
      return route.abort();
    },
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Monthly billing' })).toBeVisible();
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('the section under the pointer is fetched at once', async ({ page }) => {
  await signIn(page);
  // A fresh page: nothing fetched yet, and idle preloading starts only after the first paint.
  const fetched = remotesFetched(page);
  await page.goto('/license-key');
  await page.getByRole('navigation').getByRole('link', { name: 'Demo', exact: true }).hover();
  await expect.poll(() => fetched.has('demo'), { timeout: 10_000 }).toBe(true);
});

/**
 * Holds every request to a remote's origin until `release()`: the section's code cannot arrive,
 * so anything the page asks meanwhile was asked by the shell, not by the remote's page.
 */
async function holdRemote(page: Page, remote: 'account' | 'reports') {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = true;
  await page.route(
    (url) => url.port === String(ports[remote]),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return {
    isHeld: () => held,
    release() {
      held = false;
      release();
    },
  };
}

test("the landing route's data is asked with its code, before the remote's page has run", async ({
  page,
}) => {
  const account = await holdRemote(page, 'account');
  const counts = page.waitForRequest((r) => r.url().includes('/api/verification/counts?'), {
    timeout: 20_000,
  });
  let askedWhileHeld: boolean | undefined;
  void counts.then(() => (askedWhileHeld = account.isHeld())).catch(() => undefined);
  // Not waiting for the idle preloads: they cannot end while the remote is held, and a hold past
  // Module Federation's 20 s script timeout would fail the section's load for good.
  await signIn(page, undefined, '', { waitForPreloads: false });
  const request = await counts;
  expect(askedWhileHeld).toBe(true);
  const month = new URL(request.url()).searchParams.get('month');
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  account.release();
  // The page then renders from that data (or asks again if it came back too long before).
  await expect(page.getByTestId('dashboard-panels')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Choose a month' })).toBeVisible();
});

test("a sidebar click asks the section's data without waiting for its page to render", async ({
  page,
}) => {
  // Held from the start, so the idle preloading cannot have brought the reports code either.
  const reports = await holdRemote(page, 'reports');
  await signIn(page, undefined, '', { waitForPreloads: false });
  await expect(page.getByTestId('dashboard-panels')).toBeVisible({ timeout: 20_000 });
  const list = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/reports', {
    timeout: 10_000,
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).click();
  const request = await list;
  expect(reports.isHeld()).toBe(true);
  expect(new URL(request.url()).searchParams.get('limit')).toBe('20');
  reports.release();
  await expect(page.getByRole('heading', { name: 'Transaction Reports' })).toBeVisible({
    timeout: 20_000,
  });
});

test('the sections rendered ahead on idle ask the API nothing and leave nothing in the page', async ({
  page,
}) => {
  const fetched = remotesFetched(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await signIn(page);
  await expect(page.getByTestId('dashboard-panels')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => [...fetched].sort(), { timeout: 30_000 })
    .toEqual(['account', 'billing', 'demo', 'reports']);
  await page.waitForLoadState('networkidle');
  // Each section's page ran and rendered once, hidden: none of their data was asked (the
  // Reports and Billing pages' first calls; the Dashboard's billing summary is the landing page's)...
  const otherSections = ['/api/reports', '/api/billing', '/api/billing/alerts', '/api/payments'];
  expect(asked.filter((path) => otherSections.includes(path))).toEqual([]);
  // ...and none of them is left in the page, visible or not.
  await expect(page.locator('[data-remote="billing"], [data-remote="reports"]')).toHaveCount(0);
  await expect(page.locator('table[aria-label="Monthly billing"]')).toHaveCount(0);
  await expect(page.locator('nav[aria-label="Demo services"]')).toHaveCount(0);
  // The sections still open as usual afterwards.
  await page.getByRole('navigation').getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Monthly billing' })).toBeVisible();
});
