/**
 * Each behaviour a walk through the product found off the spec (or off what a customer expects),
 * one test each: dates, verification links, titles and language, demo forms, payments, session
 * expiry, billing months, numbers, charts, pagination and the reports filters.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { receiptMailFor, verificationPathFor } from '../support/outbox';
import { reportPath } from '../support/routes';
import {
  demoUser,
  newVerifiedCustomer,
  replaceStoredToken,
  sessionOf,
  signIn,
  waitForPreloaded,
} from '../support/session';

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** The value (`dd`) of the row `label` of the report card titled `card`. */
const cardValue = (page: Page, card: string, label: string) =>
  page
    .getByRole('heading', { name: card, exact: true })
    .locator('xpath=ancestor::div[contains(@class,"chakra-card__root")][1]')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function lookup(page: Page, path: string, body: object): Promise<string> {
  const user = await sessionOf(page);
  const response = await page.request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${user.token}`, licensekey: user.apiKey },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
  const json = (await response.json()) as Record<string, { report: { referenceID: string } }>;
  const referenceID = Object.values(json)[0]?.report.referenceID;
  if (!referenceID) throw new Error(`no referenceID in the answer of /api/${path}`);
  return referenceID;
}

/** The box of a visible element (fails the test when it has none). */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

test.describe('dates read DD/MM/YYYY (spec §9)', () => {
  test('the Report Input card shows the date of birth as DD/MM/YYYY', async ({ page }) => {
    await signIn(page);
    const id = await lookup(page, 'amlperson', {
      f_name: 'Ada',
      l_name: 'Lovelace',
      dob: '1952-10-07',
      fuzzy_amlp: '1',
    });
    await page.goto(`/reports/${id}`);
    await expect(cardValue(page, 'Report Input', 'Date of Birth')).toHaveText('07/10/1952');
  });

  test("an AML record's date of birth and list date show as DD/MM/YYYY", async ({ page }) => {
    await signIn(page);
    // The record as the sanctions data stores it (ISO dates); the browser tests run without the
    // imported lists, so the report's answer carries this record.
    const record = {
      name: 'Ivan Petrov',
      entity_type: 'individual',
      source_type: 'Sanction',
      list_date: '2019-05-01',
      date_of_birth: ['1952-10-07'],
      source_id: 'e2e-1',
    };
    await page.route('**/api/report/*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        report: { jsonResponse: { results: { response: Record<string, unknown> } } };
      };
      body.report.jsonResponse.results.response.foundRecords = [record];
      await route.fulfill({ response, json: body });
    });
    const id = await lookup(page, 'amlperson', {
      f_name: 'Vladimir',
      l_name: 'Putin',
      fuzzy_amlp: '2',
    });
    await page.goto(`/reports/${id}`);
    const item = page.getByTestId('aml-record').first();
    await item.getByRole('button').first().click();
    const values = item.locator('dd');
    await expect(values.first()).toBeVisible();
    const texts = await values.allTextContents();
    expect(texts.filter((t) => ISO_DATE.test(t))).toEqual([]);
    const value = (label: string) =>
      item
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(value('Date Of Birth')).toHaveText('07/10/1952');
    await expect(value('List Date')).toHaveText('01/05/2019');
  });
});

test.describe('verification links (spec §2 "Verify e-mail")', () => {
  test('a malformed link shows the "Email Verification Failed" screen, not a raw error', async ({
    page,
  }) => {
    await page.goto('/verify-email/zzz%zz');
    await expect(page.getByRole('heading', { name: 'Email Verification Failed' })).toBeVisible();
    await expect(page.getByText('Verification link is invalid or expired.')).toBeVisible();
    await expect(page.getByText('FST_ERR_BAD_URL')).toHaveCount(0);
  });

  test('a link used before says the address is already verified and offers Sign in', async ({
    page,
  }) => {
    const { email } = await newVerifiedCustomer(page.request, 'twice');
    await page.goto(await verificationPathFor(email));
    await expect(page.getByRole('heading', { name: 'Email Already Verified' })).toBeVisible();
    await expect(page.getByText('This email address is already verified.')).toBeVisible();
    await expect(page.getByText('Verification link is invalid or expired.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
  });
});

test('every page has its own title, in one format', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Login · Pulse');
  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up · Pulse');
  await signIn(page);
  const titles: Record<string, string> = {
    '/dashboard': 'Dashboard · Pulse',
    '/reports': 'Reports · Pulse',
    '/demo/email': 'Service Demo · Pulse',
    '/billing': 'Billing · Pulse',
    '/license-key': 'License Key · Pulse',
    '/payment-success': 'Payment Successful · Pulse',
    '/payment-cancel': 'Payment Cancelled · Pulse',
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('<html> says the pages are in English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the person AML form starts with an empty date of birth, so none is sent', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/demo/individual-aml');
  const dob = page.getByRole('textbox', { name: 'Date of Birth' });
  await expect(dob).toHaveValue('');
  let sent: Record<string, unknown> | undefined;
  await page.route('**/api/amlperson', async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue();
  });
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Ada');
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Lovelace');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => sent).toBeDefined();
  expect(sent).not.toHaveProperty('dob');
});

test('the combined form shows a rule as soon as a choice breaks it, next to the field to fill', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/demo/fraud-engine');
  const form = page.getByRole('form', { name: 'Transaction' });
  await form.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Male' });
  const nameRule = form.getByText(
    'First Name or Last Name is required when Gender or DOB is selected',
  );
  await expect(nameRule).toBeVisible();
  // Next to First Name: right below its input.
  const first = await boxOf(form.getByRole('textbox', { name: /^First Name/ }));
  const message = await boxOf(nameRule);
  expect(message.y).toBeGreaterThan(first.y);
  expect(message.y - (first.y + first.height)).toBeLessThan(40);
  expect(Math.abs(message.x - first.x)).toBeLessThan(40);
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'France' });
  await expect(form.getByText('Address is required when only Country is selected')).toBeVisible();
});

/** Pays on the API's sandbox checkout page with `card`. */
async function topUpAndPay(page: Page, card: string) {
  await page.goto('/billing');
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'IP Lookup' });
  await page.getByRole('textbox', { name: 'Quantity' }).fill('500');
  await page.getByRole('button', { name: 'Top Up' }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

test.describe('payments', () => {
  test('a paid top-up sends the receipt e-mail, whose link leads to the receipt', async ({
    page,
  }) => {
    await signIn(page);
    await topUpAndPay(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-success\?session_id=/);
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    const mail = await receiptMailFor(demoUser.email, sessionId);
    expect(mail.subject).toMatch(/^Your Pulse receipt PUL-\d{8}-/);
    expect(mail.text).toContain('IP Lookup calls');
    expect(mail.text).toContain('Total paid (USD): $5.00');
    await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
    const credited = page.getByRole('region', { name: 'Credited to your account' });
    await expect(credited.getByText('$5.00')).toBeVisible();
    const receipt = page.waitForEvent('popup');
    await credited.getByRole('link', { name: 'Receipt' }).click();
    await expect((await receipt).getByRole('heading', { name: 'Receipt' })).toBeVisible();
  });

  test('a declined card is explained in words, with its code as a detail', async ({ page }) => {
    await signIn(page);
    await topUpAndPay(page, '4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/payment-cancel\?/);
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    await expect(
      page.getByText(
        "Your payment was cancelled. Don't worry, no charges have been made to your account.",
      ),
    ).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByText('Code', { exact: true })).toBeVisible();
    await expect(page.getByText('card_declined', { exact: true })).toBeVisible();
  });
});

test('an expired session says so, and signing in again returns to the page the user was on', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/reports?status=DECLINED');
  await expect(page.getByRole('heading', { name: 'Transaction Reports' })).toBeVisible();
  // Any 401 ends the session (spec §4), also one met by the sections prefetched on idle: those are
  // done before the token goes stale, so the expiry is met by the user's click.
  await waitForPreloaded(page);
  // The server no longer accepts the stored token (expired or revoked).
  await replaceStoredToken(page, 'expired.session.token');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await page.getByRole('textbox', { name: /email/i }).fill(demoUser.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/reports\?.*status=DECLINED/);
});

test('billing for a past month shows that month and says which figure is current', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/billing');
  await expect(page.getByTestId('past-month-note')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Choose a month' }).click();
  await page.getByRole('button', { name: 'Previous year' }).click();
  const dialog = page.getByRole('dialog');
  const year = Number(await dialog.getByText(/^\d{4}$/).textContent());
  await dialog.getByRole('button', { name: `January ${year}` }).click();
  await expect(page.getByTestId('past-month-note')).toContainText(
    `Calls used and costs are those of January ${year}. Paid Calls (Available) is your balance today`,
  );
  await expect(
    page.getByRole('heading', { name: `Payment History — January ${year}` }),
  ).toBeVisible();
  await expect(page.getByText('No payments this month')).toBeVisible();
});

test('IP coordinates are rounded to 4 decimals', async ({ page }) => {
  await signIn(page);
  await page.goto(await reportPath(page, '8.8.8.8'));
  for (const label of ['Latitude', 'Longitude']) {
    const value = cardValue(page, 'IP Verification', label);
    await expect(value).toHaveText(/^(-?\d+(\.\d{1,4})?|N\/A)$/);
  }
});

test.describe('charts and paging', () => {
  test('a chart of counts steps in whole numbers, and an empty month says it is empty', async ({
    page,
  }) => {
    const customer = await newVerifiedCustomer(page.request, 'chart');
    await signIn(page, customer);
    await expect(page.getByText(/^No lookups in /)).toBeVisible();
    await expect(page.getByTestId('daily-chart')).toHaveCount(0);

    await lookup(page, 'iplookup', { ip: '8.8.8.8' });
    await page.reload();
    const chart = page.getByTestId('daily-chart');
    await expect(chart.locator('svg').first()).toBeVisible();
    const labels = await chart.locator('svg').first().locator('text').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((t) => !/^\d+$/.test(t.trim()))).toEqual([]);
  });

  test('pagination shows the total number of pages', async ({ page }) => {
    await signIn(page);
    await page.goto('/reports');
    const showing = page.getByText(/^Showing 1–\d+ of [\d,]+$/);
    await expect(showing).toBeVisible();
    const total = Number(((await showing.textContent()) ?? '').split(' of ')[1]?.replace(/,/g, ''));
    await expect(page.getByTestId('page-of')).toHaveText(
      `Page 1 of ${Math.max(1, Math.ceil(total / 20)).toLocaleString('en-US')}`,
    );
  });
});

test('the reports filters line up at 1440 px and name the date format once', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/reports');
  const box = (name: string, role: 'combobox' | 'textbox') =>
    boxOf(page.getByRole(role, { name, exact: true }));
  const [status, service, from, to] = [
    await box('Status', 'combobox'),
    await box('Service', 'combobox'),
    await box('From', 'textbox'),
    await box('To', 'textbox'),
  ];
  for (const b of [service, from, to]) expect(Math.abs(b.y - status.y)).toBeLessThanOrEqual(1);
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveAttribute(
    'placeholder',
    'DD/MM/YYYY',
  );
  await expect(page.getByRole('search').locator('..').getByText('DD/MM/YYYY')).toHaveCount(0);
});
