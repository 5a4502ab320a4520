/**
 * Metering: consumption of calls, operator grants, and the usage reads of the billing
 * screens.
 *
 * `recordLookup` is ONE SQL statement (so one round trip and one short transaction) that, atomically:
 *  1. takes a free call of this month: upsert of the month row with
 *     `on conflict do update set free_used = free_used + 1 where free_used < <free limit>`;
 *  2. else takes a paid call: `update service_balances set paid_available = paid_available - 1
 *     where paid_available > 0` (only when step 1 returned nothing), and adds the call and its price
 *     to the month row;
 *  3. only when 1 or 2 returned a row: inserts the report and bumps the outcome counter.
 * Under READ COMMITTED, both conditional writes re-check their condition on the latest row version
 * after waiting for its lock, so N concurrent calls against M remaining calls succeed exactly
 * min(N, M) times, in any number of processes. Nothing is written when no call is left.
 *
 * `recordBatch` does the same for several lookups of one client, service and month in ONE
 * statement: the function `pulse_meter_batch` (migration 0021) locks the month row and the balance
 * row, grants k = min(n, free left + paid left) calls in order (free first) and books them; the same
 * statement writes those k reports and their counters, and it commits once. Concurrent lookups of
 * one client queue behind the one in flight and go together (MeteringBatcher), so a hot client
 * costs one commit and one round trip per batch instead of one per call, with the same exactness
 * (the row locks serialise batches across processes, and are held only while the statement runs).
 *
 * The engine runs BEFORE these statements, so an engine failure (exception) never consumes a call and
 * needs no refund. A result with status ERROR (the engine could not check: data set not loaded) is
 * recorded as a report but not charged (`recordUnmetered`).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import { monthlyUsage, serviceBalances, services, type ServiceRow } from '../db/schema/index.js';
import type { UsageCounts } from '../domain/metering.js';
import type { ReportDecision } from '../domain/rules/types.js';
import { Nullable, Numeric, rowsOf } from './sql.js';
import { txDb, type Transaction } from './transaction.js';

export interface NewReport {
  referenceId: string;
  tenantId: string;
  service: string;
  requestType: 'dashboard' | 'api';
  /** `live` when absent; test-mode reports are only ever written by `recordUnmetered`. */
  mode?: 'live' | 'test';
  status: string;
  apiKeyUsed: string;
  inputRequest: unknown;
  result: unknown;
  requestDateTime: Date;
  /** The decision of the tenant's rule set of the mode (`reports.decision`); absent: none. */
  decision?: ReportDecision;
}

export type Pool = 'free' | 'paid';

/** `reports.decision` of a new report as JSON text; null (SQL NULL) without a decision. */
export const decisionJson = (r: Pick<NewReport, 'decision'>): string | null =>
  r.decision ? JSON.stringify(r.decision) : null;

/** The outcome of `recordLookup`'s statement: no pool when no call was left. */
const LookupGrant = Type.Object(
  {
    pool: Nullable(Type.Enum(['free', 'paid'])),
    written: Numeric,
    callsLeft: Nullable(Numeric),
    warnThreshold: Nullable(Numeric),
  },
  { $id: 'lookup grant' },
);

/** What `pulse_meter_batch` granted a batch of lookups. */
const BatchGrant = Type.Object(
  { free: Numeric, paid: Numeric, before: Numeric, warnThreshold: Nullable(Numeric) },
  { $id: 'batch grant' },
);

const MonthCost = Type.Object({ month: Type.String(), cost: Numeric }, { $id: 'month cost' });

/**
 * One consumed call: the pool it came from, the calls left of the service right after it (free
 * this month + paid), and the client's balance-warning threshold of the service (null when none), so
 * the caller can tell the one call that crossed it (balance warnings) without another query.
 */
export interface Grant {
  pool: Pool;
  callsLeft: number;
  warnThreshold: number | null;
}

function monthDay(d: Date): { month: string; day: string } {
  const iso = d.toISOString();
  return { month: iso.slice(0, 7), day: iso.slice(0, 10) };
}

export class MeteringRepository {
  constructor(private readonly db: Db) {
    // Prepared once (a named statement on PostgreSQL: parsed and planned once per connection).
    this.ledgerQuery = db
      .select({
        service: services,
        usage: {
          freeUsed: monthlyUsage.freeUsed,
          paidUsed: monthlyUsage.paidUsed,
          paidCostCents: monthlyUsage.paidCostCents,
        },
        paid: serviceBalances.paidAvailable,
      })
      .from(services)
      .leftJoin(
        monthlyUsage,
        and(
          eq(monthlyUsage.tenantId, sql.placeholder('client')),
          eq(monthlyUsage.month, sql.placeholder('month')),
          eq(monthlyUsage.service, services.key),
        ),
      )
      .leftJoin(
        serviceBalances,
        and(
          eq(serviceBalances.tenantId, sql.placeholder('client')),
          eq(serviceBalances.service, services.key),
        ),
      )
      .orderBy(asc(services.sortOrder), asc(services.key))
      .prepare('service_ledger');
  }

  private readonly ledgerQuery;

  /**
   * Consumes one call (free first, then paid) and writes the report and its outcome counter, in one
   * statement. @returns the grant (pool, calls left after it, alert threshold), or null when none
   * was left (nothing written)
   */
  async recordLookup(r: NewReport, tx?: Transaction): Promise<Grant | null> {
    const db = tx ? txDb(tx) : this.db;
    const { month, day } = monthDay(r.requestDateTime);
    const res = await rowsOf(
      db,
      sql`with svc as (
        select free_calls_per_month as free_limit, cost_per_call_cents as price
        from services where key = ${r.service}
      ),
      free as (
        insert into monthly_usage as u (tenant_id, service, month, free_used, paid_used, paid_cost_cents)
        select ${r.tenantId}::uuid, ${r.service}, ${month}, 1, 0, 0 from svc where svc.free_limit > 0
        on conflict (tenant_id, service, month) do update set free_used = u.free_used + 1
          where u.free_used < (select free_limit from svc)
        returning 'free'::text as pool, u.free_used as used
      ),
      paid as (
        update service_balances b set paid_available = b.paid_available - 1, updated_at = now()
        where b.tenant_id = ${r.tenantId}::uuid and b.service = ${r.service} and b.paid_available > 0
          and not exists (select 1 from free)
        returning 'paid'::text as pool, b.paid_available as paid_left
      ),
      paid_month as (
        insert into monthly_usage as u (tenant_id, service, month, free_used, paid_used, paid_cost_cents)
        select ${r.tenantId}::uuid, ${r.service}, ${month}, 0, 1, svc.price from paid, svc
        on conflict (tenant_id, service, month) do update
          set paid_used = u.paid_used + 1, paid_cost_cents = u.paid_cost_cents + excluded.paid_cost_cents
        returning 1
      ),
      consumed as (select pool from free union all select pool from paid),
      rep as (
        insert into reports (reference_id, tenant_id, service, request_type, status, api_key_used,
                             input_request, result, request_date_time, decision)
        select ${r.referenceId}, ${r.tenantId}::uuid, ${r.service}, ${r.requestType}, ${r.status},
               ${r.apiKeyUsed}, ${JSON.stringify(r.inputRequest)}::jsonb, ${JSON.stringify(r.result)}::jsonb,
               ${r.requestDateTime.toISOString()}::timestamptz, ${decisionJson(r)}::jsonb
        from consumed
        returning 1
      ),
      cnt as (
        insert into report_outcome_counts as c (tenant_id, month, day, service, status, created, deleted)
        select ${r.tenantId}::uuid, ${month}, ${day}::date, ${r.service}, ${r.status}, 1, 0 from consumed
        on conflict (tenant_id, month, day, service, status, mode) do update set created = c.created + 1
        returning 1
      )
      select (select pool from consumed) as pool,
             (select count(*) from rep) + (select count(*) from cnt) + (select count(*) from paid_month) as written,
             coalesce(
               (select paid_left from paid),
               (select greatest(0, svc.free_limit - free.used) from free, svc)
                 + coalesce((select paid_available from service_balances
                             where tenant_id = ${r.tenantId}::uuid and service = ${r.service}), 0)
             ) as "callsLeft",
             (select threshold from balance_warnings
              where tenant_id = ${r.tenantId}::uuid and service = ${r.service}) as "warnThreshold"`,
      LookupGrant,
    );
    const row = res[0];
    if (!row?.pool) return null;
    return {
      pool: row.pool,
      callsLeft: Number(row.callsLeft ?? 0),
      warnThreshold: row.warnThreshold === null ? null : Number(row.warnThreshold),
    };
  }

  /**
   * Consumes up to `list.length` calls for lookups of ONE client, service and UTC month, in order:
   * the first k get a call (free first, then paid) and their reports and counters are written; the
   * rest get null (402). One transaction, one commit. A batch of one uses `recordLookup`.
   */
  async recordBatch(list: NewReport[]): Promise<Array<Grant | null>> {
    const first = list[0];
    if (!first) return [];
    if (list.length === 1) return [await this.recordLookup(first)];
    const { month } = monthDay(first.requestDateTime);
    const client = first.tenantId;
    const service = first.service;
    // One statement: pulse_meter_batch (migration 0021) grants and books k calls under the usage
    // and balance row locks, then the first k reports and their counters are written from arrays
    // (one parameter per column, whatever the batch's size). Counters are upserted in key order.
    const [row] = await rowsOf(
      this.db,
      sql`with g as materialized (
        select * from pulse_meter_batch(${client}::uuid, ${service}, ${month}, ${list.length}::int)
      ),
      input as (
        select * from unnest(
          ${sql.param(list.map((r) => r.referenceId))}::text[],
          ${sql.param(list.map((r) => r.requestType))}::text[],
          ${sql.param(list.map((r) => r.status))}::text[],
          ${sql.param(list.map((r) => r.apiKeyUsed))}::text[],
          ${sql.param(list.map((r) => JSON.stringify(r.inputRequest)))}::text[],
          ${sql.param(list.map((r) => JSON.stringify(r.result)))}::text[],
          ${sql.param(list.map((r) => r.requestDateTime.toISOString()))}::text[],
          ${sql.param(list.map((r) => monthDay(r.requestDateTime).day))}::text[],
          ${sql.param(list.map(decisionJson))}::text[]
        ) with ordinality as i(reference_id, request_type, status, api_key_used, input_request,
                               result, request_date_time, day, decision, ord)
      ),
      granted as (
        select input.* from input, g where input.ord <= g.free_granted + g.paid_granted
      ),
      rep as (
        insert into reports (reference_id, tenant_id, service, request_type, status, api_key_used,
                             input_request, result, request_date_time, decision)
        select reference_id, ${client}::uuid, ${service}, request_type, status, api_key_used,
               input_request::jsonb, result::jsonb, request_date_time::timestamptz, decision::jsonb
        from granted order by ord
        returning 1
      ),
      cnt as (
        insert into report_outcome_counts as c (tenant_id, month, day, service, status, created, deleted)
        select ${client}::uuid, ${month}, day::date, ${service}, status, count(*)::int, 0
        from granted group by day, status order by day, status
        on conflict (tenant_id, month, day, service, status, mode)
          do update set created = c.created + excluded.created
        returning 1
      )
      select g.free_granted as free, g.paid_granted as paid, g.calls_before as before,
             g.warn_threshold as "warnThreshold"
      from g`,
      BatchGrant,
    );
    if (!row) return list.map(() => null);
    const free = Number(row.free);
    const granted = free + Number(row.paid);
    const before = Number(row.before);
    const warnThreshold = row.warnThreshold === null ? null : Number(row.warnThreshold);
    return list.map((_, i): Grant | null =>
      i < granted
        ? { pool: i < free ? 'free' : 'paid', callsLeft: before - i - 1, warnThreshold }
        : null,
    );
  }

  /**
   * Writes a report and its outcome counter without consuming a call: status ERROR results, and
   * every test-mode call (never charged; counted under mode `test`).
   */
  async recordUnmetered(r: NewReport, tx?: Transaction): Promise<void> {
    const db = tx ? txDb(tx) : this.db;
    const { month, day } = monthDay(r.requestDateTime);
    const mode = r.mode ?? 'live';
    await db.execute(sql`
      with rep as (
        insert into reports (reference_id, tenant_id, service, request_type, mode, status, api_key_used,
                             input_request, result, request_date_time, decision)
        values (${r.referenceId}, ${r.tenantId}::uuid, ${r.service}, ${r.requestType}, ${mode}, ${r.status},
                ${r.apiKeyUsed}, ${JSON.stringify(r.inputRequest)}::jsonb, ${JSON.stringify(r.result)}::jsonb,
                ${r.requestDateTime.toISOString()}::timestamptz, ${decisionJson(r)}::jsonb)
        returning 1
      )
      insert into report_outcome_counts as c (tenant_id, month, day, service, status, mode, created, deleted)
      select ${r.tenantId}::uuid, ${month}, ${day}::date, ${r.service}, ${r.status}, ${mode}, 1, 0 from rep
      on conflict (tenant_id, month, day, service, status, mode) do update set created = c.created + 1`);
  }

  /**
   * Adds purchased (or operator-granted) paid calls to a client's balance.
   * @returns the new number of paid calls available
   */
  async grant(tenantId: string, service: string, n: number, tx?: Transaction): Promise<number> {
    const db = tx ? txDb(tx) : this.db;
    const [row] = await db
      .insert(serviceBalances)
      .values({ tenantId, service, paidAvailable: n, paidPurchasedTotal: n })
      .onConflictDoUpdate({
        target: [serviceBalances.tenantId, serviceBalances.service],
        set: {
          paidAvailable: sql`${serviceBalances.paidAvailable} + ${n}`,
          paidPurchasedTotal: sql`${serviceBalances.paidPurchasedTotal} + ${n}`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ paid: serviceBalances.paidAvailable });
    return row?.paid ?? 0;
  }

  /** Paid calls available per service. */
  async balances(tenantId: string): Promise<Map<string, number>> {
    const list = await this.db
      .select({ service: serviceBalances.service, paid: serviceBalances.paidAvailable })
      .from(serviceBalances)
      .where(eq(serviceBalances.tenantId, tenantId));
    return new Map(list.map((r) => [r.service, r.paid]));
  }

  /**
   * The catalog (in display order) with the client's usage of `month` and paid balance per
   * service, in one statement: what the billing screen and the dashboard's account summary show.
   * @param month `YYYY-MM` (UTC)
   */
  async ledger(
    tenantId: string,
    month: string,
  ): Promise<{
    catalog: ServiceRow[];
    usage: Map<string, UsageCounts>;
    balances: Map<string, number>;
  }> {
    const list = await this.ledgerQuery.execute({ client: tenantId, month });
    const usage = new Map<string, UsageCounts>();
    const balances = new Map<string, number>();
    for (const r of list) {
      if (r.usage) usage.set(r.service.key, r.usage);
      if (r.paid !== null) balances.set(r.service.key, r.paid);
    }
    return { catalog: list.map((r) => r.service), usage, balances };
  }

  /** Usage per service for one month. */
  async usage(tenantId: string, month: string): Promise<Map<string, UsageCounts>> {
    const list = await this.db
      .select({
        service: monthlyUsage.service,
        freeUsed: monthlyUsage.freeUsed,
        paidUsed: monthlyUsage.paidUsed,
        paidCostCents: monthlyUsage.paidCostCents,
      })
      .from(monthlyUsage)
      .where(and(eq(monthlyUsage.tenantId, tenantId), eq(monthlyUsage.month, month)));
    return new Map(list.map(({ service, ...u }) => [service, u]));
  }

  /** Paid cost (cents) per month, for every month with usage. */
  async costByMonth(tenantId: string): Promise<Map<string, number>> {
    const list = await rowsOf(
      this.db,
      sql`select month, sum(paid_cost_cents)::int as cost from monthly_usage
          where tenant_id = ${tenantId}::uuid group by month`,
      MonthCost,
    );
    return new Map(list.map((r) => [r.month, Number(r.cost)]));
  }
}
