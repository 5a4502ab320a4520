import { expect, test, type Page } from '@playwright/test';
import { verificationPathFor } from '../support/outbox';
import { apiUrl, builtRemotes, startServer, stopServer } from '../support/servers';
import { signIn, uniqueEmail } from '../support/session';
import { scaled } from '../support/time';

/**
 * The demo remote (/demo) against the real API: each form submitted with real input reaches its
 * report, validation, the fraud-engine gating, the geolocation fallback and a dead demo remote.
 */

const NOTICE =
  'Fraud Engine Service Disabled – To access fraud detection features please contact support.';

const submitButton = (page: Page) =>
  page.getByRole('button', { name: /^(Submit|Analyzing\.\.\.)$/ });

/** Submits, checks the result modal and follows "Click To See Details" to the report. */
async function submitAndOpenReport(page: Page): Promise<string> {
  await submitButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Status')).toBeVisible({ timeout: scaled(30_000) });
  await expect(dialog.getByTestId('result-status')).toHaveText(/^[A-Z_/]+$/);
  await dialog.getByRole('button', { name: 'Click To See Details' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/reports\/[^/]+$/);
  const referenceID = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(referenceID).not.toBe('');
  // The report detail belongs to the reports remote (built separately): check it only when built.
  if (builtRemotes().includes('reports')) {
    await expect(page.getByText(referenceID).first()).toBeVisible({ timeout: scaled(15_000) });
  }
  return referenceID;
}

const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) });

type FormCase = {
  path: string;
  title: string;
  api: string;
  fill: (page: Page) => Promise<void>;
  /** Texts the report detail shows for this form (checked when the reports remote is built). */
  reportShows?: string[];
};

const FORMS: FormCase[] = [
  {
    path: 'email',
    title: 'Email Lookup',
    api: '/emaillookup',
    fill: (page) => textbox(page, 'Email Address').fill('ada@acme-corp.com'),
  },
  {
    path: 'phone',
    title: 'Phone Number Lookup',
    api: '/phonelookup',
    fill: (page) => textbox(page, 'Phone Number').fill('+14155552671'),
  },
  {
    path: 'ip',
    title: 'IP Lookup',
    api: '/iplookup',
    fill: (page) => textbox(page, 'IP Address').fill('8.8.8.8'),
  },
  {
    path: 'bin-lookup',
    title: 'BIN Lookup',
    api: '/binlookup',
    fill: (page) => textbox(page, 'Credit/Debit Card Number').fill('424242'),
  },
  {
    path: 'address',
    title: 'Address Lookup',
    api: '/addresslookup',
    fill: async (page) => {
      await textbox(page, 'Address').fill('10 Downing Street, London SW1A 2AA');
      await page
        .getByRole('combobox', { name: 'Country' })
        .selectOption({ label: 'United Kingdom' });
    },
  },
  {
    path: 'individual-aml',
    title: 'AML For Persons',
    api: '/amlperson',
    fill: async (page) => {
      await textbox(page, 'First Name').fill('Vladimir');
      await textbox(page, 'Last Name').fill('Putin');
      await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Male' });
      await page.getByText('Enable Fuzzy Search').click();
    },
  },
  {
    path: 'business-aml',
    title: 'AML For Businesses',
    api: '/amlbusiness',
    fill: (page) => textbox(page, 'Company Name').fill('Rosneft'),
  },
  {
    path: 'fraud-engine',
    title: 'Transaction',
    api: '/fraud-engine',
    fill: async (page) => {
      await textbox(page, 'First Name').fill('Ada');
      await textbox(page, 'Last Name').fill('Lovelace');
      await textbox(page, 'Company Name').fill('Acme Corp');
      await textbox(page, 'Email Address').fill('ada@acme-corp.com');
      await textbox(page, 'IP Address').fill('8.8.8.8');
      await textbox(page, 'Phone Number').fill('+14155552671');
      await textbox(page, 'BIN').fill('424242');
      await textbox(page, 'Address').fill('10 Downing Street, London');
      await page
        .getByRole('combobox', { name: 'Country' })
        .selectOption({ label: 'United Kingdom' });
    },
    // Spec §2: the fraud-engine report stacks the individual AML, business AML, email and IP, phone
    // and BIN, and address sections.
    reportShows: [
      'Individual AML Screening Results',
      'Business AML Screening Results',
      'Email Verification',
      'IP Verification',
      'Phone Verification',
      'BIN Verification',
      'Address Verification',
    ],
  },
];

test.describe('each demo form reaches its report', () => {
  for (const form of FORMS) {
    test(`${form.title} (/demo/${form.path})`, async ({ page }) => {
      await signIn(page);
      await page.goto(`/demo/${form.path}`);
      await expect(page.getByRole('form', { name: form.title })).toBeVisible();
      await form.fill(page);
      const call = page.waitForRequest(
        (req) => req.url().endsWith(`/api${form.api}`) && req.method() === 'POST',
      );
      await submitAndOpenReport(page);
      expect((await call).postDataJSON()).toBeTruthy();
      if (form.reportShows && builtRemotes().includes('reports')) {
        for (const text of form.reportShows)
          await expect(page.getByText(text).first()).toBeVisible();
      }
    });
  }
});

test('the Demo entry opens the Transaction form; the tabs switch forms', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/demo\/fraud-engine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Demo' })).toBeVisible();
  await expect(
    page.getByText(
      'Entering complete and accurate data ensures you receive the most precise and detailed report. Inaccurate information may lead to incomplete results.',
    ),
  ).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Demo services' });
  await expect(tabs.getByRole('link')).toHaveText([
    'Transaction',
    'Email Lookup',
    'Address Lookup',
    'IP Lookup',
    'Phone Number Lookup',
    'BIN Lookup',
    'AML For Persons',
    'AML For Businesses',
  ]);
  await tabs.getByRole('link', { name: 'BIN Lookup' }).click();
  await expect(page).toHaveURL(/\/demo\/bin-lookup$/);
  await expect(tabs.getByRole('link', { name: 'BIN Lookup' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('form', { name: 'BIN Lookup' })).toBeVisible();
});

test('validation messages appear only for touched fields and block Submit', async ({ page }) => {
  await signIn(page);
  await page.goto('/demo/individual-aml');
  const first = textbox(page, 'First Name');
  // Untouched, Submit is enabled: a press would show the errors rather than do nothing.
  await expect(submitButton(page)).toBeEnabled();
  await expect(page.getByText('First Name is required')).toHaveCount(0);
  await first.focus();
  await first.blur();
  await expect(page.getByText('First Name is required')).toBeVisible();
  // The last name was not touched: no message yet, but Submit stays blocked.
  await expect(page.getByText('Last Name is required')).toHaveCount(0);
  await expect(submitButton(page)).toBeDisabled();
  await first.fill('Ada');
  await textbox(page, 'Last Name').fill('Lovelace');
  await expect(page.getByText('First Name is required')).toHaveCount(0);
  await expect(submitButton(page)).toBeEnabled();

  await page.goto('/demo/bin-lookup');
  const bin = textbox(page, 'Credit/Debit Card Number');
  await bin.fill('42x42');
  await expect(bin).toHaveValue('4242');
  await submitButton(page).click();
  await expect(
    page.getByText('Please enter a valid BIN number, it should be a 6 digit number'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/demo/fraud-engine');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.focus();
  await country.selectOption({ label: 'France' });
  await country.blur();
  await expect(page.getByText('Address is required when only Country is selected')).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();
});

test('the curl command mirrors the form and masks the API key until revealed', async ({ page }) => {
  await signIn(page);
  await page.goto('/demo/ip');
  await textbox(page, 'IP Address').fill('1.1.1.1');
  const command = page.getByRole('region', { name: 'curl command' });
  await expect(command).toContainText('/api/iplookup');
  await expect(command).toContainText('"ip": "1.1.1.1"');
  await expect(command).toContainText('licensekey: pk_live_••••••••');
  await page.getByRole('button', { name: 'Show API key' }).click();
  await expect(command).not.toContainText('••••');
  // The revealed command really works against the API, with the key alone.
  const text = (await command.textContent()) ?? '';
  const key = /licensekey: (\S+)'/.exec(text)?.[1] ?? '';
  const clientId = /clientid: (\S+)'/.exec(text)?.[1] ?? '';
  const response = await page.request.post(`${apiUrl}/api/iplookup`, {
    headers: { licensekey: key, clientid: clientId },
    data: { ip: '1.1.1.1' },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).ipPulse.report.referenceID).toBeTruthy();
});

test('a client without the fraud engine sees the notice and a disabled Submit', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('nofraud');
  const password = 'Str0ng!Passw0rd';
  const signup = await request.post(`${apiUrl}/api/auth/signup`, {
    data: {
      fullName: 'Grace Hopper',
      email,
      password,
      companyName: 'Acme Corp',
      contactNumber: '+442071234567',
      country: 'GB',
      consent: { agreed: true },
    },
  });
  expect(signup.status()).toBe(201);
  await page.goto(await verificationPathFor(email));
  await expect(page.getByText('Email Verified Successfully!')).toBeVisible();
  await signIn(page, { email, password });

  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/fraud-engine$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();
  await expect(textbox(page, 'IP Address')).toBeDisabled();
  // The single lookups stay available to this client.
  await page
    .getByRole('navigation', { name: 'Demo services' })
    .getByRole('link', { name: 'IP Lookup' })
    .click();
  await textbox(page, 'IP Address').fill('8.8.4.4');
  await expect(submitButton(page)).toBeEnabled();
});

test.describe('address location', () => {
  test('geolocation denied: the fallback GET /api/geo/ip is used', async ({ page, context }) => {
    await context.grantPermissions([]);
    await signIn(page);
    const fallback = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/geo/ip');
    await page.goto('/demo/address');
    await fallback;
    // On loopback the API has no coordinates for the caller: the address goes alone.
    await expect(page.getByText(/Current location (not available|: )/)).toBeVisible();
    await textbox(page, 'Address').fill('10 Downing Street, London');
    const call = page.waitForRequest((req) => req.url().endsWith('/api/addresslookup'));
    await submitAndOpenReport(page);
    expect((await call).postDataJSON()).toMatchObject({ address: '10 Downing Street, London' });
  });

  test('geolocation granted: latitude and longitude are sent, no fallback', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 51.5014, longitude: -0.1419 });
    await signIn(page);
    let fallbackUsed = false;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/geo/ip') fallbackUsed = true;
    });
    await page.goto('/demo/address');
    await expect(
      page.getByText(/Current location: 51\.5014, -0\.1419 \(from your browser\)/),
    ).toBeVisible();
    await textbox(page, 'Address').fill('10 Downing Street, London');
    const call = page.waitForRequest((req) => req.url().endsWith('/api/addresslookup'));
    await submitAndOpenReport(page);
    expect((await call).postDataJSON()).toMatchObject({ latitude: 51.5014, longitude: -0.1419 });
    expect(fallbackUsed).toBe(false);
  });
});

test.describe('demo remote down', () => {
  test.afterAll(async () => {
    await startServer('demo').catch(() => undefined);
  });

  test('the shell shows its panel, the rest works, Retry loads the demo once it is back', async ({
    page,
  }) => {
    await signIn(page);
    await stopServer('demo');
    await page.goto('/demo');
    await expect(page.getByText('This section could not be loaded')).toBeVisible();
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'License Key' }).click();
    await expect(page.getByRole('textbox', { name: 'API Key' })).toHaveValue(/^pk_live_/);

    await startServer('demo');
    await page.goto('/demo/email');
    await expect(
      page
        .getByText('This section could not be loaded')
        .or(page.getByRole('form', { name: 'Email Lookup' })),
    ).toBeVisible();
    const retry = page.getByRole('button', { name: 'Retry' });
    if (await retry.isVisible()) await retry.click();
    await expect(page.getByRole('form', { name: 'Email Lookup' })).toBeVisible();
  });
});
