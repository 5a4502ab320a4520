/**
 * Reports reads and deletes, and the outcome counters.
 *
 * - List: keyset paging by (request_date_time desc, id desc) on the ascending index
 *   (tenant_id[, status | service], request_date_time, id) scanned backwards; a page is first
 *   asked of the months at its cursor (see `list`). The other orders (oldest first, by service or
 *   status) are in report-order.ts.
 * - Total (`x-total-count`): `created - deleted` of the outcome counters for the whole days inside
 *   the range (whole months from `report_outcome_months`, the days of partial months from
 *   `report_outcome_counts`) plus an exact count of the partial days at its edges, so it stays
 *   cheap at tens of millions of reports; an exact count when filtering by reference id.
 * - Delete: removes the report and bumps `deleted` of its counter row in one statement; usage and
 *   `created` (the dashboard tiles) are untouched.
 * - Partitions (monthly, migration 0018): a read by reference id probes each month's
 *   (reference_id, request_date_time) index once, since the id carries no date; a list or count
 *   with a date range or a cursor reads only the months it covers.
 */
import type { ServiceKey } from '@pulse/catalog';
import type { EngineResult, EngineStatus } from '@pulse/engines';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { addMonths, dayOf, monthOf, monthStart } from '../domain/month.js';
import type { Cursor } from '../lib/cursor.js';
import type { ReportDecision } from '../domain/rules/types.js';
import { afterSql, cursorOf, NEWEST_FIRST, orderBySql, type ReportOrder } from './report-order.js';
import {
  DayTilesRow,
  DeletedRow,
  OneRow,
  PageRow as PageRowSchema,
  ReportDetailRow as ReportDetailRowSchema,
  TotalRow,
} from './report-rows.js';
import { ISO_FORMAT, rowsOf } from './sql.js';
import { txDb, type Transaction } from './transaction.js';

/** `live` or `test`: every read is of one mode. */
export type Mode = 'live' | 'test';

export interface ReportFilter {
  /** Reports of this mode only; `live` when absent. */
  mode?: Mode | undefined;
  status?: string | undefined;
  service?: string | undefined;
  /** Inclusive lower bound. */
  from?: Date | undefined;
  /** Exclusive upper bound. */
  toExclusive?: Date | undefined;
  referenceId?: string | undefined;
  /** The reports of one batch's rows (its uuid). */
  batchId?: string | undefined;
}

export interface ListItem {
  id: string;
  referenceID: string;
  apiService: ServiceKey;
  requestDateTime: string;
  status: EngineStatus;
}

export type { ReportOrder, ReportSort, SortOrder } from './report-order.js';

export interface ReportDetailRow {
  clientId: string;
  apiService: ServiceKey;
  requestType: 'dashboard' | 'api';
  /** The batch whose row made this report; null for a single lookup. */
  batchId: string | null;
  mode: Mode;
  status: EngineStatus;
  inputRequest: Record<string, unknown>;
  referenceID: string;
  apiKeyUsed: string;
  requestDateTime: string;
  result: EngineResult<unknown>;
  /** The decision of the rule set of the report's mode when it was made; null without one. */
  decision: ReportDecision | null;
  /** When its personal fields were removed (docs/adr/0059-personal-data.md); null while kept. */
  redactedAt: string | null;
}

/** Reports created on one UTC day (`YYYY-MM-DD`) per dashboard tile (spec §3 "Dashboard"). */
export interface DayTiles {
  day: string;
  verified: number;
  declined: number;
  suspicious: number;
  risky: number;
}

const DAY_MS = 86_400_000;
const startOfDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (d: Date) => new Date(Math.ceil(d.getTime() / DAY_MS) * DAY_MS);

function filterSql(tenantId: string, f: ReportFilter): SQL {
  const parts: SQL[] = [sql`tenant_id = ${tenantId}::uuid`, sql`mode = ${f.mode ?? 'live'}`];
  if (f.status) parts.push(sql`status = ${f.status}`);
  if (f.service) parts.push(sql`service = ${f.service}`);
  if (f.from) parts.push(sql`request_date_time >= ${f.from.toISOString()}::timestamptz`);
  if (f.toExclusive)
    parts.push(sql`request_date_time < ${f.toExclusive.toISOString()}::timestamptz`);
  if (f.referenceId) parts.push(sql`reference_id = ${f.referenceId}`);
  if (f.batchId) parts.push(sql`batch_id = ${f.batchId}::uuid`);
  return sql.join(parts, sql` and `);
}

/** Whole months before the cursor's (or the current) one that a list page is first asked of. */
export const RECENT_MONTHS = 1;

/** The start (UTC) of the month RECENT_MONTHS before `at`'s. */
function recentStart(at: Date): Date {
  return monthStart(addMonths(monthOf(at), -RECENT_MONTHS));
}

/** The first `limit` rows, and the cursor of the next page when a row beyond them was read. */
function toPage(
  list: ListItem[],
  limit: number,
  o: ReportOrder,
): { items: ListItem[]; next?: Cursor } {
  const items = list.slice(0, limit);
  const last = items[items.length - 1];
  return list.length > limit && last ? { items, next: cursorOf(o, last) } : { items };
}

/** `created - deleted` of the daily counter rows matching `same`, for days in [from, to). */
function daysSum(same: SQL, from: Date, to: Date): SQL {
  const first = monthOf(from);
  const last = monthOf(new Date(to.getTime() - DAY_MS));
  const months =
    first === last ? sql`month = ${first}` : sql`month >= ${first} and month <= ${last}`;
  return sql`(select coalesce(sum(created - deleted), 0) from report_outcome_counts
              where ${same} and ${months} and day >= ${dayOf(from)}::date and day < ${dayOf(to)}::date)`;
}

/**
 * An SQL expression: `created - deleted` over the whole days [fullStart, fullEnd) (either end
 * open when undefined). The whole months inside come from the monthly rollup
 * (`report_outcome_months`, a few hundred rows a year) and only the days of the partial months at
 * the edges from the daily rows, so a total costs the same for a year as for a week.
 */
function countedDays(same: SQL, fullStart: Date | undefined, fullEnd: Date | undefined): SQL {
  // Whole months are [monthsFrom, monthsTo); a bound on a month's first day is already whole.
  const monthsFrom = fullStart
    ? monthStart(addMonths(monthOf(fullStart), fullStart.getUTCDate() === 1 ? 0 : 1))
    : undefined;
  const monthsTo = fullEnd ? monthStart(monthOf(fullEnd)) : undefined;
  if (fullStart && fullEnd && monthsFrom && monthsTo && monthsFrom >= monthsTo)
    return sql`${daysSum(same, fullStart, fullEnd)}::bigint`;
  const monthBounds: SQL[] = [same];
  if (monthsFrom) monthBounds.push(sql`month >= ${monthOf(monthsFrom)}`);
  if (monthsTo) monthBounds.push(sql`month < ${monthOf(monthsTo)}`);
  const terms: SQL[] = [
    sql`(select coalesce(sum(created - deleted), 0) from report_outcome_months
         where ${sql.join(monthBounds, sql` and `)})`,
  ];
  if (fullStart && monthsFrom && fullStart < monthsFrom)
    terms.push(daysSum(same, fullStart, monthsFrom));
  if (fullEnd && monthsTo && monthsTo < fullEnd) terms.push(daysSum(same, monthsTo, fullEnd));
  return sql`(${sql.join(terms, sql` + `)})::bigint`;
}

/** A row of a list page: the item and the filter's total (the same on every row). */
type PageRow = ListItem & { total: number | string };

/** An SQL expression: the exact number of the client's reports matching `f` (a count of rows). */
function exactCountSql(tenantId: string, f: ReportFilter): SQL {
  return sql`(select count(*) from reports where ${filterSql(tenantId, f)})`;
}

/**
 * An SQL expression (bigint): the number of reports matching the filter (see the file comment):
 * counters for the whole days of the range, an exact count for the partial days at its edges, an
 * exact count alone for a range within one day or a reference id.
 */
function totalSql(tenantId: string, f: ReportFilter): SQL {
  // The outcome counters are not kept per batch: a batch's total is counted (its index).
  if (f.referenceId || f.batchId) return sql`${exactCountSql(tenantId, f)}::bigint`;
  const from = f.from;
  const to = f.toExclusive;
  const fullStart = from ? ceilDay(from) : undefined;
  const fullEnd = to ? startOfDay(to) : undefined;
  if (fullStart && fullEnd && fullStart >= fullEnd)
    return sql`${exactCountSql(tenantId, f)}::bigint`;
  const parts: SQL[] = [sql`tenant_id = ${tenantId}::uuid`, sql`mode = ${f.mode ?? 'live'}`];
  if (f.status) parts.push(sql`status = ${f.status}`);
  if (f.service) parts.push(sql`service = ${f.service}`);
  const terms: SQL[] = [countedDays(sql.join(parts, sql` and `), fullStart, fullEnd)];
  if (from && fullStart && from < fullStart)
    terms.push(exactCountSql(tenantId, { ...f, from, toExclusive: fullStart }));
  if (to && fullEnd && fullEnd < to)
    terms.push(exactCountSql(tenantId, { ...f, from: fullEnd, toExclusive: to }));
  return sql`(${sql.join(terms, sql` + `)})::bigint`;
}

export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page, newest first, with the total of the filter (`x-total-count`) read by the same
   * statement; `limit + 1` rows are read to know whether a next page exists.
   *
   * A page of a list without a date range or reference id is first asked of the months from
   * RECENT_MONTHS before the month of its cursor (of now, for the first page) on: with monthly
   * partitions an unbounded newest-first read opens every older month's index (a merge across them
   * all, planned each time), a bounded one only those months'. When they hold more than `limit`
   * rows, they hold the page; otherwise the unbounded read follows (a client with few reports in
   * those months pays one more small query). Only the newest-first order is asked so: the others
   * do not start at the recent months. An empty page carries no row to read the total from: it is
   * then read on its own.
   */
  async list(
    tenantId: string,
    f: ReportFilter,
    limit: number,
    cursor?: Cursor,
    o: ReportOrder = NEWEST_FIRST,
  ): Promise<{ items: ListItem[]; next?: Cursor; total: number }> {
    const total = totalSql(tenantId, f);
    let read: PageRow[] | undefined;
    const newestFirst = o.sort === 'date' && o.order === 'desc';
    if (newestFirst && !f.from && !f.toExclusive && !f.referenceId && !f.batchId) {
      const anchor = cursor ? new Date(cursor.t) : new Date();
      const recent = await this.page(
        tenantId,
        { ...f, from: recentStart(anchor) },
        limit,
        total,
        o,
        cursor,
      );
      if (recent.length > limit) read = recent;
    }
    read ??= await this.page(tenantId, f, limit, total, o, cursor);
    const first = read[0];
    const n = first ? Number(first.total) : await this.total(tenantId, f);
    const items = read.map(({ total: _total, ...item }) => item);
    return { ...toPage(items, limit, o), total: n };
  }

  private page(
    tenantId: string,
    f: ReportFilter,
    limit: number,
    total: SQL,
    o: ReportOrder,
    cursor?: Cursor,
  ): Promise<PageRow[]> {
    const after = afterSql(o, cursor);
    // `reports.id`, the uuid column the index and the cursor use, not the text `id` selected.
    // The total is an uncorrelated subquery: computed once for the statement, not per row.
    return rowsOf(
      this.db,
      sql`select id::text as id, reference_id as "referenceID", service as "apiService",
                 to_char(request_date_time at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as "requestDateTime",
                 status, ${total} as total
          from reports
          where ${filterSql(tenantId, f)}${after}
          order by ${orderBySql(o)}
          limit ${limit + 1}`,
      PageRowSchema,
    );
  }

  /** True when the client has at least one report (inside `tx` when given). */
  async anyForClient(tenantId: string, tx?: Transaction): Promise<boolean> {
    const found = await rowsOf(
      tx ? txDb(tx) : this.db,
      sql`select 1 as one from reports where tenant_id = ${tenantId}::uuid limit 1`,
      OneRow,
    );
    return found.length > 0;
  }

  /** Number of reports matching the filter, in one statement (see `totalSql`). */
  async total(tenantId: string, f: ReportFilter): Promise<number> {
    const [r] = await rowsOf(this.db, sql`select ${totalSql(tenantId, f)} as n`, TotalRow);
    return Number(r?.n ?? 0);
  }

  /** A client's report of `mode` by reference id (undefined when absent, another client's or mode's). */
  async get(
    tenantId: string,
    referenceId: string,
    mode: Mode,
  ): Promise<ReportDetailRow | undefined> {
    const [r] = await rowsOf(
      this.db,
      sql`select c.client_id as "clientId", r.service as "apiService", r.request_type as "requestType",
                 r.batch_id::text as "batchId", r.mode, r.status, r.input_request as "inputRequest", r.reference_id as "referenceID",
                 r.api_key_used as "apiKeyUsed",
                 to_char(r.request_date_time at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as "requestDateTime",
                 r.result, r.decision,
                 to_char(r.redacted_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as "redactedAt"
          from reports r join clients c on c.id = r.tenant_id
          where r.reference_id = ${referenceId} and r.tenant_id = ${tenantId}::uuid
            and r.mode = ${mode}
          limit 1`,
      ReportDetailRowSchema,
    );
    if (!r) return undefined;
    const decision = typeof r.decision === 'string' ? JSON.parse(r.decision) : r.decision;
    return { ...r, decision: (decision ?? null) as ReportDecision | null };
  }

  /**
   * Deletes a client's report of `mode`; its counter row records the delete.
   * @returns false when absent (also another client's or mode's)
   */
  async delete(tenantId: string, referenceId: string, mode: Mode): Promise<boolean> {
    const [r] = await rowsOf(
      this.db,
      sql`with d as (
            delete from reports where reference_id = ${referenceId} and tenant_id = ${tenantId}::uuid
              and mode = ${mode}
            returning service, status, mode, request_date_time
          ),
          u as (
            update report_outcome_counts c set deleted = c.deleted + 1 from d
            where c.tenant_id = ${tenantId}::uuid
              and c.month = to_char(d.request_date_time at time zone 'UTC', 'YYYY-MM')
              and c.day = (d.request_date_time at time zone 'UTC')::date
              and c.service = d.service and c.status = d.status and c.mode = d.mode
            returning 1
          )
          select (select count(*) from d)::int as n, (select count(*) from u)::int as u`,
      DeletedRow,
    );
    return Number(r?.n ?? 0) > 0;
  }

  /**
   * Reports of one mode created per day of a month, one row a day with the four tiles as columns
   * (ERROR counts in none; deletes do not change these). Pivoted in SQL: a month is ~30 rows to
   * read, not one per day and status.
   */
  async outcomeCounts(tenantId: string, month: string, mode: Mode = 'live'): Promise<DayTiles[]> {
    const tile = (status: string) =>
      sql`coalesce(sum(created) filter (where status = ${status}), 0)::int`;
    const list = await rowsOf(
      this.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, ${tile('VERIFIED')} as verified,
                 ${tile('DECLINED')} as declined, ${tile('SUSPICIOUS')} as suspicious,
                 ${tile('RISKY')} as risky
          from report_outcome_counts
          where tenant_id = ${tenantId}::uuid and month = ${month} and mode = ${mode}
          group by day`,
      DayTilesRow,
    );
    return list.map((r) => ({
      day: r.day,
      verified: Number(r.verified),
      declined: Number(r.declined),
      suspicious: Number(r.suspicious),
      risky: Number(r.risky),
    }));
  }
}
