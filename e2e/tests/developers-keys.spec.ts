import { expect as baseExpect, test, type Page } from '@playwright/test';

import { newVerifiedCustomer, sessionOf, signIn } from '../support/session';
import { seriousViolations } from '../support/axe';
import { scaled } from '../support/time';

/** A remote's first screen can take a while on a busy machine (shared CI runners). */
const expect = baseExpect.configure({ timeout: scaled(30_000) });

/**
 * Developers → API keys: create a named test key (the secret shown once, then only its prefix), use
 * it against the API, roll it with a grace period (countdown shown, the old key still works), revoke
 * (then 401); the Test/Live switch shows a test key's report in Reports and the dashboard counts in
 * Test only; keyboard use, phone layout and axe. Each test signs up its own customer.
 */

const keyRows = (page: Page) => page.getByRole('table', { name: 'API keys' }).getByRole('row');
const dialog = (page: Page) => page.getByRole('dialog');
/** Yes/no confirmations (ConfirmDialog) are alert dialogs. */
const confirmation = (page: Page) => page.getByRole('alertdialog');

/** The client id the shell stored at sign-in (the `clientid` header of API-key calls). */
async function clientIdOf(page: Page): Promise<string> {
  return (await sessionOf(page)).clientId;
}

/** A machine call with `key`: an IP lookup of a sandbox input. */
async function lookupWith(page: Page, key: string, clientId: string, ip = '203.0.113.40') {
  return page.request.post('/api/iplookup', {
    headers: { licensekey: key, clientid: clientId },
    data: { ip },
  });
}

/** Creates a key through the dialog; @returns the secret it showed once. */
async function createKeyInDialog(page: Page, name: string, mode: 'Live' | 'Test') {
  await page.getByRole('button', { name: 'Create key' }).click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: 'Name' }).fill(name);
  await d.getByRole('combobox', { name: 'Mode' }).selectOption(mode === 'Test' ? 'test' : 'live');
  await d.getByRole('button', { name: 'Create key' }).click();
  await expect(d.getByRole('heading', { name: 'Your new API key' })).toBeVisible();
  await expect(d.getByText('Copy this key now: it will not be shown again.')).toBeVisible();
  const secret = await d.getByRole('textbox', { name: 'Secret key' }).inputValue();
  await d.getByRole('button', { name: 'Done' }).click();
  await expect(d).toBeHidden();
  return secret;
}

test.describe('Developers → API keys', () => {
  test.setTimeout(120_000);

  test('keyboard only: create a key and close the dialog', async ({ page, request }) => {
    await signIn(page, await newVerifiedCustomer(request, 'keys-kbd'));
    await page.goto('/developers/keys');
    const create = page.getByRole('button', { name: 'Create key' });
    await create.focus();
    await page.keyboard.press('Enter');
    const d = dialog(page);
    await expect(d.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('CI runner');
    await page.keyboard.press('Enter');
    await expect(d.getByText('Copy this key now: it will not be shown again.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
    await expect(keyRows(page).filter({ hasText: 'CI runner' })).toContainText('Live');
  });

  test('a named test key: shown once, used, rolled with a grace period, revoked', async ({
    page,
    request,
  }) => {
    await signIn(page, await newVerifiedCustomer(request, 'keys-life'));
    const clientId = await clientIdOf(page);
    await page.goto('/developers/keys');
    await expect(
      page.getByText('No API keys yet. Create one for each server or environment.'),
    ).toBeVisible();

    const secret = await createKeyInDialog(page, 'Staging server', 'Test');
    expect(secret).toMatch(/^pk_test_/);
    const row = keyRows(page).filter({ hasText: 'Staging server' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Test');
    await expect(row).toContainText(`${secret.slice(0, 12)}…`);
    await expect(row).toContainText('Active');
    // Once the dialog is closed the secret is nowhere on the page, also after a reload.
    await expect(page.locator('body')).not.toContainText(secret);
    await page.reload();
    await expect(row).toContainText(`${secret.slice(0, 12)}…`);
    await expect(page.locator('body')).not.toContainText(secret);

    const used = await lookupWith(page, secret, clientId);
    expect(used.status(), await used.text()).toBe(200);
    await page.reload();
    // LAST USED now has a date; EXPIRES after it stays "Never".
    await expect(row).toContainText(/(\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}){2}Never/);

    // Roll with a grace period of 1 hour: a new key, the old one counts down and keeps working.
    await row.getByRole('button', { name: 'Roll Staging server' }).click();
    const roll = dialog(page);
    await expect(roll.getByRole('heading', { name: 'Roll “Staging server”?' })).toBeVisible();
    await roll.getByRole('combobox', { name: 'Old key keeps working for' }).selectOption('1h');
    await roll.getByRole('button', { name: 'Roll key' }).click();
    await expect(roll.getByText('Copy this key now: it will not be shown again.')).toBeVisible();
    const rolled = await roll.getByRole('textbox', { name: 'Secret key' }).inputValue();
    expect(rolled).toMatch(/^pk_test_/);
    expect(rolled).not.toBe(secret);
    await roll.getByRole('button', { name: 'Done' }).click();
    const rows = keyRows(page).filter({ hasText: 'Staging server' });
    await expect(rows).toHaveCount(2);
    const oldRow = rows.filter({ hasText: `${secret.slice(0, 12)}…` });
    const newRow = rows.filter({ hasText: `${rolled.slice(0, 12)}…` });
    await expect(oldRow).toContainText('Rolling');
    await expect(oldRow.getByTestId('grace-countdown')).toHaveText(
      /^Old key works for (59m \d+s|1h 0m)$/,
    );
    await expect(newRow).toContainText('Active');
    expect((await lookupWith(page, secret, clientId)).status()).toBe(200);
    expect((await lookupWith(page, rolled, clientId)).status()).toBe(200);

    // Revoking ends the grace period at once, and the new key too when it is revoked.
    await oldRow.getByRole('button', { name: 'Revoke Staging server' }).click();
    await expect(confirmation(page)).toContainText(
      `Calls with ${secret.slice(0, 12)}… are refused from now on. This cannot be undone.`,
    );
    await confirmation(page).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API key revoked')).toBeVisible();
    await expect(oldRow).toContainText('Revoked');
    expect((await lookupWith(page, secret, clientId)).status()).toBe(401);
    expect((await lookupWith(page, rolled, clientId)).status()).toBe(200);
    await newRow.getByRole('button', { name: 'Revoke Staging server' }).click();
    await confirmation(page).getByRole('button', { name: 'Revoke' }).click();
    await expect(newRow).toContainText('Revoked');
    const refused = await lookupWith(page, rolled, clientId);
    expect(refused.status()).toBe(401);
    await expect(newRow.getByRole('button')).toHaveCount(0);
  });

  test('Test/Live switch: a test key’s call shows in Reports and the dashboard in Test only', async ({
    page,
    request,
  }) => {
    await signIn(page, await newVerifiedCustomer(request, 'keys-mode'));
    const clientId = await clientIdOf(page);
    await page.goto('/developers/keys');
    const secret = await createKeyInDialog(page, 'Sandbox', 'Test');
    const res = await lookupWith(page, secret, clientId, '203.0.113.40');
    expect(res.status(), await res.text()).toBe(200);
    const ref = ((await res.json()) as { ipPulse: { report: { referenceID: string } } }).ipPulse
      .report.referenceID;
    const toggle = page.getByRole('switch', { name: 'Test mode' });
    const declined = page.getByRole('link', { name: /^declined/i }).getByTestId('outcome-count');

    // Live: neither the report nor its count.
    await page.goto('/reports');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('No Records Found')).toBeVisible();
    await page.goto('/dashboard');
    await expect(declined).toHaveText('0');

    // Test: the report in Reports, its count on the dashboard, under the test-mode strip.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByText(
        'Test mode: you are viewing test data. Calls with pk_test_ keys are never charged.',
      ),
    ).toBeVisible();
    await expect(declined).toHaveText('1');
    await page.getByRole('link', { name: 'Reports' }).first().click();
    const table = page.getByRole('table', { name: 'Transaction reports' });
    await expect(table.getByRole('row', { name: `Open report ${ref}` })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    // Back to Live: gone again.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('No Records Found')).toBeVisible();
    await page.goto('/dashboard');
    await expect(declined).toHaveText('0');
  });

  test('phone width: keys as cards, no sideways scroll, axe clean', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const customer = await newVerifiedCustomer(request, 'keys-phone');
    await signIn(page, customer);
    const { token } = await sessionOf(page);
    const created = await request.post('/api/developers/keys', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Mobile backend', mode: 'live', allowedCidrs: ['2001:db8::/32'] },
    });
    expect(created.status()).toBe(201);
    await page.goto('/developers/keys');
    const cards = page.getByRole('list', { name: 'API keys' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Mobile backend');
    await expect(cards).toContainText('2001:db8::/32');
    await expect(cards.getByRole('button', { name: 'Roll Mobile backend' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
