/**
 * After sign-in the shell fetches every section's remote and its route queries on idle, and the
 * one under the pointer at once; a page reads the data its route queries prefetched.
 * No section is rendered ahead, hidden.
 */
import { expect, test, type Page } from '@playwright/test';
import { portOf, ports, REMOTE_NAMES } from '../support/servers';
import { signIn, waitForPreloaded } from '../support/session';

/** The remotes from whose origins the page fetched JavaScript so far. */
function remotesFetched(page: Page): Set<string> {
  const origins = new Map<string, string>(REMOTE_NAMES.map((name) => [String(portOf(name)), name]));
  const seen = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const remote = origins.get(url.port);
    if (remote && url.pathname.endsWith('.js')) seen.add(remote);
  });
  return seen;
}

test('after sign-in the entry of every remote of the runtime manifest is fetched without opening its section, and a section then opens without asking its origin', async ({
  page,
}) => {
  const fetched = remotesFetched(page);
  await signIn(page);
  await expect
    .poll(() => [...fetched].sort(), { timeout: 30_000 })
    .toEqual([...REMOTE_NAMES].sort());
  await expect(page).toHaveURL(/\/dashboard$/);
  // Every remote's entry is fetched early, for its `./routes`; the sections' pages are preloaded
  // one idle period after another, which a quiet network for 500 ms does not prove on a busy
  // machine: the shell marks the end of idle preloading.
  await waitForPreloaded(page);
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

/** The API paths (with their query strings) the page asks from now on. */
function apiAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  return asked;
}

const isReportsList = (path: string) => path.startsWith('/api/reports?');

test("idle after sign-in asks each section's route queries and renders no section ahead", async ({
  page,
}) => {
  const asked = apiAsked(page);
  await signIn(page);
  await expect(page.getByTestId('dashboard-panels')).toBeVisible({ timeout: 20_000 });
  // The Reports route's first page, asked through the reports remote's route queries: the same
  // query the page reads (first page of 20, the live view).
  await expect.poll(() => asked.filter(isReportsList), { timeout: 30_000 }).toHaveLength(1);
  const query = new URL(asked.find(isReportsList) ?? '', 'http://x').searchParams;
  expect(Object.fromEntries(query)).toEqual({ limit: '20', mode: 'live' });
  // No section is rendered, visible or hidden, besides the one shown.
  await expect(page.locator('[data-remote="billing"], [data-remote="reports"]')).toHaveCount(0);
  await expect(page.locator('table[aria-label="Monthly billing"]')).toHaveCount(0);
  await expect(page.locator('nav[aria-label="Demo services"]')).toHaveCount(0);
});

test("the link under the pointer asks its route's data, and the click's page reads it without asking again", async ({
  page,
}) => {
  await signIn(page);
  // What the idle preloading asked is no longer fresh after 5 s (the query client's staleTime).
  await page.waitForTimeout(5_500);
  const asked = apiAsked(page);
  const link = page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true });
  await link.hover();
  await expect.poll(() => asked.filter(isReportsList), { timeout: 10_000 }).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  await link.click();
  await expect(page.getByRole('heading', { name: 'Transaction Reports' })).toBeVisible();
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter(isReportsList)).toHaveLength(1);
});

test("a page load asks its route's data through its route queries, and the page shows it", async ({
  page,
}) => {
  await signIn(page);
  const asked = apiAsked(page);
  await page.goto('/reports?status=VERIFIED&size=10');
  await expect(page.getByRole('heading', { name: 'Transaction Reports' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The navigation's prefetch and the page ask the same query: one request between them (the
  // idle preloading of the new page load asks the sidebar's plain /reports besides).
  const lists = asked.filter((path) => path.startsWith('/api/reports?limit=10'));
  expect(lists).toHaveLength(1);
  expect(Object.fromEntries(new URL(lists[0] ?? '', 'http://x').searchParams)).toEqual({
    limit: '10',
    status: 'VERIFIED',
    mode: 'live',
  });
});
