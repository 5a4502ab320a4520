import { expect, test } from '@playwright/test';
import { verificationPathFor } from '../support/outbox';
import { uniqueEmail } from '../support/session';

test('a new customer signs up, verifies the e-mail, signs in, regenerates the API key and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const password = 'Str0ng!Passw0rd';

  await page.goto('/signup');
  await expect(page.getByText('SIGN UP', { exact: true })).toBeVisible();
  await page.getByLabel(/full name/i).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await expect(page.getByText('Strong')).toBeVisible();
  await page.getByLabel(/company name/i).fill('Acme Corp');
  await page.getByLabel(/contact number/i).fill('+442071234567');
  await page.getByLabel(/country/i).selectOption({ label: 'United Kingdom' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText('Signup successful. Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Get Started')).toBeVisible();

  // Signing in before verifying offers the resend action.
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please verify your email before logging in.')).toBeVisible();
  await expect(page.getByText('Didn’t get the verification email?')).toBeVisible();
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification email sent successfully!')).toBeVisible();

  await page.goto(await verificationPathFor(email, { count: 2 }));
  await expect(page.getByText('Email Verified Successfully!')).toBeVisible();
  await expect(page.getByText('Your email has been successfully verified!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Get Started')).toBeVisible();

  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = page.getByRole('navigation');
  for (const name of ['Dashboard', 'Reports', 'Demo', 'Billing', 'License Key']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

  await nav.getByRole('link', { name: 'License Key' }).click();
  await expect(page).toHaveURL(/\/license-key$/);
  const apiKey = page.getByRole('textbox', { name: 'API Key' });
  // The key is masked (prefix, dots, last four) until Reveal is pressed.
  await expect(apiKey).toHaveValue(/^pk_live_•{16}[\w-]{4}$/);
  await expect(page.getByRole('textbox', { name: 'Client ID' })).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Reveal API Key' }).click();
  await expect(apiKey).toHaveValue(/^pk_live_[\w-]{20,}$/);
  await expect(page.getByRole('button', { name: 'Hide API Key' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const before = await apiKey.inputValue();
  await page.getByRole('button', { name: 'REGENERATE' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('API Key Regenerated Successfully')).toBeVisible();
  await expect(apiKey).not.toHaveValue(before);
  await expect(apiKey).toHaveValue(/^pk_live_/);

  // The stored session carries the new key, so a reload keeps showing it.
  const after = await apiKey.inputValue();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'API Key' })).toHaveValue(/•/);
  await page.getByRole('button', { name: 'Reveal API Key' }).click();
  await expect(page.getByRole('textbox', { name: 'API Key' })).toHaveValue(after);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Get Started')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('root'))).toBeNull();
});

test('sign-up refuses a free e-mail provider and shows the messages of empty fields', async ({
  page,
}) => {
  await page.goto('/signup');
  const email = page.getByRole('textbox', { name: /email/i });
  await email.fill('someone@gmail.com');
  await email.blur();
  await expect(
    page.getByText('Please enter a valid business email address, not from a free email provider.'),
  ).toBeVisible();
  await page.getByLabel(/full name/i).focus();
  await page.getByLabel(/full name/i).blur();
  await expect(page.getByText('Full name is required')).toBeVisible();
  // Nothing was touched here, so no message shows for it.
  await expect(page.getByText('Company name is required')).toHaveCount(0);
});
