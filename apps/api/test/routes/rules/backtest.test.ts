// The backtest through the HTTP stack, on PGlite and, with TEST_DATABASE_URL, PostgreSQL: outcome
// counts of the draft against the stored statuses and against a published version, changed
// reports with a sample, hits per rule, the mode and period honoured, ERROR reports left out, a
// period over 366 days refused, and nothing written (reports and their counters unchanged).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  body,
  emailResult,
  insertDisposableEmail,
  insertReport,
  rule,
  rulesWorld,
  type RulesWorld,
} from './fixture.js';

let w: RulesWorld;
const DAY = '2026-03-11';

beforeAll(async () => {
  w = await rulesWorld();
  const at = (h: number) => `${DAY}T${String(h).padStart(2, '0')}:00:00.000Z`;
  const mine = (result: unknown, status: string, h: number, mode: 'live' | 'test' = 'live') =>
    insertReport(w.t, w.alice.uuid, { service: 'emailLookup', status, result, at: at(h), mode });
  // Six disposable, four not, two that could not run; ties on the hour test the keyset.
  for (let i = 0; i < 6; i++) await mine(emailResult(true), 'VERIFIED', i % 3);
  for (let i = 0; i < 4; i++)
    await mine(emailResult(false), i === 0 ? 'SUSPICIOUS' : 'VERIFIED', 5);
  for (let i = 0; i < 2; i++) await mine({ status: 'ERROR', response: null }, 'ERROR', 6);
  // Outside the period, of test mode, and another tenant's: none is in a live backtest of DAY.
  await insertDisposableEmail(w.t, w.alice.uuid, '2026-03-13T00:00:00.000Z');
  await mine(emailResult(true), 'VERIFIED', 7, 'test');
  await insertDisposableEmail(w.t, w.bob.uuid, at(8));
  const saved = await as(
    w,
    w.developer,
    'PUT',
    '/api/rules/rule-set/draft',
    body([
      rule('disposable', 'email.disposable', { kind: 'force', outcome: 'decline' }),
      rule('voip', 'phone.isVoip'),
    ]),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => w.t.close());

const backtest = (params: Record<string, unknown>) =>
  as(w, w.developer, 'POST', '/api/rules/backtest', params);

/** Every report and outcome counter, as text: what a backtest must leave as it was. */
async function snapshot(): Promise<string> {
  const db = w.t.app.database.db;
  const reports = await db.execute(
    sql`select reference_id, status, result::text from reports order by reference_id`,
  );
  const counts = await db.execute(
    sql`select * from report_outcome_counts order by tenant_id, day, service, status, mode`,
  );
  return JSON.stringify([reports, counts]);
}

describe('POST /rules/backtest', () => {
  it('compares the draft with the stored statuses when nothing is published, and writes nothing', async () => {
    const before = await snapshot();
    const res = await backtest({ from: DAY, to: DAY });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json() as {
      total: number;
      live: Record<string, number>;
      draft: Record<string, number>;
      changed: number;
      sample: Array<{ before: string; after: string; service: string }>;
      hits: unknown[];
      elapsedMs: number;
    };
    expect(out).toMatchObject({
      total: 10,
      live: { VERIFIED: 9, SUSPICIOUS: 1, RISKY: 0, DECLINED: 0 },
      draft: { VERIFIED: 4, SUSPICIOUS: 0, RISKY: 0, DECLINED: 6 },
      changed: 7,
      hits: [
        { ruleId: 'disposable', name: 'Rule disposable', count: 6 },
        { ruleId: 'voip', name: 'Rule voip', count: 0 },
      ],
    });
    expect(out.sample).toHaveLength(7);
    expect(out.sample[0]).toMatchObject({
      before: 'VERIFIED',
      after: 'DECLINED',
      service: 'emailLookup',
    });
    expect(out.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(await snapshot()).toBe(before);
  });

  it('compares with the published version of the mode, and reads only that mode', async () => {
    const pub = await as(w, w.alice, 'POST', '/api/rules/rule-set/publish', { mode: 'live' });
    expect(pub.statusCode, pub.body).toBe(201);
    const live = (await backtest({ from: DAY, to: DAY })).json();
    expect(live).toMatchObject({ total: 10, changed: 0, live: { DECLINED: 6, VERIFIED: 4 } });
    const test = (await backtest({ from: DAY, to: DAY, mode: 'test' })).json();
    expect(test).toMatchObject({
      total: 1,
      changed: 1,
      live: { VERIFIED: 1 },
      draft: { DECLINED: 1 },
    });
  });

  it('refuses a period over 366 days, a reversed one and a date that is not one', async () => {
    const long = await backtest({ from: '2025-01-01', to: '2026-01-02' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'A backtest covers at most 366 days; this period has 367',
    });
    expect((await backtest({ from: '2025-01-01', to: '2026-01-01' })).statusCode).toBe(200);
    expect((await backtest({ from: '2026-03-12', to: '2026-03-11' })).statusCode).toBe(400);
    expect((await backtest({ from: '2026-02-30', to: '2026-03-11' })).statusCode).toBe(400);
  });
});

describe('the keyset read of the backtest', () => {
  it('pages through ties on the time without losing or repeating a report', async () => {
    const range = { from: new Date(`${DAY}T00:00:00Z`), to: new Date('2026-03-12T00:00:00Z') };
    const seen: string[] = [];
    let after: { t: string; id: string } | undefined;
    for (;;) {
      const rows = await w.t.app.repos.rules.reportBatch(w.alice.uuid, 'live', range, after, 3);
      seen.push(...rows.map((r) => r.referenceId));
      const last = rows.at(-1);
      if (!last || rows.length < 3) break;
      after = { t: last.requestDateTime, id: last.id };
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
  });
});
