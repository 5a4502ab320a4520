/**
 * Keyboard only: sign in, open the navigation drawer, reach every page, regenerate the API key.
 * The drawer and the dialogs take focus in, keep it inside, and give it back when they close.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUser, sessionOf, signIn } from '../support/session';

/** Presses Tab (Shift+Tab when `back`) until the focused element has this accessible name. */
async function tabTo(page: Page, name: string | RegExp, back = false): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.getAttribute('aria-labelledby');
      const byId = labelled ? document.getElementById(labelled)?.textContent : null;
      const label = (el as HTMLInputElement).labels?.[0]?.textContent;
      return (el.getAttribute('aria-label') ?? byId ?? label ?? el.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`no focusable element named ${String(name)} within 60 Tab presses`);
}

const focusInside = (page: Page, selector: string) =>
  page.evaluate(
    (s) => document.querySelector(s)?.contains(document.activeElement) ?? false,
    selector,
  );

test('keyboard only: sign in, use the drawer to reach every page, regenerate the key', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await tabTo(page, /^Email/);
  await page.keyboard.type(demoUser.email);
  await tabTo(page, /^Password/);
  await page.keyboard.type(demoUser.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signing in loads the full app as a new document: its URL is /dashboard before anything of it is
  // on screen, and Tab presses then would walk an empty page. A keyboard user starts once the
  // header is there.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

  const pages: [string, RegExp][] = [
    ['Reports', /\/reports$/],
    ['Demo', /\/demo\/fraud-engine$/],
    ['Billing', /\/billing$/],
    ['License Key', /\/license-key$/],
    ['Dashboard', /\/dashboard$/],
  ];
  for (const [link, url] of pages) {
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    // Focus moves into the drawer at once.
    await expect.poll(() => focusInside(page, '#app-sidebar')).toBe(true);
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('link', { name: 'License Key' })).toBeHidden();
    // The new page's heading takes the focus once it renders (a remote page renders a moment after
    // the URL changed); the next Tab starts from there.
    await expect(page.locator('#main-content h1')).toBeFocused();
  }

  await tabTo(page, 'Open menu');
  await page.keyboard.press('Enter');
  await tabTo(page, 'License Key');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/license-key$/);
  await expect(page.locator('#main-content h1')).toBeFocused();
  const before = (await sessionOf(page)).apiKey;
  await tabTo(page, 'REGENERATE');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(page, '[role="alertdialog"], [role="dialog"]')).toBe(true);
  await tabTo(page, 'Regenerate');
  await page.keyboard.press('Enter');
  await expect(page.getByText('API Key Regenerated Successfully')).toBeVisible();
  await expect.poll(async () => (await sessionOf(page)).apiKey).not.toBe(before);
});

test('the open drawer keeps Tab inside it, and Escape gives focus back to the toggle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('textbox', { name: /email/i }).fill(demoUser.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusInside(page, '#app-sidebar')).toBe(true);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '#app-sidebar')).toBe(true);
  }
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page, '#app-sidebar')).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'License Key' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('a dialog takes focus, keeps it, and gives it back to what opened it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: /email/i }).fill(demoUser.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/license-key');
  const opener = page.getByRole('button', { name: 'REGENERATE', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const selector = '[role="alertdialog"], [role="dialog"]';
  await expect.poll(() => focusInside(page, selector)).toBe(true);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, selector)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
});

test('a page opened by its address shows no focus ring; one reached from the keyboard does', async ({
  page,
}) => {
  const heading = page.locator('#main-content h1');
  const ring = () => heading.evaluate((h1) => h1.matches(':focus-visible'));
  await signIn(page);
  // /demo redirects to its first tab as it loads: that is no reason to move the focus.
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Demo' })).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/fraud-engine$/);
  await expect(heading).not.toBeFocused();
  expect(await ring()).toBe(false);

  // From the keyboard, the new page's heading takes the focus and shows it.
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Reports' })).toBeFocused();
  expect(await ring()).toBe(true);
});
