/**
 * Report detail (spec §2 "Report detail"): every service's cards, made by the real engines through
 * the real lookup endpoints with the demo user's session. Services whose endpoint is not deployed
 * (404 NOT_FOUND for the route) are skipped with that reason.
 */
import { expect, test } from '@playwright/test';
import { sessionOf, signIn } from '../support/session';
import {
  type Auth,
  authOf,
  create,
  detailOf,
  expectCommonCards,
  openDetail,
  valueOf,
} from '../support/reports';

test.describe('report detail', () => {
  let auth: Auth;

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    auth = authOf(await sessionOf(page));
  });

  test('detail: a batch row\'s report reads Request Type "Batch", linked to its batch', async ({
    page,
  }) => {
    const up = await page.request.post('/api/batches?service=phoneLookup&fileName=p.csv', {
      headers: { ...auth, 'content-type': 'text/csv' },
      data: 'phone\n+14155552671\n',
    });
    expect(up.status(), await up.text()).toBe(201);
    const batchId = ((await up.json()) as { id: string }).id;
    const start = await page.request.post(`/api/batches/${batchId}/start`, { headers: auth });
    expect(start.status(), await start.text()).toBe(200);
    const reportOfBatch = async () => {
      const res = await page.request.get(`/api/reports?batch=${batchId}`, { headers: auth });
      return ((await res.json()) as Array<{ referenceID: string }>)[0]?.referenceID ?? '';
    };
    await expect.poll(reportOfBatch).not.toBe('');
    await openDetail(page, await reportOfBatch());
    await valueOf(page, 'Transaction Metadata', 'Request Type')
      .getByRole('link', { name: 'Batch' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/batches/${batchId}$`));
  });

  test('detail: Phone Verification', async ({ page }) => {
    const id = await create(page.request, auth, 'phonelookup', { phone: '+14155552671' });
    const d = await detailOf(page.request, auth, id);
    await openDetail(page, id);
    await expectCommonCards(page, d, 'Phone Lookup');
    await expect(valueOf(page, 'Report Input', 'Phone Number')).toHaveText('+14155552671');
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
});
