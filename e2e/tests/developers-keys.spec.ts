import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sessionOf } from '../support/routes';
import { newVerifiedCustomer, signIn } from '../support/session';

/**
 * Developers → API keys: the sidebar entry and the License Key link lead here; create (validation,
 * the secret shown once), roll with a grace countdown, revoke with confirmation; loading, empty and
 * error states; keyboard use, phone layout and axe. Each test signs up its own customer.
 */

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const keyRows = (page: Page) => page.getByRole('table', { name: 'API keys' }).getByRole('row');
const dialog = (page: Page) => page.getByRole('dialog');

async function openCreate(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Create key' }).click();
  const d = dialog(page);
  await expect(d.getByRole('heading', { name: 'Create API key' })).toBeVisible();
  return d;
}

test.describe('Developers → API keys', () => {
  test.setTimeout(120_000);

  test('create, roll with a grace countdown, revoke', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, await newVerifiedCustomer(request, 'keys'));

    // The License Key page links here; the sidebar has a Developers entry.
    await page.goto('/license-key');
    await page.getByRole('link', { name: 'Developers → API keys' }).click();
    await expect(page).toHaveURL(/\/developers\/keys$/);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Developers', exact: true }).click();
    await expect(page).toHaveURL(/\/developers\/keys$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'API keys' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByText('No API keys yet. Create one for each server or environment.'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Validation: the name on the client, a bad allow-list entry from the API.
    let d = await openCreate(page);
    await d.getByRole('button', { name: 'Create key' }).click();
    await expect(d.getByText('Name is required')).toBeVisible();
    await d.getByRole('textbox', { name: 'Name' }).fill('Checkout server');
    await d.getByRole('combobox', { name: 'Mode' }).selectOption('test');
    await d.getByRole('combobox', { name: 'Expires' }).selectOption('30');
    await d.getByRole('textbox', { name: 'IP allow-list' }).fill('203.0.113.0/24, 10.0.0.0/33');
    await d.getByRole('button', { name: 'Create key' }).click();
    await expect(
      d.getByText('"10.0.0.0/33" is not a valid IP address or CIDR range'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await d.getByRole('textbox', { name: 'IP allow-list' }).fill('203.0.113.0/24');
    await d.getByRole('button', { name: 'Create key' }).click();

    // The secret, shown once, with a copy button.
    await expect(d.getByRole('heading', { name: 'Your new API key' })).toBeVisible();
    await expect(d.getByText('Copy this key now: it will not be shown again.')).toBeVisible();
    const secret = await d.getByTestId('new-secret').inputValue();
    expect(secret).toMatch(/^pk_test_[A-Za-z0-9_-]{43}$/);
    await expect(d.getByRole('button', { name: 'Copy secret key' })).toBeVisible();
    await d.getByRole('button', { name: 'Done' }).click();
    await expect(dialog(page)).toBeHidden();

    // Listed with its prefix only.
    const row = keyRows(page).filter({ hasText: 'Checkout server' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Test');
    await expect(row).toContainText(`${secret.slice(0, 12)}…`);
    await expect(row).toContainText('203.0.113.0/24');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');
    expect(await page.content()).not.toContain(secret);

    // The key works with the API (from this machine: outside its allow-list → 403).
    const { clientId } = await sessionOf(page);
    const refused = await request.post('/api/iplookup', {
      headers: { licensekey: secret, clientid: clientId },
      data: { ip: '203.0.113.10' },
    });
    expect(refused.status()).toBe(403);

    // Roll with a 1 hour grace: the old key counts down, the new one is active.
    await page.getByRole('button', { name: 'Roll Checkout server' }).click();
    d = dialog(page);
    await expect(d.getByRole('heading', { name: 'Roll “Checkout server”?' })).toBeVisible();
    await d.getByRole('combobox', { name: 'Old key keeps working for' }).selectOption('none');
    await expect(
      d.getByText('Every server still using the old key will be refused at once.'),
    ).toBeVisible();
    await d.getByRole('combobox', { name: 'Old key keeps working for' }).selectOption('1h');
    expect(await seriousViolations(page)).toEqual([]);
    await d.getByRole('button', { name: 'Roll key' }).click();
    const rolledSecret = await d.getByTestId('new-secret').inputValue();
    expect(rolledSecret).toMatch(/^pk_test_/);
    expect(rolledSecret).not.toBe(secret);
    await d.getByRole('button', { name: 'Done' }).click();
    const rolling = keyRows(page).filter({ hasText: 'Rolling' });
    await expect(rolling).toContainText(`${secret.slice(0, 12)}…`);
    const countdown = rolling.getByTestId('grace-countdown');
    await expect(countdown).toHaveText(/^Old key works for 59m \d{1,2}s$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '');
    await expect(keyRows(page).filter({ hasText: 'Active' })).toContainText(
      `${rolledSecret.slice(0, 12)}…`,
    );

    // Revoke the rolling key, after a confirmation.
    await rolling.getByRole('button', { name: 'Revoke Checkout server' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Revoke “Checkout server”?');
    await expect(confirm).toContainText(
      `Calls with ${secret.slice(0, 12)}… are refused from now on. This cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API key revoked')).toBeVisible();
    await expect(keyRows(page).filter({ hasText: 'Revoked' })).toContainText(
      `${secret.slice(0, 12)}…`,
    );
    await expect(keyRows(page).filter({ hasText: 'Rolling' })).toHaveCount(0);
  });

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

  test('loading and error states, with Retry', async ({ page, request }) => {
    await signIn(page, await newVerifiedCustomer(request, 'keys-err'));
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/developers/keys', async (route) => {
      if (fail) {
        await held;
        await route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' });
      } else await route.continue();
    });
    await page.goto('/developers/keys');
    await expect(page.getByRole('status', { name: 'Loading API keys' })).toBeVisible();
    release();
    await expect(page.getByText('Your API keys could not be loaded')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByText('No API keys yet. Create one for each server or environment.'),
    ).toBeVisible();
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
