import { expect as baseExpect, test, type Page } from '@playwright/test';
import { newVerifiedCustomer, signIn } from '../support/session';
import { scaled } from '../support/time';

/** A remote's first screen can take a while on a busy machine (shared CI runners). */
const expect = baseExpect.configure({ timeout: scaled(30_000) });

/**
 * The dashboard's Test switch reaches the demo: with it on, a
 * demo lookup runs in test mode (a sandbox answer, no live call consumed) and the demo's code
 * sample shows a test key, never the live License Key. Each test signs up its own customer.
 */

/** The IP Lookup line of Billing → Balance warnings: its live calls left. */
const ipCallsLeft = (page: Page) => page.getByRole('region', { name: 'IP Lookup' });

test.describe('Test mode in the demo', () => {
  test.setTimeout(240_000);

  test('a demo lookup with the Test switch on is not charged and its sample shows a test key', async ({
    page,
    request,
  }) => {
    await signIn(page, await newVerifiedCustomer(request, 'test-mode-demo'));
    await page.goto('/billing');
    await expect(ipCallsLeft(page)).toContainText('100 calls left');

    const toggle = page.getByRole('switch', { name: 'Test mode' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await page.goto('/demo/ip');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const sample = page.getByRole('region', { name: 'curl command' });
    await expect(sample).toContainText('licensekey: pk_test_YOUR_TEST_KEY');
    await expect(sample).not.toContainText('pk_live_');
    await expect(page.getByRole('button', { name: 'Show API key' })).toHaveCount(0);

    // A sandbox input: only a test-mode call answers DECLINED with the sandbox message.
    await page.getByRole('textbox', { name: /^IP Address/ }).fill('203.0.113.40');
    await expect(sample).toContainText('"ip": "203.0.113.40"');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('result-status')).toHaveText('DECLINED');
    await dialog.getByRole('button', { name: 'Click To See Details' }).click();
    await expect(page).toHaveURL(/\/reports\/[^/]+$/);
    // The report page (Decision card and service card) shows the test answer's message.
    await expect(
      page
        .getByText('Test mode: a sandbox input that always returns DECLINED. No call was charged.')
        .first(),
    ).toBeVisible();

    // The live calls left are unchanged, in either view.
    await page.goto('/billing');
    await expect(ipCallsLeft(page)).toContainText('100 calls left');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(ipCallsLeft(page)).toContainText('100 calls left');

    // Back in live, the sample shows the (masked) live License Key again.
    await page.goto('/demo/ip');
    await expect(sample).toContainText('licensekey: pk_live_');
  });
});
