// The reports list's first page is asked of the recent months first (src/repositories/reports.ts
// `list`): whatever those months hold, the pages are the same as one newest-first read of all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListItem } from '../../src/repositories/reports.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertClient } from '../helpers/clients.js';

const HOUR = 3_600_000;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A client with reports at the given ages (ms before now), each with a distinct reference id. */
async function clientWith(agesMs: number[]): Promise<string> {
  const n = ++seq;
  const tenantId = await insertClient(t.app, 'Recent First', `recent.first.${n}@acme-corp.com`);
  const now = Date.now();
  for (const [i, age] of agesMs.entries()) {
    await t.app.database.db.execute(sql`
      insert into reports (reference_id, tenant_id, service, request_type, mode, status,
                           api_key_used, input_request, result, request_date_time)
      values (${`rpt_recent_${n}_${i}`}, ${tenantId}::uuid, 'ipLookup', 'api', 'live',
              ${i % 2 ? 'RISKY' : 'VERIFIED'}, 'pk_live_abcd…wxyz', '{}'::jsonb, '{}'::jsonb,
              ${new Date(now - age).toISOString()}::timestamptz)`);
  }
  return tenantId;
}

/** Every page of the client's list, `limit` at a time, following the cursor. */
async function allPages(clientId: string, limit: number, status?: string): Promise<ListItem[][]> {
  const pages: ListItem[][] = [];
  let cursor: { t: string; id: string } | undefined;
  do {
    const page = await t.app.repos.reports.list(clientId, { status }, limit, cursor);
    pages.push(page.items);
    cursor = page.next;
  } while (cursor && pages.length < 20);
  return pages;
}

const refs = (pages: ListItem[][]) => pages.map((p) => p.map((r) => r.referenceID));

describe('ReportsRepository.list, newest first', () => {
  it('takes a full first page from the recent months and pages on into the older ones', async () => {
    // 7 in the last hours, 3 about 200 days ago.
    const ages = [1, 2, 3, 4, 5, 6, 7]
      .map((h) => h * HOUR)
      .concat([4800, 4801, 4802].map((h) => h * HOUR));
    const id = await clientWith(ages);
    const n = seq;
    expect(refs(await allPages(id, 5))).toEqual([
      [0, 1, 2, 3, 4].map((i) => `rpt_recent_${n}_${i}`),
      [5, 6, 7, 8, 9].map((i) => `rpt_recent_${n}_${i}`),
    ]);
  });

  it('reads every month when the recent ones hold exactly a page, so the next page is not lost', async () => {
    const ages = [1, 2, 3, 4, 5].map((h) => h * HOUR).concat([4800, 4801].map((h) => h * HOUR));
    const id = await clientWith(ages);
    const n = seq;
    expect(refs(await allPages(id, 5))).toEqual([
      [0, 1, 2, 3, 4].map((i) => `rpt_recent_${n}_${i}`),
      [5, 6].map((i) => `rpt_recent_${n}_${i}`),
    ]);
  });

  it('lists a client whose reports are all older than the recent months', async () => {
    const id = await clientWith([3000, 3001, 3002].map((h) => h * HOUR));
    const n = seq;
    expect(refs(await allPages(id, 2))).toEqual([
      [`rpt_recent_${n}_0`, `rpt_recent_${n}_1`],
      [`rpt_recent_${n}_2`],
    ]);
  });

  it('pages through a year by cursor, each page first asked of the months at its cursor', async () => {
    // One report every 15 days over a year, plus a cluster within one hour: pages of 3 cross
    // month boundaries, stop inside months and skip months with nothing in them.
    const ages = Array.from({ length: 24 }, (_, k) => (k * 15 * 24 + 2) * HOUR).concat(
      [25, 26].map((m) => 1000 * HOUR + m * 60_000),
    );
    const order = ages.map((age, i) => ({ age, i })).sort((a, b) => a.age - b.age);
    const id = await clientWith(ages);
    const n = seq;
    const expected = order.map(({ i }) => `rpt_recent_${n}_${i}`);
    const pages = refs(await allPages(id, 3));
    expect(pages.flat()).toEqual(expected);
    expect(pages.every((p) => p.length === 3 || p === pages[pages.length - 1])).toBe(true);
  });

  it('applies a status filter to the recent months and to the rest alike', async () => {
    const ages = [1, 2, 3, 4]
      .map((h) => h * HOUR)
      .concat([4800, 4801, 4802, 4803].map((h) => h * HOUR));
    const id = await clientWith(ages);
    const n = seq;
    // Odd positions are RISKY: 1 and 3 recent, 5 and 7 old.
    expect(refs(await allPages(id, 2, 'RISKY'))).toEqual([
      [`rpt_recent_${n}_1`, `rpt_recent_${n}_3`],
      [`rpt_recent_${n}_5`, `rpt_recent_${n}_7`],
    ]);
  });
});
