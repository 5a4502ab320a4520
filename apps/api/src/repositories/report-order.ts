/**
 * The orders of the reports list (GET /reports `sort`/`order`, docs/adr/0057-reports-sorting.md)
 * as SQL: the `order by` and the keyset condition of the rows after a cursor.
 *
 * - `date`: (request_date_time, id) in the asked direction, on the (tenant_id, request_date_time,
 *   id) index read forwards or backwards.
 * - `service` / `status`: the column in the asked direction, then always newest first, so a group
 *   reads like the default list. Descending reads (tenant_id, column, request_date_time, id)
 *   backwards; ascending reads (tenant_id, column, request_date_time desc, id desc) forwards
 *   (db/schema/reports.ts): no sort of a whole group at any size.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Cursor } from '../lib/cursor.js';

/** The leading order of the list. */
export type ReportSort = 'date' | 'service' | 'status';
export type SortOrder = 'asc' | 'desc';

export interface ReportOrder {
  sort: ReportSort;
  order: SortOrder;
}

/** The default order: newest first. */
export const NEWEST_FIRST: ReportOrder = { sort: 'date', order: 'desc' };

/** The column of a column sort (fixed names, never input). */
const COLUMN: Record<Exclude<ReportSort, 'date'>, SQL> = {
  service: sql.raw('service'),
  status: sql.raw('status'),
};

/** The `order by` list of an order (without the keyword). */
export function orderBySql({ sort, order }: ReportOrder): SQL {
  if (sort === 'date')
    return order === 'asc'
      ? sql`reports.request_date_time asc, reports.id asc`
      : sql`reports.request_date_time desc, reports.id desc`;
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  return sql`${COLUMN[sort]} ${dir}, reports.request_date_time desc, reports.id desc`;
}

/**
 * ` and <the rows after the cursor in this order>`, or nothing without a cursor. For the newest-first
 * order the plain bound on request_date_time (implied by the row comparison) lets the planner skip
 * the months after the cursor; for the oldest-first one, the months before it.
 */
export function afterSql(o: ReportOrder, cursor: Cursor | undefined): SQL {
  if (!cursor) return sql``;
  const older = sql`(request_date_time, id) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)`;
  if (o.sort === 'date')
    return o.order === 'asc'
      ? sql` and request_date_time >= ${cursor.t}::timestamptz
             and (request_date_time, id) > (${cursor.t}::timestamptz, ${cursor.id}::uuid)`
      : sql` and request_date_time <= ${cursor.t}::timestamptz and ${older}`;
  const col = COLUMN[o.sort];
  const past =
    o.order === 'asc' ? sql`${col} > ${cursor.k ?? ''}` : sql`${col} < ${cursor.k ?? ''}`;
  return sql` and (${past} or (${col} = ${cursor.k ?? ''} and ${older}))`;
}

/** The cursor after a row in this order: a column sort's carries the row's value of the column. */
export function cursorOf(
  o: ReportOrder,
  row: { requestDateTime: string; id: string; apiService: string; status: string },
): Cursor {
  const at = { t: row.requestDateTime, id: row.id };
  if (o.sort === 'date') return at;
  return { ...at, k: o.sort === 'service' ? row.apiService : row.status };
}
