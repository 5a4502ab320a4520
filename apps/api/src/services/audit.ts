/**
 * The audit log of a tenant: `record` appends one security-relevant event; `list`
 * and `exportCsv` read them back with filters. Nothing updates or deletes an entry
 * (docs/adr/0013-audit-log-and-two-factor.md).
 */
import { stringify } from 'csv-stringify/sync';
import type { FastifyBaseLogger } from 'fastify';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { parseDateBound } from '../lib/date-range.js';
import { AppError } from '../lib/errors.js';
import type { AuditEntry, AuditFilter, AuditRepository } from '../repositories/audit.js';

export type { AuditEntry } from '../repositories/audit.js';

/**
 * Every action the log records. Dotted `area.verb`; the Audit log page names each in words.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.logout',
  'auth.logout_all',
  'auth.password_changed',
  'auth.password_reset',
  'profile.updated',
  'profile.email_change_requested',
  'profile.email_changed',
  'profile.email_change_cancelled',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_code_used',
  'two_factor.setup_started',
  'api_key.regenerated',
  'api_key.created',
  'api_key.rolled',
  'api_key.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rolled',
  'webhook.test_sent',
  'webhook.delivery_resent',
  'session.revoked',
  'session.revoked_others',
  'usage_alert.set',
  'usage_alert.removed',
  'report.deleted',
  'billing.checkout_started',
  'billing.top_up',
  'member.invited',
  'member.invitation_revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'case.updated',
  'case.settings_changed',
  'watchlist.uploaded',
  'watchlist.replaced',
  'watchlist.deleted',
  'monitoring.subject_added',
  'monitoring.subject_removed',
  'rules.draft_saved',
  'rules.published',
  'rules.rolled_back',
  'rules.publish_requested',
  'rules.publish_approved',
  'rules.publish_rejected',
  'privacy.request_created',
  'privacy.request_run',
  'privacy.export_downloaded',
  'privacy.settings_changed',
  'case.hold_set',
  'case.hold_released',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Where a request came from, as the routes hand it to the services. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The request's id (X-Request-Id); absent outside a request. */
  requestId?: string | null;
}

/** One event to record; the actor is the member who acted (the owner's member id is the client id). */
export interface AuditRecord {
  tenantId: string;
  actorMemberId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  target?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The request that made the change (X-Request-Id). */
  requestId?: string | null;
  detail?: Record<string, unknown>;
}

/** The query of GET /api/audit-log, as received (validated for shape only). */
export interface AuditQuery {
  limit?: string | undefined;
  cursor?: string | undefined;
  action?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditPage {
  items: AuditEntry[];
  /** Cursor of the next page (`x-next-cursor`); absent on the last page. */
  nextCursor?: string;
}

/** Most rows one CSV export holds; a larger log is exported in date ranges. */
export const EXPORT_MAX_ROWS = 50_000;
/** Longest user agent kept (longer ones are cut): it is caller-controlled text. */
const USER_AGENT_MAX = 512;

const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** The columns of the CSV export, in order. */
const CSV_COLUMNS = [
  'time',
  'action',
  'actor_email',
  'actor_member_id',
  'target',
  'ip',
  'user_agent',
  'request_id',
  'detail',
];

/** The audit flows; built once by createServices. */
export class AuditService {
  constructor(
    private readonly repo: AuditRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Appends one event. A failure to write is logged and not thrown: the action it records has
   * already happened and its caller must get its answer.
   */
  async record(event: AuditRecord): Promise<void> {
    try {
      await this.repo.insert({
        tenantId: event.tenantId,
        actorMemberId: event.actorMemberId,
        actorEmail: event.actorEmail,
        action: event.action,
        target: event.target ?? null,
        ip: event.ip ?? null,
        userAgent: event.userAgent ? event.userAgent.slice(0, USER_AGENT_MAX) : null,
        requestId: event.requestId ?? null,
        detail: event.detail ?? {},
      });
    } catch (err) {
      this.log.error(
        { err, action: event.action, tenantId: event.tenantId },
        'audit event not recorded',
      );
    }
  }

  private filter(q: AuditQuery): AuditFilter {
    const action = q.action?.trim() || undefined;
    if (action && !(AUDIT_ACTIONS as readonly string[]).includes(action))
      throw invalid('Unknown action');
    const from = q.from ? parseDateBound(q.from, false) : undefined;
    const toExclusive = q.to ? parseDateBound(q.to, true) : undefined;
    if (from && toExclusive && from >= toExclusive)
      throw invalid('The start date must be on or before the end date');
    return { action, actor: q.actor?.trim() || undefined, from, toExclusive };
  }

  /**
   * One page of the tenant's log, newest first.
   * @throws 400 VALIDATION_ERROR for a bad limit, cursor, action or date range
   */
  async list(tenantId: string, q: AuditQuery): Promise<AuditPage> {
    const limit = q.limit === undefined ? 25 : Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw invalid('limit must be between 1 and 100');
    const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
    if (q.cursor && !cursor) throw invalid('Invalid cursor');
    const page = await this.repo.list(tenantId, this.filter(q), limit, cursor);
    return page.next ? { items: page.items, nextCursor: encodeCursor(page.next) } : page;
  }

  /**
   * The entries matching the filters as CSV (RFC 4180, header row, newest first), at most
   * EXPORT_MAX_ROWS. Cells that a spreadsheet would run as a formula are prefixed with `'`.
   */
  async exportCsv(tenantId: string, q: Omit<AuditQuery, 'limit' | 'cursor'>): Promise<string> {
    const filter = this.filter(q);
    const records: string[][] = [];
    let cursor: ReturnType<typeof decodeCursor>;
    do {
      const page = await this.repo.list(tenantId, filter, 1000, cursor);
      for (const e of page.items) records.push(csvRow(e));
      cursor = page.next;
    } while (cursor && records.length < EXPORT_MAX_ROWS);
    return stringify(records.slice(0, EXPORT_MAX_ROWS), { header: true, columns: CSV_COLUMNS });
  }
}

/** Neutralises spreadsheet formula injection (OWASP "CSV Injection"). */
function cell(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvRow(e: AuditEntry): string[] {
  return [
    e.createdAt,
    e.action,
    cell(e.actorEmail),
    cell(e.actorMemberId),
    cell(e.target),
    cell(e.ip),
    cell(e.userAgent),
    cell(e.requestId),
    Object.keys(e.detail).length ? cell(JSON.stringify(e.detail)) : '',
  ];
}
