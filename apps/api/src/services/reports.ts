/**
 * Reading and deleting the caller's reports (docs/api-contract.md "Reports"): filters, cursor
 * paging and the total; another client's report is "not found", never "forbidden", so reference
 * ids cannot be probed. Every read and delete is of the caller's mode only: a report of the
 * other mode is "not found" too.
 */
import type { Scope } from '../domain/mode.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { AppError } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';
import type { EventBus } from './events.js';
import type { ListItem, ReportDetailRow, ReportSort, SortOrder } from '../repositories/reports.js';

export type { ListItem, ReportDetailRow, ReportSort, SortOrder } from '../repositories/reports.js';

/** The query of GET /api/reports, as received (validated for shape only; its `mode` is the scope's). */
export interface ReportsQuery {
  limit?: string | undefined;
  cursor?: string | undefined;
  status?: string | undefined;
  service?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  referenceId?: string | undefined;
  /** The id of a batch: its rows' reports only. */
  batch?: string | undefined;
  /** `date` (default), `service` or `status`: the leading order (schema-checked by the route). */
  sort?: ReportSort | undefined;
  /** `asc` or `desc` (default). */
  order?: SortOrder | undefined;
}

export interface ReportsPage {
  items: ListItem[];
  /** Reports matching the filters (`x-total-count`). */
  total: number;
  /** Cursor of the next page (`x-next-cursor`); absent on the last page. */
  nextCursor?: string;
}

const STATUSES = ['VERIFIED', 'SUSPICIOUS', 'RISKY', 'DECLINED', 'ERROR'];
const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);
const notFound = () =>
  new AppError(404, 'NOT_FOUND', 'Report not found', { message: 'Report not found' });

/** A date (whole day, UTC) or date-time bound; `end` bounds are inclusive. */
function parseBound(text: string, end: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const d = new Date(dateOnly ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(d.getTime())) throw invalid(`Invalid date: ${text}`);
  if (!end) return d;
  // `to` is inclusive: a whole day for a date, one millisecond past a date-time.
  return new Date(d.getTime() + (dateOnly ? 86_400_000 : 1));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reports flows; built once by createServices. */
export class ReportsService {
  constructor(
    private readonly repos: Repositories,
    /** Told of every deleted report (`report.deleted`). */
    private readonly events?: EventBus,
  ) {}

  /**
   * One page of the scope's reports in the asked order (newest first by default; by service key
   * or status, then newest first). A cursor is of one order: another order's cursor is a 400.
   * @throws 400 for a bad limit, cursor, status, date or sort
   */
  async list({ client, mode }: Scope, q: ReportsQuery): Promise<ReportsPage> {
    const limit = q.limit === undefined ? 20 : Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw invalid('limit must be between 1 and 100');
    const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
    const sort = q.sort ?? 'date';
    const order = q.order ?? 'desc';
    // A column sort's cursor carries the column's value; a date sort's does not.
    if (q.cursor && (!cursor || (cursor.k === undefined) !== (sort === 'date')))
      throw invalid('Invalid cursor');
    if (q.batch !== undefined && !UUID.test(q.batch))
      throw invalid('batch must be the id of a batch');
    const status = q.status?.trim().toUpperCase() || undefined;
    if (status && !STATUSES.includes(status))
      throw invalid(`status must be one of ${STATUSES.join(', ')}`);
    const filter = {
      mode,
      status,
      service: q.service,
      from: q.from ? parseBound(q.from, false) : undefined,
      toExclusive: q.to ? parseBound(q.to, true) : undefined,
      referenceId: q.referenceId?.trim() || undefined,
      batchId: q.batch,
    };
    const page = await this.repos.reports.list(client.id, filter, limit, cursor, { sort, order });
    return page.next
      ? { items: page.items, total: page.total, nextCursor: encodeCursor(page.next) }
      : { items: page.items, total: page.total };
  }

  /** One report of the scope by reference id. @throws 404 (also for another client's or mode's) */
  async get({ client, mode }: Scope, referenceId: string): Promise<ReportDetailRow> {
    const r = await this.repos.reports.get(client.id, referenceId, mode);
    if (!r) throw notFound();
    return r;
  }

  /**
   * Deletes a report of the scope (usage and counts unchanged).
   * @throws 404 (also for another client's or mode's)
   */
  async delete({ client, mode }: Scope, referenceId: string): Promise<void> {
    if (!(await this.repos.reports.delete(client.id, referenceId, mode))) throw notFound();
    const deletedAt = new Date();
    await this.events?.publish({
      type: 'report.deleted',
      tenantId: client.id,
      occurredAt: deletedAt,
      data: { referenceID: referenceId, mode, deletedAt: deletedAt.toISOString() },
    });
  }
}
