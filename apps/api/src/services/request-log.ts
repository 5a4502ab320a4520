/**
 * The request log's reads and its retention (docs/adr/0020-request-log-and-usage-alerts.md): list with filters and cursor paging, one entry with its bodies, and the periodic prune
 * (bodies after 7 days, entries after 30). Another client's entry is "not found", and so is one of
 * the other mode (docs/api-contract.md "Test mode": the log shows the calls of the caller's mode).
 */
import { isServiceKey } from '@pulse/catalog';
import type { Scope } from '../domain/mode.js';
import { redact } from '../domain/redact.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { AppError } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';
import { lookupAnswer } from './lookups.js';
import type {
  RequestLogDetail,
  RequestLogFilter,
  RequestLogItem,
} from '../repositories/request-log.js';

export type { RequestLogDetail, RequestLogItem } from '../repositories/request-log.js';

/** How long the redacted bodies are kept. */
export const BODY_RETENTION_DAYS = 7;
/** How long an entry itself is kept. */
export const ENTRY_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** The query of GET /api/developers/requests, as received (validated for shape only). */
export interface RequestLogQuery {
  limit?: string | undefined;
  cursor?: string | undefined;
  key?: string | undefined;
  status?: string | undefined;
  endpoint?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface RequestLogPage {
  items: RequestLogItem[];
  /** Cursor of the next page (`x-next-cursor`); absent on the last page. */
  nextCursor?: string;
}

const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** `2xx`…`5xx` or one status code → the half-open range of codes it covers. */
export function statusRange(text: string): { from: number; to: number } {
  const t = text.trim().toLowerCase();
  const cls = /^([1-5])xx$/.exec(t);
  if (cls?.[1]) return { from: Number(cls[1]) * 100, to: Number(cls[1]) * 100 + 100 };
  if (/^[1-5]\d\d$/.test(t)) return { from: Number(t), to: Number(t) + 1 };
  throw invalid('status must be a class (2xx, 4xx, 5xx) or a status code (100–599)');
}

/** A date (whole day, UTC) or date-time bound; `end` bounds are inclusive. */
function parseBound(text: string, end: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const d = new Date(dateOnly ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(d.getTime())) throw invalid(`Invalid date: ${text}`);
  if (!end) return d;
  return new Date(d.getTime() + (dateOnly ? DAY_MS : 1));
}

/** The request log flows; built once by createServices. */
export class RequestLogService {
  constructor(private readonly repos: Repositories) {}

  /** One page of the scope's log, newest first. @throws 400 for a bad limit, cursor, status or date */
  async list({ client, mode }: Scope, q: RequestLogQuery): Promise<RequestLogPage> {
    const limit = q.limit === undefined ? 25 : Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw invalid('limit must be between 1 and 100');
    const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
    if (q.cursor && !cursor) throw invalid('Invalid cursor');
    const filter: RequestLogFilter = {
      mode,
      keyPrefix: q.key?.trim() || undefined,
      status: q.status?.trim() ? statusRange(q.status) : undefined,
      route: q.endpoint?.trim() || undefined,
      from: q.from ? parseBound(q.from, false) : undefined,
      toExclusive: q.to ? parseBound(q.to, true) : undefined,
    };
    if (filter.from && filter.toExclusive && filter.from >= filter.toExclusive)
      throw invalid('from must be before to');
    const page = await this.repos.requestLog.list(client.id, filter, limit, cursor);
    return page.next
      ? { items: page.items, nextCursor: encodeCursor(page.next) }
      : { items: page.items };
  }

  /** One entry with its bodies (null after 7 days). @throws 404, also for another client's or mode's */
  async get({ client, mode }: Scope, id: string): Promise<RequestLogDetail> {
    const found = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.repos.requestLog.get(client.id, id.toLowerCase(), mode)
      : undefined;
    if (!found) throw new AppError(404, 'NOT_FOUND', 'Request not found');
    const { report, ...detail } = found;
    const service = report?.service;
    if (!report || !detail.bodies || !detail.reportId || !isServiceKey(service)) return detail;
    // The answer the call was sent, rebuilt from its report (the writer keeps no copy), redacted
    // like a stored body.
    const answer = lookupAnswer(service, detail.reportId, report.requestDateTime, report.result);
    return { ...detail, bodies: { ...detail.bodies, responseBody: redact(answer) } };
  }

  /** Removes bodies older than 7 days and entries older than 30 days, as of `now`. */
  prune(now = new Date()): Promise<{ bodies: number; rows: number }> {
    return this.repos.requestLog.prune(
      new Date(now.getTime() - BODY_RETENTION_DAYS * DAY_MS),
      new Date(now.getTime() - ENTRY_RETENTION_DAYS * DAY_MS),
    );
  }
}
