/**
 * Every screen of the product (spec §2 route table), for the checks that walk them all: axe,
 * page width at phone sizes and the screenshot script. A report detail needs a report: `reportPath`
 * makes one through the real lookup endpoint with the signed-in page's session.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { navigateInApp } from './in-app';
import { sessionOf } from './session';
import { newestCaseId } from './screening';
import { scaled } from './time';

/** Screens a signed-out visitor can open. `ready` is a text the loaded screen shows. */
export const publicRoutes = [
  { name: 'login', path: '/', ready: 'Get Started' },
  { name: 'signup', path: '/signup', ready: 'SIGN UP' },
  {
    name: 'verify-email',
    path: '/verify-email/not-a-real-token',
    ready: 'Email Verification Failed',
  },
  { name: 'invite', path: '/invite/not-a-real-token', ready: 'Invitation not found' },
] as const;

/** Screens of a signed-in customer; `/reports/:id` is added by `reportPath`. */
export const protectedRoutes = [
  { name: 'dashboard', path: '/dashboard', ready: 'Account Summary' },
  { name: 'reports', path: '/reports', ready: 'Transaction Reports' },
  { name: 'demo-fraud-engine', path: '/demo/fraud-engine', ready: 'Transaction' },
  { name: 'demo-email', path: '/demo/email', ready: 'Email Lookup' },
  { name: 'demo-address', path: '/demo/address', ready: 'Address Lookup' },
  { name: 'demo-ip', path: '/demo/ip', ready: 'IP Lookup' },
  { name: 'demo-phone', path: '/demo/phone', ready: 'Phone Number Lookup' },
  { name: 'demo-bin', path: '/demo/bin-lookup', ready: 'BIN Lookup' },
  { name: 'demo-individual-aml', path: '/demo/individual-aml', ready: 'AML For Persons' },
  { name: 'demo-business-aml', path: '/demo/business-aml', ready: 'AML For Businesses' },
  { name: 'billing', path: '/billing', ready: 'Total Cost' },
  { name: 'batches', path: '/batches', ready: 'Your batches' },
  { name: 'list-updates', path: '/list-updates', ready: 'List updates' },
  { name: 'cases', path: '/cases', ready: 'Review queue' },
  { name: 'monitoring', path: '/monitoring', ready: 'Monitored subjects' },
  { name: 'watchlists', path: '/watchlists', ready: 'Your watchlists' },
  { name: 'license-key', path: '/license-key', ready: 'REGENERATE' },
  { name: 'developers-keys', path: '/developers/keys', ready: 'Create key' },
  { name: 'payment-success', path: '/payment-success', ready: 'Payment Successful!' },
  {
    name: 'payment-cancel',
    path: '/payment-cancel?reason=card_declined&session_id=cs_test_1',
    ready: 'Payment Cancelled',
  },
  { name: 'data-sources', path: '/data-sources', ready: 'Lists' },
  { name: 'developers-requests', path: '/developers/requests', ready: 'Requests' },
  { name: 'developers-webhooks', path: '/developers/webhooks', ready: 'Add endpoint' },
  { name: 'settings-profile', path: '/settings/profile', ready: 'Email address' },
  { name: 'settings-security', path: '/settings/security', ready: 'Change password' },
  { name: 'settings-members', path: '/settings/members', ready: 'Invite a member' },
  { name: 'settings-audit-log', path: '/settings/audit-log', ready: 'Apply filters' },
  { name: 'settings-privacy', path: '/settings/privacy', ready: 'Save retention periods' },
  { name: 'rules', path: '/rules', ready: 'Thresholds' },
  { name: 'rules-signals', path: '/rules/signals', ready: 'Combined fraud check' },
  { name: 'rules-try', path: '/rules/try', ready: 'Try on a report' },
  { name: 'rules-backtest', path: '/rules/backtest', ready: 'Backtest' },
  { name: 'rules-history', path: '/rules/history', ready: 'History' },
] as const;

/**
 * The widths every screen is checked at: a wide laptop, a small laptop with a short screen (1280 ×
 * 720: a table's last column and a page's bottom are cut there first) and a phone.
 */
export const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Runs one IP lookup as the signed-in page's customer and returns `/reports/{referenceID}`. */
export async function reportPath(page: Page, ip = '8.8.8.8'): Promise<string> {
  const user = await sessionOf(page);
  const response = await page.request.post('/api/iplookup', {
    headers: { authorization: `Bearer ${user.token}`, licensekey: user.apiKey },
    data: { ip },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { ipPulse: { report: { referenceID: string } } };
  return `/reports/${body.ipPulse.report.referenceID}`;
}

/**
 * Runs an AML person lookup of a sanctioned name (UN list) as the signed-in page's customer, which
 * opens a case with matches, and returns `/cases/{id}` of the customer's newest case.
 */
export async function casePath(page: Page): Promise<string> {
  const user = await sessionOf(page);
  const headers = { authorization: `Bearer ${user.token}`, licensekey: user.apiKey };
  const response = await page.request.post('/api/amlperson', {
    headers,
    data: { f_name: 'Vladimir', l_name: 'Putin', fuzzy_amlp: '2' },
  });
  expect(response.ok()).toBe(true);
  return `/cases/${await newestCaseId(page.request, headers)}`;
}

/**
 * Opens a screen and waits until its content (not a spinner) is on screen: the `ready` text is
 * shown and no table or list is still busy loading its rows. `how`: `load` opens it as a deep link
 * (a new document), `in-app` as a move within the signed-in app (support/in-app.ts).
 * @returns the response to the page's document (its headers carry the CSP); null in-app
 */
export async function openScreen(
  page: Page,
  path: string,
  ready: string,
  how: 'load' | 'in-app' = 'load',
): Promise<Response | null> {
  let response: Response | null = null;
  if (how === 'load') response = await page.goto(path);
  else await navigateInApp(page, path);
  await page
    .getByText(ready, { exact: true })
    .first()
    .waitFor({ timeout: scaled(15_000) });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: scaled(15_000) });
  return response;
}
