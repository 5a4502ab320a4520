/**
 * Dashboard (spec §2 "Dashboard", §4 "Dashboard load", §8): what the page shows is exactly what the
 * API answers for the chosen month. The expected values are fetched from the same endpoints with the
 * signed-in session stored under localStorage `root`.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sessionOf, signIn } from '../support/session';

type Tiles = { verified: number; declined: number; suspicious: number; risky: number };
type Entry = { month: string; totalCost: number; billingDate: string };
type Service = { service: string; name: string; status: string; free: number; paid: number };

const TILES = ['VERIFIED', 'DECLINED', 'SUSPICIOUS', 'RISKY'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(cents / 100);
const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const label = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** GET one API path with the session the page stored (bearer + licensekey). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const user = await sessionOf(page);
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${user.token}`, licensekey: user.apiKey },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function clientIdOf(page: Page): Promise<string> {
  return (await sessionOf(page)).clientId;
}

const panels = (page: Page) => page.getByTestId('dashboard-panels');
const tile = (page: Page, title: string) =>
  page.getByRole('link', { name: new RegExp(`^${title}`) });
const picker = (page: Page) => page.getByRole('textbox', { name: 'Choose a month' });

/** Opens the month picker and chooses `month` ('YYYY-MM'), stepping years as needed. */
async function chooseMonth(page: Page, month: string) {
  await picker(page).click();
  const dialog = page.getByRole('dialog');
  const year = Number(month.slice(0, 4));
  const shown = Number(await dialog.getByText(/^\d{4}$/).textContent());
  for (let y = shown; y > year; y--)
    await dialog.getByRole('button', { name: 'Previous year' }).click();
  for (let y = shown; y < year; y++)
    await dialog.getByRole('button', { name: 'Next year' }).click();
  await dialog.getByRole('button', { name: label(month) }).click();
}

/** Checks the tiles, the account summary table and the billing list against the API for `month`. */
async function expectDashboardMatchesApi(page: Page, month: string) {
  const clientId = await clientIdOf(page);
  const q = `clientId=${encodeURIComponent(clientId)}`;
  const [counts, account, billing] = await Promise.all([
    apiGet<{ countDetails: Tiles }>(page, `/verification/counts?${q}&month=${month}`),
    apiGet<{ accountSummary: { services: Service[] } }>(page, `/dashboard/account-summary?${q}`),
    apiGet<{ billingSummary: { current: Entry; historical: Entry[] } }>(
      page,
      `/billing/monthly-summary?${q}`,
    ),
  ]);

  await expect(panels(page)).toBeVisible();
  await expect(picker(page)).toHaveValue(label(month));
  for (const title of TILES) {
    const n = counts.countDetails[title.toLowerCase() as keyof Tiles];
    await expect(tile(page, title).getByTestId('outcome-count')).toHaveText(count(n));
  }

  const table = page.getByRole('table', { name: 'Account Summary' });
  await expect(table.getByRole('columnheader')).toHaveText(['SERVICE', 'STATUS', 'FREE', 'PAID']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(account.accountSummary.services.length);
  for (const [i, s] of account.accountSummary.services.entries()) {
    const cells = rows.nth(i).getByRole('cell');
    await expect(cells.nth(0)).toContainText(s.name);
    await expect(cells.nth(1)).toHaveText(s.status);
    await expect(cells.nth(2)).toHaveText(count(s.free));
    await expect(cells.nth(3)).toHaveText(count(s.paid));
  }
  await expectPanelLook(page, table);

  const { current, historical } = billing.billingSummary;
  const expected = [current, ...historical.filter((e) => e.month !== current.month)];
  const entries = page.getByTestId('billing-entry');
  await expect(entries).toHaveCount(expected.length);
  await expect(entries.first()).toHaveAttribute('data-current', 'true');
  await expect(entries.getByTestId('billing-month')).toHaveText(
    expected.map((e) => label(e.month)),
  );
  await expect(entries.getByTestId('billing-amount')).toHaveText(
    expected.map((e) => usd(e.totalCost)),
  );
  await expect(entries.getByTestId('billing-date')).toHaveText(
    expected.map((e) => ddmmyyyy(e.billingDate)),
  );
  return counts;
}

/**
 * The tiles and the free-usage bars are plain elements styled by their panel: check that the look
 * reached them (accent border, large count in the outcome's colour, a 6 px bar, small muted text).
 */
async function expectPanelLook(page: Page, table: Locator): Promise<void> {
  const verified = tile(page, 'VERIFIED');
  await expect(verified).toHaveCSS('border-top-width', '4px');
  await expect(verified).toHaveCSS('display', 'flex');
  const counted = verified.getByTestId('outcome-count');
  await expect(counted).toHaveCSS('font-size', '30px');
  const declinedColor = await tile(page, 'DECLINED')
    .getByTestId('outcome-count')
    .evaluate((el) => getComputedStyle(el).color);
  await expect(counted).not.toHaveCSS('color', declinedColor);
  await expect(verified.getByText(/view verified reports/)).toHaveCSS('position', 'absolute');
  const bar = table.getByRole('progressbar').first();
  await expect(bar).toHaveCSS('height', '6px');
  await expect(bar).toHaveCSS('overflow', 'hidden');
  await expect(bar.locator('xpath=following-sibling::p')).toHaveCSS('font-size', '12px');
}

/** Signs in and returns the month of the dashboard's first counts request. */
async function openDashboard(page: Page): Promise<string> {
  const first = page.waitForRequest((r) => r.url().includes('/api/verification/counts'));
  await signIn(page);
  const month = new URL((await first).url()).searchParams.get('month');
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return month as string;
}

test('the dashboard shows exactly what the API returns for the current month', async ({ page }) => {
  const month = await openDashboard(page);
  await expect(picker(page)).toHaveAttribute('readonly', '');
  const counts = await expectDashboardMatchesApi(page, month);
  // The daily chart (lazy chunk) draws the month, and its text alternative sums to the tiles.
  const total = Object.values(counts.countDetails).reduce((a, b) => a + b, 0);
  const chart = page.getByRole('img', {
    name: new RegExp(`^Daily lookups by outcome, ${label(month)}: `),
  });
  await expect(chart).toHaveAttribute('aria-label', new RegExp(`: ${count(total)} in all \\(`));
  if (total > 0) await expect(chart.locator('svg rect').first()).toBeVisible();
});

test('changing the month reloads the three items for the new month', async ({ page }) => {
  const month = await openDashboard(page);
  await expect(panels(page)).toBeVisible();
  const previous = previousMonth(month);
  const requests: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (
      /\/api\/(verification\/counts|dashboard\/account-summary|billing\/monthly-summary)$/.test(
        path,
      )
    )
      requests.push(r.url());
  });
  await chooseMonth(page, previous);
  await expectDashboardMatchesApi(page, previous);
  expect(
    requests.some((u) => u.includes('/verification/counts') && u.includes(`month=${previous}`)),
  ).toBe(true);
  expect(requests.some((u) => u.includes('/dashboard/account-summary'))).toBe(true);
  expect(requests.some((u) => u.includes('/billing/monthly-summary'))).toBe(true);

  // And back: the current month's figures again.
  await chooseMonth(page, month);
  await expectDashboardMatchesApi(page, month);
});

test('a failed load shows "Something went wrong" and empties the panels', async ({ page }) => {
  const month = await openDashboard(page);
  await expect(panels(page)).toBeVisible();
  await page.route('**/api/verification/counts**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"boom","code":"INTERNAL_ERROR"}',
    }),
  );
  await chooseMonth(page, previousMonth(month));
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(panels(page)).toBeVisible();
  for (const title of TILES)
    await expect(tile(page, title).getByTestId('outcome-count')).toHaveText('0');
  const table = page.getByRole('table', { name: 'Account Summary' });
  await expect(table.getByText('No Records Found')).toBeVisible();
  await expect(page.getByTestId('billing-entry')).toHaveCount(0);
});

test('a tile opens the reports list filtered by its status', async ({ page }) => {
  await openDashboard(page);
  for (const title of TILES)
    await expect(tile(page, title)).toHaveAttribute('href', `/reports?status=${title}`);
  await tile(page, 'DECLINED').click();
  await expect(page).toHaveURL(/\/reports\?status=DECLINED$/);
});

test('the links sit beside the month picker, level with its box; a chosen month is not left highlighted', async ({
  page,
}) => {
  const month = await openDashboard(page);
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const box = await picker(page).boundingBox();
    const [data, docs] = await Promise.all(
      ['Data sources', 'API docs'].map((name) => page.getByRole('link', { name }).boundingBox()),
    );
    if (!box || !data || !docs) throw new Error('the picker and both links show');
    for (const link of [data, docs])
      expect(Math.abs(link.y + link.height / 2 - (box.y + box.height / 2))).toBeLessThanOrEqual(2);
    // The last link ends just before the picker: they are one group at the end of the title row.
    const gap = box.x - (docs.x + docs.width);
    expect(gap, `${width} px`).toBeGreaterThanOrEqual(0);
    expect(gap, `${width} px`).toBeLessThanOrEqual(24);
  }

  await chooseMonth(page, previousMonth(month));
  await expect(picker(page)).toBeFocused();
  await expect(picker(page)).toHaveValue(label(previousMonth(month)));
  await expect
    .poll(() =>
      picker(page).evaluate(
        (el: HTMLInputElement) => (el.selectionEnd ?? 0) - (el.selectionStart ?? 0),
      ),
    )
    .toBe(0);
});
