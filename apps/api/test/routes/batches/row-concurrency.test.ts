// Rows that wait on DNS are screened several at a time within a chunk (BATCH_ROW_CONCURRENCY),
// never more than the setting allows, and the results keep row
// order whatever order the rows end in. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { createEmailEngine, type DnsResolver } from '@pulse/engines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { newCaller, session, type Caller } from '../../helpers/clients.js';
import { fakeResolver } from '../../helpers/engines.js';

const LIMIT = 4;
const ROWS = 10;
const domain = (i: number) => `row${i}.example.org`;

let t: TestApp;
let alice: Caller;
let inFlight = 0;
let maxInFlight = 0;
const started: string[] = [];

/**
 * The fake zones behind a resolver whose MX answer for a row's domain comes later the earlier the
 * row is, so the rows of a chunk end in reverse order; it counts the rows waiting at once.
 */
function slowResolver(): DnsResolver {
  const zones = Object.fromEntries(
    Array.from({ length: ROWS }, (_, i) => [domain(i + 1), { mx: [`mx.${domain(i + 1)}`] }]),
  );
  const inner = fakeResolver({ ...zones, org: {} });
  return {
    ...inner,
    async resolveMx(name) {
      const row = Number(/^row(\d+)\./.exec(name)?.[1] ?? 0);
      started.push(name);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await new Promise((r) => setTimeout(r, (ROWS - row + 1) * 15));
        return await inner.resolveMx(name);
      } finally {
        inFlight--;
      }
    },
  };
}

beforeAll(async () => {
  t = await createTestApp(
    { batchRowConcurrency: LIMIT },
    { email: createEmailEngine({ resolver: slowResolver(), timeoutMs: 5_000 }) },
  );
  alice = await newCaller(t.app, t.config.outboxDir);
  await t.app.repos.catalog.set('emailLookup', 'freeCallsPerMonth', 0);
  await t.app.repos.metering.grant(alice.uuid, 'emailLookup', 100);
}, 60_000);
afterAll(async () => t.close());

describe('rows of a chunk that wait on the network', () => {
  it('are screened BATCH_ROW_CONCURRENCY at a time, and the results stay in row order', async () => {
    const emails = Array.from({ length: ROWS }, (_, i) => `user${i + 1}@${domain(i + 1)}`);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/batches?service=emailLookup&fileName=emails.csv',
      headers: { ...session(alice), 'content-type': 'text/csv' },
      payload: `email\r\n${emails.join('\r\n')}\r\n`,
    });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().id as string;
    const go = await t.app.inject({
      method: 'POST',
      url: `/api/batches/${id}/start`,
      headers: session(alice),
    });
    expect(go.statusCode, go.body).toBe(200);
    await t.app.services.batchRunner.drain();

    // One chunk (10 rows < 500): several rows waited at once, never more than the setting.
    expect(maxInFlight).toBe(LIMIT);
    expect(started).toHaveLength(ROWS);
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/batches/${id}`,
      headers: session(alice),
    });
    expect(done.json()).toMatchObject({ state: 'done', rowsDone: ROWS, rowsFailed: 0 });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/batches/${id}/results?format=ndjson`,
      headers: session(alice),
    });
    expect(res.statusCode).toBe(200);
    const rows = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { row: number; input: { email: string }; report_id: string });
    expect(rows.map((r) => [r.row, r.input.email])).toEqual(emails.map((e, i) => [i + 1, e]));
    // Each row's report is its own e-mail's.
    const last = rows[ROWS - 1];
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/report/${last?.report_id}`,
      headers: session(alice),
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain(`"${domain(ROWS)}"`);
    expect(report.body).not.toContain(`"${domain(1)}"`);
  });
});
