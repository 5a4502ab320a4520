import { expect, test } from '@playwright/test';
import { replaceStoredToken, signIn } from '../support/session';

test('a signed-out visitor of a protected route lands on the login page', async ({ page }) => {
  for (const path of ['/license-key', '/dashboard', '/reports', '/billing', '/payment-success']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Get Started')).toBeVisible();
  }
});

test('an unknown path goes to the login page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user opening a public page is sent to the dashboard', async ({ page }) => {
  await signIn(page);
  for (const path of ['/', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('a wrong password shows the server error in the login toast', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: /email/i }).fill('demo@pulse-demo.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/^Login failed: /)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an expired session (401) clears storage and returns to the login page', async ({ page }) => {
  await signIn(page);
  await replaceStoredToken(page, 'tampered.token.value');
  // The reports list asks the API as the page opens: its 401 is the first call with the token.
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();
});
