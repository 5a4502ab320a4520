/**
 * Spec §5 validation messages a customer must be able to see, in Chromium: each appears where the
 * form is used as a customer uses it (type, empty, move on; untick, move on; press Submit).
 */
import { expect, test } from '@playwright/test';
import { signIn, waitForInteractive } from '../support/session';

test('login: a password typed and then emptied says "Password is required"', async ({ page }) => {
  await page.goto('/');
  await waitForInteractive(page);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('secret1');
  await password.fill('');
  await password.press('Tab');
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText(/Invalid key/)).toHaveCount(0);
});

test('sign-up: unticking the terms and moving on says "Agree to terms is required"', async ({
  page,
}) => {
  await page.goto('/signup');
  await waitForInteractive(page);
  const terms = page.getByRole('checkbox', { name: /I agree to the/ });
  // The box a customer clicks (the input itself is visually hidden).
  const box = page.locator('.chakra-checkbox__control');
  await expect(terms).toBeChecked();
  await box.click();
  await expect(terms).not.toBeChecked();
  await page.getByRole('textbox', { name: /Full name/ }).click();
  await expect(page.getByText('Agree to terms is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
});

test('Transaction: Submit on the empty form says "At least one field must be filled out"', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/demo/fraud-engine');
  const form = page.getByRole('form', { name: 'Transaction' });
  await expect(form.getByRole('textbox', { name: /^IP Address/ })).toBeEnabled();
  await expect(form.getByText('At least one field must be filled out')).toHaveCount(0);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/fraud-engine') requests.push(request.url());
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('At least one field must be filled out')).toBeVisible();
  expect(requests).toEqual([]);
  await form.getByRole('textbox', { name: /^IP Address/ }).fill('8.8.8.8');
  await expect(form.getByText('At least one field must be filled out')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
