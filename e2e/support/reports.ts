/**
 * Helpers of the reports browser tests (spec §2 "Reports list" / "Report detail"): reports are made
 * through the real lookup endpoints with the signed-in session, then read through the dashboard.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Session } from './session';

export type Auth = Record<string, string>;

export const LABELS: Record<string, string> = {
  DECLINED: 'Declined',
  RISKY: 'Risky',
  ERROR: 'Error',
  FAILED: 'Error',
  UNKNOWN: 'Unknown',
  VERIFIED: 'Verified',
  PASSED: 'Verified',
  SUSPICIOUS: 'Suspicious',
};
export const statusLabel = (s: string) => LABELS[s.toUpperCase()] ?? 'Not Available';

export const PULSE_KEYS = {
  emaillookup: 'emailPulse',
  phonelookup: 'phonePulse',
  iplookup: 'ipPulse',
  binlookup: 'binPulse',
  addresslookup: 'addressPulse',
  amlperson: 'individualAMLPulse',
  amlbusiness: 'businessAMLPulse',
  'fraud-engine': 'fraudEngine',
} as const;
export type LookupPath = keyof typeof PULSE_KEYS;

/** "DD/MM/YYYY, HH:mm:ss" in UTC (the GMT Timestamp). */
export function gmt(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

export const authOf = (s: Session): Auth => ({
  authorization: `Bearer ${s.token}`,
  licensekey: s.apiKey,
});

export type LookupAnswer = { status: number; referenceID?: string; body: unknown };

/** Runs one lookup; returns its referenceID (or the HTTP status when it failed). */
export async function lookup(
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
export async function create(
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

export type Detail = {
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

export async function detailOf(
  request: APIRequestContext,
  auth: Auth,
  id: string,
): Promise<Detail> {
  const res = await request.get(`/api/report/${encodeURIComponent(id)}`, { headers: auth });
  expect(res.status()).toBe(200);
  return (await res.json()) as Detail;
}

/** The value cell of a label in a card's key/value list. */
export const valueOf = (page: Page, card: string, label: string) =>
  page
    .getByRole('heading', { name: card, exact: true })
    .locator('xpath=ancestor::div[contains(@class,"chakra-card__root")][1]')
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

export const rows = (page: Page) => page.getByTestId('report-row');

export async function openDetail(page: Page, id: string) {
  await page.goto(`/reports/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: id })).toBeVisible();
}

/** The common cards of every report, checked against the API's detail. */
export async function expectCommonCards(page: Page, d: Detail, service: string) {
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
