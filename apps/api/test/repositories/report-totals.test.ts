// The reports list's total (x-total-count) sums whole months from the monthly rollup and the
// days of partial months from the daily counters (src/repositories/reports.ts `total`); the rollup
// is kept by triggers on the daily table (migration 0019). Whatever the range, the total must be
// the number of reports a plain count finds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFilter } from '../../src/repositories/reports.js';
import { Type } from 'typebox';
import { rowsOf } from '../../src/repositories/sql.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertClient } from '../helpers/clients.js';

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Written {
  referenceId: string;
  at: Date;
  status: string;
}

const STATUSES = ['VERIFIED', 'RISKY', 'DECLINED'];

/** A client with one report every `stepHours` from `start` to `end`, statuses in turn. */
async function clientWith(start: string, end: string, stepHours: number) {
  const { repos } = t.app;
  const n = ++seq;
  const tenantId = await insertClient(t.app, 'Totals', `totals.${n}@acme-corp.com`);
  const written: Written[] = [];
  for (let at = Date.parse(start), i = 0; at < Date.parse(end); at += stepHours * 3_600_000, i++) {
    const w = {
      referenceId: `rpt_totals_${n}_${i}`,
      at: new Date(at),
      status: STATUSES[i % STATUSES.length] ?? 'VERIFIED',
    };
    await repos.metering.recordUnmetered({
      referenceId: w.referenceId,
      tenantId,
      service: 'ipLookup',
      requestType: 'api',
      status: w.status,
      apiKeyUsed: 'pk_live_abcd…wxyz',
      inputRequest: {},
      result: {},
      requestDateTime: w.at,
    });
    written.push(w);
  }
  return { id: tenantId, written };
}

/** What a plain count over the written reports gives for the filter. */
function expected(written: Written[], f: ReportFilter): number {
  return written.filter(
    (w) =>
      (!f.from || w.at >= f.from) &&
      (!f.toExclusive || w.at < f.toExclusive) &&
      (!f.status || w.status === f.status),
  ).length;
}

const RollupRow = Type.Object({
  month: Type.String(),
  status: Type.String(),
  created: Type.Number(),
  deleted: Type.Number(),
});

/** The monthly rollup's rows against the daily counters summed by month, for one client. */
async function rollupAgainstDaily(tenantId: string) {
  const q = (table: 'report_outcome_months' | 'report_outcome_counts') =>
    rowsOf(
      t.app.database.db,
      sql`select month, status, sum(created)::int as created, sum(deleted)::int as deleted
          from ${sql.raw(table)} where tenant_id = ${tenantId}::uuid
          group by month, status order by month, status`,
      RollupRow,
    );
  return { months: await q('report_outcome_months'), days: await q('report_outcome_counts') };
}

const d = (iso: string) => new Date(iso);

describe('ReportsRepository.total over whole and partial months', () => {
  it('equals a plain count for open, month-aligned, mid-month and same-day ranges', async () => {
    // Every 7 hours from mid-June to mid-October 2025: four partial or whole months.
    const c = await clientWith('2025-06-14T03:00:00Z', '2025-10-12T00:00:00Z', 7);
    const ranges: ReportFilter[] = [
      {},
      { from: d('2025-07-01T00:00:00Z') },
      { toExclusive: d('2025-09-01T00:00:00Z') },
      { from: d('2025-07-01T00:00:00Z'), toExclusive: d('2025-09-01T00:00:00Z') },
      { from: d('2025-06-20T00:00:00Z'), toExclusive: d('2025-09-15T00:00:00Z') },
      { from: d('2025-06-20T05:30:00Z'), toExclusive: d('2025-09-15T17:45:00Z') },
      { from: d('2025-08-03T00:00:00Z'), toExclusive: d('2025-08-25T00:00:00Z') },
      { from: d('2025-07-31T00:00:00Z'), toExclusive: d('2025-08-02T00:00:00Z') },
      { from: d('2025-08-10T02:00:00Z'), toExclusive: d('2025-08-10T20:00:00Z') },
      { from: d('2025-07-15T00:00:00Z') },
      { toExclusive: d('2025-08-20T12:00:00Z') },
      { status: 'RISKY' },
      {
        status: 'DECLINED',
        from: d('2025-06-30T00:00:00Z'),
        toExclusive: d('2025-10-01T00:00:00Z'),
      },
      { from: d('2026-01-01T00:00:00Z') },
    ];
    for (const f of ranges) {
      const n = expected(c.written, f);
      expect({ f, n: await t.app.repos.reports.total(c.id, f) }).toEqual({ f, n });
      // A list page reads the same total in its own statement (or alone when the page is empty).
      const page = await t.app.repos.reports.list(c.id, f, 5);
      expect({ f, n: page.total, items: page.items.length }).toEqual({
        f,
        n,
        items: Math.min(n, 5),
      });
    }
    expect(expected(c.written, {})).toBeGreaterThan(400);
  });

  it('keeps the monthly rollup equal to the daily counters through deletes', async () => {
    const c = await clientWith('2025-03-28T00:00:00Z', '2025-05-03T00:00:00Z', 11);
    let r = await rollupAgainstDaily(c.id);
    expect(r.months).toEqual(r.days);
    expect(r.months.map((m) => m.month)).toEqual(
      expect.arrayContaining(['2025-03', '2025-04', '2025-05']),
    );

    const gone = c.written.filter((_, i) => i % 5 === 0);
    for (const w of gone)
      expect(await t.app.repos.reports.delete(c.id, w.referenceId, 'live')).toBe(true);
    r = await rollupAgainstDaily(c.id);
    expect(r.months).toEqual(r.days);
    const left = c.written.filter((_, i) => i % 5 !== 0);
    expect(await t.app.repos.reports.total(c.id, {})).toBe(left.length);
    const april = { from: d('2025-04-01T00:00:00Z'), toExclusive: d('2025-05-01T00:00:00Z') };
    expect(await t.app.repos.reports.total(c.id, april)).toBe(expected(left, april));
  });

  it('lets a client with counters be deleted (its rollup goes with it)', async () => {
    const c = await clientWith('2025-02-01T00:00:00Z', '2025-02-03T00:00:00Z', 5);
    await t.app.database.db.execute(sql`delete from clients where id = ${c.id}::uuid`);
    const r = await rollupAgainstDaily(c.id);
    expect(r).toEqual({ months: [], days: [] });
  });
});
