/**
 * Settings → Security and Settings → Audit log (issue 17 §3, §6): enrol two-factor sign-in (QR code
 * and secret shown, the code computed here from the shown secret, the 10 recovery codes shown
 * once), sign in with a code and with a recovery code (used up after), turn it off with password +
 * code; the audit log lists those events, its filters narrow it, "Load more" pages it and the CSV
 * export holds its rows; 390 px layout and axe on both screens.
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';

import { newVerifiedCustomer, sessionOf, signIn } from '../support/session';
import { seriousViolations } from '../support/axe';
import { scaled } from '../support/time';

/** A remote's first screen can take a while on a busy machine (shared CI runners). */
const expect = baseExpect.configure({ timeout: scaled(30_000) });

type Customer = { email: string; password: string };

const STEP_S = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_S);

/**
 * The TOTP codes of one secret, each of a later 30-second step than the last one used (the API
 * refuses a step twice). The API accepts one step of drift, so the next step's code is used at
 * once and a code two steps ahead waits for the clock.
 */
function authenticator(secret: string) {
  let last = -1;
  return async (): Promise<string> => {
    const step = Math.max(stepNow(), last + 1);
    while (step > stepNow() + 1) await new Promise((r) => setTimeout(r, 500));
    last = step;
    return generate({ secret, epoch: step * STEP_S });
  };
}

const nav = (page: Page) => page.getByRole('navigation');

async function signOut(page: Page) {
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Get Started')).toBeVisible();
}

/** The password step; with two-factor on it leads to the code step. */
async function passwordStep(page: Page, customer: Customer) {
  await page.goto('/');
  await page.getByRole('textbox', { name: /email/i }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(
    page.getByText('Open your authenticator app and enter the 6-digit code it shows for Pulse.'),
  ).toBeVisible();
}

const codeForm = (page: Page) => page.getByRole('form', { name: 'Two-factor authentication' });

async function enrol(page: Page, password: string) {
  await page.goto('/settings/security');
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'Ask for a code from an authenticator app each time you sign in, so a stolen password alone is not enough.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(
    page.getByText(
      '1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).',
    ),
  ).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = authenticator(secret);
  // Turning it on asks for the password: a wrong one is refused and said so under it.
  const passwordField = page.getByLabel('2. Enter your password');
  await passwordField.fill('not-my-password');
  await page
    .getByRole('textbox', { name: '3. Enter the 6-digit code from the app' })
    .fill(await code());
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Password is incorrect.')).toBeVisible();
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Save your recovery codes now')).toBeVisible();
  await expect(
    page.getByText('Each code signs you in once if you lose your phone. They are not shown again.'),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(list).toHaveCount(10);
  const recovery = (await list.allTextContents()).map((c) => c.trim());
  expect(new Set(recovery).size).toBe(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText(/10 of 10 recovery codes left\.$/)).toBeVisible();
  // Shown once: not after a reload.
  await page.reload();
  await expect(page.getByText(/10 of 10 recovery codes left\.$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  return { code, recovery };
}

test.describe('Settings → Security and Audit log', () => {
  test.setTimeout(360_000);

  test('two-factor sign-in from enrolment to turning it off, and the audit log of it all', async ({
    page,
    request,
  }) => {
    const customer = await newVerifiedCustomer(request, 'security');
    await signIn(page, customer);
    const { code, recovery } = await enrol(page, customer.password);

    // Sign-in asks for the code; a wrong one is refused, the app's code lets in.
    await signOut(page);
    await passwordStep(page, customer);
    const field = codeForm(page).getByRole('textbox', { name: 'Authentication code' });
    await field.fill('000000');
    await codeForm(page).getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('That code is not valid. Enter the current code from your app.'),
    ).toBeVisible();
    await field.fill(await code());
    await codeForm(page).getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A recovery code signs in once.
    const first = recovery[0] ?? '';
    await signOut(page);
    await passwordStep(page, customer);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(
      page.getByText(
        'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.',
      ),
    ).toBeVisible();
    await codeForm(page).getByRole('textbox', { name: 'Recovery code' }).fill(first);
    await codeForm(page).getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings/security');
    await expect(page.getByText(/9 of 10 recovery codes left\.$/)).toBeVisible();

    await signOut(page);
    await passwordStep(page, customer);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recoveryField = codeForm(page).getByRole('textbox', { name: 'Recovery code' });
    await recoveryField.fill(first);
    await codeForm(page).getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('That code is not valid. Enter the current code from your app.'),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/\/dashboard$/);
    await recoveryField.fill(recovery[1] ?? '');
    await codeForm(page).getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Turning it off takes the password and a code.
    await page.goto('/settings/security');
    await expect(page.getByText(/8 of 10 recovery codes left\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    const off = page.getByRole('form', { name: 'Turn off two-factor authentication' });
    await off.getByLabel('Password').fill(customer.password);
    await off
      .getByRole('textbox', { name: 'Authentication code or recovery code' })
      .fill(await code());
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
    await expect(page.getByText('Off', { exact: true })).toBeVisible();

    // More failed sign-ins than one page of the log holds (25).
    for (let i = 0; i < 24; i++) {
      const res = await page.request.post('/api/auth/login', {
        data: { email: customer.email, password: `Wrong!pass${i}` },
      });
      expect(res.status()).toBe(401);
    }

    await page.goto('/settings/audit-log');
    await expect(
      page.getByText(
        'Sign-ins, security changes, key changes and top-ups in this account. Entries cannot be changed or deleted.',
      ),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Audit log' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(26);
    await expect(rows.nth(1)).toContainText('Failed sign-in');
    await expect(rows.nth(1)).toContainText('Wrong password');
    await expect(rows.nth(1)).toContainText(customer.email);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(26);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    const all = await rows.count();
    for (const text of [
      'Two-factor authentication off',
      'Two-factor authentication on',
      'Recovery code used',
      'With recovery code',
      'With authenticator app',
      'Wrong two-factor code',
      '9 recovery codes left',
      '8 recovery codes left',
      'Signed in',
    ])
      await expect(table.getByText(text).first()).toBeVisible();

    // Filters narrow the list.
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    const action = filters.getByRole('combobox', { name: 'Action' });
    await action.selectOption({ label: 'Recovery code used' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('8 recovery codes left');
    await expect(rows.nth(2)).toContainText('9 recovery codes left');
    await action.selectOption({ label: 'Two-factor authentication on' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(rows).toHaveCount(2);
    await action.selectOption({ label: 'All actions' });
    await filters.getByRole('textbox', { name: 'Actor e-mail' }).fill('nobody@example.com');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('No entries match these filters')).toBeVisible();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(rows).toHaveCount(26);

    // The CSV export downloads every entry of the filters.
    await action.selectOption({ label: 'Two-factor authentication off' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(rows).toHaveCount(2);
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(rows).toHaveCount(26);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^pulse-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(all);
    for (const a of [
      'auth.sign_in',
      'auth.sign_in_failed',
      'two_factor.enabled',
      'two_factor.disabled',
      'two_factor.recovery_code_used',
    ])
      expect(lines.some((l) => l.split(',').includes(a))).toBe(true);
    expect(lines.filter((l) => l.includes(customer.email)).length).toBe(all - 1);
  });

  test('key, webhook and balance warning changes are in the audit log in words, and filter by action', async ({
    page,
    request,
  }) => {
    const customer = await newVerifiedCustomer(request, 'audit-changes');
    await signIn(page, customer);
    const { token } = await sessionOf(page);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post('/api/developers/keys', {
      headers,
      data: { name: 'Audit backend', mode: 'live' },
    });
    expect(created.status()).toBe(201);
    const key = (await created.json()) as { key: { id: string; prefix: string } };
    expect(
      (await request.post(`/api/developers/keys/${key.key.id}/revoke`, { headers })).status(),
    ).toBe(200);
    const hook = await request.post('/api/webhooks/endpoints', {
      headers,
      data: { url: 'https://hooks.example.com/audit', events: ['report.created'] },
    });
    expect(hook.status()).toBe(201);
    const warning = await request.put('/api/billing/balance-warnings/ipLookup', {
      headers,
      data: { threshold: 50 },
    });
    expect(warning.status()).toBe(200);

    await page.goto('/settings/audit-log');
    const table = page.getByRole('table', { name: 'Audit log' });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText('Balance warning set');
    await expect(rows.nth(1)).toContainText('At 50 calls left');
    await expect(rows.nth(2)).toContainText('Webhook endpoint added');
    await expect(rows.nth(2)).toContainText('https://hooks.example.com/audit');
    await expect(rows.nth(3)).toContainText('API key revoked');
    await expect(rows.nth(4)).toContainText('API key created');
    await expect(rows.nth(4)).toContainText(`Audit backend (${key.key.prefix}…)`);
    await expect(rows.nth(4)).toContainText(customer.email);

    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters
      .getByRole('combobox', { name: 'Action' })
      .selectOption({ label: 'API key revoked' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('API key revoked');
  });

  test('390 px: Security and Audit log fit the phone, read as cards, and pass axe', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await newVerifiedCustomer(request, 'security-phone'));
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );

    await page.goto('/settings/security');
    await expect(
      page.getByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/settings/audit-log');
    const cards = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    // Starting the set-up above is itself an entry, newest first.
    await expect(cards.first()).toContainText('Two-factor set-up started');
    await expect(cards.nth(1)).toContainText('Signed in');
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
