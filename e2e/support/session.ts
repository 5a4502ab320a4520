import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { invitationPathFor, verificationPathFor } from './outbox';
import { scaled } from './time';

/** The customer seeded at the API's first start (printed by `npm start`). */
export const demoUser = { email: 'demo@pulse-demo.com', password: 'Demo#2026pulse' };

/** What the app keeps of a signed-in member (localStorage `root`, its `user`). */
export type Session = { token: string; apiKey: string; clientId: string };

/** The stored session of the signed-in page (localStorage `root`). */
export async function sessionOf(page: Page): Promise<Session> {
  const stored = await page.evaluate(() => localStorage.getItem('root'));
  return (JSON.parse(stored ?? '{}') as { user: Session }).user;
}

/**
 * Signs in through the login form and waits for the dashboard route, then (unless
 * `waitForPreloads` is false) for the app's idle preloads of every section.
 * @param origin another shell's origin (e.g. a release origin); default the e2e shell
 * @param opts.waitForPreloads false for a test that holds a remote back (the preloads cannot end
 *   then); a test that must change a remote's files before they are preloaded turns the browser's
 *   data saver on instead, so the shell preloads nothing on idle
 * @param opts.search a query string the sign-in page is opened with (`?remote-reports=…`)
 */
export async function signIn(
  page: Page,
  user = demoUser,
  origin = '',
  opts: { waitForPreloads?: boolean; search?: string } = {},
): Promise<void> {
  await page.goto(`${origin}/${opts.search ?? ''}`);
  await page.getByRole('textbox', { name: /email/i }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Generous: the benchmarks call this outside the test runner's expect timeout, on busy machines.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: scaled(30_000) });
  if (opts.waitForPreloads === false) return;
  // The sign-in page is the public pages' light entry: the dashboard is a page load of the full
  // app, which then preloads every section. Wait until the app has rendered and those downloads
  // are done: a test's next page load would otherwise cut them short, after which a section could
  // stay "Loading section" for more than 10 s in Chromium (seen at 390 px on a busy machine).
  await waitForInteractive(page, 30_000);
  await page.waitForLoadState('networkidle', { timeout: scaled(30_000) });
}

/**
 * Replaces the stored session's token (localStorage `root`) with one the server does not accept,
 * as an expired or revoked session leaves it.
 */
export async function replaceStoredToken(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => {
    const stored = JSON.parse(localStorage.getItem('root') ?? '{}') as { user: { token: string } };
    stored.user.token = value;
    localStorage.setItem('root', JSON.stringify(stored));
  }, token);
}

/**
 * Waits until the page's app has rendered or hydrated: the shell's `pulse:interactive` mark
 * (apps/shell/src/lib/interactive-mark.tsx).
 * @param timeout ms; Playwright's default when not given
 */
export async function waitForInteractive(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('pulse:interactive').length > 0,
    undefined,
    timeout === undefined ? {} : { timeout },
  );
}

/**
 * Waits until the shell's idle preloading has fetched every section (its `pulse:preloaded` mark,
 * apps/shell/src/app/remotes/route-preloader.ts `PRELOADED_MARK`).
 */
export async function waitForPreloaded(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('pulse:preloaded').length > 0);
}

/**
 * Turns the browser's data saver on (`navigator.connection.saveData`) in every page of `target`
 * loaded from now on: the shell then preloads nothing on idle (docs/adr/0030-remotes-open-at-once.md).
 */
export async function saveData(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
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

/** A session token of `email` through the API's sign-in. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Invites a new member as `role` on behalf of an owner and accepts the e-mailed link, as the API
 * does.
 * @returns the member's credentials, for `signIn`
 */
export async function inviteMember(
  request: APIRequestContext,
  ownerToken: string,
  role: 'admin' | 'developer' | 'viewer' | 'analyst',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(`member-${role}`).toLowerCase();
  const password = 'Str0ng!Passw0rd';
  const invited = await request.post('/api/members/invitations', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { email, role },
  });
  expect(invited.status()).toBe(201);
  const token = decodeURIComponent((await invitationPathFor(email)).replace('/invite/', ''));
  const accepted = await request.post('/api/invitations/accept', {
    data: { token, fullName: `Rita ${role}`, password },
  });
  expect(accepted.ok()).toBe(true);
  return { email, password };
}
