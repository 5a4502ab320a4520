import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { verificationPathFor } from './outbox';

/** The customer seeded at the API's first start (printed by `npm start`). */
export const demoUser = { email: 'demo@pulse-demo.com', password: 'Demo#2026pulse' };

/**
 * Signs in through the login form and waits for the dashboard route.
 * @param origin another shell's origin (e.g. a release origin); default the e2e shell
 */
export async function signIn(page: Page, user = demoUser, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('textbox', { name: /email/i }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Generous: the benchmarks call this outside the test runner's expect timeout, on busy machines.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** A unique business address for a new sign-up. */
export function uniqueEmail(prefix = 'new'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@acme-corp.example`;
}

/**
 * Signs up a new customer through the API and follows the verification link of its e-mail; the
 * customer has every single-lookup service and no Fraud Engine (not an Enterprise customer).
 * @returns its credentials, for `signIn`
 */
export async function newVerifiedCustomer(
  request: APIRequestContext,
  prefix = 'customer',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const password = 'Str0ng!Passw0rd';
  const signup = await request.post('/api/auth/signup', {
    data: {
      fullName: 'New Customer',
      email,
      password,
      companyName: 'Acme Corp',
      contactNumber: '+442071234567',
      country: 'GB',
      consent: { agreed: true },
    },
  });
  expect(signup.ok()).toBe(true);
  const token = decodeURIComponent(
    (await verificationPathFor(email)).replace('/verify-email/', ''),
  );
  expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  return { email, password };
}
