import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sessionOf } from '../support/routes';
import { newVerifiedCustomer, signIn } from '../support/session';

/**
 * The Test/Live switch of the header (as Stripe's): the reports list and the dashboard's outcome
 * tiles show live data by default and test data while it is on; an orange strip says so; the mode
 * lasts for the tab (sessionStorage) and Space toggles it.
 */

const modeSwitch = (page: Page) => page.getByRole('switch', { name: 'Test mode' });
const BANNER = 'Test mode: you are viewing test data. Calls with pk_test_ keys are never charged.';
const tile = (page: Page, title: string) =>
  page.getByRole('link', { name: new RegExp(`^${title}`) }).getByTestId('outcome-count');

test('the Test/Live switch shows test reports and counts apart from live ones', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, await newVerifiedCustomer(request, 'test-mode'));
  const { token, apiKey, clientId } = await sessionOf(page);

  // One live report (License Key) and two test reports (a test key, sandbox inputs).
  const created = await request.post('/api/developers/keys', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Sandbox', mode: 'test' },
  });
  const testKey = ((await created.json()) as { secret: string }).secret;
  const live = await request.post('/api/iplookup', {
    headers: { licensekey: apiKey, clientid: clientId },
    data: { ip: '8.8.8.8' },
  });
  expect(live.status()).toBe(200);
  for (const ip of ['203.0.113.40', '203.0.113.10']) {
    const res = await request.post('/api/iplookup', {
      headers: { licensekey: testKey, clientid: clientId },
      data: { ip },
    });
    expect(res.status()).toBe(200);
  }

  // Live by default.
  await page.goto('/reports');
  await expect(modeSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(BANNER)).toBeHidden();
  await expect(page.getByTestId('report-row')).toHaveCount(1);

  // On: the list shows the two test reports and the strip appears.
  await modeSwitch(page).click();
  await expect(modeSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByTestId('report-row')).toHaveCount(2);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  // The dashboard's tiles follow, and the mode survives a reload of the tab.
  await page.goto('/dashboard');
  await expect(modeSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(tile(page, 'DECLINED')).toHaveText('1');
  await expect(tile(page, 'VERIFIED')).toHaveText('1');

  // Space toggles it back to live (keyboard).
  await modeSwitch(page).focus();
  await page.keyboard.press('Space');
  await expect(modeSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(BANNER)).toBeHidden();
  await expect(tile(page, 'DECLINED')).toHaveText('0');
});
