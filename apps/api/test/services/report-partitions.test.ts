// The monthly partitions of reports: partitions created ahead, a report of a month without a partition (default
// partition, then moved), reads, lists and deletes across months through the HTTP API, and the
// retention drop with its counters (list totals drop the month, the dashboard tiles keep it).
// Reports of past months are written through the metering repository, as an import would: the
// API itself only ever writes "now".
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, monthOf } from '../../src/domain/month.js';
import { generateReferenceId } from '../../src/lib/reference-id.js';
import { Type } from 'typebox';
import { rowsOf } from '../../src/repositories/sql.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { call, must, newCaller, session, type Caller } from '../helpers/clients.js';

const realNow = new Date();
const current = monthOf(realNow);
let clock = realNow;
let t: TestApp;
let alice: Caller;

/** Writes a metered report of alice at `at` (UTC). @returns its reference id */
async function reportAt(at: string, status = 'VERIFIED'): Promise<string> {
  const referenceId = generateReferenceId();
  const grant = await t.app.repos.metering.recordLookup({
    referenceId,
    tenantId: alice.uuid,
    service: 'ipLookup',
    requestType: 'api',
    status,
    apiKeyUsed: 'pk_live_test…0000',
    inputRequest: { ip: '8.8.8.8' },
    result: { status, message: 'test', response: {}, reasons: [], sources: [] },
    requestDateTime: new Date(at),
  });
  expect(grant).not.toBeNull();
  return referenceId;
}

const get = (url: string) => call(t.app, 'GET', `/api${url}`, session(alice));

async function total(query = ''): Promise<number> {
  const res = await get(`/reports?limit=1${query}`);
  expect(res.statusCode).toBe(200);
  return Number(res.headers['x-total-count']);
}

async function tiles(month: string) {
  const res = await get(`/verification/counts?clientId=${alice.clientId}&month=${month}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { countDetails: Record<string, number> }).countDetails;
}

const del = (ref: string) =>
  call(t.app, 'DELETE', `/api/reports/${ref}`, { ...session(alice), clientid: alice.clientId });

/** A fresh app (retention `retentionMonths`, clock `clock`) and its first client, for one block. */
function withApp(retentionMonths: number) {
  beforeAll(async () => {
    clock = realNow;
    t = await createTestApp(
      { reportsRetentionMonths: retentionMonths },
      {},
      { clock: () => clock },
    );
    alice = await newCaller(t.app, t.config.outboxDir);
  });
  afterAll(async () => t.close());
}

describe('partitions ahead of time (no retention)', () => {
  withApp(0);

  it('exist for this month and the next two after the migration, and a run adds the months to come', async () => {
    const parts = t.app.repos.reportPartitions;
    const months = await parts.months();
    for (let i = 0; i <= 2; i++) expect(months).toContain(addMonths(current, i));
    // A run in a later month creates that month's partitions; running again changes nothing.
    clock = new Date(Date.UTC(realNow.getUTCFullYear() + 3, 4, 20));
    const later = monthOf(clock);
    const first = await t.app.services.reportPartitions.runOnce();
    expect(first.created).toEqual([later, addMonths(later, 1), addMonths(later, 2)]);
    expect(first.dropped).toEqual([]);
    expect(await t.app.services.reportPartitions.runOnce()).toEqual({ created: [], dropped: [] });
    clock = realNow;
  });
});

describe('a month without a partition', () => {
  withApp(0);
  it('takes the report in the default partition, serves it, and moves it on the next run', async () => {
    const far = `${realNow.getUTCFullYear() + 6}-07`;
    const ref = await reportAt(`${far}-10T08:30:00.123Z`, 'RISKY');
    const parts = t.app.repos.reportPartitions;
    expect(await parts.partitionOf(ref)).toBe('reports_default');
    const detail = await get(`/report/${ref}`);
    expect(detail.statusCode).toBe(200);
    expect(await total(`&from=${far}-01&to=${far}-28`)).toBe(1);

    const run = await t.app.services.reportPartitions.runOnce();
    expect(run.created).toContain(far);
    expect(await parts.partitionOf(ref)).toBe(`reports_${far.replace('-', '_')}`);
    expect(await parts.defaultMonths()).toEqual([]);
    const again = await get(`/report/${ref}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(detail.json());
    expect(await total(`&from=${far}-01&to=${far}-28`)).toBe(1);
    expect((await tiles(far)).risky).toBe(1);
    const gone = await del(ref);
    expect(gone.statusCode).toBe(200);
    expect(await total(`&from=${far}-01&to=${far}-28`)).toBe(0);
    expect((await get(`/report/${ref}`)).statusCode).toBe(404);
  });
});

describe('reads, deletes and retention across partitions (6 months kept)', () => {
  withApp(6);
  const refs: Record<string, string> = {};
  const old = addMonths(current, -14);
  const mid = addMonths(current, -8);
  const recent = addMonths(current, -1);

  beforeAll(async () => {
    refs.old = await reportAt(`${old}-03T10:00:00.000Z`, 'DECLINED');
    refs.old2 = await reportAt(`${old}-04T10:00:00.000Z`, 'DECLINED');
    refs.mid = await reportAt(`${mid}-15T12:00:00.000Z`, 'SUSPICIOUS');
    refs.recent = await reportAt(`${recent}-20T23:59:59.999Z`, 'VERIFIED');
    // Months before the migration have no partition: create them, as an import's run would have.
    for (const m of [old, mid, recent]) await t.app.repos.reportPartitions.ensure(m);
    expect(await t.app.repos.reportPartitions.defaultMonths()).toEqual([]);
  });

  it('reads a single report of any month by reference id', async () => {
    for (const [name, ref] of Object.entries(refs)) {
      const res = await get(`/report/${ref}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().report.referenceID).toBe(ref);
    }
    expect((await get('/report/rpt_aaaaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);
  });

  it('pages newest first across months with the cursor', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await get(`/reports?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...(res.json() as Array<{ referenceID: string }>).map((r) => r.referenceID));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual([refs.recent, refs.mid, refs.old2, refs.old]);
    expect(await total()).toBe(4);
  });

  it('deletes a report of an old month: gone from the list, still in the month’s tiles', async () => {
    expect((await del(must(refs.old2))).statusCode).toBe(200);
    expect((await get(`/report/${must(refs.old2)}`)).statusCode).toBe(404);
    expect(await total()).toBe(3);
    expect((await tiles(old)).declined).toBe(2);
  });

  it('retention drops the months before (this month − 6): list totals lose them, tiles keep them', async () => {
    const run = await t.app.services.reportPartitions.runOnce();
    expect(run.dropped).toEqual(expect.arrayContaining([old, mid]));
    expect(run.dropped.every((m) => m < addMonths(current, -6))).toBe(true);
    const months = await t.app.repos.reportPartitions.months();
    expect(months).not.toContain(old);
    expect(months).not.toContain(mid);
    expect(months).toContain(recent);
    expect(months).toContain(current);

    expect((await get(`/report/${must(refs.old)}`)).statusCode).toBe(404);
    expect((await get(`/report/${must(refs.mid)}`)).statusCode).toBe(404);
    expect((await get(`/report/${must(refs.recent)}`)).statusCode).toBe(200);
    expect(await total()).toBe(1);
    expect(await total(`&from=${old}-01&to=${old}-28`)).toBe(0);
    // History: the dashboard still shows what was checked in those months.
    expect((await tiles(old)).declined).toBe(2);
    expect((await tiles(mid)).suspicious).toBe(1);
    // Counters record the dropped reports as deleted, exactly.
    const counters = await rowsOf(
      t.app.database.db,
      sql`select month, sum(created)::int as created, sum(deleted)::int as deleted
          from report_outcome_counts where tenant_id = ${alice.uuid}::uuid
            and month in (${old}, ${mid}, ${recent}) group by month order by month`,
      Type.Object({ month: Type.String(), created: Type.Number(), deleted: Type.Number() }),
    );
    expect(counters).toEqual([
      { month: old, created: 2, deleted: 2 },
      { month: mid, created: 1, deleted: 1 },
      { month: recent, created: 1, deleted: 0 },
    ]);
    // Nothing left to do on the next run.
    expect((await t.app.services.reportPartitions.runOnce()).dropped).toEqual([]);
  });
});
