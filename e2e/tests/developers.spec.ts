import { expect, test, type Page } from '@playwright/test';

import { newVerifiedCustomer, sessionOf, signIn } from '../support/session';
import { scaled } from '../support/time';

/**
 * How many calls the customer's request log holds, through the API (up to 100). The log is written
 * in batches after the answers (REQUEST_LOG_FLUSH_MS), so a test polls this before it reads the page.
 */
async function loggedCalls(page: Page, token: string): Promise<number> {
  const logged = await page.request.get('/api/developers/requests?limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logged.ok()).toBe(true);
  return ((await logged.json()) as unknown[]).length;
}

async function freshCustomer(page: Page) {
  const user = await newVerifiedCustomer(page.request, 'developer');
  await signIn(page, user);
  return sessionOf(page);
}

test.describe('Developers → Requests', () => {
  test('lists the API-key calls, filters them, pages them and opens the redacted bodies', async ({
    page,
  }) => {
    const user = await freshCustomer(page);
    await page.goto('/developers/requests');
    await expect(page.getByRole('heading', { name: 'Developers' })).toBeVisible();
    await expect(page.getByText('No requests match these filters')).toBeVisible();

    const headers = { licensekey: user.apiKey, clientid: user.clientId };
    for (let i = 0; i < 26; i++)
      expect(
        (await page.request.post('/api/iplookup', { headers, data: { ip: '8.8.8.8' } })).ok(),
      ).toBe(true);
    const refused = await page.request.post('/api/binlookup', {
      headers,
      data: { bin: '4111111111111111' },
    });
    expect(refused.status()).toBe(400);

    // The writer flushes in batches within a second: wait until all 27 calls are in the log (a
    // first page of 25 rows shows as soon as 25 are, with no second page yet).
    await expect.poll(() => loggedCalls(page, user.token), { timeout: scaled(15_000) }).toBe(27);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Requests' }).getByRole('row')).toHaveCount(26);
    await expect(page.getByText('Page 1')).toBeVisible();
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Requests' }).getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect(page.getByText('Page 1')).toBeVisible();

    await page.getByLabel('Status').selectOption('4xx');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const rows = page.getByRole('table', { name: 'Requests' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('/api/binlookup');
    // The filters live in the URL: a reload shows the same filtered list.
    await expect(page).toHaveURL(/[?&]status=4xx(&|$)/);
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('4xx');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('/api/binlookup');
    await rows
      .nth(1)
      .getByRole('button', { name: /^Details of POST \/api\/binlookup/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Request details' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Request body' })).toContainText(
      '411111**********',
    );
    await expect(drawer.getByRole('region', { name: 'Request headers' })).toContainText(
      `${user.apiKey.slice(0, 12)}…[REDACTED]`,
    );
    await expect(drawer).not.toContainText(user.apiKey);
    await expect(drawer.getByRole('region', { name: 'Response body' })).toContainText(
      'VALIDATION_ERROR',
    );
    await expect(
      drawer.getByText('Keys, passwords, tokens and card numbers beyond the BIN are redacted.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByLabel('Key prefix').fill('pk live');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Use letters, digits, _ and - only (e.g. pk_live_ab)',
    );
    await page.getByRole('button', { name: 'Reset' }).click();
    // Dates are typed DD/MM/YYYY, as everywhere else in the product.
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('02/05/2026');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('01/05/2026');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The end date must not be before the start date',
    );

    // The report a call wrote opens in Reports.
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByLabel('Status').selectOption('2xx');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const report = rows.nth(1).getByRole('link', { name: /^Report / });
    const id = (await report.textContent())?.trim() ?? '';
    expect(id).not.toBe('');
    await report.click();
    await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: id })).toBeVisible();
  });

  test('shows an error with Retry when the log cannot be loaded, and cards on a phone', async ({
    page,
  }) => {
    const user = await freshCustomer(page);
    const call = await page.request.post('/api/iplookup', {
      headers: { licensekey: user.apiKey, clientid: user.clientId },
      data: { ip: '1.1.1.1' },
    });
    expect(call.ok()).toBe(true);
    // The call is in the log before the page asks for it, so one Retry must show it.
    await expect.poll(() => loggedCalls(page, user.token), { timeout: scaled(15_000) }).toBe(1);
    await page.route('**/api/developers/requests?*', (route) =>
      route.fulfill({ status: 503, body: '{}' }),
    );
    await page.goto('/developers/requests');
    await expect(page.getByText('The requests could not be loaded.')).toBeVisible();
    await page.unroute('**/api/developers/requests?*');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Requests' }).getByRole('listitem')).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('Billing → Balance warnings', () => {
  test('shows calls left against the threshold and sets, validates and removes it', async ({
    page,
  }) => {
    await freshCustomer(page);
    await page.goto('/billing');
    const ip = page.getByRole('region', { name: 'IP Lookup' });
    await expect(ip).toContainText('100 calls left · no warning');
    // The form opens on demand, with the focus in its field; Escape closes it again.
    await ip.getByRole('button', { name: 'Set warning' }).click();
    const field = ip.getByLabel('Warn at (calls left)');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(ip.getByRole('button', { name: 'Set warning' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await field.fill('0');
    await field.blur();
    await expect(ip.getByText('Enter a number from 1 to 10,000,000')).toBeVisible();
    await field.fill('');
    await field.blur();
    await expect(ip.getByText('Enter the number of calls left at which to warn you')).toBeVisible();
    await field.fill('150');
    await ip.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Warning saved: we will e-mail you at 150 IP Lookup calls left.'),
    ).toBeVisible();
    await expect(ip).toContainText('100 calls left · warn at 150');
    await expect(ip.getByText('At or below your warning')).toBeVisible();
    await expect(field).toBeHidden();
    await expect(ip.getByRole('button', { name: 'Change warning' })).toBeFocused();
    await ip.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Warning removed for IP Lookup.')).toBeVisible();
    await expect(ip).toContainText('100 calls left · no warning');
    await expect(ip.getByRole('button', { name: 'Set warning' })).toBeFocused();
  });
});

test.describe('Demo → API request samples', () => {
  test('offers curl, Node (fetch) and Python (requests) for the form, and copies them', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await freshCustomer(page);
    await page.goto('/demo/ip');
    await page.getByRole('textbox', { name: /^IP Address/ }).fill('8.8.8.8');
    await expect(page.getByRole('region', { name: 'curl command' })).toContainText(
      '"ip": "8.8.8.8"',
    );
    await page.getByRole('tab', { name: 'Node (fetch)' }).click();
    await expect(page.getByRole('region', { name: 'Node (fetch) code' })).toContainText(
      '/api/iplookup", {',
    );
    await page.getByRole('tab', { name: 'Node (fetch)' }).press('ArrowRight');
    const python = page.getByRole('region', { name: 'Python (requests) code' });
    await expect(python).toContainText('requests.post(');
    await expect(python).toContainText('"ip": "8.8.8.8",');
    await page.getByRole('button', { name: 'Copy Python (requests) code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await python.textContent(),
    );
  });

  test('the dashboard links the interactive API docs', async ({ page }) => {
    await freshCustomer(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/api/docs');
    const docs = await page.request.get('/api/docs');
    expect(docs.ok()).toBe(true);
  });
});
