/**
 * Reports remote (spec §2 "Reports list" / "Report detail", §4, §8): reports are produced by the real
 * engines through the real lookup endpoints with the demo user's session (bearer + licensekey read
 * from localStorage `root`), then read through the dashboard. Services whose endpoint is not deployed
 * yet (the API answers 404 NOT_FOUND for the route) are skipped with that reason.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { verificationPathFor } from '../support/outbox';
import { startServer, stopServer } from '../support/servers';
import { signIn, uniqueEmail } from '../support/session';

type Session = { token: string; apiKey: string; clientId: string };
type Auth = Record<string, string>;

const LABELS: Record<string, string> = {
  DECLINED: 'Declined',
  RISKY: 'Risky',
  ERROR: 'Error',
  FAILED: 'Error',
  UNKNOWN: 'Unknown',
  VERIFIED: 'Verified',
  PASSED: 'Verified',
  SUSPICIOUS: 'Suspicious',
};
const statusLabel = (s: string) => LABELS[s.toUpperCase()] ?? 'Not Available';

const PULSE_KEYS = {
  emaillookup: 'emailPulse',
  phonelookup: 'phonePulse',
  iplookup: 'ipPulse',
  binlookup: 'binPulse',
  addresslookup: 'addressPulse',
  amlperson: 'individualAMLPulse',
  amlbusiness: 'businessAMLPulse',
  'fraud-engine': 'fraudEngine',
} as const;
type LookupPath = keyof typeof PULSE_KEYS;

/** "DD/MM/YYYY, HH:mm:ss" in UTC (the GMT Timestamp). */
function gmt(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

async function sessionOf(page: Page): Promise<Session> {
  const stored = await page.evaluate(() => localStorage.getItem('root'));
  return (JSON.parse(stored ?? '{}') as { user: Session }).user;
}

const authOf = (s: Session): Auth => ({ authorization: `Bearer ${s.token}`, licensekey: s.apiKey });

type LookupAnswer = { status: number; referenceID?: string; body: unknown };

/** Runs one lookup; returns its referenceID (or the HTTP status when it failed). */
async function lookup(
  request: APIRequestContext,
  auth: Auth,
  path: LookupPath,
  body: object,
): Promise<LookupAnswer> {
  const res = await request.post(`/api/${path}`, { headers: auth, data: body });
  const json = (await res.json().catch(() => null)) as Record<
    string,
    { report?: { referenceID?: string } }
  > | null;
  return {
    status: res.status(),
    referenceID: json?.[PULSE_KEYS[path]]?.report?.referenceID,
    body: json,
  };
}

/** A lookup that must succeed. */
async function create(
  request: APIRequestContext,
  auth: Auth,
  path: LookupPath,
  body: object,
): Promise<string> {
  const answer = await lookup(request, auth, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.referenceID).toBeTruthy();
  return answer.referenceID as string;
}

type Detail = {
  apiService: string;
  clientId: string;
  requestType: string;
  status: string;
  report: {
    referenceID: string;
    apiKeyUsed: string;
    requestDateTime: string;
    jsonResponse: { results: { message: string; response: Record<string, unknown> } };
  };
};

async function detailOf(request: APIRequestContext, auth: Auth, id: string): Promise<Detail> {
  const res = await request.get(`/api/report/${encodeURIComponent(id)}`, { headers: auth });
  expect(res.status()).toBe(200);
  return (await res.json()) as Detail;
}

/** The value cell of a label in a card's key/value list. */
const valueOf = (page: Page, card: string, label: string) =>
  page
    .getByRole('heading', { name: card, exact: true })
    .locator('xpath=ancestor::div[contains(@class,"chakra-card__root")][1]')
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

const rows = (page: Page) => page.getByTestId('report-row');

async function openDetail(page: Page, id: string) {
  await page.goto(`/reports/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: id })).toBeVisible();
}

/** The common cards of every report, checked against the API's detail. */
async function expectCommonCards(page: Page, d: Detail, service: string) {
  await expect(valueOf(page, 'Transaction Metadata', 'Client ID')).toHaveText(d.clientId);
  await expect(valueOf(page, 'Transaction Metadata', 'Reference ID')).toHaveText(
    d.report.referenceID,
  );
  await expect(valueOf(page, 'Transaction Metadata', 'Service')).toHaveText(service);
  await expect(valueOf(page, 'Transaction Metadata', 'License Key')).toHaveText(
    d.report.apiKeyUsed,
  );
  await expect(valueOf(page, 'Transaction Metadata', 'Request Type')).toHaveText('Dashboard');
  await expect(valueOf(page, 'Decision', 'Message')).toHaveText(
    d.report.jsonResponse.results.message,
  );
  await expect(valueOf(page, 'Decision', 'Status')).toHaveText(statusLabel(d.status));
  await expect(valueOf(page, 'Decision', 'GMT Timestamp')).toHaveText(
    gmt(d.report.requestDateTime),
  );
  await expect(valueOf(page, 'Decision', 'Local Timestamp')).toHaveText(
    /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/,
  );
}

test.describe('reports', () => {
  let auth: Auth;

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    auth = authOf(await sessionOf(page));
  });

  test('list: heading, five columns, status badges, row opens the detail', async ({ page }) => {
    const id = await create(page.request, auth, 'phonelookup', { phone: '+14155552671' });
    const d = await detailOf(page.request, auth, id);
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transaction Reports' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Reports · Pulse');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Reference ID',
      'Service',
      'Date & Time',
      'Status',
      'Delete',
    ]);
    const row = rows(page).filter({ hasText: id });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(1)).toHaveText('Phone Lookup');
    await expect(row.locator('td').nth(3)).toHaveText(statusLabel(d.status));
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: id })).toBeVisible();
    // Back is history back.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    // Keyboard: Enter on a focused row.
    await rows(page).filter({ hasText: id }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));
  });

  test('paging and filters live in the URL, and a shared URL shows the same view', async ({
    page,
  }) => {
    for (let i = 0; i < 12; i++) await create(page.request, auth, 'binlookup', { bin: '411111' });
    await page.goto('/reports?service=binLookup&size=10');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByLabel('Service')).toHaveValue('binLookup');
    await expect(page.getByText(/^Showing 1–10 of \d+/)).toBeVisible();
    const firstPage = await rows(page).locator('td:first-child').allTextContents();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/after=/);
    await expect(page.getByText(/^Showing 11–\d+ of \d+/)).toBeVisible();
    // The count can update before the rows: wait until the second page's rows are on screen.
    await expect
      .poll(async () => {
        const refs = await rows(page).locator('td:first-child').allTextContents();
        return refs.length > 0 && !refs.some((ref) => firstPage.includes(ref));
      })
      .toBe(true);
    const secondPage = await rows(page).locator('td:first-child').allTextContents();
    expect(secondPage.some((ref) => firstPage.includes(ref))).toBe(false);
    for (const cell of await rows(page).locator('td:nth-child(2)').allTextContents())
      expect(cell).toBe('BIN Lookup');

    // The URL is the view: a fresh load of it shows the same page, and Previous still works.
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).locator('td:first-child').allTextContents()).toEqual(secondPage);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/after=/);
    await expect
      .poll(() => rows(page).locator('td:first-child').allTextContents())
      .toEqual(firstPage);

    // Status filter.
    await page.getByLabel('Status').selectOption({ label: 'Declined' });
    await expect(page).toHaveURL(/status=DECLINED/);
    await expect(page.getByText('No Records Found').or(rows(page).first())).toBeVisible();
    for (const cell of await rows(page).locator('td:nth-child(4)').allTextContents())
      expect(cell).toBe('Declined');
    await page.getByLabel('Status').selectOption({ label: 'All statuses' });

    // Reference ID search.
    const target = firstPage[3] as string;
    await page.getByRole('textbox', { name: 'Reference ID' }).fill(target);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`ref=${target}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(target);

    // A date range that excludes today shows "No Records Found".
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.goto('/reports?to=2000-01-01');
    await expect(page.getByText('No Records Found')).toBeVisible();
  });

  test('delete: Cancel keeps the report, Confirm removes it', async ({ page }) => {
    const id = await create(page.request, auth, 'iplookup', { ip: '8.8.8.8' });
    await page.goto(`/reports?ref=${id}`);
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('button', { name: `Delete report ${id}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Confirmation')).toBeVisible();
    await expect(dialog.getByText('Are you sure you want to delete this report?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/reports\\?ref=${id}$`));

    await page.getByRole('button', { name: `Delete report ${id}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByText('No Records Found')).toBeVisible();
    const res = await page.request.get(`/api/report/${id}`, { headers: auth });
    expect(res.status()).toBe(404);
  });

  test('detail: Phone Verification', async ({ page }) => {
    const id = await create(page.request, auth, 'phonelookup', { phone: '+14155552671' });
    const d = await detailOf(page.request, auth, id);
    await openDetail(page, id);
    await expectCommonCards(page, d, 'Phone Lookup');
    await expect(valueOf(page, 'Report Input', 'Phone')).toHaveText('+14155552671');
    const labels = await page
      .getByRole('heading', { name: 'Phone Verification' })
      .locator('xpath=ancestor::div[contains(@class,"chakra-card__root")][1]')
      .locator('dt')
      .allTextContents();
    expect(labels).toEqual([
      'Is Valid',
      'Is Active',
      'Is VOIP',
      'Country Code',
      'Dialing Code',
      'Formatted Number',
      'Carrier',
      'City',
      'Region',
      'Time Zone',
      'Line Type',
      'Fraud Score',
      'Is Risky',
      'Is Spammer',
      'Recent Abuse',
      'Leaked',
      'Prepaid',
      'Do Not Call',
      'MCC',
      'MNC',
      'Zip Code',
      'Name',
      'Associated Emails',
      'SMS Domain',
      'SMS Email',
    ]);
    await expect(valueOf(page, 'Phone Verification', 'Is Valid')).toHaveText('Yes');
    await expect(valueOf(page, 'Phone Verification', 'Formatted Number')).toHaveText(
      '+1 415 555 2671',
    );
    await expect(valueOf(page, 'Phone Verification', 'Associated Emails')).toHaveText('N/A');
  });

  test('detail: Email, IP and BIN Verification', async ({ page }) => {
    const email = await create(page.request, auth, 'emaillookup', {
      email: 'jane.doe@example.com',
    });
    await openDetail(page, email);
    await expectCommonCards(page, await detailOf(page.request, auth, email), 'Email Lookup');
    await expect(valueOf(page, 'Email Verification', 'Email')).toHaveText('jane.doe@example.com');
    await expect(valueOf(page, 'Email Verification', 'Valid Syntax')).toHaveText('Yes');
    await expect(valueOf(page, 'Email Verification', 'Disposable')).toHaveText(/^(Yes|No|N\/A)$/);

    const ip = await create(page.request, auth, 'iplookup', { ip: '8.8.8.8' });
    await openDetail(page, ip);
    await expectCommonCards(page, await detailOf(page.request, auth, ip), 'IP Lookup');
    await expect(valueOf(page, 'IP Verification', 'IP Address')).toHaveText('8.8.8.8');
    for (const label of [
      'ISP',
      'ASN',
      'Host',
      'City',
      'Region',
      'Country Code',
      'Zip',
      'Latitude',
      'Longitude',
      'Proxy',
      'VPN',
      'TOR',
      'Bot',
      'Crawler',
      'Mobile',
      'Recent Abuse',
      'Organization',
      'Timezone',
    ])
      await expect(valueOf(page, 'IP Verification', label)).toHaveCount(1);

    const bin = await create(page.request, auth, 'binlookup', { bin: '411111' });
    await openDetail(page, bin);
    await expectCommonCards(page, await detailOf(page.request, auth, bin), 'BIN Lookup');
    await expect(valueOf(page, 'BIN Verification', 'Brand')).toHaveText('Visa');
    await expect(valueOf(page, 'BIN Verification', 'Valid')).toHaveText('Yes');
  });

  test('detail: Address Verification with the map, its two markers and the distance; Leaflet only loads there', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Transaction Reports' })).toBeVisible();
    expect(scripts.some((s) => s.includes('leaflet-pane'))).toBe(false);

    // London (GeoNames) from a current location in Reading.
    const id = await create(page.request, auth, 'addresslookup', {
      address: '10 Downing Street, London',
      country: 'GB',
      latitude: 51.4543,
      longitude: -0.9781,
    });
    const d = await detailOf(page.request, auth, id);
    await openDetail(page, id);
    await expectCommonCards(page, d, 'Address Lookup');
    for (const section of [
      'Decision Details',
      'Address Details',
      'Address Type',
      'Validation & Distance',
      'Current Location',
      'Address Map',
    ])
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    const response = d.report.jsonResponse.results.response as {
      validation: { distanceKm: number };
    };
    await expect(page.getByTestId('map-distance')).toHaveText(
      `Distance: ${Math.round(response.validation.distanceKm)} KM`,
    );
    const map = page.getByTestId('address-map');
    await expect(map).toBeVisible();
    expect((await map.boundingBox())?.height).toBe(300);
    await expect(map.locator('path.pulse-marker-current')).toHaveCount(1);
    await expect(map.locator('path.pulse-marker-address')).toHaveCount(1);
    await expect(map.locator('path.pulse-marker-current')).toHaveAttribute('fill', '#2563eb');
    await expect(map.locator('path.pulse-marker-address')).toHaveAttribute('fill', '#dc2626');
    // Span 0.85° → zoom 9 (spec §2 steps).
    await expect(map).toHaveAttribute('data-zoom', '9');
    expect(scripts.some((s) => s.includes('leaflet-pane'))).toBe(true);
  });

  test('detail: Individual and Business AML accordions, See More / See Less', async ({ page }) => {
    const person = await create(page.request, auth, 'amlperson', {
      f_name: 'Vladimir',
      l_name: 'Putin',
      fuzzy_amlp: '2',
    });
    await openDetail(page, person);
    await expect(
      page.getByRole('heading', { name: 'Individual AML Screening Results' }),
    ).toBeVisible();
    const d = await detailOf(page.request, auth, person);
    const found =
      (d.report.jsonResponse.results.response as { foundRecords?: unknown[] }).foundRecords ?? [];
    const records = page.getByTestId('aml-record');
    if (found.length === 0) {
      await expect(page.getByText('No records available')).toBeVisible();
    } else {
      await expect(records).toHaveCount(Math.min(5, found.length));
      if (found.length > 5) {
        await page.getByRole('button', { name: 'See More' }).click();
        await expect(records).toHaveCount(found.length);
        await page.getByRole('button', { name: 'See Less' }).click();
        await expect(records).toHaveCount(5);
      }
      const trigger = records.first().getByRole('button');
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(records.first().getByText('Source ID', { exact: true })).toBeVisible();
    }

    const business = await create(page.request, auth, 'amlbusiness', {
      company: 'Rosneft',
      fuzzy_amlb: '2',
    });
    await openDetail(page, business);
    await expect(
      page.getByRole('heading', { name: 'Business AML Screening Results' }),
    ).toBeVisible();
  });

  test('detail: Fraud Engine stacks its sections and shows the risk score', async ({ page }) => {
    const id = await create(page.request, auth, 'fraud-engine', {
      f_name: 'Jane',
      l_name: 'Doe',
      email: 'jane.doe@example.com',
      ip: '8.8.8.8',
      phone: '+14155552671',
      bin: '411111',
      company: 'Acme Corp',
      address: '10 Downing Street, London',
      country: 'GB',
      latitude: 51.4543,
      longitude: -0.9781,
    });
    await openDetail(page, id);
    await expectCommonCards(page, await detailOf(page.request, auth, id), 'Fraud Engine');
    await expect(page.getByTestId('risk-score')).toHaveText(/^(\d+ \/ 100|N\/A)$/);
    for (const title of [
      'Individual AML Screening Results',
      'Business AML Screening Results',
      'Email Verification',
      'IP Verification',
      'Phone Verification',
      'BIN Verification',
      'Address Verification',
    ])
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  });

  test('a deep link to /reports/{id} works on a fresh load', async ({ page, context }) => {
    const id = await create(page.request, auth, 'binlookup', { bin: '555555' });
    const fresh = await context.newPage();
    await fresh.goto(`/reports/${id}`);
    await expect(fresh.getByRole('heading', { level: 1, name: id })).toBeVisible();
    await expect(fresh.getByRole('heading', { name: 'BIN Verification' })).toBeVisible();
    await expect(fresh.getByRole('banner').getByText('Reports')).toBeVisible();
  });

  test("someone else's report shows the error in place and the toast", async ({
    page,
    request,
  }) => {
    // A second customer signs up, verifies and runs a lookup through the API.
    const email = uniqueEmail('other');
    const password = 'Str0ng!Passw0rd';
    const signup = await request.post('/api/auth/signup', {
      data: {
        fullName: 'Other Customer',
        email,
        password,
        companyName: 'Other Corp',
        contactNumber: '+442071234567',
        country: 'GB',
        consent: { agreed: true },
      },
    });
    expect(signup.status()).toBe(201);
    const token = decodeURIComponent(
      (await verificationPathFor(email)).replace('/verify-email/', ''),
    );
    expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
    const login = (await (
      await request.post('/api/auth/login', { data: { email, password } })
    ).json()) as { token: string };
    const profile = (await (
      await request.get('/api/user-data/profile', {
        headers: { authorization: `Bearer ${login.token}` },
      })
    ).json()) as { apiKey: string };
    const theirs = await create(
      request,
      { authorization: `Bearer ${login.token}`, licensekey: profile.apiKey },
      'phonelookup',
      {
        phone: '+442071234567',
      },
    );

    await page.goto(`/reports/${theirs}`);
    await expect(page.getByTestId('report-error')).toHaveText('Report not found');
    await expect(
      page.locator('.pulse-toasts-top-center').getByText('Error: Report not found'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  test('with the reports remote down the shell shows its panel, and Retry recovers', async ({
    page,
  }) => {
    try {
      await stopServer('reports');
      await page.goto('/reports');
      await expect(page.getByText('This section could not be loaded')).toBeVisible();
      await expect(
        page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }),
      ).toBeVisible();
      await startServer('reports');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Transaction Reports' })).toBeVisible();
    } finally {
      await startServer('reports').catch(() => undefined);
    }
  });
});
