import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { newVerifiedCustomer, signIn } from '../support/session';
import { scaled } from '../support/time';

/** A remote's first screen, and a job on the queue, can take a while on a busy machine. */
const expect = baseExpect.configure({ timeout: scaled(30_000) });

/**
 * Data & privacy end to end (docs/adr/0059-personal-data.md), as the owner of a customer of its
 * own: a lookup leaves a person's e-mail in a report and the request log; a retention period is
 * set; the person is searched, previewed and erased after the confirmation; the certificate is
 * downloaded as JSON with counts and without the person's e-mail; the request is in the history;
 * the lookup's report says its personal data was removed and no longer shows the e-mail.
 */

interface Certificate {
  kind: string;
  places: { place: string; count: number }[];
  total: number;
}

test.describe('Data & privacy', () => {
  test.setTimeout(scaled(240_000));

  test('set a retention period, preview and run an erasure, download its certificate', async ({
    page,
    request,
  }) => {
    await signIn(page, await newVerifiedCustomer(request, 'privacy'));
    const person = `erase.me.${Date.now()}@example.org`;

    // Data to erase: one e-mail lookup from the demo.
    await page.goto('/demo/email');
    await page.getByRole('textbox', { name: /^Email Address/ }).fill(person);
    await page.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByRole('dialog');
    await expect(result.getByTestId('result-status')).toHaveText(/^[A-Z_/]+$/);
    await result.getByRole('button', { name: 'Close' }).first().click();

    await page.goto('/settings/privacy');
    const reports = page.getByRole('textbox', { name: /^Reports \(days\)/ });
    await expect(reports).toHaveValue('730');
    await expect(page.getByText('Default 730 days')).toBeVisible();
    await reports.fill('400');
    await page.getByRole('button', { name: 'Save retention periods' }).click();
    await expect(page.getByText('Retention periods saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Reports \(days\)/ })).toHaveValue('400');

    // Search the person and preview: nothing changes yet.
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(person);
    await page.getByRole('button', { name: 'Preview' }).click();
    const found = page.getByRole('table', { name: 'Rows found per place' });
    const reportsRow = found
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Reports', exact: true }) });
    await expect(reportsRow.getByRole('cell').nth(1)).toHaveText(/^[1-9][\d,]*$/);

    // Run it behind the confirmation that names what goes.
    await page.getByRole('button', { name: 'Run erasure' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Reports:');
    await confirm.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByText(/^Erasure complete: \d+ rows redacted\.$/)).toBeVisible({
      timeout: scaled(60_000),
    });

    // The certificate: counts per place, no personal value.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download certificate', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pulse-erasure-certificate-.+\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const certificate = JSON.parse(text) as Certificate;
    expect(certificate.kind).toBe('erasure');
    expect(certificate.total).toBeGreaterThan(0);
    expect(certificate.total).toBe(certificate.places.reduce((sum, p) => sum + p.count, 0));
    expect(certificate.places.find((p) => p.place === 'reports')?.count).toBeGreaterThan(0);
    expect(text.toLowerCase()).not.toContain(person.toLowerCase());

    // In the history, done, with its certificate.
    const history = page.getByRole('table', { name: 'Privacy requests' });
    const row = history.getByRole('row').filter({ hasText: 'Erasure' }).first();
    await expect(row).toContainText('Done');
    await expect(row).toContainText('E-mail');
    await expect(row.getByRole('button', { name: /^Download certificate/ })).toBeVisible();

    // The lookup's report keeps its row and says its personal data was removed.
    await page.goto('/reports');
    await page.locator('tbody tr').first().click();
    await expect(page).toHaveURL(/\/reports\/[^/]+$/);
    await expect(page.getByText(/^Personal data removed on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(page.getByText(person)).toHaveCount(0);
  });
});
