// A batch of metered lookups of one client (src/repositories/metering.ts `recordBatch`, the
// function of migration 0021) grants calls in order, free first, writes exactly the granted
// reports and their counters, and books the calls, in one statement.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewReport } from '../../src/repositories/metering.js';
import { Type } from 'typebox';
import { Numeric, rowsOf } from '../../src/repositories/sql.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertClient } from '../helpers/clients.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MONTH = '2026-03';

function lookup(tenantId: string, i: number, day: string, status: string): NewReport {
  return {
    referenceId: `rpt_batch_${tenantId.slice(0, 8)}_${i}`,
    tenantId,
    service: 'ipLookup',
    requestType: 'api',
    status,
    apiKeyUsed: 'pk_live_abcd…wxyz',
    inputRequest: { ip: `192.0.2.${i}`, note: 'quote " and backslash \\ kept' },
    result: { status, score: i },
    requestDateTime: new Date(`${day}T10:00:0${i}.123Z`),
  };
}

describe('MeteringRepository.recordBatch', () => {
  it('grants free calls, then paid ones, in order, and writes only the granted reports', async () => {
    const { app } = t;
    const client = await insertClient(app, 'Batch', 'batch.one@acme-corp.com');
    const [svc] = await rowsOf(
      app.database.db,
      sql`select free_calls_per_month as "limit", cost_per_call_cents as price
          from services where key = 'ipLookup'`,
      Type.Object({ limit: Numeric, price: Numeric }),
    );
    const limit = Number(svc?.limit);
    const price = Number(svc?.price);
    // Two free calls left this month, three paid ones, an alert at one call left.
    await app.database.db
      .execute(sql`insert into monthly_usage (tenant_id, service, month, free_used)
      values (${client}::uuid, 'ipLookup', ${MONTH}, ${limit - 2})`);
    await app.repos.metering.grant(client, 'ipLookup', 3);
    await app.database.db.execute(sql`insert into balance_warnings (tenant_id, service, threshold)
      values (${client}::uuid, 'ipLookup', 1)`);

    const list = [
      lookup(client, 1, '2026-03-01', 'VERIFIED'),
      lookup(client, 2, '2026-03-01', 'RISKY'),
      lookup(client, 3, '2026-03-01', 'VERIFIED'),
      lookup(client, 4, '2026-03-02', 'VERIFIED'),
      lookup(client, 5, '2026-03-02', 'VERIFIED'),
      lookup(client, 6, '2026-03-02', 'RISKY'),
      lookup(client, 7, '2026-03-02', 'RISKY'),
    ];
    const grants = await app.repos.metering.recordBatch(list);

    expect(grants).toEqual([
      { pool: 'free', callsLeft: 4, warnThreshold: 1 },
      { pool: 'free', callsLeft: 3, warnThreshold: 1 },
      { pool: 'paid', callsLeft: 2, warnThreshold: 1 },
      { pool: 'paid', callsLeft: 1, warnThreshold: 1 },
      { pool: 'paid', callsLeft: 0, warnThreshold: 1 },
      null,
      null,
    ]);

    const written = await rowsOf(
      app.database.db,
      sql`select reference_id as ref, input_request as input,
                 to_char(request_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from reports where tenant_id = ${client}::uuid order by reference_id`,
      Type.Object({ ref: Type.String(), input: Type.Unknown(), at: Type.String() }),
    );
    expect(written.map((r) => r.ref)).toEqual(list.slice(0, 5).map((r) => r.referenceId));
    expect(written[0]?.input).toEqual(list[0]?.inputRequest);
    expect(written[0]?.at).toBe(list[0]?.requestDateTime.toISOString());

    const counts = await rowsOf(
      app.database.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, status, created from report_outcome_counts
          where tenant_id = ${client}::uuid order by day, status`,
      Type.Object({ day: Type.String(), status: Type.String(), created: Numeric }),
    );
    expect(counts.map((c) => [c.day, c.status, Number(c.created)])).toEqual([
      ['2026-03-01', 'RISKY', 1],
      ['2026-03-01', 'VERIFIED', 2],
      ['2026-03-02', 'VERIFIED', 2],
    ]);

    const [usage] = await rowsOf(
      app.database.db,
      sql`select u.free_used as free, u.paid_used as paid, u.paid_cost_cents as cost,
                 b.paid_available as left
          from monthly_usage u join service_balances b using (tenant_id, service)
          where u.tenant_id = ${client}::uuid and u.service = 'ipLookup' and u.month = ${MONTH}`,
      Type.Object({ free: Numeric, paid: Numeric, cost: Numeric, left: Numeric }),
    );
    expect([usage?.free, usage?.paid, usage?.cost, usage?.left].map(Number)).toEqual([
      limit,
      3,
      3 * price,
      0,
    ]);

    // Nothing left: the next batch is refused whole and writes nothing.
    const refused = await app.repos.metering.recordBatch([
      lookup(client, 8, '2026-03-03', 'VERIFIED'),
      lookup(client, 9, '2026-03-03', 'VERIFIED'),
    ]);
    expect(refused).toEqual([null, null]);
    const [after] = await rowsOf(
      app.database.db,
      sql`select count(*)::int as n from reports where tenant_id = ${client}::uuid`,
      Type.Object({ n: Numeric }),
    );
    expect(Number(after?.n)).toBe(5);
  });

  it('opens the month on its first batch, with no alert set', async () => {
    const { app } = t;
    const client = await insertClient(app, 'Batch', 'batch.two@acme-corp.com');
    const grants = await app.repos.metering.recordBatch([
      lookup(client, 1, '2026-03-05', 'VERIFIED'),
      lookup(client, 2, '2026-03-05', 'VERIFIED'),
    ]);
    expect(grants).toEqual([
      { pool: 'free', callsLeft: expect.any(Number) as number, warnThreshold: null },
      { pool: 'free', callsLeft: expect.any(Number) as number, warnThreshold: null },
    ]);
    expect((grants[0]?.callsLeft ?? 0) - (grants[1]?.callsLeft ?? 0)).toBe(1);
  });
});
