import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot } from '../support/servers';
import { signIn } from '../support/session';
import { scaled } from '../support/time';

/**
 * Real data out of the box: the product starts on a fresh state folder with no import step, and the
 * demo forms already answer from the bundled lists (AML, Tor exits, BIN table); an impossible IP is
 * caught by the form; the Data sources view lists every list with its date and a staleness warning.
 */

const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Submits the demo form and returns the status shown in the result modal. */
async function submitForStatus(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Submit$/ }).click();
  const dialog = page.getByRole('dialog');
  const status = dialog.getByTestId('result-status');
  await expect(status).toHaveText(/^[A-Z_/]+$/, { timeout: scaled(60_000) });
  const text = (await status.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return text;
}

/** The first IPv4 exit of the bundled Tor list. */
function bundledTorExit(): string {
  const csv = brotliDecompressSync(
    readFileSync(path.join(repoRoot, 'apps', 'api', 'data', 'tor-exits.csv.br')),
  ).toString('utf8');
  const ip = csv
    .split('\n')
    .slice(1)
    .map((l) => l.split(',')[1]?.trim() ?? '')
    .find((v) => /^\d{1,3}(\.\d{1,3}){3}$/.test(v));
  if (!ip) throw new Error('no IPv4 exit in the bundled Tor list');
  return ip;
}

test.describe('bundled lists on a fresh state folder', () => {
  test.setTimeout(180_000);

  test('AML: a listed name is DECLINED and an ordinary name VERIFIED', async ({ page }) => {
    await signIn(page);
    await page.goto('/demo/individual-aml');
    await textbox(page, 'First Name').fill('Vladimir');
    await textbox(page, 'Last Name').fill('Putin');
    expect(await submitForStatus(page)).toBe('DECLINED');
    await textbox(page, 'First Name').fill('Mary');
    await textbox(page, 'Last Name').fill('Johnson');
    expect(await submitForStatus(page)).toBe('VERIFIED');
  });

  test('IP: a Tor exit of the bundled list is flagged; an impossible IP never leaves the form', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/demo/ip');
    let calls = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/iplookup') && calls++));
    await textbox(page, 'IP Address').fill('999.1.1.1');
    await textbox(page, 'IP Address').blur();
    await expect(page.getByText('Enter a valid IPv4 or IPv6 address')).toBeVisible();
    // Spec §4: submit is blocked while a field has an error, so nothing is sent or billed.
    await expect(page.getByRole('button', { name: /^Submit$/ })).toBeDisabled();
    expect(calls).toBe(0);

    await textbox(page, 'IP Address').fill(bundledTorExit());
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/iplookup'));
    expect(await submitForStatus(page)).toBe('RISKY');
    const body = (await (await answer).json()) as {
      ipPulse: { report: { jsonResponse: { results: { response: { tor: boolean } } } } };
    };
    expect(body.ipPulse.report.jsonResponse.results.response.tor).toBe(true);
  });

  test('BIN: 400022 names its issuer and country from the bundled table', async ({ page }) => {
    await signIn(page);
    await page.goto('/demo/bin-lookup');
    await textbox(page, 'Credit/Debit Card Number').fill('400022');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/binlookup'));
    await submitForStatus(page);
    const body = (await (await answer).json()) as {
      binPulse: {
        report: {
          jsonResponse: {
            results: { response: { issuerName: string; country: { alpha2: string } } };
          };
        };
      };
    };
    const r = body.binPulse.report.jsonResponse.results.response;
    expect(r.issuerName).toMatch(/^navy federal credit union$/i);
    expect(r.country.alpha2).toBe('US');
  });

  test('the Data sources view, linked from the dashboard, lists each list with its date', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Data sources' }).click();
    await expect(page).toHaveURL(/\/data-sources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data sources' })).toBeVisible();
    const sdn = page.getByTestId('source-ofac-sdn');
    await expect(sdn).toContainText('OFAC SDN List', { timeout: scaled(30_000) });
    await expect(sdn).toContainText('2024-05-03');
    await expect(sdn).toContainText(/Stale: [\d,]+ days old/);
    await expect(page.getByTestId('source-tor')).toContainText('2026-08-22');
    await expect(page.getByTestId('source-bin')).toContainText('5,805');
    await expect(page.getByTestId('stale-warning')).toContainText(
      /^\d+ of \d+ lists are older than their refresh age: answers may miss recent changes to them\.$/,
    );
  });
});
