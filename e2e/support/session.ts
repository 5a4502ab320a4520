import { expect, type Page } from '@playwright/test';

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
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A unique business address for a new sign-up. */
export function uniqueEmail(prefix = 'new'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@acme-corp.example`;
}
