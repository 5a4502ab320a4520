/**
 * Phone widths (360–430 px; checked at 390): the wide tables (reports, Account Summary, Billing)
 * show every column as cards. That no page is wider than the screen is checked by the phone walks
 * of accessibility.spec.ts, signed out and as the demo customer (and as a new customer too).
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

const PHONE = { width: 390, height: 844 };

test('on a phone the reports are cards whose Status, Delete and paging are on screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/reports?status=VERIFIED');
  const list = page.getByRole('list', { name: 'Transaction reports' });
  const first = list.getByRole('listitem').first();
  await expect(first).toBeVisible();
  // The filters fold behind one button that counts those in use; the first report is on screen.
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByLabel('Status')).toHaveCount(0);
  await expect(first).toBeInViewport();
  await expect(first.getByText('Status')).toBeInViewport();
  await expect(first.getByRole('button', { name: /^Delete report/ })).toBeInViewport();
  await page.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport();
  await first.getByRole('button', { name: /^Open report/ }).click();
  await expect(page).toHaveURL(/\/reports\/rpt_/);
});

test("on a phone the dashboard's Account Summary shows PAID for every service", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  const summary = page.getByRole('list', { name: 'Account Summary' });
  const services = summary.getByRole('listitem');
  await expect(services.first()).toBeVisible();
  const count = await services.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const paid = services.nth(i).getByText('PAID', { exact: true });
    await paid.scrollIntoViewIfNeeded();
    await expect(paid).toBeInViewport();
  }
});

test('on a phone the Billing table shows all seven columns of each service', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/billing');
  const first = page.getByRole('list', { name: 'Monthly billing' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  for (const label of [
    'Free Calls (Available)',
    'Free Calls (Used)',
    'Paid Calls (Available)',
    'Paid Calls (Used)',
    'Cost Per Call',
    'Total Service Cost',
  ]) {
    const cell = first.getByText(label, { exact: true });
    await cell.scrollIntoViewIfNeeded();
    await expect(cell).toBeInViewport();
  }
});

test('on a phone the header shows the whole page title beside the Test mode switch', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  for (const [path, title] of [
    ['/demo', 'Services Demo'],
    ['/license-key', 'License Key'],
    ['/list-updates', 'List updates'],
  ] as const) {
    await page.goto(path);
    const shown = page.getByRole('banner').getByText(title, { exact: true });
    await expect(shown).toBeVisible();
    // A truncated title is narrower than its text (it used to read "Services D…").
    const hidden = await shown.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(hidden, `${title} at 390 px`).toBeLessThanOrEqual(0);
    await expect(page.getByRole('switch', { name: 'Test mode' })).toBeInViewport({ ratio: 1 });
  }
});
