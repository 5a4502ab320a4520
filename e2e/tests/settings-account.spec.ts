/**
 * Account self-service: forgot
 * password through the e-mailed link, the profile form and the e-mail change, change password,
 * ending another browser's session, the avatar menu by keyboard, the audit log entries, and the
 * new pages at 390 px with no serious axe violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { linkPathFor } from '../support/outbox';
import { newVerifiedCustomer, signIn, uniqueEmail } from '../support/session';
import { seriousViolations } from '../support/axe';
import { scaled } from '../support/time';

// Each test signs up, signs in (twice for sessions) and opens remote pages: generous on a busy machine.
test.describe.configure({ timeout: scaled(180_000) });

const NEW_PASSWORD = 'N3w#Passw0rd!';
/** Remote pages load their chunks first. */
const REMOTE = { timeout: scaled(30_000) };
const PHONE = { width: 390, height: 844 };

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function auditLogShows(page: Page, label: string): Promise<void> {
  await page.goto('/settings/audit-log');
  await expect(page.getByRole('cell', { name: label, exact: true }).first()).toBeVisible(REMOTE);
}

test('forgot password: the e-mailed link sets a new password, then sign-in works with it', async ({
  page,
  request,
}) => {
  const user = await newVerifiedCustomer(request, 'reset');
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(
    page.getByText('Enter your email and we will send you a link to reset your password.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /email/i }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(
    page.getByText(
      'If an account exists for this email address, we have sent a link to reset its password.',
    ),
  ).toBeVisible();
  await expect(page.getByText('The link is valid for 30 minutes and works once.')).toBeVisible();

  const link = await linkPathFor(user.email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText('Choose a new password for your Pulse account.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('other');
  await page.getByRole('textbox', { name: 'Confirm new password' }).blur();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Your password has been reset. Please sign in with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link works once: opened again, it says so instead of showing the form.
  await page.goto(link);
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);

  await signIn(page, { email: user.email, password: NEW_PASSWORD });
  await auditLogShows(page, 'Password reset');
});

test('profile: the name and company change, and a new e-mail address is confirmed by its link', async ({
  page,
  request,
}) => {
  const user = await newVerifiedCustomer(request, 'profile');
  await signIn(page, user);
  await page.goto('/settings/profile');
  const fullName = page.getByLabel('Full name');
  await expect(fullName).toHaveValue('New Customer', REMOTE);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await fullName.fill('');
  await fullName.blur();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await fullName.fill('Grace Hopper');
  await page.getByLabel('Company name').fill('Hopper Ltd');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Grace Hopper').first()).toBeVisible();

  const next = uniqueEmail('moved');
  await expect(page.getByText(`Current email: ${user.email}`)).toBeVisible();
  await page.getByLabel('New email').fill(next);
  await page.getByRole('textbox', { name: 'Current password' }).fill(user.password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    page.getByText(
      `We have sent a confirmation link to ${next}. Your email address changes when you open it.`,
    ),
  ).toBeVisible();

  await page.goto(await linkPathFor(next, '/confirm-email-change'));
  await expect(page.getByRole('heading', { name: 'Email Address Changed' })).toBeVisible();
  await expect(
    page.getByText('Your email address has been changed. Use it the next time you sign in.'),
  ).toBeVisible();
  await page.goto('/settings/profile');
  await expect(page.getByText(`Current email: ${next}`)).toBeVisible(REMOTE);
  await auditLogShows(page, 'Email changed');
});

test('change password, and another browser signed out from this one goes to sign-in', async ({
  page,
  request,
  browser,
}) => {
  const user = await newVerifiedCustomer(request, 'sessions');
  await signIn(page, user);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, user);

  await page.goto('/settings/security');
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible(REMOTE);
  await expect(page.getByText('This device')).toHaveCount(1);
  await page
    .getByRole('button', { name: /^Sign out .+\(/ })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Sign out this session?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The session has been signed out.')).toBeVisible();
  await expect(page.getByText('No other sessions are signed in.')).toBeVisible();

  await otherPage.goto('/dashboard');
  await expect(otherPage.getByText('Get Started')).toBeVisible({ timeout: scaled(30_000) });
  await other.close();

  await page.getByRole('textbox', { name: 'Current password' }).fill(user.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Your other sessions have been signed out.'),
  ).toBeVisible();
  await auditLogShows(page, 'Password changed');
});

test('the avatar menu works by keyboard: Profile, Security, Logout', async ({ page, request }) => {
  const user = await newVerifiedCustomer(request, 'menu');
  await signIn(page, user);
  const avatar = page.getByRole('button', { name: /^Account menu for/ });
  await avatar.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Security' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(avatar).toBeFocused();

  // Opened with Enter, the menu takes the focus a frame after it shows, with the first item
  // (Profile) highlighted; one step down is Security. A key pressed before that goes to the avatar
  // button, where Enter closes the menu (seen on a busy machine).
  await page.keyboard.press('Enter');
  await expect(menu).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
    'data-highlighted',
    '',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible(REMOTE);

  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(menu).toBeFocused();
  // The menu may reopen on the item chosen last: End goes to the last item whatever is highlighted.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Get Started')).toBeVisible();
});

test('the new pages fit 390 px and have no serious axe violation', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const found: string[] = [];
  for (const [path, heading] of [
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=x', 'Set a new password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    if (path.startsWith('/reset-password'))
      await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
    for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
  }
  await page.goto('/confirm-email-change?token=unknown');
  await expect(page.getByRole('heading', { name: 'Email Change Failed' })).toBeVisible();
  await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
  for (const v of await seriousViolations(page)) found.push(`/confirm-email-change: ${v}`);

  const user = await newVerifiedCustomer(request, 'phone');
  await signIn(page, user);
  for (const [path, text] of [
    ['/settings/profile', 'Save changes'],
    ['/settings/security', 'Change password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: text })).toBeVisible(REMOTE);
    await expect(page.getByText('This device')).toHaveCount(path.endsWith('security') ? 1 : 0);
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
    for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
  }
  expect(found).toEqual([]);
});
