/**
 * Reports list (spec §2 "Reports list", §4, §8): list, paging and filters in the URL, delete, deep
 * links, another client's report, and the remote going down.
 */
import { expect, test } from '@playwright/test';
import { verificationPathFor } from '../support/outbox';
import { startServer, stopServer } from '../support/servers';
import { sessionOf, signIn, uniqueEmail } from '../support/session';
import { type Auth, authOf, create, detailOf, rows, statusLabel } from '../support/reports';

test.describe('reports', () => {
  let auth: Auth;

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    auth = authOf(await sessionOf(page));
  });

  test('list: heading, five columns, status badges, row opens the detail', async ({ page }) => {
    const id = await create(page.request, auth, 'phonelookup', { phone: '+14155552671' });
    const d = await detailOf(page.request, auth, id);
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transaction Reports' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Reports · Pulse');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Reference ID',
      'Service',
      'Date & Time',
      'Status',
      'Delete',
    ]);
    const row = rows(page).filter({ hasText: id });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(1)).toHaveText('Phone Lookup');
    await expect(row.locator('td').nth(3)).toHaveText(statusLabel(d.status));
    // The look of the plain rows and cells (styled at the table): a sticky header, the reference
    // id in monospace, the Delete column at the end, a pointer and a tint under the mouse.
    await expect(page.getByRole('row').filter({ has: page.getByRole('columnheader') })).toHaveCSS(
      'position',
      'sticky',
    );
    await expect(row.locator('td').first()).toHaveCSS('font-family', /mono/i);
    await expect(row.locator('td').last()).toHaveCSS('text-align', 'end');
    await expect(row).toHaveCSS('cursor', 'pointer');
    const resting = await row.evaluate((el) => getComputedStyle(el).backgroundColor);
    await row.hover();
    await expect(row).not.toHaveCSS('background-color', resting);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: id })).toBeVisible();
    // Back is history back.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    // Keyboard: Enter on a focused row.
    await rows(page).filter({ hasText: id }).focus();
    // A key press makes the focus keyboard focus, which shows the ring.
    await page.keyboard.press('Shift');
    await expect(rows(page).filter({ hasText: id })).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));
  });

  test('paging and filters live in the URL, and a shared URL shows the same view', async ({
    page,
  }) => {
    for (let i = 0; i < 12; i++) await create(page.request, auth, 'binlookup', { bin: '411111' });
    await page.goto('/reports?service=binLookup&size=10');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByLabel('Service')).toHaveValue('binLookup');
    await expect(page.getByText(/^Showing 1–10 of \d+/)).toBeVisible();
    const firstPage = await rows(page).locator('td:first-child').allTextContents();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/after=/);
    await expect(page.getByText(/^Showing 11–\d+ of \d+/)).toBeVisible();
    // The count can update before the rows: wait until the second page's rows are on screen.
    await expect
      .poll(async () => {
        const refs = await rows(page).locator('td:first-child').allTextContents();
        return refs.length > 0 && !refs.some((ref) => firstPage.includes(ref));
      })
      .toBe(true);
    const secondPage = await rows(page).locator('td:first-child').allTextContents();
    expect(secondPage.some((ref) => firstPage.includes(ref))).toBe(false);
    for (const cell of await rows(page).locator('td:nth-child(2)').allTextContents())
      expect(cell).toBe('BIN Lookup');

    // The URL is the view: a fresh load of it shows the same page, and Previous still works.
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).locator('td:first-child').allTextContents()).toEqual(secondPage);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/after=/);
    await expect
      .poll(() => rows(page).locator('td:first-child').allTextContents())
      .toEqual(firstPage);

    // Status filter.
    await page.getByLabel('Status').selectOption({ label: 'Declined' });
    await expect(page).toHaveURL(/status=DECLINED/);
    // The previous rows stay on screen while the filtered page loads: wait until the table shows
    // the filtered answer (only declined rows, or none), not the rows from before.
    await expect
      .poll(async () => {
        if (await page.getByText('No Records Found').isVisible()) return 'none';
        const statuses = await rows(page).locator('td:nth-child(4)').allTextContents();
        return statuses.length > 0 && statuses.every((cell) => cell === 'Declined')
          ? 'declined only'
          : statuses.join(', ');
      })
      .toMatch(/^(none|declined only)$/);
    await page.getByLabel('Status').selectOption({ label: 'All statuses' });

    // Reference ID search.
    const target = firstPage[3] as string;
    await page.getByRole('textbox', { name: 'Reference ID' }).fill(target);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`ref=${target}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(target);

    // Sorting by Status: a header button, in the URL, sorted by the API, aria-sort on it.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.goto('/reports?service=binLookup&size=100');
    await page.getByRole('button', { name: 'Status' }).click();
    await expect(page).toHaveURL(/sort=status&order=asc/);
    await expect(page.getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rows(page).first()).toBeVisible();
    const statuses = await rows(page).locator('td:nth-child(4)').allTextContents();
    expect(statuses).toEqual([...statuses].sort());

    // A date range that excludes today shows "No Records Found".
    await page.goto('/reports?to=2000-01-01');
    await expect(page.getByText('No Records Found')).toBeVisible();
  });

  test('delete: Cancel keeps the report, Confirm removes it', async ({ page }) => {
    const id = await create(page.request, auth, 'iplookup', { ip: '8.8.8.8' });
    await page.goto(`/reports?ref=${id}`);
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('button', { name: `Delete report ${id}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Confirmation')).toBeVisible();
    await expect(dialog.getByText('Are you sure you want to delete this report?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/reports\\?ref=${id}$`));

    await page.getByRole('button', { name: `Delete report ${id}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByText('No Records Found')).toBeVisible();
    const res = await page.request.get(`/api/report/${id}`, { headers: auth });
    expect(res.status()).toBe(404);
  });

  test('a deep link to /reports/{id} works on a fresh load', async ({ page, context }) => {
    const id = await create(page.request, auth, 'binlookup', { bin: '555555' });
    const fresh = await context.newPage();
    await fresh.goto(`/reports/${id}`);
    await expect(fresh.getByRole('heading', { level: 1, name: id })).toBeVisible();
    await expect(fresh.getByRole('heading', { name: 'BIN Verification' })).toBeVisible();
    await expect(fresh.getByRole('banner').getByText('Reports')).toBeVisible();
  });

  test("someone else's report shows the error in place and the toast", async ({
    page,
    request,
  }) => {
    // A second customer signs up, verifies and runs a lookup through the API.
    const email = uniqueEmail('other');
    const password = 'Str0ng!Passw0rd';
    const signup = await request.post('/api/auth/signup', {
      data: {
        fullName: 'Other Customer',
        email,
        password,
        companyName: 'Other Corp',
        contactNumber: '+442071234567',
        country: 'GB',
        consent: { agreed: true },
      },
    });
    expect(signup.status()).toBe(201);
    const token = decodeURIComponent(
      (await verificationPathFor(email)).replace('/verify-email/', ''),
    );
    expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
    const login = (await (
      await request.post('/api/auth/login', { data: { email, password } })
    ).json()) as { token: string };
    const profile = (await (
      await request.get('/api/user-data/profile', {
        headers: { authorization: `Bearer ${login.token}` },
      })
    ).json()) as { apiKey: string };
    const theirs = await create(
      request,
      { authorization: `Bearer ${login.token}`, licensekey: profile.apiKey },
      'phonelookup',
      {
        phone: '+442071234567',
      },
    );

    await page.goto(`/reports/${theirs}`);
    await expect(page.getByTestId('report-error')).toHaveText('Report not found');
    await expect(
      page.locator('.pulse-toasts-top-center').getByText('Error: Report not found'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  test('with the reports remote down the shell shows its panel, and Retry recovers', async ({
    page,
  }) => {
    try {
      await stopServer('reports');
      await page.goto('/reports');
      await expect(page.getByText('This section could not be loaded')).toBeVisible();
      await expect(
        page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }),
      ).toBeVisible();
      await startServer('reports');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Transaction Reports' })).toBeVisible();
    } finally {
      await startServer('reports').catch(() => undefined);
    }
  });
});
